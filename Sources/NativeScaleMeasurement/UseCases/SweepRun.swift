import NativeScaleAnalysis
import NativeScaleCore
import NativeScaleExperiments
import NativeScaleQuality
import NativeScaleReferences
import NativeScaleRenderer
import NativeScaleRendering
import NativeScaleResults
import NativeScaleStatistics
import NativeScaleTuning

/// One sweep in progress on a device: the reference and the native render it starts from, then
/// each render size's quality and cost as it is measured, then the result.
struct SweepRun {
    let sweep: SweepUseCase
    let device: any SweepDevice
    let save: (SavedImage) throws -> Void
    let clock = ContinuousClock()
    let start: ContinuousClock.Instant

    /// The reference (`factor` × the native size per axis, reduced by exact area) and its
    /// prepared planes for the metrics.
    let factor: Int
    let referenceSize: PixelSize
    let referenceImage: RGBAImage
    let prepared: QualityReference
    let referenceSeconds: Double
    /// A sequence's reference frames (frame 0 is `referenceImage`); empty for a still sweep.
    let referenceFrames: [RGBAImage]
    /// The native path over the sequence; nil for a still sweep.
    let nativeSequence: JudgedSequence?
    /// The native render, its quality, and the crop region where it differs most from the reference.
    let nativeImage: RGBAImage
    let nativeQuality: QualityMetrics
    let nativeFLIP: FLIPErrorMap?
    let region: (x: Int, y: Int, width: Int, height: Int)
    let outputTarget: TargetDocument
    /// ColorVideoVDP on the request's display, when JOD is measured.
    let colorVideoVDP: ColorVideoVDP?
    /// The request's constraints, a JOD loss resolved against the native render's JOD.
    let constraints: TuningConstraints

    var metricsSeconds = 0.0, measuringSeconds = 0.0
    /// Every point, in the order of the table: quality first, cost once timed.
    var points: [SweepPoint] = []
    /// Each render size that needs a resample, with its points and its timing so far.
    var timings: [SweepTiming] = []
    /// The renderers of render sizes still being timed.
    var renderers: [Int: any SweepRendering] = [:]
    var notes: [RunNote]
    /// Whether the adaptive race ended with the recommendation settled; nil when no race ran
    /// (`--exhaustive`, a shard).
    var raceSettled: Bool?
    /// The race's error control, and the looks it took; nil when no race ran.
    var raceDesign: RaceDesign?
    var raceLooks = 0
    /// The candidates the race left.
    var raceLeft: [Int] = []

    /// Renders the reference and the native image (saving both), and picks the crop region.
    init(
        sweep: SweepUseCase, device: any SweepDevice, save: @escaping (SavedImage) throws -> Void,
        progress: (SweepProgress) -> Void
    ) throws {
        (self.sweep, self.device, self.save) = (sweep, device, save)
        colorVideoVDP = sweep.request.display.map { ColorVideoVDP(display: $0) }
        start = clock.now
        let native = sweep.request.plan.nativeSize
        // At most what the device can render in one pass: image, framebuffer and viewport limits.
        let limit = device.info.maxRenderTarget
        factor = max(1, min(sweep.request.referenceFactor, limit.width / native.width, limit.height / native.height))
        referenceSize = PixelSize(width: native.width * factor, height: native.height * factor)
        progress(.reference(size: referenceSize, native: native))
        if sweep.request.workload.sequence != nil {
            referenceFrames = try device.referenceFrames(workload: sweep.request.workload, nativeSize: native, size: referenceSize)
            referenceImage = referenceFrames[0]
        } else {
            referenceFrames = []
            referenceImage = try device.referenceImage(workload: sweep.request.workload, nativeSize: native, size: referenceSize)
        }
        prepared = QualityReference(referenceImage, pixelsPerDegree: sweep.request.viewing?.pixelsPerDegree)
        referenceSeconds = (clock.now - start).inSeconds
        try save(SavedImage(name: "reference-\(SweepUseCase.name(native))", image: referenceImage))
        notes = device.info.notes ?? []
        // The native path first: its largest difference from the reference picks the crop region.
        let metricsStart = clock.now
        // Where the format's buffer is not the panel, the native path renders the whole buffer and
        // the system's resample takes it to the panel (``SystemResample``), as every point.
        let buffer = sweep.request.bufferSize
        let nativeRenderer = try device.renderer(workload: sweep.request.workload, nativeSize: buffer, drawableSize: buffer, filters: [])
        outputTarget = nativeRenderer.targetDocument
        let moving = sweep.request.workload.sequence != nil
        nativeImage = Self.panelImage(
            moving ? try nativeRenderer.renderedImage(.native, frame: 0) : try nativeRenderer.renderedImage(.native), system: sweep.request.system)
        let worst = nativeImage.worstRegion(against: referenceImage, side: sweep.request.cropSide)
        region = (worst.x, worst.y, worst.width, worst.height)
        if moving {
            // A sequence: the native path judged over every frame (the crop region is frame 0's).
            // Frame 0 is the image already rendered for the region.
            let system = sweep.request.system
            let cropped = region
            let first = nativeImage
            let judged = try Self.judge(
                references: referenceFrames, metric: colorVideoVDP, request: sweep.request,
                crop: { $0.cropped(x: cropped.x, y: cropped.y, width: cropped.width, height: cropped.height) },
                render: { $0 == 0 ? first : try Self.panelImage(nativeRenderer.renderedImage(.native, frame: $0), system: system) })
            (nativeQuality, nativeFLIP, nativeSequence) = (judged.quality, judged.worstFLIP, judged)
        } else {
            let (measured, flip) = QualityMetrics.measure(nativeImage, against: prepared)
            (nativeQuality, nativeFLIP) = (measured.with(jod: colorVideoVDP?.score(nativeImage, against: referenceImage).jod), flip)
            nativeSequence = nil
        }
        constraints = sweep.request.constraints.resolvingJOD(native: nativeQuality)
        metricsSeconds += (clock.now - metricsStart).inSeconds
        try save(SavedImage(name: "native-\(SweepUseCase.name(native))", image: nativeImage))
        try save(SavedImage(name: "native-\(SweepUseCase.name(native))-error", image: nativeImage.errorImage(against: referenceImage)))
        if let nativeFLIP { try save(SavedImage(name: "native-\(SweepUseCase.name(native))-flip", image: nativeFLIP.colorMapped())) }
    }

