internal import CVulkan
public import NativeScaleCore

/// Renders a workload at the native size, or at the drawable size followed by a resample to the
/// native size, and times each stage with GPU timestamps.
///
/// Headless: the native-size image stands in for the swapchain image that both paths would
/// present. Every call waits on its fence before returning, so nothing is in flight when the
/// renderer is released.
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

    let nativeImage: Image
    let drawableImage: Image
    /// The float intermediate of the two-pass filters; its handle, view and size are kept
    /// beside it because an optional noncopyable property cannot be borrowed in place.
    let intermediate: Image?
    let intermediateHandle: VkImage?
    let intermediateView: VkImageView?
    let intermediateBytes: Int
    let noise: Image
    let glyphs: Image
    let sampler: Sampler
    /// Clamp-to-edge linear sampler through which resample kernels read their source.
    let sourceSampler: Sampler
    let descriptorPool: DescriptorPool
    let fillPipeline: Pipeline
    let texturedPipeline: Pipeline
    let uiPipeline: Pipeline
    let bilinearPipeline: Pipeline
    let areaPipeline: Pipeline
    let horizontalPipeline: Pipeline
    let verticalPipeline: Pipeline
    let context: CommandContext
    let queries: QueryPool
    let conversion: TimestampConversion
    let textureSets: (noise: VkDescriptorSet, glyphs: VkDescriptorSet)
    let stages: [ResampleFilter: FilterStage]
    private var layouts: [VkImage: VkImageLayout] = [:]

    /// Creates the images, textures, pipelines and weight tables for `filters`.
    public init(gpu: GPU, workload: WorkloadConfiguration, nativeSize: PixelSize, drawableSize: PixelSize,
                filters: [ResampleFilter]) throws(RendererError) {
        self.gpu = gpu
        self.workload = workload
        self.nativeSize = nativeSize
        self.drawableSize = drawableSize
        self.filters = filters
        let rgba8 = VK_FORMAT_R8G8B8A8_UNORM
        nativeImage = try Image(gpu: gpu, width: nativeSize.width, height: nativeSize.height, format: rgba8,
                                usage: Image.renderTargetUsage, label: "native image")
        drawableImage = try Image(gpu: gpu, width: drawableSize.width, height: drawableSize.height, format: rgba8,
                                  usage: Image.renderTargetUsage, label: "drawable image")
        if filters.contains(where: \.isSeparableTwoPass) {
            let image = try Image(gpu: gpu, width: nativeSize.width, height: drawableSize.height, format: VK_FORMAT_R16G16B16A16_SFLOAT,
                                  usage: VK_IMAGE_USAGE_STORAGE_BIT.rawValue | VK_IMAGE_USAGE_SAMPLED_BIT.rawValue, label: "resample intermediate")
            intermediateHandle = image.handle
            intermediateView = image.view
            intermediateBytes = image.memoryBytes
            intermediate = consume image
        } else {
            intermediateHandle = nil
            intermediateView = nil
            intermediateBytes = 0
            intermediate = nil
        }
        let textureUsage = VK_IMAGE_USAGE_SAMPLED_BIT.rawValue | VK_IMAGE_USAGE_TRANSFER_DST_BIT.rawValue
        noise = try Image(gpu: gpu, width: 1024, height: 1024, format: rgba8, usage: textureUsage, label: "noise texture")
        glyphs = try Image(gpu: gpu, width: 256, height: 256, format: rgba8, usage: textureUsage, label: "glyph texture")
        sampler = try Sampler(gpu: gpu)
        sourceSampler = try Sampler(gpu: gpu, filter: VK_FILTER_LINEAR, addressMode: VK_SAMPLER_ADDRESS_MODE_CLAMP_TO_EDGE)
        descriptorPool = try DescriptorPool(gpu: gpu, sets: 16)
        let sceneSize = MemoryLayout<SceneConstants>.size
        let fragmentTexture = [Pipeline.Binding(type: VK_DESCRIPTOR_TYPE_COMBINED_IMAGE_SAMPLER, stages: VK_SHADER_STAGE_FRAGMENT_BIT)]
        fillPipeline = try Pipeline(gpu: gpu, vertex: ShaderLibrary.fullscreenVertex, fragment: ShaderLibrary.sceneFillFragment,
                                    colorFormat: rgba8, blend: false, bindings: [], pushConstantSize: sceneSize, label: "fill")
        texturedPipeline = try Pipeline(gpu: gpu, vertex: ShaderLibrary.fullscreenVertex, fragment: ShaderLibrary.sceneTexturedFragment,
                                        colorFormat: rgba8, blend: false, bindings: fragmentTexture, pushConstantSize: sceneSize, label: "textured")
        uiPipeline = try Pipeline(gpu: gpu, vertex: ShaderLibrary.uiQuadVertex, fragment: ShaderLibrary.uiQuadFragment,
                                  colorFormat: rgba8, blend: true, bindings: fragmentTexture, pushConstantSize: sceneSize, label: "ui")
        let computeBindings = [
            Pipeline.Binding(type: VK_DESCRIPTOR_TYPE_COMBINED_IMAGE_SAMPLER, stages: VK_SHADER_STAGE_COMPUTE_BIT),
            Pipeline.Binding(type: VK_DESCRIPTOR_TYPE_STORAGE_IMAGE, stages: VK_SHADER_STAGE_COMPUTE_BIT),
            Pipeline.Binding(type: VK_DESCRIPTOR_TYPE_STORAGE_BUFFER, stages: VK_SHADER_STAGE_COMPUTE_BIT),
            Pipeline.Binding(type: VK_DESCRIPTOR_TYPE_STORAGE_BUFFER, stages: VK_SHADER_STAGE_COMPUTE_BIT),
        ]
        let resampleSize = MemoryLayout<ResampleConstants>.size
        bilinearPipeline = try Pipeline(gpu: gpu, compute: ShaderLibrary.resampleBilinearCompute, bindings: computeBindings,
                                        pushConstantSize: resampleSize, label: "bilinear")
        areaPipeline = try Pipeline(gpu: gpu, compute: ShaderLibrary.resampleAreaCompute, bindings: computeBindings,
                                    pushConstantSize: resampleSize, label: "area")
        horizontalPipeline = try Pipeline(gpu: gpu, compute: ShaderLibrary.resampleHorizontalCompute, bindings: computeBindings,
                                          pushConstantSize: resampleSize, label: "separable horizontal")
        verticalPipeline = try Pipeline(gpu: gpu, compute: ShaderLibrary.resampleVerticalCompute, bindings: computeBindings,
                                        pushConstantSize: resampleSize, label: "separable vertical")
        context = try CommandContext(gpu: gpu)
        queries = try QueryPool(gpu: gpu, count: 4)
        conversion = TimestampConversion(period: gpu.info.timestampPeriod, validBits: gpu.info.timestampValidBits)
        textureSets = (
            try descriptorPool.makeSet(for: texturedPipeline, [.sampledImage(noise.view, sampler.handle, VK_IMAGE_LAYOUT_SHADER_READ_ONLY_OPTIMAL)]),
            try descriptorPool.makeSet(for: uiPipeline, [.sampledImage(glyphs.view, sampler.handle, VK_IMAGE_LAYOUT_SHADER_READ_ONLY_OPTIMAL)])
        )
        var stages: [ResampleFilter: FilterStage] = [:]
        for filter in filters where filter != .blit {
            stages[filter] = try FilterStage(
                gpu: gpu, filter: filter, source: drawableSize, destination: nativeSize, pool: descriptorPool, sampler: sourceSampler.handle,
                drawable: drawableImage.view, native: nativeImage.view, intermediate: intermediateView,
                firstLayout: filter == .bilinear ? bilinearPipeline.setLayout
                    : filter == .area ? areaPipeline.setLayout : horizontalPipeline.setLayout,
                secondLayout: verticalPipeline.setLayout)
        }
        self.stages = stages
        try uploadTextures()
    }

    /// Device memory of the images and tables, from `VkMemoryRequirements`.
    public var memory: RenderMemory {
        RenderMemory(nativeImageBytes: nativeImage.memoryBytes, drawableImageBytes: drawableImage.memoryBytes,
                     intermediateBytes: intermediateBytes,
                     weightTableBytes: stages.values.map(\.tableBytes).reduce(0, +))
    }

    /// Device memory the scaled path with `filter` needs beyond the native path: the drawable
    /// image, the float intermediate of a two-pass filter and the filter's weight tables.
    public func extraMemory(for filter: ResampleFilter) -> Int {
        drawableImage.memoryBytes + (filter.isSeparableTwoPass ? intermediateBytes : 0) + (stages[filter]?.tableBytes ?? 0)
    }

    /// Whether stages are timed with GPU timestamps (else host wall clock).
    public var timingSource: TimingSource { gpu.info.supportsTimestamps ? .gpuTimestamps : .hostWallClock }

    /// Renders one frame on `path` and returns its stage timings.
    public func render(_ path: RenderPath) throws(RendererError) -> FrameTiming {
        guard timingSource == .gpuTimestamps else { return try renderTimedOnHost(path) }
        queries.reset()
        let host = try context.run { commandBuffer throws(RendererError) in
            try record(path, in: commandBuffer, timestamps: true)
        }
        let stamps = try queries.results(path == .native ? 2 : 3)
        let scene = conversion.nanoseconds(from: stamps[0], to: stamps[1])
        let resample = path == .native ? nil : conversion.nanoseconds(from: stamps[1], to: stamps[2])
        return FrameTiming(scene: scene, resample: resample, frame: scene + (resample ?? 0),
                           host: Self.nanoseconds(host), source: .gpuTimestamps)
    }

    /// Renders `path` and reads back the native-size result (`vkCmdCopyImageToBuffer`).
    public func renderedImage(_ path: RenderPath) throws(RendererError) -> RGBAImage {
        _ = try render(path)
        return try readBack(native: true)
    }

    /// The scene at the drawable size, as the last scaled frame rendered it.
    public func drawableImageContents() throws(RendererError) -> RGBAImage {
        try readBack(native: false)
    }

    // MARK: - Recording

    func record(_ path: RenderPath, in commandBuffer: VkCommandBuffer, timestamps: Bool) throws(RendererError) {
        switch path {
        case .native:
            transition(nativeImage.handle, to: VK_IMAGE_LAYOUT_COLOR_ATTACHMENT_OPTIMAL, discard: true, in: commandBuffer)
            if timestamps { queries.write(0, in: commandBuffer) }
            drawScene(into: nativeImage.view, size: nativeSize, in: commandBuffer)
            if timestamps { queries.write(1, in: commandBuffer) }
        case let .scaled(filter):
            transition(drawableImage.handle, to: VK_IMAGE_LAYOUT_COLOR_ATTACHMENT_OPTIMAL, discard: true, in: commandBuffer)
            let destinationLayout = filter == .blit ? VK_IMAGE_LAYOUT_TRANSFER_DST_OPTIMAL : VK_IMAGE_LAYOUT_GENERAL
            transition(nativeImage.handle, to: destinationLayout, discard: true, in: commandBuffer)
            if timestamps { queries.write(0, in: commandBuffer) }
            drawScene(into: drawableImage.view, size: drawableSize, in: commandBuffer)
            if timestamps { queries.write(1, in: commandBuffer) }
            try resample(with: filter, in: commandBuffer)
            if timestamps { queries.write(2, in: commandBuffer) }
        }
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

    private func resample(with filter: ResampleFilter, in commandBuffer: VkCommandBuffer) throws(RendererError) {
        let f = gpu.functions
        if filter == .blit {
            transition(drawableImage.handle, to: VK_IMAGE_LAYOUT_TRANSFER_SRC_OPTIMAL, in: commandBuffer)
            let layers = VkImageSubresourceLayers(aspectMask: VK_IMAGE_ASPECT_COLOR_BIT.rawValue, mipLevel: 0, baseArrayLayer: 0, layerCount: 1)
            var region = VkImageBlit()
            region.srcSubresource = layers
            region.dstSubresource = layers
            region.srcOffsets = (VkOffset3D(x: 0, y: 0, z: 0), VkOffset3D(x: Int32(drawableSize.width), y: Int32(drawableSize.height), z: 1))
            region.dstOffsets = (VkOffset3D(x: 0, y: 0, z: 0), VkOffset3D(x: Int32(nativeSize.width), y: Int32(nativeSize.height), z: 1))
            f.cmdBlitImage(commandBuffer, drawableImage.handle, VK_IMAGE_LAYOUT_TRANSFER_SRC_OPTIMAL,
                           nativeImage.handle, VK_IMAGE_LAYOUT_TRANSFER_DST_OPTIMAL, 1, &region, VK_FILTER_LINEAR)
            return
        }
        guard let stage = stages[filter] else { throw .unsupported("filter \(filter.rawValue) was not prepared") }
        transition(drawableImage.handle, to: VK_IMAGE_LAYOUT_GENERAL, in: commandBuffer)
        let constants = ResampleConstants(source: drawableSize, destination: nativeSize)
        let group = FilterStage.groupSize
        func count(_ items: Int, _ size: Int) -> Int { (items + size - 1) / size }
        func groups(_ items: Int, _ size: Int) -> UInt32 { UInt32(count(items, size)) }
        if filter.isSeparableTwoPass, let intermediateHandle {
            transition(intermediateHandle, to: VK_IMAGE_LAYOUT_GENERAL, discard: true, in: commandBuffer)
            horizontalPipeline.bind(in: commandBuffer, set: stage.set, constants: constants)
            f.cmdDispatch(commandBuffer, groups(count(nativeSize.width, group), 16), groups(drawableSize.height, 8), 1)
            transition(intermediateHandle, to: VK_IMAGE_LAYOUT_GENERAL, in: commandBuffer)
            guard let second = stage.secondSet else { throw .unsupported("two-pass filter without a second set") }
            verticalPipeline.bind(in: commandBuffer, set: second, constants: constants)
            f.cmdDispatch(commandBuffer, groups(nativeSize.width, 16), groups(count(nativeSize.height, group), 8), 1)
        } else if filter == .area {
            var areaConstants = constants
            areaConstants.ySpans = Int32(count(nativeSize.width, group))
            areaPipeline.bind(in: commandBuffer, set: stage.set, constants: areaConstants)
            f.cmdDispatch(commandBuffer, groups(count(nativeSize.width, group), 16), groups(nativeSize.height, 8), 1)
        } else {
            bilinearPipeline.bind(in: commandBuffer, set: stage.set, constants: constants)
            f.cmdDispatch(commandBuffer, groups(nativeSize.width, 16), groups(nativeSize.height, 8), 1)
        }
    }

    // MARK: - Barriers

    /// Moves `image` to `layout` (`vkCmdPipelineBarrier2`), waiting for and making visible every
    /// earlier write; `discard` drops the contents (old layout UNDEFINED).
    func transition(_ image: VkImage, to layout: VkImageLayout, discard: Bool = false, in commandBuffer: VkCommandBuffer) {
        let old = discard ? VK_IMAGE_LAYOUT_UNDEFINED : (layouts[image] ?? VK_IMAGE_LAYOUT_UNDEFINED)
        layouts[image] = layout
        var barrier = VkImageMemoryBarrier2()
        barrier.sType = VK_STRUCTURE_TYPE_IMAGE_MEMORY_BARRIER_2
        barrier.srcStageMask = VK_PIPELINE_STAGE_2_ALL_COMMANDS_BIT
        barrier.srcAccessMask = VK_ACCESS_2_MEMORY_WRITE_BIT
        barrier.dstStageMask = VK_PIPELINE_STAGE_2_ALL_COMMANDS_BIT
        barrier.dstAccessMask = VK_ACCESS_2_MEMORY_READ_BIT | VK_ACCESS_2_MEMORY_WRITE_BIT
        barrier.oldLayout = old
        barrier.newLayout = layout
        barrier.srcQueueFamilyIndex = VK_QUEUE_FAMILY_IGNORED
        barrier.dstQueueFamilyIndex = VK_QUEUE_FAMILY_IGNORED
        barrier.image = image
        barrier.subresourceRange = Image.colorRange
        var dependency = VkDependencyInfo()
        dependency.sType = VK_STRUCTURE_TYPE_DEPENDENCY_INFO
        dependency.imageMemoryBarrierCount = 1
        withUnsafePointer(to: &barrier) { pointer in
            dependency.pImageMemoryBarriers = pointer
            gpu.functions.cmdPipelineBarrier2(commandBuffer, &dependency)
        }
    }

    // MARK: - Transfers

    private func readBack(native: Bool) throws(RendererError) -> RGBAImage {
        let size = native ? nativeSize : drawableSize
        let image = native ? nativeImage.handle : drawableImage.handle
        let staging = try Buffer(gpu: gpu, size: size.pixelCount * 4, usage: VK_BUFFER_USAGE_TRANSFER_DST_BIT.rawValue, label: "readback")
        try context.run { commandBuffer throws(RendererError) in
            transition(image, to: VK_IMAGE_LAYOUT_TRANSFER_SRC_OPTIMAL, in: commandBuffer)
            var region = VkBufferImageCopy()
            region.imageSubresource = VkImageSubresourceLayers(aspectMask: VK_IMAGE_ASPECT_COLOR_BIT.rawValue, mipLevel: 0, baseArrayLayer: 0, layerCount: 1)
            region.imageExtent = VkExtent3D(width: UInt32(size.width), height: UInt32(size.height), depth: 1)
            gpu.functions.cmdCopyImageToBuffer(commandBuffer, image, VK_IMAGE_LAYOUT_TRANSFER_SRC_OPTIMAL, staging.handle, 1, &region)
        }
        let bytes = [UInt8](UnsafeRawBufferPointer(start: staging.contents, count: size.pixelCount * 4))
        return RGBAImage(width: size.width, height: size.height, bytes: bytes)
    }

    private func uploadTextures() throws(RendererError) {
        for (image, pixels, side) in [(noise.handle, TextureContent.noise(side: 1024), 1024), (glyphs.handle, TextureContent.glyphs(side: 256), 256)] {
            let staging = try Buffer(gpu: gpu, size: pixels.count, usage: VK_BUFFER_USAGE_TRANSFER_SRC_BIT.rawValue, label: "texture upload")
            staging.write(pixels)
            try context.run { commandBuffer throws(RendererError) in
                transition(image, to: VK_IMAGE_LAYOUT_TRANSFER_DST_OPTIMAL, discard: true, in: commandBuffer)
                var region = VkBufferImageCopy()
                region.imageSubresource = VkImageSubresourceLayers(aspectMask: VK_IMAGE_ASPECT_COLOR_BIT.rawValue, mipLevel: 0, baseArrayLayer: 0, layerCount: 1)
                region.imageExtent = VkExtent3D(width: UInt32(side), height: UInt32(side), depth: 1)
                gpu.functions.cmdCopyBufferToImage(commandBuffer, staging.handle, image, VK_IMAGE_LAYOUT_TRANSFER_DST_OPTIMAL, 1, &region)
                transition(image, to: VK_IMAGE_LAYOUT_SHADER_READ_ONLY_OPTIMAL, in: commandBuffer)
            }
        }
    }

    // MARK: - Host timing fallback

    /// Times each stage as an isolated submit on the host clock, for devices without usable
    /// timestamps.
    private func renderTimedOnHost(_ path: RenderPath) throws(RendererError) -> FrameTiming {
        switch path {
        case .native:
            let scene = Self.nanoseconds(try context.run { commandBuffer throws(RendererError) in try record(.native, in: commandBuffer, timestamps: false) })
            return FrameTiming(scene: scene, resample: nil, frame: scene, host: scene, source: .hostWallClock)
        case let .scaled(filter):
            let scene = Self.nanoseconds(try context.run { commandBuffer in
                transition(drawableImage.handle, to: VK_IMAGE_LAYOUT_COLOR_ATTACHMENT_OPTIMAL, discard: true, in: commandBuffer)
                drawScene(into: drawableImage.view, size: drawableSize, in: commandBuffer)
            })
            let resample = Self.nanoseconds(try context.run { commandBuffer throws(RendererError) in
                transition(nativeImage.handle, to: filter == .blit ? VK_IMAGE_LAYOUT_TRANSFER_DST_OPTIMAL : VK_IMAGE_LAYOUT_GENERAL, discard: true, in: commandBuffer)
                try self.resample(with: filter, in: commandBuffer)
            })
            return FrameTiming(scene: scene, resample: resample, frame: scene + resample, host: scene + resample, source: .hostWallClock)
        }
    }

    static func nanoseconds(_ duration: Duration) -> Double {
        let (seconds, attoseconds) = duration.components
        return Double(seconds) * 1e9 + Double(attoseconds) / 1e9
    }
}
