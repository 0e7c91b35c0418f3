import ArgumentParser
import Foundation
import NativeScaleCore
import NativeScaleHarness
import NativeScaleRenderer

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
              nativescale view --device iphone-8-plus --frames 60 --present-mode immediate --screenshot frame.png
            """)

    @OptionGroup var display: DisplayOptions
    @Option(help: "With no display given: the monitor to plan for, by index or name (default: the primary).")
    var monitor: String?
    @OptionGroup var workloadOptions: WorkloadOptions
    @Option(help: "The path shown first: native or scaled (the first --filter; F and 1-5 switch).")
    var path: String = "native"
    @Option(parsing: .unconditional, help: "Quit after this many frames are on screen.")
    var frames: Int?
    @Option(help: "Save the last frame, read back from the swapchain image, as PNG (needs --frames).")
    var screenshot: String?
    @Option(help: "Present mode: \(PresentMode.allCases.map(\.rawValue).joined(separator: ", ")) (where the surface offers it).")
    var presentMode: String = PresentMode.fifo.rawValue
    @Option(parsing: .unconditional, help: ArgumentHelp("After half of --frames, resize the window to this framebuffer size.", valueName: "WxH"))
    var resize: String?
    @OptionGroup var deviceOptions: DeviceOptions
    @Flag(help: "Print nothing but errors.")
    var quiet = false

    func run() throws {
        let workload = try workloadOptions.configuration()
        let filters = try workloadOptions.filters(default: [.bilinear])
        let mode = try parsedPresentMode()
        let timeout = try deviceOptions.timeout()
        if let frames, !(1...10_000_000).contains(frames) { throw BadInput("--frames \(frames) is not a frame count; expected 1 or more") }
        if let screenshot {
            guard frames != nil else { throw BadInput("--screenshot \(screenshot) needs --frames N: the screenshot is the last of N frames") }
            guard screenshot.lowercased().hasSuffix(".png") else { throw BadInput("--screenshot '\(screenshot)' is not a .png file; expected a path ending in .png") }
        }
        let resizeSize = try resize.map { try SizeArgument.pixels($0, option: "--resize") }
        if resizeSize != nil && frames == nil { throw BadInput("--resize needs --frames N: the window is resized after N/2 frames") }
        let firstPath: RenderPath
        switch path.lowercased() {
        case "native": firstPath = .native
        case "scaled": firstPath = .scaled(filters[0])
        default: throw BadInput("unknown --path '\(path)'; expected native or scaled")
        }
        let byHand = display.device != nil || display.points != nil
        if byHand && monitor != nil { throw BadInput("--monitor plans for a real monitor; it cannot be combined with --device or --points") }
        let catalogDisplay = byHand ? try display.resolve() : nil

        let server = try DisplayServer()
        let (target, name) = try catalogDisplay.map { ($0.display, $0.entry?.name ?? "display given by hand") } ?? monitorDisplay(on: server)
        let windowSize = server.windowSystem.windowSize(for: target)
        let window = try Window(server: server, size: windowSize, title: "nativescale view — \(name)")
        let instance = try Instance(validation: deviceOptions.validation, presentingTo: server)
        let surface = try Surface(instance: instance, window: window)
        let gpu = try GPU(instance: instance, request: deviceOptions.gpu, presentingTo: surface, timeout: timeout)
        let presenter = try SwapchainPresenter(gpu: gpu, surface: surface, presentMode: mode)
        let session = ViewSession(window: window, presenter: presenter, configuration: .init(
            display: target, name: name, workload: workload, filters: filters, path: firstPath, frames: frames,
            capturesLastFrame: screenshot != nil, resize: resizeSize))
        let summary = try session.run()
        try deviceOptions.checkValidation(of: instance)
        if let screenshot {
            guard let image = summary.screenshot else { throw RunFailure(description: "the window closed before the last frame, so there is no screenshot") }
            try AtomicFile.write(Data(PNGEncoder.encode(image)), to: screenshot)
        }
        if !quiet {
            print(ViewReport(summary: summary, name: name, presentMode: mode, swapchainFormat: presenter.formatName,
                             imageCount: presenter.imageCount, device: gpu.info.name).text, terminator: "")
        }
    }

    private func parsedPresentMode() throws -> PresentMode {
        guard let mode = PresentMode(rawValue: presentMode.lowercased()) else {
            throw BadInput("unknown --present-mode '\(presentMode)'; expected one of \(PresentMode.allCases.map(\.rawValue).joined(separator: ", "))")
        }
        return mode
    }

    /// The chosen monitor's work area as a display, sized by the window system's rule.
    private func monitorDisplay(on server: DisplayServer) throws -> (Display, String) {
        let monitors = server.monitors()
        guard !monitors.isEmpty else { throw RunFailure(description: "the display server reports no monitors") }
        let chosen: Monitor
        if let monitor {
            if let index = Int(monitor), monitors.indices.contains(index) {
                chosen = monitors[index]
            } else if let named = monitors.first(where: { $0.name == monitor }) {
                chosen = named
            } else {
                throw BadInput("unknown --monitor '\(monitor)'; expected an index or a name from: "
                    + monitors.enumerated().map { "\($0.offset) '\($0.element.name)'" }.joined(separator: ", "))
            }
        } else {
            chosen = monitors.first(where: \.isPrimary) ?? monitors[0]
        }
        let sizing = try WindowSizing(windowSystem: server.windowSystem, logicalSize: chosen.logicalWorkArea(on: server.windowSystem),
                                      contentScale: chosen.contentScale)
        guard let plan = sizing.plan else { throw RunFailure(description: sizing.explanation) }
        return (plan.display, "monitor \(chosen.name)")
    }
}
