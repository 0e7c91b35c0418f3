internal import CVulkan
import NativeScaleCore
import NativeScaleRendering

/// A temporal upscaler run as compute passes, each timed as a stage of its own: Snapdragon GSR
/// 2's convert pass at the render size, then its upscale pass at the output size
/// (`shaders/upscale_sgsr2_*.comp`; ``TemporalGameSuperResolution`` is the CPU reference).
///
/// It reads the drawable, the scene's motion vectors and depth (moved to a sampled read in the
/// transition, with the drawable), and its history: two display-size RGBA16F images, one read and
/// the other written each frame, their roles swapped after it. The history is discarded (the
/// frame a reset) on the path's first frame, on a sequence's first frame (a cut), and whenever a
/// frame does not follow the one before (a round drawn again, an audit's dose).
final class TemporalUpscaleStage: ResampleStage {
    let gpu: GPU
    let filter: ResampleFilter
    let outputImage: Image
    let outputFormat: PixelFormat
    /// The convert pass's hand-over (motion, depth clip, tone-map divisor; RGBA16F) and the
    /// packed YCoCg colour (R32UI), at the render size.
    let handOver: Image
    let packed: Image
    /// The two history images (``historyHandles`` in order); ``reading`` says which one the next frame reads.
    let history0: Image
    let history1: Image
    let historyHandles: [VkImage]
    let pool: DescriptorPool
    let convert: Pipeline
    let upscale: Pipeline
    let convertSet: VkDescriptorSet
    /// The upscale pass's set reading history i and writing the other, for i = 0, 1.
    let upscaleSets: [VkDescriptorSet]
    let nearest: Sampler
    let workGroup: WorkGroup
    let renderSize: PixelSize
    let destinationSize: PixelSize
    /// What the transition moves besides the drawable: the scene's depth and motion vectors.
    let sourceMoves: [(image: VkImage, to: ImageUse)]
    /// The history the next frame reads.
    private(set) var reading = 0
    /// The round of the frame recorded last; nil before the first.
    private(set) var lastRound: Int?
    /// The frame recorded next, set by the recorder before the scene pass.
    var frame = TemporalFrame(round: 0, sequenceFrame: 0, jitter: .none, cameraHoldsStill: true)

    /// The format of the history and the hand-over, as Qualcomm's shaders declare them.
    static let historyFormat = PixelFormat.rgba16f

    /// Creates the images (the histories cleared to 0), the two passes' pipelines
    /// (``PipelineRecipe/temporal(_:storing:on:)``) and their descriptor sets.
    init(
        gpu: GPU, filter: ResampleFilter, drawable: borrowing AttachmentSet, destinationSize: PixelSize, outputFormat: PixelFormat,
        sampler: VkSampler, context: borrowing CommandContext, tracker: LayoutTracker
    ) throws(RendererError) {
        guard filter.isTemporal, let depthView = drawable.depthSampledView, let motionView = drawable.motionView,
            let depthHandle = drawable.depthHandle, let motionHandle = drawable.motionHandle
        else { throw .resources(.motionVectorsNotWritten) }
        self.gpu = gpu
        self.filter = filter
        self.outputFormat = outputFormat
        self.destinationSize = destinationSize
        renderSize = drawable.size
        let (render, display) = (drawable.size, destinationSize)
        outputImage = try Image(
            gpu: gpu, width: display.width, height: display.height, format: outputFormat.vulkan, usage: Image.Usage.resampleOutput,
            label: "\(filter.rawValue) output")
        handOver = try Image(
            gpu: gpu, width: render.width, height: render.height, format: Self.historyFormat.vulkan, usage: Image.Usage.temporal,
            label: "\(filter.rawValue) motion, depth clip and divisor")
        packed = try Image(
            gpu: gpu, width: render.width, height: render.height, format: VK_FORMAT_R32_UINT, usage: Image.Usage.temporal,
            label: "\(filter.rawValue) packed YCoCg")
        history0 = try Image(
            gpu: gpu, width: display.width, height: display.height, format: Self.historyFormat.vulkan, usage: Image.Usage.temporal,
            label: "\(filter.rawValue) history 0")
        history1 = try Image(
            gpu: gpu, width: display.width, height: display.height, format: Self.historyFormat.vulkan, usage: Image.Usage.temporal,
            label: "\(filter.rawValue) history 1")
        historyHandles = [history0.handle, history1.handle]
        let historyViews = [history0.view, history1.view]
        nearest = try Sampler(gpu: gpu, filter: VK_FILTER_NEAREST, addressMode: VK_SAMPLER_ADDRESS_MODE_CLAMP_TO_EDGE)
        let recipes = PipelineRecipe.temporal(filter, storing: outputFormat, on: gpu.info.kind)
        convert = try Pipeline(gpu: gpu, recipe: recipes[0])
        upscale = try Pipeline(gpu: gpu, recipe: recipes[1])
        pool = try DescriptorPool(gpu: gpu, sets: 3)
        workGroup = WorkGroup.resample(for: gpu.info.kind).resample
        let read = VK_IMAGE_LAYOUT_SHADER_READ_ONLY_OPTIMAL
        convertSet = try pool.makeSet(
            for: convert,
            [
                .sampledImage(drawable.color.view, nearest.handle, read), .sampledImage(depthView, nearest.handle, read),
                .sampledImage(motionView, nearest.handle, read), .storageImage(handOver.view), .storageImage(packed.view),
            ])
        var sets: [VkDescriptorSet] = []
        for index in 0..<2 {
            sets.append(
                try pool.makeSet(
                    for: upscale,
                    [
                        .sampledImage(historyViews[index], sampler, read), .sampledImage(handOver.view, nearest.handle, read),
                        .sampledImage(packed.view, nearest.handle, read), .storageImage(outputImage.view),
                        .storageImage(historyViews[1 - index]),
                    ]))
        }
        upscaleSets = sets
        sourceMoves = [(depthHandle, .sampledByCompute), (motionHandle, .sampledByCompute)]
        try clearHistories(context: context, tracker: tracker)
    }

