import Foundation
public import NativeScaleAnalysis
public import NativeScaleCore
public import NativeScaleExperiments
import NativeScaleRenderer
public import NativeScaleRendering
public import NativeScaleResults
import NativeScaleStatistics
import NativeScaleWindowing

/// The use case behind `nativescale bench`: loads the user's shader or scene, opens the device (and with `present`, a window on
/// the display server first, so one device serves both measurements), runs the offscreen
/// experiment and the on-screen one, and assembles the result document.
public struct BenchUseCase {
    /// What to measure.
    public struct Request: Sendable {
        public var plan: RenderTargetPlan
        /// The catalog entry of the display, when it came from the catalog.
        public var entry: CatalogEntry?
        public var workload: WorkloadConfiguration
        /// The colour format, MSAA samples and depth buffer rendered with.
        public var target: AttachmentConfiguration
        public var filters: [ResampleFilter]
        /// RCAS's sharpness, for the filters that sharpen (`fsr1`).
        public var sharpness: Sharpness
        public var warmupRounds: Int
        public var stop: StopCondition
        public var seed: UInt64
        public var device: DeviceRequest
        /// Also measure the on-screen path in a window; nil: offscreen only.
        public var present: PresentRequest?
        /// Read back the native, drawable and resampled images for saving.
        public var capturesImages: Bool
        /// The nativescale version written into the result.
        public var version: String
        /// Where to write RenderDoc captures of one round after the measured ones (`bench --capture`); nil for none.
        public var captureFolder: String?
        /// Keep the raw stream of every submission (`bench --record`), described by this origin
        /// (the command that made it); nil: keep none.
        public var recordOrigin: String?

        public init(
            plan: RenderTargetPlan, entry: CatalogEntry?, workload: WorkloadConfiguration,
            target: AttachmentConfiguration = AttachmentConfiguration(colorFormat: .rgba8), filters: [ResampleFilter],
            sharpness: Sharpness = .engineDefault, warmupRounds: Int,
            stop: StopCondition, seed: UInt64, device: DeviceRequest, present: PresentRequest?, capturesImages: Bool, version: String,
            captureFolder: String? = nil, recordOrigin: String? = nil
        ) {
            self.recordOrigin = recordOrigin
            self.plan = plan
            self.entry = entry
            self.workload = workload
            self.target = target
            self.filters = filters
            self.sharpness = sharpness
            self.warmupRounds = warmupRounds
            self.stop = stop
            self.seed = seed
            self.device = device
            self.present = present
            self.capturesImages = capturesImages
            self.version = version
            self.captureFolder = captureFolder
        }

        /// What the bench measures, decided once for the renderer and the experiment: the filters
        /// asked for, or none when the plan has no sampling stage (the drawable is the panel's size).
        public var measuredFilters: [ResampleFilter] { plan.resample.measuredFilters(filters) }
    }

    /// The on-screen measurement of `bench --present`.
    public struct PresentRequest: Sendable, Hashable {
        /// The present mode; nil: immediate, else mailbox, else FIFO, as the surface offers.
        public var mode: PresentMode?
        /// The window's title.
        public var title: String

        public init(mode: PresentMode?, title: String) {
            self.mode = mode
            self.title = title
        }
    }

    /// What the session produced.
    public struct Outcome: Sendable {
        public let result: BenchResult
        /// The native render, each resampled output and the drawable render, when captured.
        public let images: [SavedImage]
        /// The RenderDoc captures written, one per path, native first (`bench --capture`).
        public var captures: [String] = []
        /// The raw stream of the offscreen experiment (`bench --record`).
        public var stream: TimestampStream?
    }

    public let request: Request

    public init(request: Request) {
        self.request = request
    }

