import ArgumentParser
import NativeScaleCore
import NativeScaleMeasurement
import NativeScaleReporting
import NativeScaleResults

/// `nativescale dynres`: dynamic resolution, tuned from measurement.
struct Dynres: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Dynamic resolution: replay recorded frame times through the engines' controllers.",
        subcommands: [Replay.self])
}

extension Dynres {
    /// `nativescale dynres replay`.
    struct Replay: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Replay frame times recorded at known scales through dynamic-resolution controllers and a cost model.",
            discussion: """
                The recording is a CSV with the header frame,gpu_ms,scale (scale: the linear render scale, 1 = the \
                output size, so pixels ∝ scale²), PresentMon's CSV (its MsGPUBusy column, all frames at --recorded-scale), \
                or a 'bench --json' file (its native frames, at scale 1). Each frame's cost at the scale a controller picks is the recorded \
                time × model(scale) / model(recorded scale), with model(s) = FIXED + MS_PER_MEGAPIXEL × the output's \
                megapixels × s², given by hand or fitted to a sweep's timed points (--model sweep.json; run the sweep with \
                --exhaustive to time every point). Controllers: nativescale (inverts the model), filament, unreal, unity-hdrp, doom3, \
                each with its engine's defaults (docs/commands/dynres.md cites them), or all.
                Example:
                  nativescale dynres replay frames.csv --budget 16.6 --model 2.0+6.5 --device iphone-12-mini --json replay.json
                  nativescale dynres replay frames.csv --budget 16.6 --model sweep.json
                """)

        @Argument(help: "The recording: a CSV with the header frame,gpu_ms,scale; PresentMon's CSV (its MsGPUBusy column); or a 'bench --json' file (its native frames).")
        var recording: String
        @Option(help: "The linear scale a PresentMon recording's frames were rendered at.")
        var recordedScale: Double = 1
        @Option(help: "With --model SWEEP.json: the quality every scale must keep, in the sweep's metric (FLIP at most, SSIM or PSNR at least); finds the settings to paste.")
        var qualityLimit: Double?
        @Option(help: "The frame budget in milliseconds (e.g. 16.6 for 60 Hz).")
        var budget: Double
        @Option(help: "The cost model: FIXED_MS+MS_PER_MEGAPIXEL (e.g. 2.0+6.5), or a sweep's JSON to fit it to.")
        var model: String
        @Option(help: "With --model SWEEP.json, the filter whose timed points the model is fitted to (default: the recommendation's).")
        var filter: ResampleFilter?
        @Option(help: "The catalog display whose native size the scales are of (default with a sweep: the sweep's).")
        var device: String?
        @Option(help: "A controller (nativescale, filament, unreal, unity-hdrp, doom3) or all.")
        var controller: String = "all"
        @Option(help: "The smallest linear scale.")
        var minScale: Double = 0.5
        @Option(help: "The largest linear scale.")
        var maxScale: Double = 1
        @Option(help: "Write the replay (schema nativescale.dynres v\(DynamicResolutionResult.currentSchemaVersion)) to this JSON file.")
        var json: String?
        @OptionGroup var quietOption: QuietOption

        func validate() throws {
            try OutputPaths.checkFiles([("--json", json)])
        }

        func run() throws {
            let source: DynamicResolutionReplayUseCase.ModelSource = model.lowercased().hasSuffix(".json")
                ? .sweep(path: model, filter: filter) : .given(try CostModel(parsing: model))
            let result = try DynamicResolutionReplayUseCase(request: .init(
                recording: recording, model: source, outputSize: try device.map { try DisplayCatalog.entry(named: $0).display.nativeSize },
                settings: try ControllerSettings(budgetMilliseconds: budget, minimumScale: minScale, maximumScale: maxScale),
                controllers: try ControllerName.parse(controller), recordedScale: recordedScale, qualityLimit: qualityLimit)).run()
            if let json { try AtomicFile.write(try JSONText.encode(result), to: json) }
            if !quietOption.quiet { print(result.text + (result.settingsText.map { "\n" + $0 } ?? ""), terminator: "") }
        }
    }
}
