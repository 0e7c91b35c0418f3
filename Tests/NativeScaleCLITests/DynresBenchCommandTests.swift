import Foundation
import NativeScaleTestSupport
import Testing

/// `nativescale dynres bench`: the controllers in the loop on lavapipe, under the validation
/// layer; its document read back by `report`; bad input refused whole.
@Suite("nativescale dynres bench")
struct DynresBenchCommandTests {
    let folder: TemporaryFolder

    init() throws {
        folder = try TemporaryFolder("nativescale-dynres-bench")
    }

    /// A small loop: a 192×320 output (at 96×160 a busy CI machine once read a calibration scene
    /// ratio 0.36 against 0.49 of the pixels), 64 frames (Unity HDRP's controller decides after 4 windows
    /// of 15), 5 calibration rounds (the audit judges the scenes' ratios from 5).
    func bench(budget: String, _ extra: [String]) throws -> CommandRunner.Result {
        try CommandRunner.run(
            [
                "dynres", "bench", "--points", "96x160", "--scale", "2", "--panel", "192x320", "--budget", budget, "--frames", "64",
                "--calibration-rounds", "5", "--validation", "--quiet",
            ] + extra)
    }

    static func object(_ path: String) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: path))) as? [String: Any])
    }

    @Test(
        "The device's frame times drive the controllers: a budget no frame meets takes each from its largest scale down by its own rule; the report draws each")
    func framesDriveControllers() throws {
        do {
            let json = folder.path("loop.json")
            // No --keep-failed-audit: beside the whole suite the run must pass its audit (a
            // calibration ratio lavapipe's busy threads move is a note on a CPU device).
            let run = try bench(budget: "0.001", ["--controller", "all", "--schedule", "0:64,32:128", "--json", json])
            #expect(run.status == 0, "\(run.standardError)")
            let object = try Self.object(json)
            #expect(object["schema"] as? String == "nativescale.dynres")
            let loop = try #require(object["loop"] as? [String: Any])
            #expect((loop["recordedMilliseconds"] as? [Double])?.count == 64)
            #expect((loop["validation"] as? Bool) == true)
            // Two submissions kept in flight by default, each frame's host time then holding the one queued before it.
            #expect(loop["framesInFlight"] as? Int == 2)
            let audit = try #require(loop["audit"] as? [String: Any])
            #expect(((audit["hostOverSpan"] as? [String: Any])?["median"] as? Double).map { $0 > 0 } == true, "\(audit)")
            let findings = try #require(audit["findings"] as? [[String: Any]])
            #expect(findings.isEmpty, "\(audit)")
            // One warm-up and 5 rounds of 6 scales at both load levels, then 64 frames of the recording and 5 controllers.
            #expect(audit["frames"] as? Int == 6 * 6 * 2 + 64 * 6)
            // A model per level, and each load rule scored on the heavier level's calibration.
            #expect((loop["levels"] as? [[String: Any]])?.compactMap { $0["level"] as? Int } == [64, 128])
            #expect((loop["ruleErrors"] as? [[String: Any]])?.compactMap { $0["rule"] as? String } == ["proportional", "pixels"])
            let calibration = try #require(loop["calibration"] as? [String: Any])
            #expect((calibration["points"] as? [[String: Any]])?.compactMap { $0["scale"] as? Double } == [0.5, 0.6, 0.7, 0.8, 0.9, 1])
            let controllers = try #require(object["controllers"] as? [[String: Any]])
            #expect(controllers.count == 5)
            for controller in controllers {
                let measured = try #require(controller["measured"] as? [String: Any])
                let frames = try #require(measured["frames"] as? [[String: Any]])
                #expect(frames.count == 64)
                #expect((frames.first?["scale"] as? Double) == 1)
                // Unity HDRP's steps down half the range after 4 windows of 15 frames over budget
                // (frame 60); the others reach the smallest scale within a few frames.
                let bound = controller["name"] as? String == "unity-hdrp" ? 0.75 : 0.5
                let last = try #require(frames.last)
                #expect((last["scale"] as? Double).map { abs($0 - bound) < 1e-9 } == true, "\(controller["name"] ?? "") ended at \(last["scale"] ?? "")")
                // Each frame rendered the size its scale names, rounded.
                for frame in frames {
                    let scale = try #require(frame["scale"] as? Double)
                    let size = try #require(frame["renderSize"] as? [String: Int])
                    let quantized = (scale / 0.01).rounded() * 0.01
                    #expect(size["width"] == Int((192 * quantized).rounded()) && size["height"] == Int((320 * quantized).rounded()))
                    #expect((frame["milliseconds"] as? Double).map { $0 > 0 } == true)
                }
            }
        }
        // The report reads the document and draws two charts per controller.
        let html = folder.path("loop.html")
        let report = try CommandRunner.run(["report", folder.path("loop.json"), "--output", html])
        #expect(report.status == 0, "\(report.standardError)")
        let page = try String(contentsOfFile: html, encoding: .utf8)
        #expect(page.components(separatedBy: "<svg").count - 1 == 10)
        for title in ["unreal: frame time against the budget", "doom3: render scale over the frames", "measured on the device", "prediction"] {
            #expect(page.contains(title), "\(title)")
        }
        // Every column of the loop's table has a header of its own (three read "predicted").
        let headers = page.components(separatedBy: "<th").dropFirst().compactMap { cell in
            cell.components(separatedBy: "</th>").first.flatMap { $0.split(separator: ">", maxSplits: 1).last.map(String.init) }
        }
        #expect(headers.contains("over budget, predicted") && headers.contains("p99, predicted"), "\(headers)")
        #expect(!headers.contains("predicted"), "\(headers)")
    }

    @Test(
        "Bad input is one line naming the value, exit 64, and no file",
        arguments: [
            (["--budget", "0"], "--budget 0"),
            (["--budget", "10", "--schedule", "5:96"], "--schedule '5:96'"),
            (["--budget", "10", "--schedule", "0:96,0:128"], "--schedule '0:96,0:128'"),
            (["--budget", "10", "--frames", "5"], "--frames 5"),
            (["--budget", "10", "--frames-in-flight", "9"], "--frames-in-flight 9 is out of range; expected 1 to 8"),
            (["--budget", "10", "--frames-in-flight", "0"], "--frames-in-flight 0 is out of range; expected 1 to 8"),
            (["--budget", "10", "--controller", "unity"], "--controller 'unity'"),
            (["--budget", "10", "--workload", "ui", "--schedule", "0:96"], "--schedule changes the shader cost"),
        ])
    func badInput(_ extra: [String], _ names: String) throws {
        let json = folder.path("bad-\(UUID().uuidString).json")
        let run = try CommandRunner.run(["dynres", "bench", "--points", "48x80", "--scale", "2", "--panel", "96x160", "--json", json] + extra)
        #expect(run.status == 64)
        #expect(run.standardError.split(separator: "\n").count == 1 && run.standardError.contains(names), "\(run.standardError)")
        #expect(!FileManager.default.fileExists(atPath: json))
    }
}
