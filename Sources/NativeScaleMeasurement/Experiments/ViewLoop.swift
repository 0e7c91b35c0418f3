import NativeScaleAnalysis
import NativeScaleCore
import NativeScaleRenderer
import NativeScaleRendering
import NativeScaleResults
import NativeScaleStatistics
import NativeScaleWindowing

/// The loop behind `nativescale view`: a window showing the workload on the native or the
/// scaled path, with live figures in the title, keys to switch path and filter, resizes that
/// recompute the sizes, and a pause while minimised.
final class ViewLoop {
    /// What to show and for how long.
    public struct Configuration: Sendable {
        /// The display the window stands for; a resize keeps its scales and rule.
        public var display: Display
        /// A name for the title bar.
        public var name: String
        public var workload: WorkloadConfiguration
        /// What the workload draws (its shader or scene, loaded).
        public var content: FrameContent
        /// The colour format, MSAA samples and depth buffer.
        public var target: AttachmentConfiguration
        /// The filters F and 1–5 cycle through.
        public var filters: [ResampleFilter]
        /// The path shown first.
        public var path: MeasuredPath
        /// Stop after this many presented frames (nil: until the window closes).
        public var frames: Int?
        /// Capture the last frame (needs `frames`).
        public var capturesLastFrame: Bool
        /// After half of `frames`, ask the window system for this framebuffer size.
        public var resize: PixelSize?
        /// The title bar's words for a status (the CLI gives Reporting's).
        public var title: @Sendable (ViewStatus) -> String

        public init(
            display: Display, name: String, workload: WorkloadConfiguration, content: FrameContent, target: AttachmentConfiguration,
            filters: [ResampleFilter], path: MeasuredPath, frames: Int?, capturesLastFrame: Bool, resize: PixelSize?,
            title: @escaping @Sendable (ViewStatus) -> String
        ) {
            self.display = display
            self.name = name
            self.workload = workload
            self.content = content
            self.target = target
            self.filters = filters
            self.path = path
            self.frames = frames
            self.capturesLastFrame = capturesLastFrame
            self.resize = resize
            self.title = title
        }
    }

    /// What a session did.
    public struct Summary: Sendable {
        /// Frames on screen.
        public let frames: Int
        /// Swapchain recreations (resize, out of date, suboptimal).
        public let swapchainRecreations: Int
        /// Loop iterations spent waiting while minimised.
        public let pausedWaits: Int
        /// The sizes at the end.
        public let plan: RenderTargetPlan
        /// The path at the end.
        public let path: MeasuredPath
        /// Per path, the timings of its frames at the final size.
        public let timings: [(path: MeasuredPath, timings: [PresentTiming])]
        /// The last frame as presented, when captured.
        public let screenshot: RGBAImage?
    }

    let window: Window
    let presenter: SwapchainPresenter
    let configuration: Configuration

    init(window: Window, presenter: SwapchainPresenter, configuration: Configuration) {
        self.window = window
        self.presenter = presenter
        self.configuration = configuration
    }

