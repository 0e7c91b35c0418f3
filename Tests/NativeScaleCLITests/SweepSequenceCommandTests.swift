import Foundation
import NativeScaleTestSupport
import Testing

/// `sweep --sequence N`: every point judged on a moving sequence, frame by frame and in
/// ColorVideoVDP's video mode.
@Suite("nativescale sweep --sequence", .serialized)
struct SweepSequenceCommandTests {
    let small = SweepCommandTests.smallDisplay

    @Test("A sequence sweep says how it judged, shows each point's worst frame and video JOD, and writes each point's frames")
    func sequenceSweepJudgesEveryFrame() throws {
        let folder = try TemporaryFolder("nativescale-sweep-sequence")
        let json = folder.path("sweep.json")
        let run = try CommandRunner.run(
            ["sweep"] + small + [
                "--sequence", "4", "--fps", "30", "--display", "standard_fhd", "--scales", "1.25", "--filter", "bilinear", "--frames", "4",
                // As the still end-to-end test: a budget no point nears decides by quality alone,
                // whatever the suite's load does to the rounds; this test is about what is judged.
                "--warmup", "1", "--budget-ms", "1000", "--alpha", "0.5", "--exhaustive", "--json", json,
            ])
        #expect(run.status == 0, "\(run.standardError)")
        #expect(run.standardOutput.contains("  sequence   4 frames at 30 fps: every point judged on every frame"), "\(run.standardOutput)")
        #expect(run.standardOutput.contains("worst FLIP") && run.standardOutput.contains("JOD (video)"), "\(run.standardOutput)")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: json))) as? [String: Any])
        #expect(object["schemaVersion"] as? Int == 20)
        let points = try #require(object["points"] as? [[String: Any]])
        #expect(!points.isEmpty)
        for point in points {
            let frames = point["frames"] as? [String: Any]
            #expect((frames?["frameJOD"] as? [Double])?.count == 4, "\(point)")
            #expect((frames?["flip"] as? [String: Any])?["worstFrame"] as? Int != nil, "\(point)")
        }
    }

    @Test("A sequence sweep without a display model is one line naming what JOD needs, exit 64")
    func sequenceNeedsADisplayModel() throws {
        let run = try CommandRunner.run(["sweep"] + small + ["--sequence", "4"])
        #expect(run.status == 64)
        #expect(run.standardError.contains("--sequence's video mode) needs a display model; expected --device ID or --display MODEL"), "\(run.standardError)")
        #expect(run.standardOutput.isEmpty)
    }
}