    /// Runs both experiments; `progress` gets each offscreen round, `log` any validation message.
    public func run(progress: (BenchExperiment.Progress) -> Void = { _ in }, log: (String) -> Void = { _ in }) throws -> Outcome {
        let plan = request.plan
        let filters = request.measuredFilters
        let content = try FrameLoader.content(for: request.workload)
        // RenderDoc's layer must be on before the instance is created.
        let renderDoc = try request.captureFolder.map { _ throws(RendererError) in try RenderDoc.load() }
        var onScreen: DeviceRequest.Windowed?
        let instance: Instance
        let gpu: GPU
        if request.present != nil {
            let windowed = try request.device.openWindowed(
                for: plan.display, title: request.present?.title ?? "")
            (instance, gpu, onScreen) = (windowed.instance, windowed.gpu, windowed)
        } else {
            (instance, gpu) = try request.device.open()
        }
        let renderer = try OffscreenRenderer(
            gpu: gpu, workload: request.workload, content: content, target: request.target,
            nativeSize: plan.nativeSize, drawableSize: plan.drawableSize, filters: filters, sharpness: request.sharpness)
        renderer.injectedFault = try InjectedFault.requested()
        let recorder = request.recordOrigin.map { _ in StreamRecorder(recording: renderer) }
        let target = renderer.targetDocument
        var result = try measure(on: renderer, through: recorder, filters: filters, target: target, progress: progress)
        let present = try onScreen.map { try measureOnScreen($0.server, $0.window, $0.surface, gpu: gpu, renderer: renderer, filters: filters) }
        var captures: [String] = []
        if let renderDoc, let folder = request.captureFolder {
            captures = try capture(renderer, paths: [.native] + filters.map { .scaled($0) }, with: renderDoc, into: folder)
        }
        try DeviceRequest.checkValidation(of: instance, log: log)
        if let present { result = result.with(present: present) }
        if gpu.reportsShaderStatistics {
            // The measuring device's own compiler statistics for the same pipelines, compiled
            // again with capture flags after the timed rounds so capture cannot touch the timings.
            let scene: PipelineSelection.Scene =
                switch content {
                case .builtIn: .builtIn(request.workload.workload)
                case .fragmentShader(let spirv): .userShader(spirv)
                case .geometry: .mesh
                }
            let selection = PipelineSelection(
                scene: scene, filters: filters, formats: [request.target.colorFormat],
                sampleCount: request.target.sampleCount, depthFormat: request.target.depthFormat)
            result.shaderStatistics = ShaderTarget(
                device: gpu.info, family: nil, status: .complete, crashSignal: nil,
                compiled: try gpu.compileStatistics(selection))
        }
        var outcome = Outcome(result: result, images: request.capturesImages ? try images(of: renderer, filters: filters) : [])
        outcome.captures = captures
        if let recorder, let origin = request.recordOrigin {
            outcome.stream = recorder.stream(
                origin: origin, nativeSize: plan.nativeSize, drawableSize: plan.drawableSize, target: target,
                workload: request.workload, filters: filters, leadInFrames: renderer.leadInFrames, warmupRounds: request.warmupRounds,
                rounds: result.rounds)
        }
        return outcome
    }

    /// The offscreen experiment on `renderer` (through `recorder`, which records its stream, when
    /// given) and the result it makes: the part of a bench that needs no window, no capture and
    /// no Vulkan of its own, so the Vulkan run and the tests' renderer of known costs share it.
    /// The filters are the plan's, decided once (``RenderTargetPlan/resample``).
    public func measure(
        on renderer: any SweepRendering, through recorder: (any RoundRendering)? = nil,
        progress: (BenchExperiment.Progress) -> Void = { _ in }
    ) throws -> BenchResult {
        try measure(on: renderer, through: recorder, filters: request.measuredFilters, target: renderer.targetDocument, progress: progress)
    }

