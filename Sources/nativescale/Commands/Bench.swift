import ArgumentParser
import Foundation
import NativeScaleCore
import NativeScaleHarness
import NativeScaleRenderer

/// `nativescale bench`: what the extra sampling stage costs on this device.
struct Bench: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Render a workload at the native size and at the drawable size plus a resample, interleaved, and compare.",
        discussion: """
            Examples:
              nativescale bench --device iphone-8-plus
              nativescale bench --device iphone-13-mini --filter all --frames 200 --json result.json
              nativescale bench --points 414x736 --scale 3 --panel 1080x1920 --workload ui --layers 32
            Stops at the first of --frames, --time-limit and --precision; with none given, after 60 s or \
            once the overhead's 95 % CI is narrower than ±1 percentage point.
            """)

    @OptionGroup var display: DisplayOptions

    @OptionGroup var workloadOptions: WorkloadOptions
    @Option(parsing: .unconditional, help: "Measured rounds (each renders every path once).")
    var frames: Int?
    @Option(parsing: .unconditional, help: "Warm-up rounds before measuring.")
    var warmup: Int = 10
    @Option(parsing: .unconditional, help: "Stop after this many seconds of measuring.")
    var timeLimit: Double?
    @Option(parsing: .unconditional, help: "Stop once the overhead's 95 % CI half-width is below this many percentage points.")
    var precision: Double?
    @OptionGroup var deviceOptions: DeviceOptions
    @Option(help: "Write the result (schema nativescale.bench v1) to this JSON file (shorthand for --format json --output FILE).")
    var json: String?
    @Option(help: "Format of --output: json, google-benchmark, bmf, github-action-benchmark or csv.")
    var format: String?
    @Option(help: "Write the result in --format (default json) to this file.")
    var output: String?
    @Option(help: "Write PNGs of the native render, the drawable render and each resampled output here.")
    var saveImages: String?
    @Option(help: "Write the stage breakdown chart (stage-breakdown.svg) into this folder.")
    var svg: String?
    @Flag(help: "Also measure the on-screen path in a window: acquire, render, resample, copy into the swapchain image, present (needs a display server).")
    var present = false
    @Option(help: "Present mode for --present: \(PresentMode.allCases.map(\.rawValue).joined(separator: ", ")) (default: immediate, else mailbox, else fifo).")
    var presentMode: String?
    @Option(help: "Seed of the bootstrap.")
    var seed: UInt64 = 0x5EED
    @Flag(help: "Print nothing but errors.")
    var quiet = false

    func run() throws {
        let (displayValue, entry) = try display.resolve()
        let plan = RenderTargetPlan(display: displayValue)
        let exportFormat = try parsedExportFormat()
        let workloadConfiguration = try workloadOptions.configuration()
        let filters = try workloadOptions.filters(default: [.bilinear])
        let stop = try parsedStop()
        guard warmup >= 0 && warmup <= 100_000 else { throw BadInput("--warmup \(warmup) is not a round count; expected 0 to 100000") }

        let requestedMode = try parsedPresentMode()
        let timeout = try deviceOptions.timeout()
        // With --present the window, surface and device come first: one device serves both measurements.
        var onScreen: (server: DisplayServer, window: Window, surface: Surface)?
        let instance: Instance, device: GPU
        if present {
            let server = try DisplayServer()
            let window = try Window(server: server, size: server.windowSystem.windowSize(for: plan.display),
                                    title: "nativescale bench --present — \(entry?.name ?? "display given by hand")")
            instance = try Instance(validation: deviceOptions.validation, presentingTo: server)
            let surface = try Surface(instance: instance, window: window)
            device = try GPU(instance: instance, request: deviceOptions.gpu, presentingTo: surface, timeout: timeout)
            onScreen = (server, window, surface)
        } else {
            (instance, device) = try deviceOptions.open()
        }
        let renderer = try OffscreenRenderer(gpu: device, workload: workloadConfiguration, nativeSize: plan.nativeSize,
                                             drawableSize: plan.drawableSize, filters: plan.resample == .none ? [] : filters)
        let experiment = BenchExperiment(filters: filters, hasResample: plan.resample != .none, warmupRounds: warmup, stop: stop, seed: seed)
        let progress = ProgressLine(enabled: !quiet && isatty(STDERR_FILENO) == 1)
        let (samples, seconds) = try experiment.run(on: renderer) { progress.update($0) }
        progress.finish()

        var presentMeasurement: PresentMeasurement?
        if let onScreen {
            let offered = try onScreen.surface.presentModes(on: device)
            let mode = requestedMode ?? [.immediate, .mailbox, .fifo].first(where: offered.contains) ?? .fifo
            let presenter = try SwapchainPresenter(gpu: device, surface: onScreen.surface, presentMode: mode)
            guard presenter.extent == plan.nativeSize else {
                throw RunFailure(description: "the window system gave a \(presenter.extent) framebuffer, not the \(plan.nativeSize) native size; "
                    + "the screen may be too small or a window manager constrained the window")
            }
            let experiment = PresentExperiment(filters: filters, hasResample: plan.resample != .none, warmupRounds: warmup, stop: stop, seed: seed)
            let (samples, seconds) = try experiment.run(presenter: presenter, window: onScreen.window, renderer: renderer)
            presentMeasurement = PresentMeasurement(
                windowSystem: onScreen.server.windowSystem, windowSize: presenter.extent, presentMode: mode, swapchainFormat: presenter.formatName,
                swapchainImages: presenter.imageCount, samples: samples, measuringSeconds: seconds, seed: seed)
        }

        try deviceOptions.checkValidation(of: instance)
        var result = BenchResult(
            environment: .current(device: device.info, version: NativeScale.configuration.version),
            plan: plan, entry: entry, workload: workloadConfiguration, filters: filters, warmupRounds: warmup, stop: stop,
            seed: seed, validation: deviceOptions.validation, timing: renderer.timingSource, memory: renderer.memory,
            samples: samples, measuringSeconds: seconds,
            notes: (device.info.warnings ?? []) + [renderer.timestampNote].compactMap { $0 })
        result.present = presentMeasurement
        if let saveImages { try writeImages(renderer: renderer, filters: plan.resample == .none ? [] : filters, to: saveImages) }
        if let svg { try AtomicFile.write(BenchCharts.stageBreakdown(result), to: URL(fileURLWithPath: svg).appendingPathComponent("stage-breakdown.svg").path) }
        if let json { try AtomicFile.write(try result.exported(as: .json), to: json) }
        if let output { try AtomicFile.write(try result.exported(as: exportFormat), to: output) }
        if !quiet { print(result.text, terminator: "") }
    }

    private func parsedPresentMode() throws -> PresentMode? {
        guard let presentMode else { return nil }
        guard present else { throw BadInput("--present-mode \(presentMode) needs --present") }
        guard let mode = PresentMode(rawValue: presentMode.lowercased()) else {
            throw BadInput("unknown --present-mode '\(presentMode)'; expected one of \(PresentMode.allCases.map(\.rawValue).joined(separator: ", "))")
        }
        return mode
    }

    private func parsedExportFormat() throws -> ExportFormat {
        guard let format else { return .json }
        guard let value = ExportFormat(rawValue: format.lowercased()) else {
            throw BadInput("unknown --format '\(format)'; expected one of \(ExportFormat.allCases.map(\.rawValue).joined(separator: ", "))")
        }
        guard output != nil else { throw BadInput("--format \(format) needs --output FILE to write to") }
        return value
    }

    private func parsedStop() throws -> StopCondition {
        if let frames, !(1...10_000_000).contains(frames) { throw BadInput("--frames \(frames) is not a round count; expected 1 or more") }
        if let timeLimit, !(timeLimit.isFinite && timeLimit > 0) {
            throw BadInput("--time-limit \(timeLimit) is not a duration; expected a number of seconds greater than 0")
        }
        if let precision, !(precision.isFinite && precision > 0) {
            throw BadInput("--precision \(precision) is not a CI half-width; expected percentage points greater than 0, e.g. 1")
        }
        return StopCondition(rounds: frames, timeLimit: timeLimit, precision: precision)
    }

    private func writeImages(renderer: OffscreenRenderer, filters: [ResampleFilter], to folder: String) throws {
        func save(_ image: RGBAImage, _ name: String) throws {
            try AtomicFile.write(Data(PNGEncoder.encode(image)), to: URL(fileURLWithPath: folder).appendingPathComponent(name).path)
        }
        try save(renderer.renderedImage(.native), "native-\(renderer.nativeSize.width)x\(renderer.nativeSize.height).png")
        for filter in filters {
            try save(renderer.renderedImage(.scaled(filter)), "scaled-\(filter.rawValue)-\(renderer.nativeSize.width)x\(renderer.nativeSize.height).png")
        }
        if !filters.isEmpty {
            try save(renderer.drawableImageContents(), "drawable-\(renderer.drawableSize.width)x\(renderer.drawableSize.height).png")
        }
    }
}