    func renderer(_ drawableSize: PixelSize, _ filters: [ResampleFilter]) throws(RendererError) -> any SweepRendering {
        try device.renderer(workload: sweep.request.workload, nativeSize: sweep.request.bufferSize, drawableSize: drawableSize, filters: filters)
    }

    /// `image`, a frame as the app leaves it in its buffer, as the panel shows it: after the
    /// system's resample (its stand-in filter on the CPU, ``ReferenceResampler``), or as it is
    /// where the buffer is the panel's pixels.
    static func panelImage(_ image: RGBAImage, system: SystemResample?) -> RGBAImage {
        guard let system else { return image }
        return ReferenceResampler.resample(image, to: system.panel.width, system.panel.height, filter: system.filter)
    }

    func crop(_ image: RGBAImage) -> RGBAImage { image.cropped(x: region.x, y: region.y, width: region.width, height: region.height) }

    func flipCrop(_ map: FLIPErrorMap?) -> RGBAImage? {
        map?.cropped(x: region.x, y: region.y, width: region.width, height: region.height).colorMapped()
    }

    /// One render size's points: each filter's output against the reference (or the native
    /// render's), before any timing.
    mutating func measureQuality(_ target: SweepTarget) throws {
        guard target.needsResample else {
            points.append(
                SweepPoint(
                    target: target, filter: nil, quality: nativeQuality, extraMemoryBytes: 0, crop: nativeSequence?.crop ?? crop(nativeImage),
                    flipCrop: flipCrop(nativeFLIP), frames: nativeSequence?.frames, strip: nativeSequence?.strip))
            return
        }
        let renderer = try renderer(target.renderSize, sweep.request.filters)
        let quality = try measureQuality(of: target, on: renderer)
        var indices: [Int] = []
        for filter in sweep.request.filters {
            guard let metrics = quality[filter] else { continue }
            indices.append(points.count)
            points.append(
                SweepPoint(
                    target: target, filter: filter, quality: metrics.quality, extraMemoryBytes: renderer.extraMemory(for: filter),
                    crop: metrics.crop, flipCrop: metrics.flipCrop, frames: metrics.sequence?.frames, strip: metrics.sequence?.strip))
        }
        // A render size that will be timed keeps its renderer (its pipelines are compiled once).
        if sweep.request.exhaustive || target.kind == .drawable || target.kind == .preset || indices.contains(where: { mayRace(points[$0].quality) }) {
            renderers[timings.count] = renderer
        }
        timings.append(SweepTiming(target: target, points: indices))
    }

    /// Whether a point of this quality may be timed by the race: what the sweep's
    /// ``RecommendationRule`` settles by quality alone, known as soon as the native render's
    /// quality is (a floor that no point reaches is found only at the end; those renderers are
    /// made again then).
    func mayRace(_ quality: QualityMetrics) -> Bool {
        let rule = RecommendationRule(constraints: constraints, metric: sweep.request.metric)
        return rule.settlement(of: quality, native: nativeQuality, kind: rule.kind()) == nil
    }

