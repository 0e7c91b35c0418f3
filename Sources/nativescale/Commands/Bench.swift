import ArgumentParser
import Foundation
import NativeScaleCore
import NativeScaleHarness

/// `nativescale bench`: what the extra sampling stage costs on this device.
struct Bench: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Render a workload at the native size and at the drawable size plus a resample, interleaved, and compare.",
        discussion: """
            Examples:
              nativescale bench --device iphone-8-plus
              nativescale bench --device iphone-13-mini --filter all --frames 200 --json result.json
              nativescale bench --points 414x736 --scale 3 --panel 1080x1920 --workload ui --layers 32
              nativescale bench --device iphone-8-plus --workload shader:examples/shaders/raymarch.frag --samples 4 --format rgba16f --depth d32f
              nativescale bench --device iphone-8-plus --scene model.glb --depth d24s8
            Stops at the first of --frames, --time-limit and --precision; with none given, after 60 s or \
            once the overhead's 95 % CI is narrower than ±1 percentage point.
            """)

    @OptionGroup var display: DisplayOptions
    @OptionGroup var workloadOptions: WorkloadOptions
    @OptionGroup var targetOptions: RenderTargetOptions
    @Option(parsing: .unconditional, help: "Measured rounds (each renders every path once; 1 to 10000000).")
    var frames: Int?
    @Option(parsing: .unconditional, help: "Warm-up rounds before measuring (0 to 100000).")
    var warmup: Int = 10
    @Option(parsing: .unconditional, help: "Stop after this many seconds of measuring.")
    var timeLimit: Double?
    @Option(parsing: .unconditional, help: "Stop once the overhead's 95 % CI half-width is below this many percentage points.")
    var precision: Double?
    @OptionGroup var deviceOptions: DeviceOptions
    @Option(help: "Write the result (schema nativescale.bench v\(BenchResult.currentSchemaVersion)) to this JSON file (shorthand for --output-format json --output FILE).")
    var json: String?
    @Option(help: "Format of --output.")
    var outputFormat: ExportFormat?
    @Option(help: "Write the result in --output-format (default json) to this file.")
    var output: String?
    @Option(help: "Write PNGs of the native render, the drawable render and each resampled output here.")
    var saveImages: String?
    @Option(help: "Write the stage breakdown chart (stage-breakdown.svg) into this folder.")
    var svg: String?
    @Flag(help: "Also measure the on-screen path in a window: acquire, render, resample, copy into the swapchain image, present (needs a display server).")
    var present = false
    @Option(help: "Present mode for --present (default: immediate, else mailbox, else fifo).")
    var presentMode: PresentMode?
    @Option(help: "Seed of the bootstrap.")
    var seed: UInt64 = 0x5EED
    @Flag(help: "Print nothing but errors.")
    var quiet = false

    func validate() throws {
        try OutputPaths.checkFiles([("--json", json), ("--output", output)])
        guard (0...100_000).contains(warmup) else { throw ValidationError("--warmup \(warmup) is not a round count; expected 0 to 100000") }
        _ = try StopOptions.condition(frames: frames, timeLimit: timeLimit, precision: precision)
        if let presentMode, !present { throw ValidationError("--present-mode \(presentMode.rawValue) needs --present") }
        if let outputFormat, output == nil { throw ValidationError("--output-format \(outputFormat.rawValue) needs --output FILE to write to") }
    }

    func run() throws {
        let (displayValue, entry) = try display.resolve()
        let session = BenchSession(request: .init(
            plan: RenderTargetPlan(display: displayValue), entry: entry, workload: workloadOptions.configuration,
            target: targetOptions.configuration, filters: workloadOptions.filters(default: [.bilinear]), warmupRounds: warmup,
            stop: try StopOptions.condition(frames: frames, timeLimit: timeLimit, precision: precision), seed: seed,
            device: deviceOptions.request, present: present ? .init(mode: presentMode) : nil, capturesImages: saveImages != nil,
            version: NativeScale.configuration.version))
        let progress = ProgressLine(enabled: !quiet && isatty(STDERR_FILENO) == 1)
        let outcome = try session.run(progress: progress.update, log: StandardError.line)
        progress.finish()
        let result = outcome.result
        if let saveImages { for image in outcome.images { try image.write(into: saveImages) } }
        if let svg { try AtomicFile.write(BenchCharts.stageBreakdown(result), to: URL(fileURLWithPath: svg).appendingPathComponent("stage-breakdown.svg").path) }
        if let json { try AtomicFile.write(try result.exported(as: .json), to: json) }
        if let output { try AtomicFile.write(try result.exported(as: outputFormat ?? .json), to: output) }
        if !quiet { print(result.text, terminator: "") }
    }
}
