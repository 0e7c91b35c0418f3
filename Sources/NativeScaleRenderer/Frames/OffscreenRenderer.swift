internal import CVulkan
public import NativeScaleCore

/// Renders a workload at the native size, or at the drawable size followed by a resample to the
/// native size, and times each stage with GPU timestamps.
///
/// Headless: the native-size present target stands in for the swapchain image both paths would
/// present, with a swapchain image's usages. A round of frames is one submission (see
/// ``renderRound(_:)``), so the GPU does not idle between the frames it compares. Every call
/// waits on its fence before returning, so nothing is in flight when the renderer is released.
public final class OffscreenRenderer {
    /// The device rendered on.
    public let gpu: GPU
    /// The workload and its knobs.
    public let workload: WorkloadConfiguration
    /// The colour format, MSAA samples and depth buffer rendered with.
    public let target: AttachmentConfiguration
    /// What the device offers the target: the format compute resamples store.
    public let support: TargetSupport
    /// The size rendered by the native path and produced by every resample.
    public let nativeSize: PixelSize
    /// The size the scaled path renders before resampling.
    public let drawableSize: PixelSize
    /// The filters prepared.
    public let filters: [ResampleFilter]
    /// RCAS's sharpness for the filters that sharpen.
    public let sharpness: Sharpness
    /// Untimed frames rendered at the start of each round's submission, so the measured frames
    /// start on a busy GPU (clocks up); 0 on CPU devices, which have no clocks to raise.
    public var leadInFrames: Int
    /// Rounds rendered so far: a user shader's `iFrame` (and `iTime` at 60 per second).
    public internal(set) var rounds = 0
    /// The `fill` and `textured` passes' dependent ALU iterations per fragment in the next
    /// frames: the workload's at first; a closed loop changes it between submissions to change
    /// the content's cost (a push constant, so no pipeline or image changes).
    public var shaderCost: Int
    /// How many times the scene's draws are recorded in its render pass: 1, but in a dose check
    /// of a workload with no shader cost (``renderDoseRound(_:factor:)``), and where a closed loop
    /// steps the `scene` workload's geometry: each repeat draws the same meshes at the same depth,
    /// so its vertices and triangles are work again while the depth test rejects its fragments.
    public var drawRepeats = 1

    /// The native size's images: the present target, and the target's MSAA and depth images.
    let native: AttachmentSet
    /// The drawable size's images: the drawable, and the target's MSAA and depth images.
    let drawable: AttachmentSet
    let noise: Image
    let glyphs: Image
    let sampler: Sampler
    /// Clamp-to-edge linear sampler through which resample kernels read their source.
    let sourceSampler: Sampler
    let context: CommandContext
    let queries: QueryPool
    /// The sentinel pixels that prove each measured frame wrote its images.
    let probe: DrawnWorkProbe
    /// Paths whose scene draws are left out (the render pass still begins and ends): the
    /// drawn-work check's positive control in the tests, empty otherwise.
    package var skippedDraws: Set<MeasuredPath> = []
    /// A known timing fault put back on purpose, for the tests and developers that prove the
    /// audit fails it (``InjectedFault``); nil in every real run.
    public var injectedFault: InjectedFault?
    /// What the injected host stall's scaled scene waits on.
    let stallEvent: HostEvent
    /// The last GPU-timed round's stages, less its stalled scene, in nanoseconds: the injected
    /// host stall sleeps twice it and a millisecond more, so the GPU reaches the wait first and
    /// then waits about a round's work.
    private var lastRoundWork = 0.0
    let conversion: TimestampConversion
    let stages: [ResampleFilter: any ResampleStage]
    let tracker = LayoutTracker()
    /// What the scene stage draws: one of these three.
    /// What the scene pass draws.
    let scene: Scene
    /// The least time one start dependency took in the empty ranges of a calibration at
    /// creation (``calibrationRanges`` in a row), in nanoseconds: what each range has taken
    /// out of it. The least, since a range holds at least one dependency, and subtracting more
    /// than it cost would cut into the work; 0 without GPU timestamps.
    public private(set) var dependencyFloor: Double = 0
    /// Empty ranges the creation's calibration times.
    static let calibrationRanges = 8

    /// Why GPU timestamps were abandoned for the host clock, once they were.
    public private(set) var timestampProblem: TimestampSanity.Problem?

    /// ``timestampProblem`` as the note results carry (the reports word it).
    public var timestampNote: RunNote? {
        timestampProblem.map { .timestampsUnusable(device: gpu.info.name, problem: $0, size: nil) }
    }