    /// Times `filters` at render size `index` for one batch (`stop`), after the batches before
    /// it, and updates its points' costs and audit from all of its batches.
    mutating func measureBatch(_ index: Int, filters: [ResampleFilter], stop: StopCondition) throws {
        let target = timings[index].target
        let renderer = try renderers[index] ?? renderer(target.renderSize, sweep.request.filters)
        renderers[index] = renderer
        let before = timings[index].rounds
        // The first batch warms the renderer up; later ones need only a round to settle.
        let experiment = BenchExperiment(
            filters: filters, warmupRounds: before == 0 ? sweep.request.warmupRounds : 1, stop: stop, seed: sweep.request.seed,
            roundsBefore: before)
        let measurement = try experiment.run(on: renderer)
        timings[index].add(measurement)
        measuringSeconds += measurement.seconds
        if let note = renderer.timestampNote?.at(target.renderSize), !notes.contains(note) { notes.append(note) }
        let analysis = BenchAnalysis(samples: timings[index].samples, seed: sweep.request.seed)
        let audit = timings[index].audit?.summarised(
            analysis: analysis, samples: timings[index].samples,
            pixelRatio: target.pixelRatio, pixelBound: RunAudit.isPixelBound(sweep.request.workload),
            resolution: device.info.timerResolution)
        timings[index].experiment = SweepResult.Experiment(
            renderSize: target.renderSize, measuringSeconds: timings[index].seconds,
            samples: timings[index].samples, audit: audit, anomalies: analysis.anomalies)
        for point in timings[index].points {
            points[point].comparison = analysis.comparisons.first { $0.filter == points[point].filter && $0.rounds > 0 }
            if let filter = points[point].filter {
                points[point].renderers = timings[index].perBatch { RoundPairs($0, filter: filter).ratios(.frame) }.filter { !$0.isEmpty }
            }
            points[point].auditPassed = audit?.passed
        }
    }

    /// Each filter's output at `target` against the reference, with its crops; the drawable
    /// size's outputs are saved.
    mutating func measureQuality(
        of target: SweepTarget, on renderer: any SweepRendering
    ) throws
        -> [ResampleFilter: (quality: QualityMetrics, crop: RGBAImage, flipCrop: RGBAImage?, sequence: JudgedSequence?)]
    {
        var measured: [ResampleFilter: (quality: QualityMetrics, crop: RGBAImage, flipCrop: RGBAImage?, sequence: JudgedSequence?)] = [:]
        for filter in sweep.request.filters {
            let metricsStart = clock.now
            let system = sweep.request.system
            if !referenceFrames.isEmpty {
                // A sequence: every frame judged, the worst kept for the crops and the saved images.
                let judged = try judge { try Self.panelImage(renderer.renderedImage(.scaled(filter), frame: $0), system: system) }
                measured[filter] = (judged.quality, judged.crop, flipCrop(judged.worstFLIP), judged)
                metricsSeconds += (clock.now - metricsStart).inSeconds
                if target.kind == .drawable {
                    let stem = "drawable-\(SweepUseCase.name(target.renderSize))-\(filter.rawValue)-frame\(judged.worstFrame)"
                    try save(SavedImage(name: stem, image: judged.worstImage))
                    try save(SavedImage(name: stem + "-error", image: judged.worstImage.errorImage(against: referenceFrames[judged.worstFrame])))
                    if let map = judged.worstFLIP { try save(SavedImage(name: stem + "-flip", image: map.colorMapped())) }
                }
                continue
            }
            let image = Self.panelImage(try renderer.renderedImage(.scaled(filter)), system: system)
            let (quality, flipMap) = QualityMetrics.measure(image, against: prepared)
            let jod = colorVideoVDP?.score(image, against: referenceImage).jod
            measured[filter] = (quality.with(jod: jod), crop(image), flipCrop(flipMap), nil)
            metricsSeconds += (clock.now - metricsStart).inSeconds
            if target.kind == .drawable {
                let stem = "drawable-\(SweepUseCase.name(target.renderSize))-\(filter.rawValue)"
                try save(SavedImage(name: stem, image: image))
                try save(SavedImage(name: stem + "-error", image: image.errorImage(against: referenceImage)))
                if let flipMap { try save(SavedImage(name: stem + "-flip", image: flipMap.colorMapped())) }
            }
        }
        return measured
    }

    /// The median native frame over every render size's batches so far, in milliseconds.
    var nativeFrameMilliseconds: Double {
        SampleStatistics.median(timings.flatMap { $0.samples.filter { $0.path == .native }.compactMap { $0.duration(.frame)?.milliseconds } })
    }