    /// Clears both histories to 0 (`vkCmdClearColorImage`): a reset frame reads one, and 0 × a
    /// value is 0 where uninitialised memory could hold a NaN.
    private func clearHistories(context: borrowing CommandContext, tracker: LayoutTracker) throws(RendererError) {
        let handles = historyHandles
        _ = try context.run { commandBuffer in
            tracker.move(handles.map { ($0, .transferDestination) }, discarding: Set(handles), in: commandBuffer, functions: gpu.functions)
            var zero = VkClearColorValue()
            var range = Image.colorRange
            for handle in handles {
                gpu.functions.cmdClearColorImage(commandBuffer, handle, VK_IMAGE_LAYOUT_TRANSFER_DST_OPTIMAL, &zero, 1, &range)
            }
        }
    }

    var output: VkImage { outputImage.handle }
    var sourceUse: ImageUse { .sampledByCompute }
    var preparations: [(image: VkImage, to: ImageUse)] {
        [(outputImage.handle, .storageWriteByCompute), (handOver.handle, .storageWriteByCompute), (packed.handle, .storageWriteByCompute)]
    }
    var tableBytes: Int { 0 }
    var outputBytes: Int { outputImage.memoryBytes }
    /// The hand-over, the packed colour and both histories.
    var intermediateBytes: Int { handOver.memoryBytes + packed.memoryBytes + history0.memoryBytes + history1.memoryBytes }

    /// Records the convert pass from its stamp, then the upscale pass from its own: the barrier
    /// that hands the convert pass's two images to sampled reads, the read history to a sampled
    /// read (keeping it) and the written one to a storage write (discarding it), then
    /// `vkCmdDispatch` over the output. The histories swap roles after it.
    func record(in commandBuffer: VkCommandBuffer, tracker: LayoutTracker, beginPass: (SamplingPass) -> Void) {
        let reset = lastRound.map { frame.round != $0 + 1 } ?? true || frame.sequenceFrame == 0
        lastRound = frame.round
        let constants = TemporalConstants(
            renderSize: renderSize, displaySize: destinationSize, jitter: frame.jitter.pixels,
            fieldOfViewTangent: SceneCamera.horizontalTangent(aspect: Float(renderSize.width) / Float(renderSize.height)),
            reset: reset, sameCamera: frame.cameraHoldsStill)
        let f = gpu.functions
        beginPass(.sgsr2Convert)
        convert.bind(in: commandBuffer, set: convertSet, constants: constants)
        let small = workGroup.dispatch(renderSize.width, renderSize.height)
        f.cmdDispatch(commandBuffer, small.x, small.y, 1)
        beginPass(.sgsr2Upscale)
        let (read, write) = (historyHandles[reading], historyHandles[1 - reading])
        tracker.move(
            [(handOver.handle, .sampledByCompute), (packed.handle, .sampledByCompute), (read, .sampledByCompute), (write, .storageWriteByCompute)],
            discarding: [write], in: commandBuffer, functions: f)
        upscale.bind(in: commandBuffer, set: upscaleSets[reading], constants: constants)
        let large = workGroup.dispatch(destinationSize.width, destinationSize.height)
        f.cmdDispatch(commandBuffer, large.x, large.y, 1)
        reading = 1 - reading
    }
}

/// What one frame of a temporal path is drawn with: its round (whether it follows the frame
/// before), its frame of the sequence (0 is a cut), the scene's jitter, and whether the camera
/// held still since the frame before.
struct TemporalFrame {
    var round: Int
    var sequenceFrame: Int
    var jitter: SceneJitter
    var cameraHoldsStill: Bool
}

/// The temporal upscaler passes' push constants (`shaders/temporal.glsl`): 36 bytes.
struct TemporalConstants {
    var renderWidth: Int32
    var renderHeight: Int32
    var displayWidth: Int32
    var displayHeight: Int32
    var jitterX: Float
    var jitterY: Float
    var fieldOfViewTangent: Float
    var reset: UInt32
    var sameCamera: UInt32

    init(renderSize: PixelSize, displaySize: PixelSize, jitter: SIMD2<Float>, fieldOfViewTangent: Float, reset: Bool, sameCamera: Bool) {
        renderWidth = Int32(renderSize.width)
        renderHeight = Int32(renderSize.height)
        displayWidth = Int32(displaySize.width)
        displayHeight = Int32(displaySize.height)
        jitterX = jitter.x
        jitterY = jitter.y
        self.fieldOfViewTangent = fieldOfViewTangent
        self.reset = reset ? 1 : 0
        self.sameCamera = sameCamera ? 1 : 0
    }
}