    /// Runs until the window closes or `frames` are on screen; `status` gets the title text
    /// whenever it changes (about twice a second).
    func run(status: (String) -> Void = { _ in }) throws -> Summary {
        var display = try configuration.display.window(coveringPixels: presenter.extent)
        var renderer = try makeRenderer(for: display)
        var path = configuration.path
        var filterIndex = configuration.filters.firstIndex { MeasuredPath.scaled($0) == path } ?? 0
        var shown = Shown()
        var resized = false
        var paused = false
        var screenshot: RGBAImage?
        let clock = ContinuousClock()
        var lastTitle = clock.now - .seconds(1)
        let limit = configuration.frames
        loop: while !window.shouldClose {
            if let limit, shown.presented >= limit { break }
            window.pollEvents()
            let keys = window.takeKeys()
            if keys.contains(.close) { break loop }
            if !keys.isEmpty {
                (path, filterIndex) = Self.path(after: keys, from: (path, filterIndex), filters: configuration.filters)
                shown.recent.removeAll()
            }
            if let size = configuration.resize, let limit, !resized, shown.presented >= limit / 2 {
                window.resize(to: size)
                resized = true
            }
            let capture = configuration.capturesLastFrame && limit.map { shown.presented == $0 - 1 } == true
            switch try renderer.present(path, on: presenter, capture: capture) {
            case .presented(let timing, let shot):
                shown.append(timing, on: path)
                if let shot { screenshot = shot }
                // Twice a second, and at once when back from a pause.
                if paused || clock.now - lastTitle >= .milliseconds(500) {
                    let title = configuration.title(
                        .showing(
                            Self.figures(
                                name: configuration.name, path: path, renderer: renderer, recent: shown.recent,
                                mode: presenter.presentMode)))
                    window.setTitle(title)
                    status(title)
                    (lastTitle, paused) = (clock.now, false)
                }
            case .resized(let size):
                display = try configuration.display.window(coveringPixels: size)
                renderer = try makeRenderer(for: display)
                shown.restart()
            case .minimized:
                // Said in the title, so the taskbar (and a test driving the window) sees the pause.
                if !paused { window.setTitle(configuration.title(.paused(name: configuration.name))) }
                paused = true
                shown.pausedWaits += 1
                window.waitEvents(seconds: 0.1)
            case .outOfDate:
                continue
            }
        }
        return Summary(
            frames: shown.presented, swapchainRecreations: presenter.recreations, pausedWaits: shown.pausedWaits,
            plan: RenderTargetPlan(display: display), path: path, timings: shown.byPath, screenshot: screenshot)
    }

    /// The frames shown so far: per path at the current size, the last 30 for the title, and counts.
    struct Shown {
        var timings: [MeasuredPath: [PresentTiming]] = [:]
        var order: [MeasuredPath] = []
        var recent: [PresentTiming] = []
        var presented = 0, pausedWaits = 0

        mutating func append(_ timing: PresentTiming, on path: MeasuredPath) {
            presented += 1
            if timings[path] == nil { order.append(path) }
            timings[path, default: []].append(timing)
            recent.append(timing)
            if recent.count > 30 { recent.removeFirst() }
        }

        /// Figures describe one size: frames before a resize are counted, not pooled.
        mutating func restart() {
            timings.removeAll()
            order.removeAll()
            recent.removeAll()
        }

        var byPath: [(path: MeasuredPath, timings: [PresentTiming])] { order.map { ($0, timings[$0] ?? []) } }
    }

    /// The path shown after `keys`: N the native path, S the scaled one, F the next filter, 1–9 a
    /// filter by its place; with the index of the filter now chosen.
    static func path(
        after keys: [Window.Key], from current: (path: MeasuredPath, filterIndex: Int),
        filters: [ResampleFilter]
    ) -> (MeasuredPath, Int) {
        var (path, filterIndex) = current
        for key in keys {
            switch key {
            case .close: break
            case .native: path = .native
            case .scaled: path = .scaled(filters[filterIndex])
            case .nextFilter:
                filterIndex = (filterIndex + 1) % filters.count
                path = .scaled(filters[filterIndex])
            case .filter(let index) where index < filters.count:
                filterIndex = index
                path = .scaled(filters[filterIndex])
            case .filter: break
            }
        }
        return (path, filterIndex)
    }

    private func makeRenderer(for display: Display) throws -> OffscreenRenderer {
        try OffscreenRenderer(
            gpu: presenter.gpu, workload: configuration.workload, content: configuration.content,
            target: configuration.target, nativeSize: display.nativeSize,
            drawableSize: display.drawableSize, filters: configuration.filters)
    }

    /// What the title bar shows: what is on screen, at which sizes, and the medians of the recent frames.
    static func figures(name: String, path: MeasuredPath, renderer: OffscreenRenderer, recent: [PresentTiming], mode: PresentMode) -> ViewStatus.Figures {
        func ms(_ values: [Double]) -> Double { StageDuration(nanoseconds: SampleStatistics.median(values)).milliseconds }
        let resample = recent.compactMap(\.resample)
        return ViewStatus.Figures(
            name: name, path: path, renderSize: path == .native ? renderer.nativeSize : renderer.drawableSize,
            nativeSize: renderer.nativeSize, scene: ms(recent.map(\.scene)), resample: resample.isEmpty ? nil : ms(resample),
            copy: ms(recent.map(\.copy)), frame: ms(recent.map(\.total)), presentMode: mode)
    }
}
