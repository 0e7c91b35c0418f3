import ArgumentParser
import Foundation
import NativeScaleAnalysis
import NativeScaleCore
import NativeScaleMeasurement
import NativeScaleReporting
import NativeScaleResults
import NativeScaleTuning
import NativeScaleUseCases

/// `nativescale dynres`: dynamic resolution, tuned from measurement.
struct Dynres: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Dynamic resolution: replay recorded frame times through the engines' controllers, or run them in the loop on the GPU.",
        subcommands: [Replay.self, Bench.self])
}

extension Dynres {
    /// `nativescale dynres replay`.
    struct Replay: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Replay frame times recorded at known scales through dynamic-resolution controllers and a cost model.",
            discussion: """
                The recording is a CSV with the header frame,gpu_ms,scale (scale: the linear render scale, 1 = the \
                output size, so pixels ∝ scale²), PresentMon's CSV (its MsGPUBusy column, all frames at --recorded-scale), \
                a 'bench --json' file (its native frames, at scale 1), or a Perfetto trace (.pftrace; each top-level slice of \
                --track is a frame, a 'bench --trace' file's stages summed by round). Each frame's cost at the scale a controller picks is the recorded \
                time × model(scale) / model(recorded scale), with model(s) = FIXED + MS_PER_MEGAPIXEL × the output's \
                megapixels × s², given by hand or fitted to a sweep's timed points (--model sweep.json; run the sweep with \
                --exhaustive to time every point). Controllers: nativescale (inverts the model), filament, unreal, unity-hdrp, doom3, \
                each with its engine's defaults (docs/commands/dynres.md cites them), or all. Each \
                controller hears each frame's GPU time --feedback-delay frames late (default its engine's: doom3 1, \
                filament 2, unreal 2, unity-hdrp 3, nativescale 2) and is scored on the recording's load steps \
                (overshoot, recovery, turns, hitches). With --quality-limit, --recording B and --budget 8.3,16.6 add cases, \
                and each setting holds on the worst of them.
                Example:
                  nativescale dynres replay frames.csv --budget 16.6 --model 2.0+6.5 \\
                      --device iphone-12-mini --json replay.json
                  nativescale dynres replay frames.csv --budget 16.6 --model sweep.json
                """)

        @Argument(
            help:
                ArgumentHelp(
                    "The recording: a CSV with the header frame,gpu_ms,scale; PresentMon's CSV (its MsGPUBusy column); a 'bench --json' file (its native "
                        + "frames); or a Perfetto trace (.pftrace: the slices of --track).")
        )
        var recording: String
        @Option(
            name: .customLong("recording"),
            help: "With --quality-limit: another recording the settings must hold on (repeatable); each recording at each --budget is a case.")
        var moreRecordings: [String] = []
        @Option(help: "The linear scale a PresentMon recording's or a trace's frames were rendered at.")
        var recordedScale: Double = 1
        @Option(help: "With a Perfetto trace (.pftrace): the track whose slices are the GPU frames.")
        var track: String = PerfettoRecording.nativeTrack
        @Option(
            help:
                ArgumentHelp(
                    "With --model SWEEP.json: the quality every scale must keep, in the sweep's metric (FLIP at most, SSIM or PSNR at least); finds the "
                        + "settings "
                        + "to paste.")
        )
        var qualityLimit: Double?
        @Option(help: "The cost model: FIXED_MS+MS_PER_MEGAPIXEL (e.g. 2.0+6.5), or a sweep's JSON to fit it to.")
        var model: String
        @Option(help: "With --model SWEEP.json, the filter whose timed points the model is fitted to (default: the recommendation's).")
        var filter: ResampleFilter?
        @Option(help: "The catalog display whose native size the scales are of (default with a sweep: the sweep's).")
        var device: String?
        @OptionGroup var controllers: ControllerOptions
        @OptionGroup var outputOptions: OutputOptions<DynamicResolutionResult>
        @OptionGroup var quietOption: QuietOption

        func run() throws {
            let source: DynamicResolutionReplayUseCase.ModelSource =
                model.lowercased().hasSuffix(".json")
                ? .sweep(path: model, filter: filter) : .given(try CostModel(parsing: model))
            var request = DynamicResolutionReplayUseCase.Request(
                recording: recording, model: source, outputSize: try device.map { try DisplayCatalog.entry(named: $0).display.nativeSize },
                settings: try controllers.settings(), controllers: try controllers.names(), recordedScale: recordedScale, qualityLimit: qualityLimit)
            request.rule = controllers.loadRule
            request.track = track
            request.feedbackDelay = try controllers.delay()
            request.moreRecordings = moreRecordings
            request.moreBudgets = Array(try controllers.budgets().dropFirst())
            let result = try DynamicResolutionReplayUseCase(request: request).run()
            try outputOptions.write(result)
            if !quietOption.quiet { print(result.text + (result.settingsText.map { "\n" + $0 } ?? ""), terminator: "") }
        }
    }
}

