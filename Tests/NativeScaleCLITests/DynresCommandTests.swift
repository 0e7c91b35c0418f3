import Foundation
import NativeScaleTestSupport
import Testing

/// `nativescale dynres replay`: a recording through every controller, and bad input refused whole.
@Suite("nativescale dynres replay")
struct DynresCommandTests {
    let folder: TemporaryFolder

    init() throws {
        folder = try TemporaryFolder("nativescale-dynres")
        // 10 ms frames at native scale, a step to 20 ms at frame 200, back at 400.
        let rows = (0..<600).map { "\($0),\($0 >= 200 && $0 < 400 ? 20.0 : 10.0),1" }
        try (["frame,gpu_ms,scale"] + rows).joined(separator: "\n").write(toFile: folder.path("step.csv"), atomically: true, encoding: .utf8)
    }

    func replay(_ extra: [String] = [], recording: String? = nil) throws -> CommandRunner.Result {
        try CommandRunner.run(
            [
                "dynres", "replay", recording ?? folder.path("step.csv"), "--budget", "16.6", "--model", "2.0+6.5",
                "--device", "iphone-12-mini",
            ] + extra)
    }

    @Test("Every controller replays every frame; the JSON names each with its frames' scales and predicted times, byte-identical run to run")
    func everyController() throws {
        let first = folder.path("a.json")
        let second = folder.path("b.json")
        let run = try replay(["--json", first])
        #expect(run.status == 0, "\(run.standardError)")
        for name in ["nativescale", "filament", "unreal", "unity-hdrp", "doom3"] { #expect(run.standardOutput.contains(name)) }
        #expect(try replay(["--json", second, "--quiet"]).status == 0)
        let a = try Data(contentsOf: URL(fileURLWithPath: first))
        let b = try Data(contentsOf: URL(fileURLWithPath: second))
        #expect(a == b)
        let object = try #require(try JSONSerialization.jsonObject(with: a) as? [String: Any])
        #expect(object["schema"] as? String == "nativescale.dynres")
        let controllers = try #require(object["controllers"] as? [[String: Any]])
        #expect(controllers.compactMap { $0["name"] as? String } == ["nativescale", "filament", "unreal", "unity-hdrp", "doom3"])
        for controller in controllers {
            let frames = try #require(controller["frames"] as? [String: Any])
            #expect(frames["count"] as? Int == 600 && frames["encoding"] as? String == "float32le-base64")
            let (scales, times) = try Self.columns(frames)
            #expect(scales.count == 600 && times.count == 600)
            #expect(scales.allSatisfy { $0 >= 0.5 && $0 <= 1 } && times.allSatisfy { $0 > 0 })
            #expect(controller["feedbackDelay"] as? Int != nil && controller["responses"] as? [Any] != nil)
        }
        // The step doubles the load: nativescale's controller drops the scale under it and raises it after.
        let nativescale = try Self.columns(try #require(controllers.first?["frames"] as? [String: Any])).scales
        #expect(nativescale[399] < nativescale[199] && nativescale[599] > nativescale[399])
    }

    @Test("--model SWEEP.json fits the model to the sweep's timed points: coefficients, held-out errors and the quadratic assumption, in the text and the JSON")
    func fittedToSweep() throws {
        let sweep = folder.path("sweep.json")
        let json = folder.path("fitted.json")
        // 224×336: enough pixels that their cost stands clear of a busy machine's noise (at 112×168
        // the slope's interval was ±30 %, and once in CI the fit found no cost growing with them).
        let swept = try CommandRunner.run([
            "sweep", "--points", "128x192", "--scale", "2", "--panel", "224x336", "--filter", "area",
            "--scales", "0.5,0.6,0.7,0.8,0.9,1", "--exhaustive", "--frames", "6", "--quiet", "--json", sweep,
        ])
        #expect(swept.sweepFinished, "\(swept.status) \(swept.standardError)")
        let run = try CommandRunner.run(["dynres", "replay", folder.path("step.csv"), "--budget", "16.6", "--model", sweep, "--json", json])
        #expect(run.status == 0, "\(run.standardError)")
        #expect(
            run.standardOutput.contains("Fitted to the sweep's timed points of area") && run.standardOutput.contains("224×336 output"),
            "\(run.standardOutput)")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: json))) as? [String: Any])
        let fit = try #require(object["fit"] as? [String: Any])
        let points = try #require(fit["points"] as? [[String: Any]])
        #expect(points.count >= 6 && points.allSatisfy { $0["heldOutErrorPercent"] is Double })
        #expect((fit["assumptions"] as? [[String: Any]])?.compactMap { $0["scale"] as? Double } == [0.5, 0.7, 0.85])
        let model = try #require(object["model"] as? [String: Any])
        #expect((model["millisecondsPerMegapixel"] as? Double).map { $0 > 0 } == true)
        // The settings under a quality limit every scale down to the sweep's largest reaches.
        let limit = try #require((fit["quality"] as? [[String: Any]])?.compactMap { $0["value"] as? Double }.max())
        let tuned = try CommandRunner.run([
            "dynres", "replay", folder.path("step.csv"), "--budget", "16.6", "--model", sweep,
            "--quality-limit", "\(limit)", "--json", folder.path("tuned.json"),
        ])
        #expect(tuned.status == 0, "\(tuned.standardError)")
        for snippet in [
            "Settings: the lowest minimum scale", "r.DynamicRes.MinScreenPercentage=", "setDynamicResolutionOptions", "scaling_3d_scale",
            "inputContentMinScale", "HDDynamicResolution.DefaultTargetFrameRate",
        ] {
            #expect(tuned.standardOutput.contains(snippet), "\(snippet)")
        }
        let tunedObject = try #require(
            try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: folder.path("tuned.json")))) as? [String: Any])
        let tuning = try #require(tunedObject["tuning"] as? [String: Any])
        #expect((tuning["minimumScale"] as? Double).map { $0 >= 0.01 && $0 <= 1 } == true)
        #expect((tuning["settings"] as? [[String: Any]])?.count == 5)
        // Two recordings at two budgets: one setting per controller, its worst case, and its figures on each of the 4 cases.
        let swinging = (0..<600).map { "\($0),\(($0 / 30) % 2 == 0 ? 8.0 : 16.0),1" }
        try (["frame,gpu_ms,scale"] + swinging).joined(separator: "\n").write(toFile: folder.path("swing.csv"), atomically: true, encoding: .utf8)
        let across = try CommandRunner.run([
            "dynres", "replay", folder.path("step.csv"), "--recording", folder.path("swing.csv"), "--budget", "16.6,25", "--model", sweep,
            "--quality-limit", "\(limit)", "--json", folder.path("across.json"),
        ])
        #expect(across.status == 0, "\(across.standardError)")
        #expect(across.standardOutput.contains("in the worst of 4 cases") && across.standardOutput.contains("Each setting on every case"))
        let acrossObject = try #require(
            try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: folder.path("across.json")))) as? [String: Any])
        let acrossTuning = try #require(acrossObject["tuning"] as? [String: Any])
        #expect((acrossTuning["cases"] as? [[String: Any]])?.compactMap { $0["budgetMilliseconds"] as? Double } == [16.6, 25, 16.6, 25])
        for setting in try #require(acrossTuning["settings"] as? [[String: Any]]) {
            let cases = try #require(setting["cases"] as? [[String: Any]])
            let over = cases.compactMap { $0["overBudgetPercent"] as? Double }
            #expect(over.count == 4 && setting["overBudgetPercent"] as? Double == over.max())
        }
        let byHand = try replay(["--quality-limit", "0.05"])
        #expect(byHand.status == 64 && byHand.standardError.contains("--quality-limit needs the sweep's quality curve"), "\(byHand.standardError)")
    }

    @Test("PresentMon's CSV replays its GPU-busy column at --recorded-scale; a bench result and its Perfetto trace, the same native frames at scale 1")
    func otherRecordings() throws {
        let presentMon = folder.path("presentmon.csv")
        let rows = (0..<300).map { "game.exe,1234,0x0001,DXGI,0,0,0,\($0 * 16),16.6,\($0 < 150 ? 9.0 : 18.0),2.1" }
        let header = [
            "Application", "ProcessID", "SwapChainAddress", "PresentRuntime", "SyncInterval", "PresentFlags", "AllowsTearing", "CPUStartTime",
            "MsBetweenPresents", "MsGPUBusy", "MsGPUWait",
        ].joined(separator: ",")
        try ([header] + rows).joined(separator: "\n").write(toFile: presentMon, atomically: true, encoding: .utf8)
        let json = folder.path("presentmon.json")
        let run = try replay(["--recorded-scale", "0.8", "--controller", "unreal", "--json", json], recording: presentMon)
        #expect(run.status == 0, "\(run.standardError)")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: json))) as? [String: Any])
        let frames = try Self.columns(try #require((object["controllers"] as? [[String: Any]])?.first?["frames"] as? [String: Any]))
        #expect(frames.times.count == 300)
        // The first frame is at the controller's starting scale, 1: 9 ms at 0.8 scaled by the model (to a float's precision).
        let first = try #require(frames.times.first)
        let megapixels = 1080.0 * 2340 / 1e6
        #expect(abs(first - 9 * (2 + 6.5 * megapixels) / (2 + 6.5 * megapixels * 0.64)) < 1e-5)
        let bench = folder.path("bench.json")
        let trace = folder.path("bench.pftrace")
        let benched = try CommandRunner.run([
            "bench", "--points", "64x96", "--scale", "2", "--panel", "112x168", "--filter", "area", "--frames", "6",
            "--warmup", "1", "--quiet", "--json", bench, "--trace", trace,
        ])
        #expect(benched.status == 0, "\(benched.standardError)")
        let fromBench = try replay(["--controller", "doom3", "--quiet", "--json", folder.path("from-bench.json")], recording: bench)
        #expect(fromBench.status == 0, "\(fromBench.standardError)")
        // The trace of the same run: its native track's slices are the same frames, to the nanosecond it rounds to.
        let fromTrace = try replay(["--controller", "doom3", "--quiet", "--json", folder.path("from-trace.json")], recording: trace)
        #expect(fromTrace.status == 0, "\(fromTrace.standardError)")
        func firstFrames(_ name: String) throws -> [Double] {
            let object = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: folder.path(name)))) as? [String: Any])
            return try Self.columns(try #require((object["controllers"] as? [[String: Any]])?.first?["frames"] as? [String: Any])).times
        }
        let benchFrames = try firstFrames("from-bench.json")
        let traceFrames = try firstFrames("from-trace.json")
        #expect(benchFrames.count == 6 && traceFrames.count == 6)
        // Frame 0 is at the controller's starting scale, 1: the recorded time itself.
        #expect(abs(benchFrames[0] - traceFrames[0]) < 1e-5, "\(benchFrames[0]) \(traceFrames[0])")
        let noTrack = try replay(["--track", "GPU nothing"], recording: trace)
        #expect(
            noTrack.status == 64 && noTrack.standardError.contains("no track named 'GPU nothing'") && noTrack.standardError.contains("'GPU native'"),
            "\(noTrack.standardError)")
        let garbage = folder.path("garbage.pftrace")
        try "frame,gpu_ms,scale\n0,10,1".write(toFile: garbage, atomically: true, encoding: .utf8)
        let notTrace = try replay([], recording: garbage)
        #expect(notTrace.status == 64 && notTrace.standardError.contains("is not a Perfetto trace"), "\(notTrace.standardError)")
        let wrong = try replay([], recording: folder.path("nothing.json"))
        #expect(wrong.status == 64 && wrong.standardError.contains("does not exist"), "\(wrong.standardError)")
    }

    @Test("A replay's JSON is read back validated: 'report' draws it, and refuses a frame's scale out of range or a controller short of frames")
    func readBack() throws {
        let json = folder.path("read-back.json")
        #expect(try replay(["--json", json, "--quiet"]).status == 0)
        let page = folder.path("read-back.html")
        let report = try CommandRunner.run(["report", json, "--output", page])
        #expect(report.status == 0, "\(report.standardError)")
        #expect(try String(contentsOfFile: page, encoding: .utf8).components(separatedBy: "<svg").count - 1 == 10)
        var object = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: json))) as? [String: Any])
        var controllers = try #require(object["controllers"] as? [[String: Any]])
        var frames = try #require(controllers[1]["frames"] as? [String: Any])
        var (scales, times) = try Self.columns(frames)
        scales[3] = -1
        frames["scales"] = Self.column(scales)
        controllers[1]["frames"] = frames
        object["controllers"] = controllers
        let badScale = folder.path("bad-scale.json")
        try JSONSerialization.data(withJSONObject: object).write(to: URL(fileURLWithPath: badScale))
        let refused = try CommandRunner.run(["report", badScale, "--output", folder.path("bad-scale.html")])
        #expect(refused.status == 64 && refused.standardError.contains("controllers[1].frames[3].scale -1"), "\(refused.standardError)")
        #expect(!FileManager.default.fileExists(atPath: folder.path("bad-scale.html")))
        scales[3] = 0.7
        frames["scales"] = Self.column(scales.dropLast())
        frames["predictedMilliseconds"] = Self.column(times.dropLast())
        frames["count"] = 599
        controllers[1]["frames"] = frames
        object["controllers"] = controllers
        let short = folder.path("short.json")
        try JSONSerialization.data(withJSONObject: object).write(to: URL(fileURLWithPath: short))
        let shortRefused = try CommandRunner.run(["report", short, "--output", folder.path("short.html")])
        #expect(shortRefused.status == 64 && shortRefused.standardError.contains("599 frames of filament"), "\(shortRefused.standardError)")
    }

    /// A v4 document's two columns of a controller's frames, as doubles.
    static func columns(_ frames: [String: Any]) throws -> (scales: [Double], times: [Double]) {
        func decode(_ key: String) throws -> [Double] {
            let text = try #require(frames[key] as? String)
            let data = try #require(Data(base64Encoded: text))
            return stride(from: 0, to: data.count, by: 4).map { offset in
                Double(Float(bitPattern: data[offset..<(offset + 4)].reversed().reduce(UInt32(0)) { $0 << 8 | UInt32($1) }))
            }
        }
        return (try decode("scales"), try decode("predictedMilliseconds"))
    }

    /// `values` as a column: their little-endian 32-bit floats in base64.
    static func column(_ values: some Sequence<Double>) -> String {
        Data(values.flatMap { value in withUnsafeBytes(of: Float(value).bitPattern.littleEndian) { Array($0) } }).base64EncodedString()
    }

    @Test(
        "Bad input is one line naming the value, exit 64, and no file",
        arguments: [
            (["--budget", "0"], nil as String?, "--budget 0"),
            (["--controller", "unity"], nil, "--controller 'unity'"),
            (["--feedback-delay", "17"], nil, "--feedback-delay 17"),
            (["--budget", "8.3,fast"], nil, "--budget '8.3,fast'"),
            (["--recording", "other.csv"], nil, "--quality-limit"),
            (["--model", "2.0"], nil, "--model '2.0'"),
            (["--device", "iphone-99"], nil, "unknown device 'iphone-99'"),
            ([], "frame,ms,scale\n0,10,1", "no 'gpu_ms' column"),
            ([], "frame,gpu_ms,scale\n0,10,1\n1,-3,1", "line 3 has gpu_ms '-3'"),
            ([], "frame,gpu_ms,scale\n0,nan,1", "line 2 has gpu_ms 'nan'"),
            ([], "frame,gpu_ms,scale\n0,5000,1", "line 2 has gpu_ms '5000'"),
        ])
    func badInput(_ extra: [String], _ contents: String?, _ names: String) throws {
        let recording = folder.path("bad-\(UUID().uuidString).csv")
        let json = folder.path("bad-\(UUID().uuidString).json")
        try (contents ?? "frame,gpu_ms,scale\n0,10,1").write(toFile: recording, atomically: true, encoding: .utf8)
        let run = try replay(extra + ["--json", json], recording: recording)
        #expect(run.status == 64)
        #expect(run.standardError.split(separator: "\n").count == 1 && run.standardError.contains(names), "\(run.standardError)")
        #expect(!FileManager.default.fileExists(atPath: json))
    }
}
