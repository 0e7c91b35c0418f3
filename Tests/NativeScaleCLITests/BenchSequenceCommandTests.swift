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
