public import NativeScaleCore
public import NativeScaleRenderer
import NativeScaleStatistics
public import NativeScaleResults

/// Runs a sweep: renders the reference, then for every render size measures each filter's
/// quality against the reference and its cost interleaved with the native path.
public struct SweepUseCase {
    public let plan: RenderTargetPlan
    public let entry: CatalogEntry?
    public let workload: WorkloadConfiguration
    /// The colour format, MSAA samples and depth buffer of every render, the reference's too.
    public let target: AttachmentConfiguration
    public let filters: [ResampleFilter]
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

    /// Creates a runner.
    public init(plan: RenderTargetPlan, entry: CatalogEntry?, workload: WorkloadConfiguration,
                target: AttachmentConfiguration = AttachmentConfiguration(colorFormat: .rgba8), filters: [ResampleFilter],
                sweep: ScaleSweep, referenceFactor: Int = 4, warmupRounds: Int = 3, stop: StopCondition, seed: UInt64,
                constraints: TuningConstraints, baselineFilter: ResampleFilter, validation: Bool, cropSide: Int = 96, shard: Shard? = nil,
                viewing: ViewingGeometry? = nil) {
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

    /// The render sizes this run measures, after checking that its shard holds one.
    func targets() throws(MergeError) -> [SweepTarget] {
        let all = sweep.targets(for: plan)
        guard let shard else { return all }
        let positions = shard.positions(of: all.count)
        guard !positions.isEmpty else { throw .emptyShard(shard: shard.description, total: all.count, what: "render sizes") }
        return positions.map { all[$0] }
    }

    /// The use case behind `nativescale sweep`: opens the requested device, runs the sweep on
    /// it, and fails if the validation layer spoke (each message goes to `log` first).
    public func run(device: DeviceRequest, version: String, save: (SavedImage) throws -> Void = { _ in },
                    progress: (String) -> Void = { _ in }, log: (String) -> Void = { _ in }) throws -> SweepResult {
        _ = try targets()
        let content = try FrameLoader.content(for: workload)
        let (instance, gpu) = try device.open()
        let result = try run(on: gpu, content: content, version: version, save: save, progress: progress)
        try DeviceRequest.checkValidation(of: instance, log: log)
        return result
    }

    /// Runs the sweep on `gpu`. `save` receives the reference, the native render, the drawable
    /// size's outputs and the recommended point's output, each with its error image;
    /// `progress` receives one line per step.
    func run(on gpu: GPU, content: FrameContent = .builtIn, version: String, save: (SavedImage) throws -> Void = { _ in },
             progress: (String) -> Void = { _ in }) throws -> SweepResult {
        let renderer = { (drawableSize: PixelSize, filters: [ResampleFilter]) throws(RendererError) in
            try OffscreenRenderer(gpu: gpu, workload: workload, content: content, target: target, nativeSize: plan.nativeSize,
                                  drawableSize: drawableSize, filters: filters)
        }
        let clock = ContinuousClock()
        let start = clock.now
        let native = plan.nativeSize
        let targets = try targets()
        let total = sweep.targets(for: plan).count

        // The reference: the same scene at `factor ×` the native size, reduced by exact area.
        // At most what the device can render in one pass: image, framebuffer and viewport limits.
        let limit = gpu.info.maxRenderTarget
        let factor = max(1, min(referenceFactor, limit.width / native.width, limit.height / native.height))
        let referenceSize = PixelSize(width: native.width * factor, height: native.height * factor)
        progress("reference: \(referenceSize) reduced to \(native) with area")
        let referenceImage = try renderReference(on: gpu, content: content, size: referenceSize)
        let prepared = QualityReference(referenceImage, pixelsPerDegree: viewing?.pixelsPerDegree)
        let referenceSeconds = Self.seconds(clock.now - start)
        try save(SavedImage(name: "reference-\(Self.name(native))", image: referenceImage))

        var metricsSeconds = 0.0, measuringSeconds = 0.0
        var pending: [(point: PendingPoint, crop: RGBAImage, flipCrop: RGBAImage?)] = []
        var nativeFrames: [Double] = []
        var notes: [String] = gpu.info.warnings ?? []
        var experiments: [SweepResult.Experiment] = []
        // The native path first: its largest difference from the reference picks the crop region.
        let metricsStart = clock.now
        let nativeRenderer = try renderer(native, [])
        let outputTarget = TargetDocument(nativeRenderer)
        let nativeImage = try nativeRenderer.renderedImage(.native)
        let (nativeQuality, nativeFLIP) = QualityMetrics.measure(nativeImage, against: prepared)
        let region = nativeImage.worstRegion(against: referenceImage, side: cropSide)
        let flipCrop = { (map: FLIPErrorMap?) in map?.cropped(x: region.x, y: region.y, width: region.width, height: region.height).colorMapped() }
        metricsSeconds += Self.seconds(clock.now - metricsStart)
        try save(SavedImage(name: "native-\(Self.name(native))", image: nativeImage))
        try save(SavedImage(name: "native-\(Self.name(native))-error", image: nativeImage.errorImage(against: referenceImage)))
        if let nativeFLIP { try save(SavedImage(name: "native-\(Self.name(native))-flip", image: nativeFLIP.colorMapped())) }

        for (index, target) in targets.enumerated() {
            let label = target.kind == .scale ? "scale \(NumberText.trimmed(target.scale, maxFractionDigits: 3))" : target.kind.rawValue
            progress("[\(index + 1)/\(targets.count)] \(label): \(target.renderSize) → \(native)")
            guard target.needsResample else {
                pending.append((PendingPoint(target: target, filter: nil, comparison: nil, extraMemoryBytes: 0, quality: nativeQuality),
                                nativeImage.cropped(x: region.x, y: region.y, width: region.width, height: region.height), flipCrop(nativeFLIP)))
                continue
            }
            let renderer = try renderer(target.renderSize, filters)
            var qualities: [ResampleFilter: QualityMetrics] = [:]
            var crops: [ResampleFilter: RGBAImage] = [:]
            var flipCrops: [ResampleFilter: RGBAImage] = [:]
            for filter in filters {
                let metricsStart = clock.now
                let image = try renderer.renderedImage(.scaled(filter))
                let (quality, flipMap) = QualityMetrics.measure(image, against: prepared)
                qualities[filter] = quality
                crops[filter] = image.cropped(x: region.x, y: region.y, width: region.width, height: region.height)
                flipCrops[filter] = flipCrop(flipMap)
                metricsSeconds += Self.seconds(clock.now - metricsStart)
                if target.kind == .drawable {
                    let stem = "drawable-\(Self.name(target.renderSize))-\(filter.rawValue)"
                    try save(SavedImage(name: stem, image: image))
                    try save(SavedImage(name: stem + "-error", image: image.errorImage(against: referenceImage)))
                    if let flipMap { try save(SavedImage(name: stem + "-flip", image: flipMap.colorMapped())) }
                }
            }
            let experiment = BenchExperiment(filters: filters, warmupRounds: warmupRounds, stop: stop, seed: seed)
            let measurement = try experiment.run(on: renderer)
            let (samples, seconds) = (measurement.samples, measurement.seconds)
            measuringSeconds += seconds
            nativeFrames += samples.filter { $0.path == .native }.compactMap { $0.duration(.frame)?.milliseconds }
            let analysis = BenchAnalysis(samples: samples, seed: seed)
            let audit = measurement.audit.summarised(
                analysis: analysis, pixelRatio: RunAudit.pixelBound(workload, pixelRatio: target.pixelRatio))
            experiments.append(SweepResult.Experiment(renderSize: target.renderSize, measuringSeconds: seconds, samples: samples, audit: audit,
                                                      anomalies: analysis.anomalies))
            if let note = renderer.timestampNote { notes.append("\(target.renderSize): \(note)") }
            for filter in filters {
                guard let comparison = analysis.comparisons.first(where: { $0.filter == filter }), let quality = qualities[filter],
                      let crop = crops[filter] else { continue }
                pending.append((PendingPoint(target: target, filter: filter, comparison: comparison,
                                             extraMemoryBytes: renderer.extraMemory(for: filter), quality: quality, auditPassed: audit.passed),
                                crop, flipCrops[filter]))
            }
        }

        // A shard that holds only the native size measured no frames: 0 until 'merge' pools them.
        let nativeMedian = nativeFrames.isEmpty && shard != nil ? 0 : SampleStatistics.median(nativeFrames)
        let points = pending.map { $0.point.finished(nativeFrameMilliseconds: nativeMedian) }
        let configuration = SweepResult.Configuration(
            display: BenchResult.DisplayDocument(plan: plan, entry: entry), workload: workload, filters: filters, scales: sweep.scales,
            warmupRounds: warmupRounds, stop: stop, seed: seed, validation: validation,
            timing: gpu.info.supportsTimestamps ? .gpuTimestamps : .hostWallClock, constraints: constraints, baselineFilter: baselineFilter,
            target: outputTarget, viewing: viewing)
        // A shard recommends nothing: 'merge' chooses among every shard's points.
        let chosen = shard != nil ? nil
            : Recommendation(choosingFrom: points.map(\.candidate), constraints: constraints, baselineFilter: baselineFilter)?.index

        // Crops for the report: the reference, the native render, the drawable size per filter and
        // the recommended point; a shard keeps every point's, for 'merge' to choose from.
        let referenceCrop = referenceImage.cropped(x: region.x, y: region.y, width: region.width, height: region.height)
        var cropImages = [SweepResult.Crop(label: "reference", pointIndex: nil, png: Base64.encode(try PNGEncoder.encode(referenceCrop)), errorPng: nil)]
        for (index, entry) in pending.enumerated() where shard != nil || SweepResult.keepsCrop(of: entry.point.target, chosen: index == chosen) {
            cropImages.append(SweepResult.Crop(
                label: points[index].candidate.label, pointIndex: index, png: Base64.encode(try PNGEncoder.encode(entry.crop)),
                errorPng: Base64.encode(try PNGEncoder.encode(entry.crop.errorImage(against: referenceCrop))),
                flipPng: try entry.flipCrop.map { Base64.encode(try PNGEncoder.encode($0)) }))
        }
        if let chosen, points[chosen].target.kind == .scale, let filter = points[chosen].filter {
            let renderer = try renderer(points[chosen].target.renderSize, [filter])
            let image = try renderer.renderedImage(.scaled(filter))
            let stem = "recommended-\(Self.name(points[chosen].target.renderSize))-\(filter.rawValue)"
            try save(SavedImage(name: stem, image: image))
            try save(SavedImage(name: stem + "-error", image: image.errorImage(against: referenceImage)))
        }
        let crops = SweepResult.Crops(x: region.x, y: region.y, width: region.width, height: region.height, images: cropImages)
        let durations = SweepResult.Durations(reference: referenceSeconds, measuring: measuringSeconds, metrics: metricsSeconds,
                                              total: Self.seconds(clock.now - start))
        return SweepResult(environment: .current(device: gpu.info, version: version), configuration: configuration,
                           reference: SweepResult.Reference(factor: factor, renderSize: referenceSize, filter: .area),
                           nativeFrameMilliseconds: nativeMedian, points: points, crops: crops, durations: durations,
                           notes: notes, experiments: experiments, shard: shard.map { ShardDocument(shard: $0, total: total) })
    }

    /// Renders the same workload and target at `size` (resolved, with MSAA) and reduces it to
    /// the native size with the exact area filter. The fill workload's ALU loop does not change
    /// the image, so the reference skips it.
    func renderReference(on gpu: GPU, content: FrameContent = .builtIn, size: PixelSize) throws(RendererError) -> RGBAImage {
        var referenceWorkload = workload
        referenceWorkload.shaderCost = 0
        let renderer = try OffscreenRenderer(gpu: gpu, workload: referenceWorkload, content: content, target: target,
                                             nativeSize: plan.nativeSize, drawableSize: size, filters: size == plan.nativeSize ? [] : [.area])
        return try renderer.renderedImage(size == plan.nativeSize ? .native : .scaled(.area))
    }

    static func name(_ size: PixelSize) -> String { "\(size.width)x\(size.height)" }

    static func seconds(_ duration: Duration) -> Double {
        let (seconds, attoseconds) = duration.components
        return Double(seconds) + Double(attoseconds) / 1e18
    }
}

/// A point whose frame time waits for the pooled native median.
struct PendingPoint {
    let target: SweepTarget
    let filter: ResampleFilter?
    let comparison: BenchAnalysis.Comparison?
    let extraMemoryBytes: Int
    let quality: QualityMetrics
    var auditPassed: Bool? = nil

    func finished(nativeFrameMilliseconds: Double) -> SweepResult.Point {
        let cost: SweepResult.Cost
        if let comparison {
            let overhead = comparison.overhead
            cost = SweepResult.Cost(ratio: 1 + overhead.estimate, low: 1 + overhead.lower, high: 1 + overhead.upper,
                                    halfWidthPoints: overhead.halfWidth * 100, sceneRatio: comparison.sceneRatio.estimate,
                                    resampleShare: comparison.resampleShare.estimate,
                                    frameMilliseconds: (1 + overhead.estimate) * nativeFrameMilliseconds, rounds: comparison.rounds)
        } else {
            cost = SweepResult.Cost(ratio: 1, low: 1, high: 1, halfWidthPoints: 0, sceneRatio: 1, resampleShare: 0,
                                    frameMilliseconds: nativeFrameMilliseconds, rounds: 0)
        }
        return SweepResult.Point(target: target, filter: filter, cost: cost, extraMemoryBytes: extraMemoryBytes, quality: quality,
                                 auditPassed: auditPassed)
    }
}
