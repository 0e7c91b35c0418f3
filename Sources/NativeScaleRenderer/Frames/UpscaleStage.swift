internal import CVulkan
import NativeScaleCore
import NativeScaleRendering

/// An upscaler run as compute passes, each timed as a stage of its own (``SamplingPass``):
/// `easu` in one pass; `fsr1` as EASU into a half-float intermediate, then RCAS into the output.
///
/// The passes are a list (``Pass``): each reads the previous pass's image (the first reads the
/// drawable) and writes its own, so another upscaler is another list of recipes
/// (``PipelineRecipe/upscale(_:storing:on:)``), not another stage.
final class UpscaleStage: ResampleStage {
    /// One dispatch: its pipeline (owned: a class, since a pipeline is noncopyable) and set.
    final class Pass {
        let kind: SamplingPass
        let pipeline: Pipeline
        let set: VkDescriptorSet
        let constants: UpscaleConstants
        /// The image the pass reads when it is not the drawable (the previous pass's output).
        let reads: VkImage?

        init(kind: SamplingPass, pipeline: consuming Pipeline, set: VkDescriptorSet, constants: UpscaleConstants, reads: VkImage?) {
            self.kind = kind
            self.pipeline = pipeline
            self.set = set
            self.constants = constants
            self.reads = reads
        }
    }

    let gpu: GPU
    let filter: ResampleFilter
    let outputImage: Image
    let outputFormat: PixelFormat
    /// The image between the passes (FSR 1's RGBA16F EASU output); its handle beside it,
    /// because an optional noncopyable property cannot be borrowed in place.
    let intermediate: Image?
    let intermediateHandle: VkImage?
    let intermediateBytes: Int
    let pool: DescriptorPool
    let passes: [Pass]
    let workGroup: WorkGroup
    /// The output size every pass writes (and dispatches over).
    let destinationSize: PixelSize

    /// The format FSR 1's passes hand over in, as AMD's sample does.
    static let intermediateFormat = PixelFormat.rgba16f

    /// Creates the output and intermediate images, the pipelines of each pass
    /// (``PipelineRecipe/upscale(_:storing:on:)``) and their descriptor sets.
    init(
        gpu: GPU, filter: ResampleFilter, drawable: VkImageView, sourceSize: PixelSize, destinationSize: PixelSize,
        outputFormat: PixelFormat, sharpness: Sharpness, sampler: VkSampler
    ) throws(RendererError) {
        guard filter.isUpscaler else { throw .pipelines(.notAComputeFilter(filter)) }
        self.gpu = gpu
        self.filter = filter
        self.destinationSize = destinationSize
        self.outputFormat = outputFormat
        outputImage = try Image(
            gpu: gpu, width: destinationSize.width, height: destinationSize.height, format: outputFormat.vulkan,
            usage: Image.Usage.resampleOutput, label: "\(filter.rawValue) output")
        let recipes = PipelineRecipe.upscale(filter, storing: outputFormat, on: gpu.info.kind)
        pool = try DescriptorPool(gpu: gpu, sets: recipes.count)
        workGroup = WorkGroup.resample(for: gpu.info.kind).resample
        let read = VK_IMAGE_LAYOUT_SHADER_READ_ONLY_OPTIMAL
        var intermediate: Image? = nil
        if recipes.count > 1 {
            intermediate = try Image(
                gpu: gpu, width: destinationSize.width, height: destinationSize.height, format: Self.intermediateFormat.vulkan,
                usage: Image.Usage.upscaleIntermediate, label: "\(filter.rawValue) intermediate")
        }
        let intermediateView = intermediate?.view
        let intermediateHandle = intermediate?.handle
        var passes: [Pass] = []
        for (index, (kind, recipe)) in zip(filter.passes, recipes).enumerated() {
            let pipeline = try Pipeline(gpu: gpu, recipe: recipe)
            let first = index == 0
            let last = index == recipes.count - 1
            guard let source = first ? drawable : intermediateView, let target = last ? outputImage.view : intermediateView else {
                throw .pipelines(.notAComputeFilter(filter))
            }
            let set = try pool.makeSet(for: pipeline, [.sampledImage(source, sampler, read), .storageImage(target)])
            let constants = UpscaleConstants(source: first ? sourceSize : destinationSize, destination: destinationSize, sharpness: sharpness)
            passes.append(Pass(kind: kind, pipeline: pipeline, set: set, constants: constants, reads: first ? nil : intermediateHandle))
        }
        self.passes = passes
        self.intermediateHandle = intermediateHandle
        intermediateBytes = intermediate?.memoryBytes ?? 0
        self.intermediate = intermediate
    }

    var output: VkImage { outputImage.handle }
    var sourceUse: ImageUse { .sampledByCompute }
    var preparations: [(image: VkImage, to: ImageUse)] {
        [(outputImage.handle, .storageWriteByCompute)] + (intermediateHandle.map { [($0, .storageWriteByCompute)] } ?? [])
    }
    var tableBytes: Int { 0 }
    var outputBytes: Int { outputImage.memoryBytes }

    /// Records each pass from its own stamp (`beginPass`): a pass that reads the previous pass's
    /// image first waits for its storage writes (the tracker's barrier to a sampled read), then
    /// `vkCmdDispatch`.
    func record(in commandBuffer: VkCommandBuffer, tracker: LayoutTracker, beginPass: (SamplingPass) -> Void) {
        for pass in passes {
            beginPass(pass.kind)
            if let reads = pass.reads { tracker.move([(reads, .sampledByCompute)], in: commandBuffer, functions: gpu.functions) }
            pass.pipeline.bind(in: commandBuffer, set: pass.set, constants: pass.constants)
            let size = workGroup.dispatch(destinationSize.width, destinationSize.height)
            gpu.functions.cmdDispatch(commandBuffer, size.x, size.y, 1)
        }
    }
}
