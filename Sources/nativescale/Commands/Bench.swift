import ArgumentParser
import Foundation
import NativeScaleAnalysis
import NativeScaleCore
import NativeScaleMeasurement
import NativeScaleReporting
import NativeScaleResults
import NativeScaleStatistics

/// `nativescale bench`: what the extra sampling stage costs on this device.
struct Bench: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Render a workload at the native size and at the drawable size plus a resample, interleaved, and compare.",
        discussion: """
            Examples:
              nativescale bench --device iphone-8-plus
              nativescale bench --device iphone-13-mini --filter all --frames 200 \\
                  --json result.json
              nativescale bench --points 414x736 --scale 3 --panel 1080x1920 \\
                  --workload ui --layers 32
              nativescale bench --device iphone-8-plus \\
                  --workload shader:examples/shaders/raymarch.frag --samples 4 \\
                  --format rgba16f --depth d32f
              nativescale bench --device iphone-8-plus --scene model.glb --depth d24s8
              nativescale bench --device iphone-8-plus,iphone-13-mini --frames 40 \\
                  --json set.json
              nativescale bench --platform ios --shard 2/4 --json ios-2.json
              nativescale merge ios-*.json --json ios.json
            Stops at the first of --frames, --time-limit and --precision; with none given, after 60 s or \
            once the overhead's 95 % CI is narrower than ±1 percentage point.
            Several displays (--device a,b,c, or --platform P for the catalog's displays of a platform) \
            are measured one after another with the same settings and written as one bench set \
            (schema nativescale.bench-set); --shard I/N measures the displays at positions p with \
            p mod N = I − 1, for 'nativescale merge' to combine.
            """)

    @OptionGroup var display: DisplayOptions
    @Option(help: "Every catalog display of this platform, one after another (instead of --device).")
    var platform: Platform?
    @Option(
        help: ArgumentHelp("Measure only this shard of the displays, I of N (for a CI matrix; combine with 'nativescale merge').", valueName: "I/N"),
        transform: Shard.argument)
    var shard: Shard?
    @OptionGroup var workloadOptions: WorkloadOptions<BilinearByDefault>
    @OptionGroup var sequenceOptions: SequenceOptions
    @Flag(
        help: ArgumentHelp(
            "The scene pass also writes motion vectors (RG16F, current to previous position in render pixels) and keeps its depth, as "
                + "engines' G-buffers do for temporal upscalers: the scene workload, or a shader that defines vec2 mainMotion(vec2 fragCoord)."))
    var motionVectors = false
    @OptionGroup var targetOptions: RenderTargetOptions
    @OptionGroup var upscaler: UpscalerOptions
    @Option(help: "Render the scaled path at an FSR preset's size of the native size (native ÷ 1.3 to 3.0 per axis) instead of the drawable size.")
    var preset: UpscalerPreset?
    @OptionGroup var stop: StopOptions<BenchStopRules>
    @OptionGroup var deviceOptions: DeviceOptions
    @OptionGroup var auditGate: AuditGateOptions
    @OptionGroup var outputOptions: OutputOptions<BenchResult>
    @Option(help: "Write PNGs of the native render, the drawable render and each resampled output here.")
    var saveImages: String?
    @Option(help: "Write the stage breakdown chart (stage-breakdown.svg) into this folder.")
    var svg: String?
    @Option(help: "Write a Perfetto trace of every measured frame (protobuf; open it in ui.perfetto.dev) to this file.")
    var trace: String?
    @Option(
        help:
            ArgumentHelp(
                "After the measured rounds, capture one frame of each path with RenderDoc (needs 'apt-get install renderdoc') into this folder: native.rdc, "
                    + "scaled-FILTER.rdc.")
    )
    var capture: String?
    @Option(
        help:
            ArgumentHelp(
                "Write the raw timestamp stream of every submission (schema nativescale.timestamps v\(TimestampStream.currentSchemaVersion)) to this JSON "
                    + "file, "
                    + "whatever the audit says: what a replay reads.")
    )
    var record: String?
    @Flag(help: "Also measure the on-screen path in a window: acquire, render, resample, copy into the swapchain image, present (needs a display server).")
    var present = false
    @Option(help: "Present mode for --present (default: immediate, else mailbox, else fifo).")
    var presentMode: PresentMode?
    @Option(help: "Seed of the bootstrap.")
    var seed: UInt64 = BootstrapInterval.Defaults.seed
    @OptionGroup var quietOption: QuietOption
    var quiet: Bool { quietOption.quiet }

    func validate() throws {
        if let frames = stop.frames, let sequence = sequenceOptions.sequence, frames < sequence {
            throw ValidationError(
                "--frames \(frames) times \(frames) of the sequence's \(sequence) frames; expected --frames \(sequence) or more, or no --frames")
        }
        if let refusal = TemporalUpscalerRefusal.checking(workloadOptions.filters, workload: workload, target: targetOptions.configuration(for: workload)) {
            throw ValidationError(refusal.description)
        }
        if let refusal = MotionVectorRefusal.checking(workload, target: targetOptions.configuration(for: workload)) {
            throw ValidationError(refusal.description)
        }
        try OutputPaths.checkFiles([("--trace", trace), ("--record", record)])
        try OutputPaths.checkFolders([("--capture", capture)])
        if let presentMode, !present { throw ValidationError("--present-mode \(presentMode.rawValue) needs --present") }
        let several: Bool
        do { several = try selection() != nil } catch { throw ValidationError(error.line(naming: .flags)) }
        if several {
            if let (flag, _) = [
                ("--present", present ? "" : nil), ("--svg", svg), ("--save-images", saveImages), ("--capture", capture),
                ("--record", record),
            ]
            .first(where: { $0.1 != nil }) {
                throw ValidationError("\(flag) takes one display; with several (--device a,b,c, --platform) give one display per run")
            }
            if let outputFormat = outputOptions.outputFormat, outputFormat != .json {
                throw ValidationError("--output-format \(outputFormat.rawValue) takes one display; several are written as one JSON bench set")
            }
        }
    }

    /// The catalog displays of a multi-display run (`--device a,b,c`, `--platform P`, or any
    /// `--shard`), in order, each looked up once; nil for one display.
    func selection() throws(CatalogError) -> [CatalogEntry]? {
        try DisplaySelection.entries(devices: display.device, platform: platform, sharded: shard != nil)
    }

    func run() throws {
        guard let entries = try selection() else { return try run(display.resolve()) }
        let useCase = MultiDisplayBenchUseCase(
            request: .init(
                selection: entries, shard: shard, orientation: display.orientation,
                template: try request(for: RenderTargetPlan(display: entries[0].display, preset: preset), entry: nil)))
        let progress = ProgressLine(enabled: !quiet && isatty(STDERR_FILENO) == 1)
        let set = try useCase.run(
            started: { id, place, count in
                progress.finish()
                if !quiet { StandardError.line("bench: [\(place)/\(count)] \(id)") }
            }, progress: progress.update, log: StandardError.line)
        progress.finish()
        // A failed audit: the tables still say what was measured and what failed, but no file is written.
        let failed = set.results.map { ($0.configuration.display.deviceID ?? "bench", $0.audit?.summary?.findings ?? []) }
        try auditGate.check(failed, quiet: quiet) { set.results.map(\.text).joined(separator: "\n") }
        let traced = try trace.map { path in
            try TraceFile(set.results.map { PerfettoTrace.Run(name: $0.configuration.display.deviceID ?? "bench", result: $0) }, path: path)
        }
        try outputOptions.write(set)
        try traced?.write()
        if !quiet { print(set.results.map(\.text).joined(separator: "\n") + (traced.map { $0.line + "\n" } ?? ""), terminator: "") }
    }

    /// One display: the table, and the files asked for.
    func run(_ resolved: (display: Display, entry: CatalogEntry?)) throws {
        let outcome = try measure(resolved.display, entry: resolved.entry)
        let result = outcome.result
        // The raw stream is what was measured, written whatever the audit says (a failure's replay reads it).
        if let record, let stream = outcome.stream { try AtomicFile.write(stream.encoded(), to: record) }
        // A failed audit: the table still says what was measured and what failed, but no file is written.
        try auditGate.check([("bench", result.audit?.summary?.findings ?? [])], quiet: quiet) { result.text }
        if let saveImages { for image in outcome.images { try image.write(into: saveImages) } }
        if let svg {
            try AtomicFile.write(BenchCharts.stageBreakdown(result), to: URL(fileURLWithPath: svg).appendingPathComponent("stage-breakdown.svg").path)
        }
        let traced = try trace.map { try TraceFile([PerfettoTrace.Run(name: "bench", result: result)], path: $0) }
        for (path, format) in outputOptions.files {
            var linked = result
            linked.files = TraceFile.linked(traced, resultAt: path)
            if !outcome.captures.isEmpty {
                linked.files = linked.files ?? LinkedFiles()
                linked.files?.captures = outcome.captures.map { LinkedFiles.name(of: $0, besideResultAt: path) }
            }
            try AtomicFile.write(try linked.exported(as: format), to: path)
        }
        try traced?.write()
        let captured = outcome.captures.isEmpty ? "" : "captures  " + outcome.captures.joined(separator: ", ") + " (RenderDoc; open them in qrenderdoc)\n"
        if !quiet { print(result.text + (traced.map { $0.line + "\n" } ?? "") + captured, terminator: "") }
    }

    /// The workload asked for, as a sequence with `--sequence`, writing motion vectors with
    /// `--motion-vectors` or a temporal upscaler (which takes them).
    var workload: WorkloadConfiguration {
        var workload = workloadOptions.configuration
        workload.sequence = sequenceOptions.frameSequence
        workload.motionVectors = motionVectors || workloadOptions.filters.contains(where: \.isTemporal)
        return workload
    }

    /// The stop rules asked for; a sequence is timed over at least each of its frames once.
    var stopCondition: StopCondition {
        var condition = stop.condition
        if let sequence = sequenceOptions.frameSequence { condition.minimumRounds = max(condition.minimumRounds, sequence.frames) }
        return condition
    }

    /// The bench request for one display, from the command's options.
    func request(for plan: RenderTargetPlan, entry: CatalogEntry?) throws -> BenchUseCase.Request {
        .init(
            plan: plan, entry: entry, workload: workload, target: targetOptions.configuration(for: workload),
            filters: workloadOptions.filters, sharpness: upscaler.value, warmupRounds: stop.warmupRounds,
            stop: stopCondition, seed: seed,
            device: deviceOptions.request,
            present: present ? .init(mode: presentMode, title: "nativescale bench --present — \(entry?.name ?? "display given by hand")") : nil,
            capturesImages: saveImages != nil,
            version: Version.current, captureFolder: capture,
            recordOrigin: record.map { _ in (["nativescale"] + CommandLine.arguments.dropFirst()).joined(separator: " ") })
    }

    /// Runs the bench use case on one display.
    func measure(_ displayValue: Display, entry: CatalogEntry?) throws -> BenchUseCase.Outcome {
        let useCase = BenchUseCase(request: try request(for: RenderTargetPlan(display: displayValue, preset: preset), entry: entry))
        let progress = ProgressLine(enabled: !quiet && isatty(STDERR_FILENO) == 1)
        let outcome = try useCase.run(progress: progress.update, log: StandardError.line)
        progress.finish()
        return outcome
    }
}
