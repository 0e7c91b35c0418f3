import Foundation
import NativeScaleTestSupport
import Testing

/// `bench --sequence N --fps F`: every path timed over a moving sequence's frames.
@Suite("nativescale bench --sequence", .serialized)
struct BenchSequenceCommandTests {
    /// A small display (64×96 pt @2 on a 112×168 panel) keeps runs short.
    let small = ["--points", "64x96", "--scale", "2", "--panel", "112x168"]

    @Test("A sequence is timed over all its frames: the workload line says how, and the JSON keeps the sequence")
    func sequenceIsTimedOverItsFrames() throws {
        let folder = try TemporaryFolder("nativescale-bench-sequence")
        let json = folder.path("bench.json")
        let bench = try CommandRunner.run(["bench"] + small + ["--sequence", "6", "--fps", "30", "--frames", "6", "--warmup", "1", "--json", json])
        #expect(bench.status == 0, "\(bench.standardError)")
        #expect(
            bench.standardOutput.contains("a sequence of 6 frames at 30 fps (round r draws frame r mod 6, so each time is over the frames)"),
            "\(bench.standardOutput)")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: json))) as? [String: Any])
        let run = (object["configuration"] as? [String: Any])?["run"] as? [String: Any]
        let workload = run?["workload"] as? [String: Any]
        let sequence = try #require(workload?["sequence"] as? [String: Any], "\(String(describing: workload))")
        #expect(sequence["frames"] as? Int == 6 && sequence["framesPerSecond"] as? Double == 30)
        #expect(object["rounds"] as? Int ?? 0 >= 6)
    }

    @Test(
        "Bad sequences: one line naming the value and what is accepted, exit 64",
        arguments: [
            (["--sequence", "1"], "--sequence 1 is out of range; expected 2 to 600 frames"),
            (["--fps", "30"], "--fps 30.0 sets a sequence's frame rate; expected --sequence N with it"),
            (["--sequence", "8", "--fps", "0"], "--fps 0.0 is not a frame rate; expected 1 to 1000"),
            (["--sequence", "8", "--frames", "4"], "--frames 4 times 4 of the sequence's 8 frames; expected --frames 8 or more"),
        ])
    func badSequence(_ arguments: [String], _ message: String) throws {
        let run = try CommandRunner.run(["bench"] + small + arguments)
        #expect(run.status == 64)
        #expect(run.standardError.contains(message), "\(run.standardError)")
        #expect(run.standardOutput.isEmpty)
    }
}

/// `bench --motion-vectors`: the scene pass writes motion vectors and keeps its depth.
@Suite("nativescale bench --motion-vectors", .serialized)
struct BenchMotionVectorCommandTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().path
    let small = ["--points", "64x96", "--scale", "2", "--panel", "112x168"]

    @Test("The scene with motion vectors is timed under the audit; its workload line, key and JSON say so, and memory counts the image")
    func sceneWithMotionVectorsIsTimed() throws {
        let folder = try TemporaryFolder("nativescale-bench-motion")
        let json = folder.path("bench.json")
        let bench = try CommandRunner.run(
            ["bench"] + small + ["--workload", "scene", "--motion-vectors", "--sequence", "4", "--frames", "4", "--warmup", "1", "--json", json])
        #expect(bench.status == 0, "\(bench.standardError)")
        #expect(bench.standardOutput.contains("writing motion vectors and depth; a sequence of 4 frames"), "\(bench.standardOutput)")
        #expect(bench.standardOutput.contains("its MSAA, depth and motion-vector images"), "\(bench.standardOutput)")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: json))) as? [String: Any])
        let run = (object["configuration"] as? [String: Any])?["run"] as? [String: Any]
        #expect((run?["workload"] as? [String: Any])?["motionVectors"] as? Bool == true, "\(String(describing: run))")
    }

    @Test(
        "Runs that cannot have motion vectors: one line naming the value and what is accepted, exit 64, no file written",
        arguments: [
            (["--workload", "fill"], "the fill workload writes no motion vectors; the scene workload (procedural or a glTF file) and a shader that"),
            (["--workload", "scene", "--samples", "4"], "--samples 4 cannot have them, --samples 1 can"),
            (["--workload", "scene", "--depth", "none"], "--depth none cannot have them, --depth d16, d24s8 or d32f can"),
            (
                ["--workload", "shader:\(BenchMotionVectorCommandTests.root)/examples/shaders/lighting.frag"],
                "lighting.frag defines no motion function, so it has no motion vectors; define vec2 mainMotion"
            ),
        ])
    func refused(_ arguments: [String], _ message: String) throws {
        let folder = try TemporaryFolder("nativescale-bench-motion-refused")
        let json = folder.path("bench.json")
        let run = try CommandRunner.run(["bench"] + small + arguments + ["--motion-vectors", "--json", json])
        #expect(run.status == 64)
        #expect(run.standardError.contains(message), "\(run.standardError)")
        #expect(run.standardError.split(separator: "\n").count == 1, "\(run.standardError)")
        #expect(run.standardOutput.isEmpty)
        #expect(!FileManager.default.fileExists(atPath: json))
    }
}
