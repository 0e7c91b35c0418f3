internal import CVulkan
import NativeScaleCore
import NativeScaleRendering

/// A resample filter run by compute kernels: `bilinear` and `area` in one pass, `catmull-rom`
/// and `lanczos3` in two (horizontal into a half-float intermediate buffer, then vertical).
///
/// The kernels write a storage image of the stage's own, so the drawable and the present target
/// keep the usages that leave framebuffer compression on; the output is what a presenter copies
/// into the swapchain image.
final class ComputeResampleStage: ResampleStage {
    let gpu: GPU
    let filter: ResampleFilter
    let sourceSize: PixelSize
    let destinationSize: PixelSize
    let outputImage: Image
    /// The format ``outputImage`` stores (the render format, or the nearest storable one).
    let outputFormat: PixelFormat
    /// The half-float intermediate of a two-pass filter (a storage buffer); its handle and size
    /// are kept beside it because an optional noncopyable property cannot be borrowed in place.
    let intermediate: Buffer?
    let intermediateHandle: VkBuffer?
    let intermediateBytes: Int
    let tables: WeightTables?
    let tableBytes: Int
    let pool: DescriptorPool
    let first: Pipeline
    let second: Pipeline?
    let firstSet: VkDescriptorSet
    let secondSet: VkDescriptorSet?
    let workGroup: WorkGroup
    /// The vertical pass's shape.
    let rowGroup: WorkGroup

    /// Creates the output (and intermediate) image, uploads the weight tables, and builds the
    /// pipelines (``PipelineRecipe/resample(_:storing:)``) and descriptor sets that read `drawable` through `sampler`.
    init(
        gpu: GPU, filter: ResampleFilter, drawable: VkImageView, sourceSize: PixelSize, destinationSize: PixelSize,
        outputFormat: PixelFormat, sampler: VkSampler, context: borrowing CommandContext
    ) throws(RendererError) {
        guard filter != .blit else { throw .pipelines(.notAComputeFilter(filter)) }
        self.gpu = gpu
        self.filter = filter
        self.sourceSize = sourceSize
        self.destinationSize = destinationSize
        self.outputFormat = outputFormat
        outputImage = try Image(
            gpu: gpu, width: destinationSize.width, height: destinationSize.height, format: outputFormat.vulkan,
            usage: Image.Usage.resampleOutput, label: "\(filter.rawValue) output")
        pool = try DescriptorPool(gpu: gpu, sets: 2)
        (workGroup, rowGroup) = WorkGroup.resample(for: gpu.info.kind)
        let recipes = PipelineRecipe.resample(filter, storing: outputFormat, on: gpu.info.kind)
        let read = VK_IMAGE_LAYOUT_SHADER_READ_ONLY_OPTIMAL
        switch filter {
        case .bilinear:
            intermediate = nil
            intermediateHandle = nil
            intermediateBytes = 0
            tables = nil
            tableBytes = 0
            first = try Pipeline(gpu: gpu, recipe: recipes[0])
            second = nil
            firstSet = try pool.makeSet(for: first, [.sampledImage(drawable, sampler, read), .storageImage(outputImage.view)])
            secondSet = nil
        case .area:
            intermediate = nil
            intermediateHandle = nil
            intermediateBytes = 0
            let tables = try WeightTables(gpu: gpu, filter: filter, source: sourceSize, destination: destinationSize, groupRows: false, context: context)
            first = try Pipeline(gpu: gpu, recipe: recipes[0])
            second = nil
            let buffers: [DescriptorPool.Resource] = [.storageBuffer(tables.spans.handle), .storageBuffer(tables.weights.handle)]
            firstSet = try pool.makeSet(for: first, [.sampledImage(drawable, sampler, read), .storageImage(outputImage.view)] + buffers)
            secondSet = nil
            tableBytes = tables.bytes
            self.tables = consume tables
        default:
            let buffer = try Buffer(
                gpu: gpu, size: destinationSize.width * sourceSize.height * 8, usage: VK_BUFFER_USAGE_STORAGE_BUFFER_BIT.rawValue,
                role: .deviceLocal, label: "\(filter.rawValue) intermediate")
            let tables = try WeightTables(gpu: gpu, filter: filter, source: sourceSize, destination: destinationSize, groupRows: true, context: context)
            first = try Pipeline(gpu: gpu, recipe: recipes[0])
            let vertical = try Pipeline(gpu: gpu, recipe: recipes[1])
            let buffers: [DescriptorPool.Resource] = [.storageBuffer(tables.spans.handle), .storageBuffer(tables.weights.handle)]
            firstSet = try pool.makeSet(for: first, [.sampledImage(drawable, sampler, read), .storageBuffer(buffer.handle)] + buffers)
            secondSet = try pool.makeSet(for: vertical, [.storageBuffer(buffer.handle), .storageImage(outputImage.view)] + buffers)
            second = consume vertical
            intermediateHandle = buffer.handle
            intermediateBytes = buffer.size
            intermediate = consume buffer
            tableBytes = tables.bytes
            self.tables = consume tables
        }
    }

