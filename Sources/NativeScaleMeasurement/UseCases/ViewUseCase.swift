public import NativeScaleAnalysis
public import NativeScaleCore
import NativeScaleExperiments
import NativeScaleRenderer
import NativeScaleRendering
public import NativeScaleResults
import NativeScaleStatistics
import NativeScaleWindowing

/// The use case behind `nativescale view`: connects to the display server, plans the window
/// (for a display given, or for a monitor's work area), opens the device that presents to it,
/// runs the view loop and reports what was on screen.
public struct ViewUseCase {
    /// What the window stands for.
    public enum Target: Sendable {
        /// A catalog display or one given by hand, with a name for the title bar.
        case display(Display, name: String)
        /// A monitor of the display server, by index or name; nil for the primary one.
        case monitor(String?)
    }

    /// What a launch produced.
    public struct Outcome: Sendable {
        /// What was on screen when the window closed.
        public let summary: ViewSummary
        /// The last frame read back from the swapchain image, when asked for and reached.
        public let screenshot: RGBAImage?
    }

    /// What to show, where, and for how long.
    public struct Request: Sendable {
        public var target: Target
        public var workload: WorkloadConfiguration
        /// The colour format, MSAA samples and depth buffer.
        public var renderTarget: AttachmentConfiguration
        public var filters: [ResampleFilter]
        /// The path shown first.
        public var path: MeasuredPath
        public var frames: Int?
        public var capturesLastFrame: Bool
        public var resize: PixelSize?
        public var presentMode: PresentMode
        public var device: DeviceRequest
        /// The title bar's words for a status (the CLI gives Reporting's).
        public var title: @Sendable (ViewStatus) -> String

        public init(
            target: Target, workload: WorkloadConfiguration, renderTarget: AttachmentConfiguration = AttachmentConfiguration(colorFormat: .rgba8),
            filters: [ResampleFilter], path: MeasuredPath, frames: Int?, capturesLastFrame: Bool, resize: PixelSize?,
            presentMode: PresentMode, device: DeviceRequest, title: @escaping @Sendable (ViewStatus) -> String
        ) {
            self.target = target
            self.workload = workload
            self.renderTarget = renderTarget
            self.filters = filters
            self.path = path
            self.frames = frames
            self.capturesLastFrame = capturesLastFrame
            self.resize = resize
            self.presentMode = presentMode
            self.device = device
            self.title = title
        }
    }

    public let request: Request

    public init(request: Request) {
        self.request = request
    }

    /// Opens the window and the device, runs until the window closes or `frames` are on screen.
    public func run(log: (String) -> Void = { _ in }) throws -> Outcome {
        let content = try FrameLoader.content(for: request.workload)
        let server = try DisplayServer()
        let (display, name): (Display, String) =
            switch request.target {
            case .display(let display, let name): (display, name)
            case .monitor(let selector): try Self.monitorDisplay(on: server, selector: selector)
            }
        let windowed = try request.device.openWindowed(for: display, title: request.title(.opening(name: name)), on: server)
        let (window, instance, surface, gpu) = (windowed.window, windowed.instance, windowed.surface, windowed.gpu)
        let presenter = try SwapchainPresenter(gpu: gpu, surface: surface, presentMode: request.presentMode)
        let session = ViewLoop(
            window: window, presenter: presenter,
            configuration: .init(
                display: display, name: name, workload: request.workload, content: content, target: request.renderTarget, filters: request.filters,
                path: request.path, frames: request.frames,
                capturesLastFrame: request.capturesLastFrame, resize: request.resize, title: request.title))
        let summary = try session.run()
        try DeviceRequest.checkValidation(of: instance, log: log)
        if request.capturesLastFrame && summary.screenshot == nil {
            throw RendererError.window(.closedBeforeScreenshot)
        }
        let samples = summary.timings.flatMap { path, timings in
            timings.enumerated().map { PresentSample(round: $0.offset, position: 0, path: path, timing: $0.element) }
        }
        let document = ViewSummary(
            name: name, device: gpu.info.name, frames: summary.frames, swapchainRecreations: summary.swapchainRecreations,
            pausedWaits: summary.pausedWaits, plan: summary.plan, presentMode: request.presentMode.rawValue,
            presentModeVulkanName: request.presentMode.vulkanName, swapchainFormat: presenter.formatName,
            imageCount: presenter.imageCount, samples: samples)
        return Outcome(summary: document, screenshot: summary.screenshot)
    }

    /// The chosen monitor's work area as a display, sized by the window system's rule.
    static func monitorDisplay(on server: DisplayServer, selector: String?) throws -> (Display, String) {
        let monitors = server.monitors()
        guard !monitors.isEmpty else { throw RendererError.window(.noMonitors) }
        let chosen: Monitor
        if let selector {
            if let index = Int(selector), monitors.indices.contains(index) {
                chosen = monitors[index]
            } else if let named = monitors.first(where: { $0.name == selector }) {
                chosen = named
            } else {
                throw ViewError.unknownMonitor(selector, available: monitors.enumerated().map { "\($0.offset) '\($0.element.name)'" })
            }
        } else {
            chosen = monitors.first(where: \.isPrimary) ?? monitors[0]
        }
        let sizing = try WindowSizing(
            windowSystem: server.windowSystem, logicalSize: chosen.logicalWorkArea(on: server.windowSystem),
            contentScale: chosen.contentScale)
        guard let plan = sizing.plan else { throw ViewError.nativeSizeUnknown(sizing.resampling) }
        return (plan.display, "monitor \(chosen.name)")
    }
}

/// A `view` request the display server cannot meet; the CLI words it and gives its status.
public enum ViewError: Error, Hashable, Sendable {
    /// `--monitor` names no monitor: `available` are the index and name of each.
    case unknownMonitor(String, available: [String])
    /// The window system does not show GLFW the panel (a macOS scaled mode), so there is no
    /// native size to render at.
    case nativeSizeUnknown(WindowSizing.Resampling)
}
