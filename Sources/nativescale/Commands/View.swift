import ArgumentParser
import Foundation
import NativeScaleCore
import NativeScaleMeasurement
import NativeScaleReporting
import NativeScaleResults
import NativeScaleStatistics

/// `nativescale view`: the workload in a window, on the native or the scaled path, with live figures.
struct View: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Show the workload in a window (GLFW + Vulkan swapchain) on the native or the scaled path, with live GPU figures in the title.",
        discussion: """
            The window covers the display's native size (a catalog display or one given by hand), or, with no \
            display given, the current monitor's work area planned by 'nativescale displays'. Keys: N native path, \
            S scaled path, F next filter, 1-5 a filter, Esc or Q quit. Resizing the window recreates the swapchain \
            and recomputes the drawable and native sizes from the display's scales; minimising pauses.
            Needs a display server (DISPLAY or WAYLAND_DISPLAY).
            Examples:
              nativescale view --device iphone-8-plus --path scaled --filter area
              nativescale view --device iphone-8-plus --frames 60 \\
                  --present-mode immediate --screenshot frame.png
            """)

    @OptionGroup var display: DisplayOptions
    @Option(help: "With no display given: the monitor to plan for, by index or name (default: the primary).")
    var monitor: String?
    @OptionGroup var workloadOptions: WorkloadOptions<BilinearByDefault>
    @OptionGroup var targetOptions: RenderTargetOptions
    @Option(help: "The path shown first (scaled uses the first --filter; F and 1-5 switch).")
    var path: PathChoice = .native
    @Option(parsing: .unconditional, help: "Quit after this many frames are on screen (1 to 10000000).")
    var frames: Int?
    @Option(help: "Save the last frame, read back from the swapchain image, as PNG (needs --frames).")
    var screenshot: String?
    @Option(help: "Present mode (where the surface offers it).")
    var presentMode: PresentMode = .fifo
    @Option(parsing: .unconditional, help: ArgumentHelp("After half of --frames, resize the window to this framebuffer size.", valueName: "WxH"))
    var resize: String?
    @OptionGroup var deviceOptions: DeviceOptions
    @OptionGroup var quietOption: QuietOption
    var quiet: Bool { quietOption.quiet }

    func validate() throws {
        try workloadOptions.refuseTemporal(in: "view")
        try OutputPaths.checkFiles([("--screenshot", screenshot)])
        if let frames, !(1...10_000_000).contains(frames) { throw ValidationError("--frames \(frames) is not a frame count; expected 1 to 10000000") }
        if let screenshot {
            guard frames != nil else { throw ValidationError("--screenshot \(screenshot) needs --frames N: the screenshot is the last of N frames") }
            guard screenshot.lowercased().hasSuffix(".png") else {
                throw ValidationError("--screenshot '\(screenshot)' is not a .png file; expected a path ending in .png")
            }
        }
        if resize != nil && frames == nil { throw ValidationError("--resize needs --frames N: the window is resized after N/2 frames") }
        if monitor != nil && (display.device != nil || display.points != nil) {
            throw ValidationError("--monitor plans for a real monitor; it cannot be combined with --device or --points")
        }
    }

    func run() throws {
        let filters = workloadOptions.filters
        var target = ViewUseCase.Target.monitor(monitor)
        if display.device != nil || display.points != nil {
            let (value, entry) = try display.resolve()
            target = .display(value, name: entry?.name ?? "display given by hand")
        }
        let launch = ViewUseCase(
            request: .init(
                target: target, workload: workloadOptions.configuration, renderTarget: targetOptions.configuration(for: workloadOptions.configuration),
                filters: filters, path: path == .native ? .native : .scaled(filters[0]),
                frames: frames, capturesLastFrame: screenshot != nil, resize: try resize.map { try SizeArgument.pixels($0, option: "--resize") },
                presentMode: presentMode, device: deviceOptions.request, title: { $0.title }))
        let outcome = try launch.run(log: StandardError.line)
        if let screenshot, let image = outcome.screenshot { try AtomicFile.write(Data(try PNGEncoder.encode(image)), to: screenshot) }
        if !quiet { print(ViewReport(summary: outcome.summary).text, terminator: "") }
    }
}