    /// The SPIR-V of the kernel that writes the output for `filter` (the vertical pass of a
    /// two-pass filter), compiled for the storage format `format` (`shaders/resample_*.comp` variants).
    static func kernel(_ filter: ResampleFilter, storing format: PixelFormat) -> [UInt32] {
        switch (filter, format) {
        case (.bilinear, .rgba16f): ShaderLibrary.resampleBilinearComputeRgba16f
        case (.bilinear, .rgb10a2): ShaderLibrary.resampleBilinearComputeRgb10A2
        case (.bilinear, _): ShaderLibrary.resampleBilinearComputeRgba8
        case (.area, .rgba16f): ShaderLibrary.resampleAreaComputeRgba16f
        case (.area, .rgb10a2): ShaderLibrary.resampleAreaComputeRgb10A2
        case (.area, _): ShaderLibrary.resampleAreaComputeRgba8
        case (_, .rgba16f): ShaderLibrary.resampleVerticalComputeRgba16f
        case (_, .rgb10a2): ShaderLibrary.resampleVerticalComputeRgb10A2
        case (_, _): ShaderLibrary.resampleVerticalComputeRgba8
        }
    }

    var output: VkImage { outputImage.handle }
    var sourceUse: ImageUse { .sampledByCompute }
    var preparations: [(image: VkImage, to: ImageUse)] {
        [(outputImage.handle, .storageWriteByCompute)]
    }
    var outputBytes: Int { outputImage.memoryBytes }

    /// Records the dispatches (`vkCmdDispatch`). A separable filter's intermediate buffer gets two
    /// barriers: before the horizontal pass, the previous frame's vertical reads → its writes (write
    /// after read); between the passes, its storage writes → the vertical pass's storage reads.
    func record(in commandBuffer: VkCommandBuffer, tracker: LayoutTracker, beginPass: (SamplingPass) -> Void) {
        let f = gpu.functions
        var constants = ResampleConstants(source: sourceSize, destination: destinationSize)
        let grouped = WorkGroup.grouped
        switch filter {
        case .bilinear:
            first.bind(in: commandBuffer, set: firstSet, constants: constants)
            let size = workGroup.dispatch(destinationSize.width, destinationSize.height)
            f.cmdDispatch(commandBuffer, size.x, size.y, 1)
        case .area:
            constants.ySpans = Int32(grouped(destinationSize.width))
            first.bind(in: commandBuffer, set: firstSet, constants: constants)
            let size = workGroup.dispatch(grouped(destinationSize.width), destinationSize.height)
            f.cmdDispatch(commandBuffer, size.x, size.y, 1)
        default:
            guard let secondSet, let intermediateHandle else { return }
            let compute = VK_PIPELINE_STAGE_2_COMPUTE_SHADER_BIT
            Buffer.recordBarrier(
                for: intermediateHandle, from: (compute, VK_ACCESS_2_SHADER_STORAGE_READ_BIT),
                to: (compute, VK_ACCESS_2_SHADER_STORAGE_WRITE_BIT), in: commandBuffer, functions: f)
            first.bind(in: commandBuffer, set: firstSet, constants: constants)
            let rows = workGroup.rowsPerInvocation
            let horizontal = workGroup.dispatch(grouped(destinationSize.width), (sourceSize.height + rows - 1) / rows)
            f.cmdDispatch(commandBuffer, horizontal.x, horizontal.y, 1)
            Buffer.recordBarrier(
                for: intermediateHandle, from: (compute, VK_ACCESS_2_SHADER_STORAGE_WRITE_BIT),
                to: (compute, VK_ACCESS_2_SHADER_STORAGE_READ_BIT), in: commandBuffer, functions: f)
            second?.bind(in: commandBuffer, set: secondSet, constants: constants)
            let vertical = rowGroup.dispatch((destinationSize.width + rows - 1) / rows, grouped(destinationSize.height))
            f.cmdDispatch(commandBuffer, vertical.x, vertical.y, 1)
        }
    }
}
