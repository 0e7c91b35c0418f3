import ArgumentParser
import Foundation
import NativeScaleAnalysis
import NativeScaleCore
import NativeScaleMeasurement
import NativeScaleReporting
import NativeScaleResults
import NativeScaleStatistics
import NativeScaleTuning

/// `nativescale sweep`: cost and quality over render scales and filters, and the size to use.
struct Sweep: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Render at a range of scales with each filter, measure cost and quality, and recommend a render size.",
        discussion: """
            Every render size is resampled to the native size and measured interleaved with the native \
            path, as bench does; quality is PSNR and SSIM against the scene rendered at --reference-factor × \
            the native size and reduced with an exact area filter, and FLIP (LDR, the mean of its error map) \
            at the display's pixels per degree: its panel density at its device class's typical viewing \
            distance, or --viewing-distance, or --ppd. With --quality-metric jod or --max-jod-loss, every \
            point is also scored by ColorVideoVDP in JOD on the display's own model (its pixels per degree, \
            peak luminance and contrast in an office of 250 lux; --ambient, --display, see 'quality'). The \
            native size and the drawable size (bounds × contentScale) are always included.
            Examples:
              nativescale sweep --device iphone-8-plus --json sweep.json --svg charts
              nativescale sweep --device iphone-12-mini --scales 0.7,0.85,1,1.1 \\
                  --filter area --filter lanczos3
              nativescale sweep --device iphone-8-plus --budget-ms 80 --min-ssim 0.95
              nativescale sweep --device external-4k-27-2560x1440 --max-flip 0.05 \\
                  --viewing-distance 70
              nativescale sweep --device iphone-12-mini --quality-metric jod \\
                  --max-jod-loss 0.25
              nativescale sweep --device iphone-8-plus --shard 2/3 --json sweep-2.json
              nativescale merge sweep-*.json --json sweep.json
            Recommendation: with a quality floor (--min-ssim, --min-psnr, --max-flip, --max-jod-loss), the cheapest point that meets it (and the budget); with \
            only a budget (--budget 0.6x or --budget-ms 16.6), the best quality within it; with neither, the cheapest point at least as good \
            as rendering at the native size. Quality is judged by --quality-metric: FLIP at the display's \
            pixels per degree unless asked otherwise (SSIM rewards blur over aliasing at any distance).
            Every point's quality is computed first; then only the points that can still be the \
            recommendation are timed, in batches, until it is settled (the table says which points \
            were settled early and why; a point timed part-way keeps its place on the frontier). A point is settled \
            off only when a test says it is surely costlier, with the chance of ever settling off the \
            cheapest point held to --alpha over at most --looks batches (exact rank and sign tests, \
            Bonferroni over looks × points). When the looks run out before one point is left, the \
            points left are a tie only when their 95 % cost intervals show them within ±3 % of each \
            other, and then the best quality among them is recommended; otherwise the sweep is \
            undecided: it names them, recommends nothing, writes the result and exits 4 (give it more \
            frames or time). --exhaustive times every point to the stop rule instead.
            With --shard I/N the sweep measures only the render sizes at positions p (in the order of \
            the table) with p mod N = I − 1, and recommends nothing; 'nativescale merge' combines the N \
            shards into the sweep a single run writes, apart from timings.
            """)

    @OptionGroup var display: DisplayOptions
    @OptionGroup var workloadOptions: WorkloadOptions<EveryFilterByDefault>
    @OptionGroup var sequenceOptions: SequenceOptions
    @OptionGroup var targetOptions: RenderTargetOptions

    @Option(
        parsing: .unconditional,
        help: ArgumentHelp(
            "Render scales of the native size: a list (0.8,1,1.15) or START:END:STEP (default \(Self.defaultScales), or none with --presets).",
            valueName: "scales"))
    var scales: String?
    @Option(
        help: ArgumentHelp(
            "Also sweep a family of upscaler presets' render sizes: fsr (Ultra Quality 1.3×, Quality 1.5×, Balanced 1.7×, Performance 2.0×, "
                + "Ultra Performance 3.0× per axis below the native size)."))
    var presets: UpscalerPreset.Family?
    @OptionGroup var upscaler: UpscalerOptions

    /// The scales swept when neither --scales nor --presets is given.
    static let defaultScales = "0.5:1.5:0.1"

    /// The render sizes asked for: the scales (the default without --presets) and the presets' sizes.
    func scaleSweep() throws(SweepError) -> ScaleSweep {
        let presetList = presets?.presets ?? []
        guard let scales = scales ?? (presetList.isEmpty ? Self.defaultScales : nil) else { return .presets(presetList) }
        return try ScaleSweep(parsing: scales).adding(presetList)
    }
    @Option(
        name: .customLong("budget-ms"), parsing: .unconditional,
        help: ArgumentHelp("Frame budget in milliseconds on this device: a number, such as 16.6 or 16.6ms.", valueName: "ms"))
    var budgetText: String?
    /// The budget given, in milliseconds (a trailing `ms` allowed); nil when none or not a number.
    var budgetMilliseconds: Double? {
        budgetText.flatMap { text in Double(text.hasSuffix("ms") ? String(text.dropLast(2)) : text) }
            ?? budget.flatMap { $0.hasSuffix("ms") ? Double($0.dropLast(2)) : nil }
    }
    @Option(
        parsing: .unconditional,
        help: ArgumentHelp(
            "Frame budget as a fraction of the native frame (0.6x: at most 0.6 times its time, measured in the same rounds) or in "
                + "milliseconds on this device (16.6ms).", valueName: "budget"))
    var budget: String?
    /// The budget's fraction of the native frame, when `--budget` gives one (`0.6x`).
    var budgetFraction: Double? { budget.flatMap { $0.hasSuffix("x") ? Double($0.dropLast()) : nil } }
    @Option(name: .customLong("min-ssim"), parsing: .unconditional, help: "Least acceptable SSIM.")
    var minimumSSIM: Double?
    @Option(name: .customLong("min-psnr"), parsing: .unconditional, help: "Least acceptable PSNR in dB.")
    var minimumPSNR: Double?
    @Option(name: .customLong("max-flip"), parsing: .unconditional, help: "Largest acceptable mean FLIP error (0 to 1) at the viewing geometry's PPD.")
    var maximumFLIP: Double?
    @Option(
        name: .customLong("max-jod-loss"), parsing: .unconditional,
        help: "Most JOD (ColorVideoVDP on the display's model) a point may lose against the native render, e.g. 0.25.")
    var maximumJODLoss: Double?
    @OptionGroup var viewing: ViewingOptions
    @OptionGroup var displayModel: DisplayModelOptions
    @Option(parsing: .unconditional, help: "Supersampling factor of the quality reference per axis (1 to 8).")
    var referenceFactor: Int = SweepUseCase.Defaults.referenceFactor
    @Option(help: "Filter the recommendation compares the drawable size with.")
    var baselineFilter: ResampleFilter = .area
    @Option(help: "The metric the frontier, the recommendation and the Pareto chart judge quality by.")
    var qualityMetric: QualityMetric = .flip
    @Flag(help: "Time every point to the stop rule, not only those that can still be the recommendation.")
    var exhaustive = false
    @Option(parsing: .unconditional, help: "The adaptive race's chance of settling off the truly cheapest point, at most (0.001 to 0.5).")
    var alpha: Double = SweepUseCase.Defaults.raceAlpha
    @Option(parsing: .unconditional, help: "The most looks (batches of rounds) at which the adaptive race settles points (1 to 100).")
    var looks: Int = SweepUseCase.Defaults.raceLooks
    @OptionGroup var stop: StopOptions<SweepStopRules>
    @Option(
        help: ArgumentHelp("Measure only this shard of the render sizes, I of N (for a CI matrix; combine with 'nativescale merge').", valueName: "I/N"),
        transform: Shard.argument)
    var shard: Shard?
    @OptionGroup var deviceOptions: DeviceOptions
    @OptionGroup var auditGate: AuditGateOptions
    @OptionGroup var applyOptions: ApplyOptions
    @OptionGroup var outputOptions: OutputOptions<SweepResult>
    @Option(help: "Write a Perfetto trace of every measured frame (protobuf; one process per render size timed; open it in ui.perfetto.dev) to this file.")
    var trace: String?
    @Option(help: "Write the charts (cost, SSIM, PSNR and FLIP vs scale, Pareto frontier) as SVG files into this folder.")
    var svg: String?
    @Option(help: "Write PNGs of the reference, the native render, the drawable size's outputs and the recommended output, with error images, here.")
    var saveImages: String?
    @Option(help: "Seed of the bootstrap.")
    var seed: UInt64 = BootstrapInterval.Defaults.seed
    @OptionGroup var quietOption: QuietOption
    var quiet: Bool { quietOption.quiet }

    func validate() throws {
        try workloadOptions.refuseTemporal(in: "sweep")
        try OutputPaths.checkFiles([("--trace", trace)])
        if let budgetText, budgetMilliseconds == nil {
            throw ValidationError("--budget-ms '\(budgetText)' is not milliseconds; expected a number above 0, such as 16.6 or 16.6ms")
        }
        if let budget {
            guard budgetText == nil else { throw ValidationError("--budget \(budget) and --budget-ms \(budgetText ?? ""): expected one budget, not both") }
            guard budgetFraction != nil || budgetMilliseconds != nil else {
                throw ValidationError("--budget '\(budget)' has no unit; expected a fraction of the native frame such as 0.6x, or milliseconds such as 16.6ms")
            }
        }
        guard (0.001...0.5).contains(alpha) else { throw ValidationError("--alpha \(alpha) is out of range; expected 0.001 to 0.5") }
        guard (1...100).contains(looks) else { throw ValidationError("--looks \(looks) is out of range; expected 1 to 100") }
        guard (1...8).contains(referenceFactor) else { throw ValidationError("--reference-factor \(referenceFactor) is out of range; expected 1 to 8") }
        do { _ = try constraints() } catch let error as SweepError { throw ValidationError(error.line(naming: .flags)) }
        if measuresJOD, display.device == nil, displayModel.display == nil {
            throw ValidationError(
                "JOD (--quality-metric jod, --max-jod-loss, --sequence's video mode) needs a display model; expected --device ID or --display MODEL "
                    + "(e.g. standard_fhd)")
        }
        if !measuresJOD, displayModel.display != nil {
            throw ValidationError("--display names the display JOD is scored on; expected --quality-metric jod, --max-jod-loss or --sequence with it")
        }
    }

    /// Whether every point is scored in JOD: the metric is JOD, a JOD loss is a constraint, or
    /// a sequence is judged (in ColorVideoVDP's video mode).
    var measuresJOD: Bool { qualityMetric == .jod || maximumJODLoss != nil || sequenceOptions.sequence != nil }

    /// The workload asked for, as a sequence with `--sequence`.
    var workload: WorkloadConfiguration {
        var workload = workloadOptions.configuration
        workload.sequence = sequenceOptions.frameSequence
        return workload
    }

    func constraints() throws -> TuningConstraints {
        try TuningConstraints(
            budgetMilliseconds: budgetMilliseconds, budgetFraction: budgetFraction, minimumSSIM: minimumSSIM, minimumPSNR: minimumPSNR,
            maximumFLIP: maximumFLIP,
            maximumJODLoss: maximumJODLoss)
    }

    /// Writes a saved image into --save-images, through `cleanup` (an interruption removes it).
    private func save(_ saved: SavedImage, cleanup: InterruptCleanup) throws {
        guard let saveImages else { return }
        try cleanup.write(URL(fileURLWithPath: saveImages).appendingPathComponent(saved.name + ".png").path) {
            try saved.write(into: saveImages)
        }
        // For tests only (no flag a user sees): hold here, the image written, until a signal
        // ends the run, so that an interruption always finds the sweep running.
        if ProcessInfo.processInfo.environment[Self.holdAfterSaveVariable] == "1" { while true { sleep(3600) } }
    }

    /// One step of the sweep on stderr: progress only on a terminal, as bench's (a log or a pipe
    /// gets the table and errors); a warning known before timing wherever stderr goes.
    private func report(_ step: SweepProgress) {
        let warning = if case .tooFewRounds = step { true } else { false }
        if !quiet && (warning || isatty(STDERR_FILENO) == 1) { StandardError.line("sweep: \(step.line)") }
    }

    /// The environment variable that holds a sweep after its first saved image (tests only).
    static let holdAfterSaveVariable = "NATIVESCALE_HOLD_AFTER_SAVE"

    func run() throws {
        let (displayValue, entry) = try display.resolve()
        // An --apply format this display's platform has no API for is refused before any rendering.
        // Where the format's buffer is not the panel, every point renders into that buffer and is
        // judged after the system's resample to the panel: the path its snippet ships.
        let format = try applyOptions.format(for: displayValue, platform: entry?.platform)
        let system = SystemResample(format: format, display: displayValue, platform: entry?.platform, filter: baselineFilter)
        let geometry = try viewing.geometry(panel: entry?.panel)
        let model = measuresJOD ? try displayModel.model(entry: entry, viewing: geometry) : nil
        let runner = SweepUseCase(
            request: .init(
                plan: RenderTargetPlan(display: displayValue), entry: entry, workload: workload,
                target: targetOptions.configuration(for: workload), filters: workloadOptions.filters,
                sweep: try scaleSweep(),
                referenceFactor: referenceFactor, warmupRounds: stop.warmupRounds,
                stop: stop.condition, seed: seed,
                constraints: try constraints(),
                baselineFilter: baselineFilter, validation: deviceOptions.validation, shard: shard,
                viewing: geometry, metric: qualityMetric, display: model, exhaustive: exhaustive,
                raceAlpha: alpha, raceLooks: looks, sharpness: upscaler.value, system: system))
        // An interrupted sweep removes every file it wrote so far and the folders it made; it
        // waits for a write under way, and none starts after the interruption.
        let cleanup = InterruptCleanup(folders: [saveImages, svg].compactMap { $0 })
        var result = try runner.run(
            device: deviceOptions.request, version: Version.current,
            save: { saved in
                try save(saved, cleanup: cleanup)
            }, progress: report, log: StandardError.line)
        try result.attachSetting(display: displayValue, entry: entry, format: format)
        // A failed audit of any timed size: the table still says what was measured and what
        // failed, the images saved so far are removed, and no file is written.
        let failed = result.experiments.map { ("\($0.renderSize.width)×\($0.renderSize.height)", $0.audit?.summary?.findings ?? []) }
        try auditGate.check(failed, quiet: quiet, text: { result.text }, discard: cleanup.discard)
        if let svg {
            for (name, chart) in SweepCharts.all(result) {
                let path = URL(fileURLWithPath: svg).appendingPathComponent(name).path
                try cleanup.write(path) { try AtomicFile.write(chart, to: path) }
            }
        }
        let traced = try trace.map { path in
            try TraceFile(
                result.experiments.filter { !$0.samples.isEmpty }.map { experiment in
                    PerfettoTrace.Run(
                        name: "sweep \(experiment.renderSize.width)×\(experiment.renderSize.height)",
                        measurements: [PerfettoTrace.Measurement(experiment, of: result)])
                }, path: path)
        }
        for (path, _) in outputOptions.files {
            var linked = result
            linked.files = TraceFile.linked(traced, resultAt: path)
            try cleanup.write(path) { try AtomicFile.write(JSONText.encode(linked), to: path) }
        }
        if let traced, let trace { try cleanup.write(trace) { try traced.write() } }
        // Past this point an interruption is too late to undo anything: the run is complete.
        cleanup.finish()
        if !quiet { print(result.text + (traced.map { $0.line + "\n" } ?? ""), terminator: "") }
        // The race left points it could neither separate nor show equal: the result is written,
        // and says so; no recommendation, and a status a script can tell from a decided sweep.
        if result.undecided != nil { throw ExitCode(4) }
    }
}