    /// The points with their pooled native frame time, the recommendation, the crops and the result.
    func finish(version: String) throws -> SweepResult {
        // A shard that holds only the native size measured no frames: 0 until 'merge' pools them.
        let measured = timings.contains { !$0.samples.isEmpty }
        let nativeMedian = !measured && sweep.request.shard != nil ? 0 : nativeFrameMilliseconds
        let finished = points.map { $0.finished(nativeFrameMilliseconds: nativeMedian) }
        let configuration = configuration
        // A shard recommends nothing: 'merge' chooses among every shard's points.
        let race = raceOutcome(points: finished, configuration: configuration, nativeFrameMilliseconds: nativeMedian)
        let chosen = sweep.request.shard != nil ? nil : SweepResult.choose(among: finished, configuration: configuration, race: race).recommendation?.pointIndex
        let crops = try cropImages(points: finished, chosen: chosen)
        try saveRecommended(points: finished, chosen: chosen)
        let durations = SweepResult.Durations(
            reference: referenceSeconds, measuring: measuringSeconds, metrics: metricsSeconds,
            total: (clock.now - start).inSeconds)
        let total = sweep.request.allTargets.count
        let result = SweepResult(
            environment: .current(device: device.info, version: version), configuration: configuration,
            reference: SweepResult.Reference(factor: factor, renderSize: referenceSize, filter: .area),
            nativeFrameMilliseconds: nativeMedian, points: finished, crops: crops, durations: durations,
            notes: notes, experiments: timings.compactMap(\.experiment),
            shard: sweep.request.shard.map { ShardDocument(shard: $0, total: total) },
            race: race?.with(
                stability: stability(
                    of: race, points: finished, configuration: configuration,
                    nativeFrameMilliseconds: nativeMedian, chosen: chosen)))
        return result
    }

    var configuration: SweepResult.Configuration {
        SweepResult.Configuration(
            display: BenchResult.DisplayDocument(plan: sweep.request.plan, entry: sweep.request.entry), workload: sweep.request.workload,
            filters: sweep.request.filters,
            scales: sweep.request.sweep.scales, warmupRounds: sweep.request.warmupRounds, stop: sweep.request.stop, seed: sweep.request.seed,
            validation: sweep.request.validation,
            timing: device.info.supportsTimestamps ? .gpuTimestamps : .hostWallClock, constraints: constraints,
            baselineFilter: sweep.request.baselineFilter, target: outputTarget, viewing: sweep.request.viewing, qualityMetric: sweep.request.metric,
            colorVideoVDPDisplay: sweep.request.display,
            exhaustive: sweep.request.exhaustive, alpha: sweep.request.raceAlpha,
            presets: sweep.request.sweep.presets.isEmpty ? nil : sweep.request.sweep.presets,
            sharpness: sweep.request.filters.contains(where: \.sharpens) ? sweep.request.sharpness : nil, system: sweep.request.system)
    }

    /// Crops for the report: the reference, the native render, the drawable size per filter and
    /// the recommended point; a shard keeps every point's, for 'merge' to choose from.
    func cropImages(points: [SweepResult.Point], chosen: Int?) throws -> SweepResult.Crops {
        let referenceCrop = crop(referenceImage)
        var images = [SweepResult.Crop(label: "reference", pointIndex: nil, png: Base64.encode(try PNGEncoder.encode(referenceCrop)), errorPng: nil)]
        for (index, entry) in self.points.enumerated() where sweep.request.shard != nil || SweepResult.keepsCrop(of: entry.target, chosen: index == chosen) {
            images.append(
                SweepResult.Crop(
                    label: entry.label, pointIndex: index, png: Base64.encode(try PNGEncoder.encode(entry.crop)),
                    errorPng: Base64.encode(try PNGEncoder.encode(entry.crop.errorImage(against: referenceCrop))),
                    flipPng: try entry.flipCrop.map { Base64.encode(try PNGEncoder.encode($0)) },
                    stripPng: try entry.strip.map { Base64.encode(try PNGEncoder.encode($0)) }))
        }
        return SweepResult.Crops(x: region.x, y: region.y, width: region.width, height: region.height, images: images)
    }

    /// The recommended point's full output and its error image, when it is a scaled size.
    func saveRecommended(points: [SweepResult.Point], chosen: Int?) throws {
        guard let chosen, [.scale, .preset].contains(points[chosen].target.kind), let filter = points[chosen].filter else { return }
        // A sequence's first frame, against the reference's first frame.
        let renderer = try renderer(points[chosen].target.renderSize, [filter])
        let rendered = referenceFrames.isEmpty ? try renderer.renderedImage(.scaled(filter)) : try renderer.renderedImage(.scaled(filter), frame: 0)
        let image = Self.panelImage(rendered, system: sweep.request.system)
        let stem = "recommended-\(SweepUseCase.name(points[chosen].target.renderSize))-\(filter.rawValue)"
        try save(SavedImage(name: stem, image: image))
        try save(SavedImage(name: stem + "-error", image: image.errorImage(against: referenceImage)))
    }
}
