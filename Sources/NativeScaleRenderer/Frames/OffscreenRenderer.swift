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
    /// The size rendered by the native path and produced by every resample.
    public let nativeSize: PixelSize
    /// The size the scaled path renders before resampling.
    public let drawableSize: PixelSize
    /// The filters prepared.
    public let filters: [ResampleFilter]
    /// Untimed frames rendered at the start of each round's submission, so the measured frames
    /// start on a busy GPU (clocks up); 0 on CPU devices, which have no clocks to raise.
    public var leadInFrames: Int

    let presentTarget: Image
    let drawableImage: Image
    let noise: Image
    let glyphs: Image
    let sampler: Sampler
    /// Clamp-to-edge linear sampler through which resample kernels read their source.
    let sourceSampler: Sampler
    let descriptorPool: DescriptorPool
    let fillPipeline: Pipeline
    let texturedPipeline: Pipeline
    let uiPipeline: Pipeline
    let context: CommandContext
    let queries: QueryPool
    let conversion: TimestampConversion
    let textureSets: (noise: VkDescriptorSet, glyphs: VkDescriptorSet)
    let stages: [ResampleFilter: any ResampleStage]
    let tracker = LayoutTracker()
    /// Why GPU timestamps were abandoned for the host clock, once they were.
    public private(set) var timestampProblem: TimestampSanity.Problem?

    /// ``timestampProblem`` as the sentence results carry.
    public var timestampNote: String? {
        timestampProblem.map { TimestampSanity.describe($0, device: gpu.info.name) }
    }

    /// Timestamps one frame writes at most: scene start/end, and on a scaled path resample start/end.
    static let stampsPerFrame: UInt32 = 4

    /// The timestamps a frame of `path` writes (``recordFrame(_:in:firstQuery:)``).
    static func stampCount(of path: RenderPath) -> UInt32 { path == .native ? 2 : stampsPerFrame }

    /// Creates the images, textures, pipelines and resample stages for `filters`.
    public init(gpu: GPU, workload: WorkloadConfiguration, nativeSize: PixelSize, drawableSize: PixelSize,
                filters: [ResampleFilter]) throws(RendererError) {
        self.gpu = gpu
        self.workload = workload
        self.nativeSize = nativeSize
        self.drawableSize = drawableSize
        self.filters = filters
        leadInFrames = gpu.info.kind == .cpu ? 0 : 1
        let rgba8 = VK_FORMAT_R8G8B8A8_UNORM
        presentTarget = try Image(gpu: gpu, width: nativeSize.width, height: nativeSize.height, format: rgba8,
                                  usage: Image.Usage.presentTarget, label: "native present target")
        drawableImage = try Image(gpu: gpu, width: drawableSize.width, height: drawableSize.height, format: rgba8,
                                  usage: Image.Usage.drawable, label: "drawable image")
        noise = try Image(gpu: gpu, width: 1024, height: 1024, format: rgba8, usage: Image.Usage.texture, label: "noise texture")
        glyphs = try Image(gpu: gpu, width: 256, height: 256, format: rgba8, usage: Image.Usage.texture, label: "glyph texture")
        sampler = try Sampler(gpu: gpu)
        sourceSampler = try Sampler(gpu: gpu, filter: VK_FILTER_LINEAR, addressMode: VK_SAMPLER_ADDRESS_MODE_CLAMP_TO_EDGE)
        descriptorPool = try DescriptorPool(gpu: gpu, sets: 2)
        let sceneSize = MemoryLayout<SceneConstants>.size
        let fragmentTexture = [Pipeline.Binding(type: VK_DESCRIPTOR_TYPE_COMBINED_IMAGE_SAMPLER, stages: VK_SHADER_STAGE_FRAGMENT_BIT)]
        fillPipeline = try Pipeline(gpu: gpu, vertex: ShaderLibrary.fullscreenVertex, fragment: ShaderLibrary.sceneFillFragment,
                                    colorFormat: rgba8, blend: false, bindings: [], pushConstantSize: sceneSize, label: "fill")
        texturedPipeline = try Pipeline(gpu: gpu, vertex: ShaderLibrary.fullscreenVertex, fragment: ShaderLibrary.sceneTexturedFragment,
                                        colorFormat: rgba8, blend: false, bindings: fragmentTexture, pushConstantSize: sceneSize, label: "textured")
        uiPipeline = try Pipeline(gpu: gpu, vertex: ShaderLibrary.uiQuadVertex, fragment: ShaderLibrary.uiQuadFragment,
                                  colorFormat: rgba8, blend: true, bindings: fragmentTexture, pushConstantSize: sceneSize, label: "ui")
        context = try CommandContext(gpu: gpu)
        queries = try QueryPool(gpu: gpu, count: Self.stampsPerFrame * UInt32(filters.count + 1) + 1)
        conversion = TimestampConversion(period: gpu.info.timestampPeriod ?? 0, validBits: gpu.info.timestampValidBits)
        textureSets = (
            try descriptorPool.makeSet(for: texturedPipeline, [.sampledImage(noise.view, sampler.handle, VK_IMAGE_LAYOUT_SHADER_READ_ONLY_OPTIMAL)]),
            try descriptorPool.makeSet(for: uiPipeline, [.sampledImage(glyphs.view, sampler.handle, VK_IMAGE_LAYOUT_SHADER_READ_ONLY_OPTIMAL)])
        )
        var stages: [ResampleFilter: any ResampleStage] = [:]
        for filter in filters {
            stages[filter] = filter == .blit
                ? BlitResampleStage(gpu: gpu, source: drawableImage.handle, sourceSize: drawableSize, target: presentTarget.handle, targetSize: nativeSize)
                : try ComputeResampleStage(gpu: gpu, filter: filter, drawable: drawableImage.view, sourceSize: drawableSize,
                                           destinationSize: nativeSize, sampler: sourceSampler.handle, context: context)
        }
        self.stages = stages
        try uploadTextures()
    }

    /// Device memory of the images and tables, from `VkMemoryRequirements`.
    public var memory: RenderMemory {
        RenderMemory(nativeImageBytes: presentTarget.memoryBytes, drawableImageBytes: drawableImage.memoryBytes,
                     intermediateBytes: stages.values.map(\.intermediateBytes).reduce(0, +),
                     weightTableBytes: stages.values.map(\.tableBytes).reduce(0, +),
                     resampleOutputBytes: stages.values.map(\.outputBytes).reduce(0, +))
    }

    /// Device memory the scaled path with `filter` needs beyond the native path: the drawable
    /// image and what the filter's stage owns (its output image, intermediate and weight tables).
    public func extraMemory(for filter: ResampleFilter) -> Int {
        drawableImage.memoryBytes + (stages[filter]?.ownedBytes ?? 0)
    }

    /// Whether stages are timed with GPU timestamps (else host wall clock): the device must
    /// support them and they must have passed ``TimestampSanity`` so far.
    public var timingSource: TimingSource {
        gpu.info.supportsTimestamps && timestampProblem == nil ? .gpuTimestamps : .hostWallClock
    }

    /// Renders one frame on `path` and returns its stage timings.
    public func render(_ path: RenderPath) throws(RendererError) -> FrameTiming {
        try renderRound([path])[0]
    }

    /// Renders `paths` in order as one submission, after ``leadInFrames`` untimed frames of the
    /// first, each frame with its own timestamp slots; returns one timing per path. Frames whose
    /// timestamps fail ``TimestampSanity`` switch the renderer to the host clock for good
    /// (``timestampProblem``) and the round is timed again that way.
    public func renderRound(_ paths: [RenderPath]) throws(RendererError) -> [FrameTiming] {
        guard timingSource == .gpuTimestamps, let first = paths.first else {
            return try paths.map { path throws(RendererError) in try renderTimedOnHost(path) }
        }
        guard UInt32(paths.count) * Self.stampsPerFrame <= queries.count else {
            throw .unsupported("a round of \(paths.count) frames needs more timestamp slots than the \(queries.count) prepared")
        }
        queries.reset()
        var firstSlots: [UInt32] = []
        var used: UInt32 = 0
        let host = try context.run { commandBuffer throws(RendererError) in
            for _ in 0..<leadInFrames { try recordFrame(first, in: commandBuffer, firstQuery: nil) }
            for path in paths {
                firstSlots.append(used)
                used += try recordFrame(path, in: commandBuffer, firstQuery: used)
            }
        }
        let stamps = try queries.results(used)
        let hostNanoseconds = Self.nanoseconds(host)
        var timings: [FrameTiming] = []
        for (path, slot) in zip(paths, firstSlots) {
            let base = Int(slot)
            let frame = Array(stamps[base..<(base + Int(Self.stampCount(of: path)))])
            let pairs = path == .native ? [(0, 1)] : [(0, 1), (2, 3)]
            if let problem = TimestampSanity.problem(in: frame, timedPairs: pairs, conversion: conversion) {
                timestampProblem = problem
                return try paths.map { path throws(RendererError) in try renderTimedOnHost(path) }
            }
            let scene = conversion.nanoseconds(from: frame[0], to: frame[1])
            if path == .native {
                timings.append(FrameTiming(scene: scene, resample: nil, transition: nil, frame: scene, host: hostNanoseconds, source: .gpuTimestamps))
            } else {
                timings.append(FrameTiming(scene: scene, resample: conversion.nanoseconds(from: frame[2], to: frame[3]),
                                           transition: conversion.nanoseconds(from: frame[1], to: frame[2]),
                                           frame: conversion.nanoseconds(from: frame[0], to: frame[3]), host: hostNanoseconds, source: .gpuTimestamps))
            }
        }
        return timings
    }

    /// Renders `path` and reads back the native-size result (`vkCmdCopyImageToBuffer`).
    public func renderedImage(_ path: RenderPath) throws(RendererError) -> RGBAImage {
        _ = try render(path)
        return try readBack(output(of: path), size: nativeSize)
    }

    /// The scene at the drawable size, as the last scaled frame rendered it.
    public func drawableImageContents() throws(RendererError) -> RGBAImage {
        try readBack(drawableImage.handle, size: drawableSize)
    }

    /// The image a path's finished native-size frame is in.
    func output(of path: RenderPath) throws(RendererError) -> VkImage {
        switch path {
        case .native: return presentTarget.handle
        case let .scaled(filter):
            guard let stage = stages[filter] else { throw .unsupported("filter \(filter.rawValue) was not prepared") }
            return stage.output
        }
    }

    // MARK: - Recording

    /// Records one frame of `path`: its scene phase and, on a scaled path, its resample phase,
    /// with timestamps from `firstQuery` on (nil: untimed). Returns the timestamp slots used.
    @discardableResult
    func recordFrame(_ path: RenderPath, in commandBuffer: VkCommandBuffer, firstQuery: UInt32?) throws(RendererError) -> UInt32 {
        let stamp: (UInt32) -> Void = { offset in
            if let firstQuery { self.queries.write(firstQuery + offset, in: commandBuffer) }
        }
        switch path {
        case .native:
            recordScenePhase(into: presentTarget, size: nativeSize, preparing: [], in: commandBuffer, stamp: stamp)
        case let .scaled(filter):
            guard let stage = stages[filter] else { throw .unsupported("filter \(filter.rawValue) was not prepared") }
            recordScenePhase(into: drawableImage, size: drawableSize, preparing: stage.preparations, in: commandBuffer, stamp: stamp)
            recordResamplePhase(stage, in: commandBuffer, stamp: stamp)
        }
        return Self.stampCount(of: path)
    }

    /// Barriers (before any timestamp): the target to a colour attachment, and the images the
    /// resample will write, all discarding their contents; then timestamp 0, the scene, timestamp 1.
    private func recordScenePhase(into target: borrowing Image, size: PixelSize, preparing: [(image: VkImage, to: ImageUse)],
                                  in commandBuffer: VkCommandBuffer, stamp: (UInt32) -> Void) {
        let moves = [(image: target.handle, to: ImageUse.colorAttachment)] + preparing
        tracker.move(moves, discarding: Set(moves.map(\.image)), in: commandBuffer, functions: gpu.functions)
        stamp(0)
        drawScene(into: target.view, size: size, in: commandBuffer)
        stamp(1)
    }

    /// The barrier that hands the drawable to the resample (outside the timed ranges), then
    /// timestamp 2, the resample, timestamp 3.
    private func recordResamplePhase(_ stage: any ResampleStage, in commandBuffer: VkCommandBuffer, stamp: (UInt32) -> Void) {
        tracker.move([(drawableImage.handle, stage.sourceUse)], in: commandBuffer, functions: gpu.functions)
        stamp(2)
        stage.record(in: commandBuffer, tracker: tracker)
        stamp(3)
    }

    private func drawScene(into view: VkImageView, size: PixelSize, in commandBuffer: VkCommandBuffer) {
        let f = gpu.functions
        var attachment = VkRenderingAttachmentInfo()
        attachment.sType = VK_STRUCTURE_TYPE_RENDERING_ATTACHMENT_INFO
        attachment.imageView = view
        attachment.imageLayout = VK_IMAGE_LAYOUT_COLOR_ATTACHMENT_OPTIMAL
        attachment.loadOp = VK_ATTACHMENT_LOAD_OP_DONT_CARE
        attachment.storeOp = VK_ATTACHMENT_STORE_OP_STORE
        let area = VkRect2D(offset: VkOffset2D(x: 0, y: 0), extent: VkExtent2D(width: UInt32(size.width), height: UInt32(size.height)))
        var info = VkRenderingInfo()
        info.sType = VK_STRUCTURE_TYPE_RENDERING_INFO
        info.renderArea = area
        info.layerCount = 1
        info.colorAttachmentCount = 1
        withUnsafePointer(to: &attachment) { pointer in
            info.pColorAttachments = pointer
            f.cmdBeginRendering(commandBuffer, &info)
        }
        var viewport = VkViewport(x: 0, y: 0, width: Float(size.width), height: Float(size.height), minDepth: 0, maxDepth: 1)
        var scissor = area
        f.cmdSetViewport(commandBuffer, 0, 1, &viewport)
        f.cmdSetScissor(commandBuffer, 0, 1, &scissor)
        let constants = SceneConstants(workload: workload, size: size)
        switch workload.workload {
        case .fill:
            fillPipeline.bind(in: commandBuffer, set: nil, constants: constants)
            f.cmdDraw(commandBuffer, 3, 1, 0, 0)
        case .textured:
            texturedPipeline.bind(in: commandBuffer, set: textureSets.noise, constants: constants)
            f.cmdDraw(commandBuffer, 3, 1, 0, 0)
        case .ui:
            var background = constants
            background.cost = 0
            fillPipeline.bind(in: commandBuffer, set: nil, constants: background)
            f.cmdDraw(commandBuffer, 3, 1, 0, 0)
            if workload.layers > 0 {
                uiPipeline.bind(in: commandBuffer, set: textureSets.glyphs, constants: constants)
                f.cmdDraw(commandBuffer, 6, UInt32(workload.layers), 0, 0)
            }
        }
        f.cmdEndRendering(commandBuffer)
    }

    // MARK: - Transfers

    /// Copies `image` into a HOST_CACHED readback buffer (`vkCmdCopyImageToBuffer`, then a
    /// COPY → HOST barrier) and returns its pixels.
    private func readBack(_ image: VkImage, size: PixelSize) throws(RendererError) -> RGBAImage {
        let staging = try Buffer(gpu: gpu, size: size.pixelCount * 4, usage: VK_BUFFER_USAGE_TRANSFER_DST_BIT.rawValue, role: .readback, label: "readback")
        try context.run { commandBuffer in recordReadback(of: image, size: size, into: staging, in: commandBuffer) }
        return RGBAImage(width: size.width, height: size.height, bytes: try staging.read(count: size.pixelCount * 4))
    }

    /// Records a copy of `image` (`size`; the native size by default: a frame or a swapchain
    /// image) into a readback `buffer` (`vkCmdCopyImageToBuffer`, then the COPY → HOST barrier),
    /// leaving the image in TRANSFER_SRC.
    func recordReadback(of image: VkImage, size: PixelSize? = nil, into buffer: borrowing Buffer, in commandBuffer: VkCommandBuffer) {
        let size = size ?? nativeSize
        tracker.move([(image, .transferSource)], in: commandBuffer, functions: gpu.functions)
        var region = VkBufferImageCopy()
        region.imageSubresource = Image.colorLayers
        region.imageExtent = VkExtent3D(width: UInt32(size.width), height: UInt32(size.height), depth: 1)
        gpu.functions.cmdCopyImageToBuffer(commandBuffer, image, VK_IMAGE_LAYOUT_TRANSFER_SRC_OPTIMAL, buffer.handle, 1, &region)
        buffer.recordHostReadBarrier(in: commandBuffer)
    }

    private func uploadTextures() throws(RendererError) {
        for (image, pixels, side) in [(noise.handle, TextureContent.noise(side: 1024), 1024), (glyphs.handle, TextureContent.glyphs(side: 256), 256)] {
            let staging = try Buffer(gpu: gpu, size: pixels.count, usage: VK_BUFFER_USAGE_TRANSFER_SRC_BIT.rawValue, role: .upload, label: "texture upload")
            staging.write(pixels)
            try context.run { commandBuffer throws(RendererError) in
                tracker.move([(image, .transferDestination)], discarding: [image], in: commandBuffer, functions: gpu.functions)
                var region = VkBufferImageCopy()
                region.imageSubresource = Image.colorLayers
                region.imageExtent = VkExtent3D(width: UInt32(side), height: UInt32(side), depth: 1)
                gpu.functions.cmdCopyBufferToImage(commandBuffer, staging.handle, image, VK_IMAGE_LAYOUT_TRANSFER_DST_OPTIMAL, 1, &region)
                tracker.move([(image, .sampledByFragment)], in: commandBuffer, functions: gpu.functions)
            }
        }
    }

    // MARK: - Host timing fallback

    /// Times each phase as its own submission on the host clock, for devices whose timestamps
    /// cannot be used; the phases are recorded by the same functions as the timed path, with
    /// the same barriers, minus the timestamps.
    private func renderTimedOnHost(_ path: RenderPath) throws(RendererError) -> FrameTiming {
        switch path {
        case .native:
            let scene = Self.nanoseconds(try context.run { commandBuffer throws(RendererError) in
                try recordFrame(.native, in: commandBuffer, firstQuery: nil)
            })
            return FrameTiming(scene: scene, resample: nil, transition: nil, frame: scene, host: scene, source: .hostWallClock)
        case let .scaled(filter):
            guard let stage = stages[filter] else { throw .unsupported("filter \(filter.rawValue) was not prepared") }
            let scene = Self.nanoseconds(try context.run { commandBuffer in
                recordScenePhase(into: drawableImage, size: drawableSize, preparing: stage.preparations, in: commandBuffer, stamp: { _ in })
            })
            let resample = Self.nanoseconds(try context.run { commandBuffer in
                recordResamplePhase(stage, in: commandBuffer, stamp: { _ in })
            })
            return FrameTiming(scene: scene, resample: resample, transition: nil, frame: scene + resample, host: scene + resample,
                               source: .hostWallClock)
        }
    }

    static func nanoseconds(_ duration: Duration) -> Double {
        let (seconds, attoseconds) = duration.components
        return Double(seconds) * 1e9 + Double(attoseconds) / 1e9
    }
}