    /// Timestamps one frame writes at most: one per interval (``StampLayout``), the sentinel,
    /// preparation, scene, resolve barrier, resolve, transition, the resample (or an upscaler's
    /// two passes) and probe.
    static let stampsPerFrame: UInt32 = 9
    /// Timestamps a submission writes besides its frames: the calibration's start and the last
    /// stamp, and a presented frame's copy (a start and an end).
    static let stampsPerSubmission: UInt32 = 4

    /// The round whose shader inputs images are rendered with (``renderedImage(_:)``): 1 s in.
    static let imageRound = 60

    /// Checks the target on the device, then creates the images, textures, pipelines and
    /// resample stages for `filters`. `content` is what the scene stage draws for the `scene`
    /// and `shader` workloads; `sharpness` is RCAS's where a filter sharpens (`fsr1`).
    public init(
        gpu: GPU, workload: WorkloadConfiguration, content: FrameContent = .builtIn,
        target: AttachmentConfiguration = AttachmentConfiguration(colorFormat: .rgba8),
        nativeSize: PixelSize, drawableSize: PixelSize, filters: [ResampleFilter], sharpness: Sharpness = .engineDefault
    ) throws(RendererError) {
        self.sharpness = sharpness
        support = try TargetSupport(checking: target, filters: filters, blending: workload.workload == .ui, on: gpu)
        self.gpu = gpu
        self.workload = workload
        shaderCost = workload.shaderCost
        self.target = target
        self.nativeSize = nativeSize
        self.drawableSize = drawableSize
        self.filters = filters
        leadInFrames = gpu.info.kind == .cpu ? 0 : 1
        let rgba8 = VK_FORMAT_R8G8B8A8_UNORM
        native = try AttachmentSet(
            gpu: gpu, size: nativeSize, target: target, usage: Image.Usage.presentTarget, tracker: tracker,
            label: "native present target")
        drawable = try AttachmentSet(
            gpu: gpu, size: drawableSize, target: target, usage: Image.Usage.drawable, tracker: tracker,
            label: "drawable image")
        noise = try Image(gpu: gpu, width: 1024, height: 1024, format: rgba8, usage: Image.Usage.texture, label: "noise texture")
        glyphs = try Image(gpu: gpu, width: 256, height: 256, format: rgba8, usage: Image.Usage.texture, label: "glyph texture")
        sampler = try Sampler(gpu: gpu)
        sourceSampler = try Sampler(gpu: gpu, filter: VK_FILTER_LINEAR, addressMode: VK_SAMPLER_ADDRESS_MODE_CLAMP_TO_EDGE)
        context = try CommandContext(gpu: gpu)
        stallEvent = try HostEvent(gpu: gpu)
        queries = try QueryPool(gpu: gpu, count: Self.stampsPerFrame * UInt32(filters.count + 1) + Self.stampsPerSubmission)
        probe = try DrawnWorkProbe(gpu: gpu, capacity: 2 * (filters.count + 1), tracker: tracker)
        conversion = TimestampConversion(period: gpu.info.timestampPeriod ?? 0, validBits: gpu.info.timestampValidBits)
        try TextureUpload.upload(
            RGBAImage(width: 1024, height: 1024, bytes: TextureContent.noise1024), into: noise.handle, gpu: gpu,
            context: context, tracker: tracker)
        try TextureUpload.upload(
            RGBAImage(width: 256, height: 256, bytes: TextureContent.glyphs256), into: glyphs.handle, gpu: gpu,
            context: context, tracker: tracker)
        scene = try Self.makeScene(content, gpu: gpu, target: target, noise: noise, glyphs: glyphs, sampler: sampler, context: context, tracker: tracker)
        stages = try Self.makeStages(
            filters, gpu: gpu, target: target, storageFormat: support.storageFormat, drawableSize: drawableSize,
            nativeSize: nativeSize, drawable: drawable, native: native,
            sampler: sourceSampler, sharpness: sharpness, context: context)
        dependencyFloor = try calibrateDependency()
    }

    /// Times ``calibrationRanges`` empty ranges in a row (each a start stamp and its
    /// dependency) in one submission, and returns the shortest; 0 when timestamps are not used.
    private func calibrateDependency() throws(RendererError) -> Double {
        guard timingSource == .gpuTimestamps, UInt32(Self.calibrationRanges + 1) <= queries.count else { return 0 }
        queries.reset()
        _ = try context.run { commandBuffer in
            for slot in 0...Self.calibrationRanges { queries.writeStart(UInt32(slot), in: commandBuffer) }
        }
        let stamps = try queries.results(UInt32(Self.calibrationRanges + 1))
        let ranges = zip(stamps, stamps.dropFirst()).map { conversion.nanoseconds(from: $0, to: $1) }.filter(\.isFinite)
        return max(0, ranges.min() ?? 0)
    }