    /// The offscreen experiment with the filters and the target document decided once by the caller.
    func measure(
        on renderer: any SweepRendering, through recorder: (any RoundRendering)?, filters: [ResampleFilter], target: TargetDocument,
        progress: (BenchExperiment.Progress) -> Void
    ) throws -> BenchResult {
        let plan = request.plan
        let experiment = BenchExperiment(filters: filters, warmupRounds: request.warmupRounds, stop: request.stop, seed: request.seed)
        let measurement = if let recorder { try experiment.run(on: recorder, progress: progress) } else { try experiment.run(on: renderer, progress: progress) }
        let device = renderer.deviceInfo
        return BenchResult(
            environment: .current(device: device, version: request.version), plan: plan, entry: request.entry, workload: request.workload,
            filters: request.filters, warmupRounds: request.warmupRounds, stop: request.stop, seed: request.seed,
            validation: request.device.validation, timing: renderer.timingSource, memory: renderer.memoryDocument,
            samples: measurement.samples, measuringSeconds: measurement.seconds,
            notes: (device.notes ?? []) + [renderer.timestampNote].compactMap { $0 }
                + RunNote.upscalers(filters, from: plan.drawableSize, to: plan.nativeSize),
            target: target, audit: measurement.audit,
            sharpness: request.sharpness)
    }

    /// One RenderDoc capture per path, after the measured rounds, each named after its path
    /// (`native.rdc`, `scaled-area.rdc`) in `folder` (made when missing).
    private func capture(_ renderer: OffscreenRenderer, paths: [MeasuredPath], with renderDoc: RenderDoc, into folder: String) throws -> [String] {
        try AtomicFile.makeFolder(folder)
        return try paths.map { path throws(RendererError) in
            try renderer.capture(
                path, with: renderDoc, file: URL(fileURLWithPath: folder).appendingPathComponent(path.name.replacingOccurrences(of: "/", with: "-")).path)
        }
    }

    /// The on-screen experiment through a swapchain on the window the session opened.
    /// `filters` are the run's, decided once (``run(progress:log:)``).
    private func measureOnScreen(
        _ server: DisplayServer, _ window: Window, _ surface: Surface, gpu: GPU,
        renderer: OffscreenRenderer, filters: [ResampleFilter]
    ) throws -> PresentMeasurement {
        let plan = request.plan
        let offered = try surface.presentModes(on: gpu)
        let mode = request.present?.mode ?? [.immediate, .mailbox, .fifo].first(where: offered.contains) ?? .fifo
        let presenter = try SwapchainPresenter(gpu: gpu, surface: surface, presentMode: mode)
        guard presenter.extent == plan.nativeSize else {
            throw RendererError.window(.framebufferNotNative(given: presenter.extent, needed: plan.nativeSize))
        }
        let experiment = PresentExperiment(
            filters: filters, warmupRounds: request.warmupRounds,
            stop: request.stop, seed: request.seed)
        let (samples, seconds) = try experiment.run(presenter: presenter, window: window, renderer: renderer)
        return PresentMeasurement(
            windowSystem: server.windowSystem, windowSize: presenter.extent, presentMode: mode,
            swapchainFormat: presenter.formatName, swapchainImages: presenter.imageCount, samples: samples,
            measuringSeconds: seconds, seed: request.seed)
    }

    /// The native render, each resampled output and the drawable render, named by size.
    private func images(of renderer: OffscreenRenderer, filters: [ResampleFilter]) throws -> [SavedImage] {
        let native = "\(renderer.nativeSize.width)x\(renderer.nativeSize.height)"
        var images = [SavedImage(name: "native-\(native)", image: try renderer.renderedImage(.native))]
        for filter in filters {
            images.append(SavedImage(name: "scaled-\(filter.rawValue)-\(native)", image: try renderer.renderedImage(.scaled(filter))))
        }
        if !filters.isEmpty {
            images.append(
                SavedImage(
                    name: "drawable-\(renderer.drawableSize.width)x\(renderer.drawableSize.height)",
                    image: try renderer.drawableImageContents()))
        }
        return images
    }
}
