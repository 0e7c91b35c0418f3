public import NativeScaleCore
import NativeScaleRenderer
public import NativeScaleResults
import NativeScaleStatistics
public import NativeScaleTuning

/// Runs a sweep: renders the reference, then for every render size measures each filter's
/// quality against the reference and its cost interleaved with the native path.
public struct SweepUseCase {
    /// What to sweep, and how.
    public struct Request: Sendable {
        public let plan: RenderTargetPlan
        public let entry: CatalogEntry?
        public let workload: WorkloadConfiguration
        /// The colour format, MSAA samples and depth buffer of every render, the reference's too.
        public let target: AttachmentConfiguration
        public let filters: [ResampleFilter]
        /// RCAS's sharpness, for the filters that sharpen (`fsr1`).
        public let sharpness: Sharpness
        public let sweep: ScaleSweep
        /// Supersampling factor of the reference per axis (reduced when the device's largest image
        /// side would be exceeded).
        public let referenceFactor: Int
        public let warmupRounds: Int
        /// When each render size stops measuring.
        public let stop: StopCondition
        public let seed: UInt64
        public let constraints: TuningConstraints
        public let baselineFilter: ResampleFilter
        public let validation: Bool
        /// Side of the image crops kept for the report, in native pixels.
        public let cropSide: Int
        /// The part of the render sizes this run measures (`--shard I/N`); nil for all.
        public let shard: Shard?
        /// The pixels per degree FLIP is measured at; nil measures no FLIP.
        public let viewing: ViewingGeometry?
        /// The metric the frontier and the recommendation judge quality by.
        public let metric: QualityMetric
        /// The display ColorVideoVDP scores every point on, in JOD; nil measures no JOD. Required
        /// when the metric is JOD or the constraints hold a JOD loss.
        public let display: DisplayModel?
        /// Whether every point is timed to its stop rule, instead of only until the recommendation
        /// is settled (``SweepRace``).
        public let exhaustive: Bool
        /// The system's resample after the buffer the applied format renders into, where that is
        /// not the panel: every point renders into ``bufferSize`` and is judged after it; nil
        /// where the buffer is the panel's pixels.
        public let system: SystemResample?
        /// The race's chance of settling off the truly cheapest point, at most (``RaceDesign``).
        public let raceAlpha: Double
        /// The most looks (batches) the race settles points at.
        public let raceLooks: Int

        /// A sweep of `plan`: every argument but the display, workload, filters, scales, stop, seed,
        /// constraints and baseline has its default.
        public init(
            plan: RenderTargetPlan, entry: CatalogEntry?, workload: WorkloadConfiguration,
            target: AttachmentConfiguration = AttachmentConfiguration(colorFormat: .rgba8), filters: [ResampleFilter],
            sweep: ScaleSweep, referenceFactor: Int = Defaults.referenceFactor, warmupRounds: Int = Defaults.warmupRounds, stop: StopCondition, seed: UInt64,
            constraints: TuningConstraints, baselineFilter: ResampleFilter, validation: Bool, cropSide: Int = Defaults.cropSide, shard: Shard? = nil,
            viewing: ViewingGeometry? = nil, metric: QualityMetric = .flip, display: DisplayModel? = nil, exhaustive: Bool = false,
            raceAlpha: Double = Defaults.raceAlpha, raceLooks: Int = Defaults.raceLooks, sharpness: Sharpness = .engineDefault,
            system: SystemResample? = nil
        ) {
            precondition(system.map { $0.panel == plan.nativeSize } ?? true, "the system's resample ends in the plan's native size")
            self.system = system
            self.sharpness = sharpness
            precondition(display != nil || (metric != .jod && constraints.maximumJODLoss == nil), "JOD needs a display model")
            self.metric = metric
            self.display = display
            self.raceAlpha = raceAlpha
            self.raceLooks = raceLooks
            self.exhaustive = exhaustive
            self.plan = plan
            self.entry = entry
            self.workload = workload
            self.target = target
            self.filters = filters
            self.sweep = sweep
            self.referenceFactor = referenceFactor
            self.warmupRounds = warmupRounds
            self.stop = stop
            self.seed = seed
            self.constraints = constraints
            self.baselineFilter = baselineFilter
            self.validation = validation
            self.cropSide = cropSide
            self.shard = shard
            self.viewing = viewing
        }

        /// The size every point ends in as the app renders it: the format's buffer where the
        /// system resamples that to the panel, else the native size.
        public var bufferSize: PixelSize { system?.buffer ?? plan.nativeSize }

        /// Every render size of the sweep, whatever its shard.
        public var allTargets: [SweepTarget] { sweep.targets(native: bufferSize, drawable: plan.drawableSize) }
    }

    public let request: Request

    public init(request: Request) {
        self.request = request
    }

    /// The render sizes this run measures, after checking that its shard holds one.
    func targets() throws(MergeError) -> [SweepTarget] {
        let all = request.allTargets
        guard let shard = request.shard else { return all }
        let positions = shard.positions(of: all.count)
        guard !positions.isEmpty else { throw .emptyShard(shard: shard.description, total: all.count, of: .renderSizes) }
        return positions.map { all[$0] }
    }

    /// The use case behind `nativescale sweep`: opens the requested device, runs the sweep on
    /// it, and fails if the validation layer spoke (each message goes to `log` first).
    public func run(
        device: DeviceRequest, version: String, save: @escaping (SavedImage) throws -> Void = { _ in },
        progress: (SweepProgress) -> Void = { _ in }, log: (String) -> Void = { _ in }
    ) throws -> SweepResult {
        _ = try targets()
        let content = try FrameLoader.content(for: request.workload)
        let (instance, gpu) = try device.open()
        let result = try run(
            on: GPUSweepDevice(gpu: gpu, content: content, target: request.target, sharpness: request.sharpness), version: version, save: save,
            progress: progress)
        try DeviceRequest.checkValidation(of: instance, log: log)
        return result
    }

    /// Runs the sweep on `device`: every point's quality first (deterministic), then its cost,
    /// for every point to its stop rule (``exhaustive``) or only while it can still be the
    /// recommendation (``SweepRace``). `save` receives the reference, the native render, the
    /// drawable size's outputs and the recommended point's output, each with its error image;
    /// `progress` receives one line per step.
    public func run(
        on device: some SweepDevice, version: String, save: @escaping (SavedImage) throws -> Void = { _ in },
        progress: (SweepProgress) -> Void = { _ in }
    ) throws -> SweepResult {
        var run = try SweepRun(sweep: self, device: device, save: save, progress: progress)
        let targets = try targets()
        for (index, target) in targets.enumerated() {
            progress(.quality(index: index, count: targets.count, target: target))
            try run.measureQuality(target)
        }
        if request.exhaustive { try run.measureEveryPoint(progress: progress) } else { try run.race(progress: progress) }
        return try run.finish(version: version)
    }

    static func name(_ size: PixelSize) -> String { "\(size.width)x\(size.height)" }
}
