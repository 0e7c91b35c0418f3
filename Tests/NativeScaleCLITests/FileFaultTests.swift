import Foundation
import NativeScaleTestSupport
import Testing

/// One fault, one wording, whichever command reads the file: "'PATH' is a directory; expected …".
@Suite("File faults")
struct FileFaultTests {
    @Test(
        "A directory where a file is read is worded the same by every reader: one line, exit 64",
        arguments: [
            (
                ["bench", "--points", "64x96", "--scale", "2", "--panel", "112x168", "--workload", "shader:DIR"],
                "a fragment shader (GLSL text defining mainImage)"
            ),
            (["bench", "--points", "64x96", "--scale", "2", "--panel", "112x168", "--scene", "DIR.glb"], "a glTF 2.0 file (.gltf or .glb)"),
            (["report", "DIR", "--output", "OUT/r.html"], "a result file written by"),
            (["compare", "DIR", "DIR"], "a result file written by"),
        ])
    func directoryWordedOnce(_ arguments: [String], _ expected: String) throws {
        let folder = try TemporaryFolder("nativescale-fault")
        let directory = folder.path("in.glb")
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        let resolved = arguments.map {
            $0.replacingOccurrences(of: "DIR.glb", with: directory).replacingOccurrences(of: "DIR", with: directory)
                .replacingOccurrences(of: "OUT", with: folder.url.path)
        }
        let run = try CommandRunner.run(resolved)
        #expect(run.status == 64, "\(run.standardError)")
        #expect(run.standardError.split(separator: "\n").count == 1, "\(run.standardError)")
        #expect(run.standardError.contains("'\(directory)' is a directory; expected \(expected)"), "\(run.standardError)")
    }

    @Test(
        "A missing file is worded the same by every reader",
        arguments: [
            (["quality", "MISSING", "MISSING"], "a PNG or JPEG image"),
            (["bench", "--points", "64x96", "--scale", "2", "--panel", "112x168", "--workload", "shader:MISSING"], "a fragment shader"),
            (["report", "MISSING", "--output", "OUT/r.html"], "a result file written by"),
        ])
    func missingWordedOnce(_ arguments: [String], _ expected: String) throws {
        let folder = try TemporaryFolder("nativescale-fault")
        let missing = folder.path("gone.glb")
        let run = try CommandRunner.run(
            arguments.map { $0.replacingOccurrences(of: "MISSING", with: missing).replacingOccurrences(of: "OUT", with: folder.url.path) })
        #expect(run.status == 64, "\(run.standardError)")
        #expect(run.standardError.contains("'\(missing)' does not exist; expected \(expected)"), "\(run.standardError)")
    }
}
