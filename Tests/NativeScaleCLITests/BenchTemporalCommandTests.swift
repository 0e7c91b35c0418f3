import Foundation
import NativeScaleTestSupport
import Testing

/// `bench --filter sgsr2`: a temporal upscaler as the sampling stage of the scene workload.
@Suite("nativescale bench --filter sgsr2", .serialized)
struct BenchTemporalCommandTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().path
    /// 56×84 pt @1 on a 112×168 panel: a 2× upscale per axis, as SGSR 2's Performance preset.
    static let small = ["--points", "56x84", "--scale", "1", "--panel", "112x168"]

    @Test("SGSR 2 on the scene: both passes timed as stages under the audit, motion vectors on, its images in memory; compare reads the file")
    func passesAreStages() throws {
        let folder = try TemporaryFolder("nativescale-bench-sgsr2")
        let json = folder.path("bench.json")
        let bench = try CommandRunner.run(
            ["bench"] + Self.small + ["--workload", "scene", "--filter", "sgsr2", "--sequence", "8", "--frames", "8", "--warmup", "1", "--json", json])
        #expect(bench.status == 0, "\(bench.standardError)")
        let lines = bench.standardOutput.split(separator: "\n")
        for stage in ["sgsr2-convert", "sgsr2-upscale"] {
            #expect(lines.contains { $0.contains("scaled/sgsr2") && $0.contains(stage) }, "no \(stage) row in \(bench.standardOutput)")
        }
        for line in ["writing motion vectors and depth", "audit     passed"] {
            #expect(bench.standardOutput.contains(line), "no '\(line)' in \(bench.standardOutput)")
        }
        let text = try String(contentsOfFile: json, encoding: .utf8)
        #expect(text.contains("\"sgsr2-convert\"") && text.contains("\"sgsr2-upscale\""))
        let compare = try CommandRunner.run(["compare", json, json])
        #expect(compare.status == 0, "\(compare.standardError)")
        #expect(compare.standardOutput.contains("sgsr2"), "\(compare.standardOutput)")
    }

    @Test(
        "What a temporal upscaler cannot take: one line naming the value and what is accepted, exit 64, no file written",
        arguments: [
            (
                ["bench", "--filter", "sgsr2"] + BenchTemporalCommandTests.small,
                "sgsr2 is a temporal upscaler and takes the scene's motion vectors and depth: the fill workload writes no motion vectors"
            ),
            (
                ["bench", "--filter", "sgsr2", "--workload", "shader:\(BenchTemporalCommandTests.root)/examples/shaders/scroll.frag"]
                    + BenchTemporalCommandTests.small,
                "sgsr2 is a temporal upscaler and jitters the scene's camera, which a shader's own camera does not take"
            ),
            (
                ["sweep", "--filter", "sgsr2", "--workload", "scene"] + BenchTemporalCommandTests.small,
                "sweep does not run the temporal upscaler sgsr2 (its history, jitter and warm-up frames are kept by bench alone)"
            ),
            (
                [
                    "quality", "\(BenchTemporalCommandTests.root)/Tests/Fixtures/upscalers/pattern-quality-fsr1.png",
                    "\(BenchTemporalCommandTests.root)/Tests/Fixtures/upscalers/pattern-quality-input.png", "--resize", "sgsr2",
                ],
                "sgsr2 is a temporal upscaler and takes a rendered sequence's frames with their motion vectors and depth, which an image does not have"
            ),
        ])
    func refused(_ arguments: [String], _ message: String) throws {
        let folder = try TemporaryFolder("nativescale-bench-sgsr2-refused")
        let json = folder.path("out.json")
        let run = try CommandRunner.run(arguments + ["--json", json])
        #expect(run.status == 64)
        #expect(run.standardError.contains(message), "\(run.standardError)")
        #expect(run.standardError.split(separator: "\n").count == 1, "\(run.standardError)")
        #expect(run.standardOutput.isEmpty)
        #expect(!FileManager.default.fileExists(atPath: json))
    }
}