    /// Device memory of the images and tables, from `VkMemoryRequirements`.
    public var memory: RenderMemory {
        RenderMemory(
            nativeImageBytes: native.color.memoryBytes, drawableImageBytes: drawable.color.memoryBytes,
            intermediateBytes: stages.values.map(\.intermediateBytes).reduce(0, +),
            weightTableBytes: stages.values.map(\.tableBytes).reduce(0, +),
            resampleOutputBytes: stages.values.map(\.outputBytes).reduce(0, +),
            nativeAttachmentBytes: native.attachmentBytes, drawableAttachmentBytes: drawable.attachmentBytes,
            sceneBytes: scene.memoryBytes)
    }

    /// Device memory the scaled path with `filter` needs beyond the native path: the drawable
    /// image and its MSAA and depth images, and what the filter's stage owns (its output image,
    /// intermediate and weight tables).
    public func extraMemory(for filter: ResampleFilter) -> Int {
        drawable.color.memoryBytes + drawable.attachmentBytes + (stages[filter]?.ownedBytes ?? 0)
    }

    /// The format `path`'s finished frame is stored in.
    public func outputFormat(of path: MeasuredPath) -> PixelFormat {
        switch path {
        case .native: target.colorFormat
        case .scaled(let filter): stages[filter]?.outputFormat ?? target.colorFormat
        }
    }

    /// Whether stages are timed with GPU timestamps (else host wall clock): the device must
    /// support them and they must have passed ``TimestampSanity`` so far.
    public var timingSource: TimingClock {
        gpu.info.supportsTimestamps && timestampProblem == nil ? .gpuTimestamps : .hostWallClock
    }

    /// Renders one frame on `path` and returns its stage timings.
    public func render(_ path: MeasuredPath) throws(RendererError) -> FrameTiming {
        try renderRound([path])[0]
    }

    /// Renders `paths` in order as one submission and returns one timing per path
    /// (``renderAuditedRound(_:)`` without its checks).
    public func renderRound(_ paths: [MeasuredPath]) throws(RendererError) -> [FrameTiming] {
        try renderAuditedRound(paths).frames
    }

    /// Renders `paths` in order as one submission, after ``leadInFrames`` untimed frames of the
    /// first, each frame with its own timestamp slots and drawn-work probe; returns the frames'
    /// timings with the figures that check them (``RoundTiming``). Frames whose timestamps fail
    /// ``TimestampSanity`` switch the renderer to the host clock for good (``timestampProblem``)
    /// and the round is timed again that way. Every frame of a round draws the same image (a
    /// user shader's time is the round's); the next round advances it.
    public func renderAuditedRound(_ paths: [MeasuredPath]) throws(RendererError) -> RoundTiming {
        defer { rounds += 1 }
        return try renderRound(paths, round: rounds)
    }

    /// Renders `paths` as ``renderAuditedRound(_:)`` does, with the shader inputs of the round
    /// just rendered, at `factor` times the content's cost: the audit's dose check, whose added
    /// work the stages must absorb. The `fill` pass takes `factor` times its dependent ALU
    /// iterations (a push constant); every other workload records its draws `factor` times in
    /// the same render pass. No image, barrier or stamp changes, so every interval outside the
    /// stages must take what it took at the first cost.
    public func renderDoseRound(_ paths: [MeasuredPath], factor: Int) throws(RendererError) -> RoundTiming {
        let (cost, repeats) = (shaderCost, drawRepeats)
        if workload.workload == .fill, shaderCost > 0 { shaderCost = cost * factor } else { drawRepeats = factor }
        defer { (shaderCost, drawRepeats) = (cost, repeats) }
        return try renderRound(paths, round: max(0, rounds - 1))
    }

    /// Renders `path` alone, each phase in a submission of its own timed on the host clock
    /// (the scene with its resolve, then the resample), as the audit's isolated check does:
    /// nothing else shares the submissions, so each host time bounds its phase's work whatever
    /// the timestamps do.
    public func renderIsolated(_ path: MeasuredPath) throws(RendererError) -> RoundTiming {
        defer { rounds += 1 }
        return try renderRoundOnHost([path], round: rounds)
    }

    /// The host time of a submission that records nothing (`vkQueueSubmit` to the fence): what
    /// each of ``renderIsolated(_:)``'s phases pays beyond its work (more under the validation
    /// layer, which checks every submission), in nanoseconds.
    public func emptySubmission() throws(RendererError) -> Double {
        (try context.run { _ in }).inNanoseconds
    }