extension Dynres {
    /// `nativescale dynres bench`.
    struct Bench: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Run dynamic-resolution controllers in the loop on the GPU while the content's cost changes, and check the replay's prediction.",
            discussion: """
                Calibrates the cost model at \(DynamicResolutionBenchUseCase.Request.calibrationScaleCount) scales from --min-scale to \
                --max-scale (and 1), interleaved and audited; then renders --frames frames of the --schedule at scale 1 (the \
                recording) and at each controller's scale, each frame resampled to the output with --filter, each controller \
                told its own frames' GPU times; then replays the recording through the same controllers and model and prints \
                each controller's measured figures beside the replay's. Every frame is audited; a failed audit exits 5 and \
                writes nothing.
                Example:
                  nativescale dynres bench --device iphone-8-plus --budget 40 \\
                      --schedule 0:96,80:160,160:96 --frames 240 --json loop.json
                """)

        @OptionGroup var display: DisplayOptions
        @OptionGroup var workloadOptions: WorkloadOptions<BilinearByDefault>
        @OptionGroup var deviceOptions: DeviceOptions
        @Option(
            help:
                ArgumentHelp(
                    "The load over the frames, FRAME:LEVEL,… from frame 0: the fill or textured pass's shader cost (pixel work), or with --workload scene "
                        + "its draw repeats, 1–64 (geometry, work that does not scale with the render size). Default: the level doubled over the middle third.")
        )
        var schedule: String?
        @Option(help: "Frames of the schedule (10 to 100000).")
        var frames: Int = 240
        @Option(help: "Calibration rounds, every scale once a round (3 to 1000).")
        var calibrationRounds: Int = DynamicResolutionBenchUseCase.Request.defaultCalibrationRounds
        @Option(
            help: ArgumentHelp(
                "Submissions kept queued at once, each in a slot of its own; a frame's GPU time is read back when its slot comes round again, "
                    + "as engines do (1 to 8; 1: each frame waited on as it is submitted)."))
        var framesInFlight: Int = DynamicResolutionBenchUseCase.Request.defaultFramesInFlight
        @OptionGroup var controllers: ControllerOptions
        @OptionGroup var outputOptions: OutputOptions<DynamicResolutionResult>
        @OptionGroup var auditGate: AuditGateOptions
        @OptionGroup var quietOption: QuietOption

        func validate() throws {
            try workloadOptions.refuseTemporal(in: "dynres bench")
            if try controllers.budgets().count > 1 {
                throw ValidationError("--budget '\(controllers.budget)' names several budgets; expected one for the closed loop, e.g. 16.6")
            }
            guard (10...100_000).contains(frames) else { throw ValidationError("--frames \(frames) is out of range; expected 10 to 100000") }
            guard (3...1000).contains(calibrationRounds) else {
                throw ValidationError("--calibration-rounds \(calibrationRounds) is out of range; expected 3 to 1000")
            }
            let accepted = DynamicResolutionResult.ClosedLoop.acceptedFramesInFlight
            guard accepted.contains(framesInFlight) else {
                throw ValidationError("--frames-in-flight \(framesInFlight) is out of range; expected \(accepted.lowerBound) to \(accepted.upperBound)")
            }
            let workload = workloadOptions.configuration.workload
            if schedule != nil, ![.fill, .textured, .scene].contains(workload) {
                throw ValidationError(
                    "--schedule changes the shader cost of the fill and textured workloads or the scene's draw repeats, not \(workload.rawValue); drop "
                        + "--schedule or use --workload fill"
                )
            }
            if let schedule, workload == .scene, let steps = try? LoadSchedule(parsing: schedule),
                let bad = steps.shaderCosts.first(where: { !Self.drawRepeats.contains($0) })
            {
                throw ValidationError(
                    "--schedule '\(schedule)' asks the scene for \(bad) draw repeats; expected \(Self.drawRepeats.lowerBound) to \(Self.drawRepeats.upperBound)"
                )
            }
        }

        /// The scene's draw repeats a schedule may ask for.
        static let drawRepeats = 1...64

        func run() throws {
            let quiet = quietOption.quiet
            let loadSchedule = try schedule.map { try LoadSchedule(parsing: $0) }
            var request = DynamicResolutionBenchUseCase.Request(
                outputSize: try display.resolve().display.nativeSize, workload: workloadOptions.configuration,
                filter: workloadOptions.filters[0], device: deviceOptions.request,
                settings: try controllers.settings(), controllers: try controllers.names(), schedule: loadSchedule, frames: frames,
                version: Version.current)
            request.calibrationRounds = calibrationRounds
            request.framesInFlight = framesInFlight
            request.rule = controllers.loadRule
            request.feedbackDelay = try controllers.delay()
            let result = try DynamicResolutionBenchUseCase(request: request).run(
                progress: { step in
                    if !quiet && isatty(STDERR_FILENO) == 1 { StandardError.line("dynres bench: \(step.line)") }
                }, log: StandardError.line)
            try auditGate.check([("closed loop", result.loop?.audit.findings ?? [])], quiet: quiet, text: { result.text })
            try outputOptions.write(result)
            if !quiet { print(result.text, terminator: "") }
        }
    }
}