    private func renderRound(_ paths: [MeasuredPath], round: Int) throws(RendererError) -> RoundTiming {
        guard timingSource == .gpuTimestamps, let first = paths.first else {
            return try renderRoundOnHost(paths, round: round)
        }
        let chain = StampChain(frames: paths.map { stampLayout(of: $0, probed: true) })
        guard UInt32(chain.count) <= queries.count, 2 * paths.count <= probe.capacity else {
            throw .recording(.timestampSlots(frames: paths.count, prepared: queries.count))
        }
        queries.reset()
        let targets = try paths.map { path throws(RendererError) in try probeTargets(of: path) }
        // The injected host stall: the first filter's scene waits for the host's set, in every round.
        let stalled = injectedFault == .hostStall ? filters.first.flatMap { paths.firstIndex(of: .scaled($0)) } : nil
        if stalled != nil { try stallEvent.reset() }
        let (host, submitted) = try context.runMarked(
            { commandBuffer throws(RendererError) in
                for _ in 0..<leadInFrames { try recordFrame(first, in: commandBuffer, firstQuery: nil, round: round) }
                // The calibration's start; the first frame's first stamp ends it.
                queries.writeStart(0, in: commandBuffer)
                for (index, (path, slot)) in zip(paths, chain.firstSlots).enumerated() {
                    try recordFrame(
                        path, in: commandBuffer, firstQuery: UInt32(slot), round: round, probing: (targets[index], 2 * index),
                        stalls: index == stalled)
                }
                queries.write(UInt32(chain.count - 1), in: commandBuffer)
                probe.recordHostRead(in: commandBuffer)
            },
            whileRunning: { () throws(RendererError) in
                guard stalled != nil else { return }
                BootClock.sleep(nanoseconds: 2 * lastRoundWork + 1e6)
                try stallEvent.set()
            })
        let stamps = try queries.results(UInt32(chain.count))
        let written = try drawnWork(of: targets)
        let timing: RoundTiming
        do throws(StampChain.Unusable) {
            timing = try chain.timing(
                of: stamps, conversion: conversion, floor: dependencyFloor, host: host.inNanoseconds,
                submitted: submitted, drawnWork: written)
        } catch {
            timestampProblem = error.problem
            return try renderRoundOnHost(paths, round: round)
        }
        // The stalled frame's scene holds the wait, not work: the next stall sleeps past the rest.
        var work = 0.0
        for (index, frame) in timing.frames.enumerated() { work += index == stalled ? frame.frame - frame.scene : frame.frame }
        lastRoundWork = work
        return timing
    }

    /// The images a frame of `path` must write: its scene's single-sample image, then its output.
    func probeTargets(of path: MeasuredPath) throws(RendererError) -> [DrawnWorkProbe.Target] {
        let output = DrawnWorkProbe.Target(image: try output(of: path), size: nativeSize, format: outputFormat(of: path))
        switch path {
        case .native: return [output, output]
        case .scaled: return [DrawnWorkProbe.Target(image: drawable.color.handle, size: drawableSize, format: target.colorFormat), output]
        }
    }

    /// What the probes of a round's frames read back.
    func drawnWork(of targets: [[DrawnWorkProbe.Target]]) throws(RendererError) -> [DrawnWork] {
        let written = try probe.written(firstSlot: 0, formats: targets.flatMap { $0.map(\.format) })
        return targets.indices.map { DrawnWork(scene: written[2 * $0], output: written[2 * $0 + 1]) }
    }

    /// Renders `path` and reads back the native-size result (`vkCmdCopyImageToBuffer`), rounded
    /// to 8 bits per channel; a user shader draws its image at ``imageRound``.
    public func renderedImage(_ path: MeasuredPath) throws(RendererError) -> RGBAImage {
        try renderedPixels(path).rgba8
    }

    /// Renders `path` and reads back the native-size result as stored, in floating point.
    public func renderedPixels(_ path: MeasuredPath) throws(RendererError) -> RGBAFloatImage {
        _ = try renderRound([path], round: Self.imageRound)
        return try readBack(output(of: path), size: nativeSize, format: outputFormat(of: path))
    }

    /// The scene at the drawable size, as the last scaled frame rendered it (resolved).
    public func drawableImageContents() throws(RendererError) -> RGBAImage {
        try drawablePixels().rgba8
    }

    /// The resolved drawable as stored, in floating point.
    public func drawablePixels() throws(RendererError) -> RGBAFloatImage {
        try readBack(drawable.color.handle, size: drawableSize, format: target.colorFormat)
    }

}
