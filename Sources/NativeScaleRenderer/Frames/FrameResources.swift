internal import CVulkan
public import NativeScaleCore
import NativeScaleRendering

/// What every frame of a renderer draws with and into: the attachments at the native and the
/// drawable size, the textures and samplers, the scene, one resample stage per filter, the layout
/// tracker that hands every image between its uses, and the context that uploads to them.
///
/// Shared by the recorder, the read-back and the round runner; it records and submits nothing of
/// its own after it is made. A per-frame resource (one a frame in flight must not share: a
/// command buffer, a query range, a probe) belongs in a ``FrameSlot`` instead.
final class FrameResources {
    let gpu: GPU
    let workload: WorkloadConfiguration
    /// The colour format, MSAA samples and depth buffer rendered with.
    let target: AttachmentConfiguration
    /// What the device offers the target: the format compute resamples store.
    let support: TargetSupport
    /// The size rendered by the native path and produced by every resample.
    let nativeSize: PixelSize
    /// The size the scaled path renders before resampling.
    let drawableSize: PixelSize
    /// The filters prepared.
    let filters: [ResampleFilter]
    /// RCAS's sharpness for the filters that sharpen.
    let sharpness: Sharpness
    /// The native size's images: the present target, and the target's MSAA and depth images.
    let native: AttachmentSet
    /// The drawable size's images: the drawable, and the target's MSAA and depth images.
    let drawable: AttachmentSet
    let noise: Image
    let glyphs: Image
    let sampler: Sampler
    /// Clamp-to-edge linear sampler through which resample kernels read their source.
    let sourceSampler: Sampler
    /// The untimed submissions of set-up, uploads and read-backs.
    let context: CommandContext
    let stages: [ResampleFilter: any ResampleStage]
    let tracker = LayoutTracker()
    /// What the scene pass draws.
    let scene: Scene

    /// Checks the target on the device, then creates the images, uploads the textures, and makes
    /// the scene's pipelines and the resample stages for `filters`.
    init(
        gpu: GPU, workload: WorkloadConfiguration, content: FrameContent, target: AttachmentConfiguration,
        nativeSize: PixelSize, drawableSize: PixelSize, filters: [ResampleFilter], sharpness: Sharpness
    ) throws(RendererError) {
        if let refusal = TemporalUpscalerRefusal.checking(filters, workload: workload, target: target) {
            throw .resources(.noTemporalUpscaler(refusal))
        }
        // The caller turns motion vectors on for a temporal upscaler (bench does).
        if filters.contains(where: \.isTemporal), !workload.motionVectors { throw .resources(.motionVectorsNotWritten) }
        if let refusal = MotionVectorRefusal.checking(workload, target: target) { throw .resources(.noMotionVectors(refusal)) }
        support = try TargetSupport(checking: target, filters: filters, blending: workload.workload == .ui, on: gpu)
        self.gpu = gpu
        self.workload = workload
        self.target = target
        self.nativeSize = nativeSize
        self.drawableSize = drawableSize
        self.filters = filters
        self.sharpness = sharpness
        let rgba8 = VK_FORMAT_R8G8B8A8_UNORM
        native = try AttachmentSet(
            gpu: gpu, size: nativeSize, target: target, usage: Image.Usage.presentTarget, tracker: tracker, label: "native present target",
            writesMotion: workload.motionVectors)
        drawable = try AttachmentSet(
            gpu: gpu, size: drawableSize, target: target, usage: Image.Usage.drawable, tracker: tracker, label: "drawable image",
            writesMotion: workload.motionVectors)
        noise = try Image(gpu: gpu, width: 1024, height: 1024, format: rgba8, usage: Image.Usage.texture, label: "noise texture")
        glyphs = try Image(gpu: gpu, width: 256, height: 256, format: rgba8, usage: Image.Usage.texture, label: "glyph texture")
        sampler = try Sampler(gpu: gpu)
        sourceSampler = try Sampler(gpu: gpu, filter: VK_FILTER_LINEAR, addressMode: VK_SAMPLER_ADDRESS_MODE_CLAMP_TO_EDGE)
        context = try CommandContext(gpu: gpu)
        try TextureUpload.upload(
            RGBAImage(width: 1024, height: 1024, bytes: TextureContent.noise1024), into: noise.handle, gpu: gpu, context: context, tracker: tracker)
        try TextureUpload.upload(
            RGBAImage(width: 256, height: 256, bytes: TextureContent.glyphs256), into: glyphs.handle, gpu: gpu, context: context, tracker: tracker)
        scene = try Self.makeScene(
            content, gpu: gpu, target: target, writesMotion: workload.motionVectors, noise: noise, glyphs: glyphs, sampler: sampler, context: context,
            tracker: tracker)
        stages = try Self.makeStages(
            filters, gpu: gpu, target: target, storageFormat: support.storageFormat, drawableSize: drawableSize,
            nativeSize: nativeSize, drawable: drawable, native: native, sampler: sourceSampler, sharpness: sharpness, context: context,
            tracker: tracker)
    }

    /// The stage of `filter`.
    func stage(_ filter: ResampleFilter) throws(RendererError) -> any ResampleStage {
        guard let stage = stages[filter] else { throw .pipelines(.filterNotPrepared(filter)) }
        return stage
    }

    /// What frame `round` of a temporal path is drawn with: its sequence frame, its jitter
    /// (``TemporalJitter`` from the drawable to the native size), whether the camera held still.
    func temporalFrame(round: Int) -> TemporalFrame {
        let jitter = TemporalJitter(renderSize: drawableSize, displaySize: nativeSize).map { SceneJitter($0, frame: round) } ?? .none
        return TemporalFrame(
            round: round, sequenceFrame: workload.frameTime(round: round).frame, jitter: jitter,
            cameraHoldsStill: scene.cameraHoldsStill(workload, round: round))
    }

    /// The image a path's finished native-size frame is in.
    func output(of path: MeasuredPath) throws(RendererError) -> VkImage {
        switch path {
        case .native: native.color.handle
        case .scaled(let filter): try stage(filter).output
        }
    }

    /// The format `path`'s finished frame is stored in.
    func outputFormat(of path: MeasuredPath) -> PixelFormat {
        switch path {
        case .native: target.colorFormat
        case .scaled(let filter): stages[filter]?.outputFormat ?? target.colorFormat
        }
    }

    /// Where each interval's timestamp of a frame of `path` is (``StampLayout``).
    func stampLayout(of path: MeasuredPath, probed: Bool) -> StampLayout {
        StampLayout(resolves: native.resolves, scaled: path != .native, passes: path.filter?.passes ?? [], probed: probed)
    }

    /// The images a frame of `path` must write: its scene's single-sample image, then its output.
    func probeTargets(of path: MeasuredPath) throws(RendererError) -> [DrawnWorkProbe.Target] {
        let output = DrawnWorkProbe.Target(image: try output(of: path), size: nativeSize, format: outputFormat(of: path))
        switch path {
        case .native: return [output, output]
        case .scaled: return [DrawnWorkProbe.Target(image: drawable.color.handle, size: drawableSize, format: target.colorFormat), output]
        }
    }

    /// Device memory of the images and tables, from `VkMemoryRequirements`.
    var memory: RenderMemory {
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
    func extraMemory(for filter: ResampleFilter) -> Int {
        drawable.color.memoryBytes + drawable.attachmentBytes + (stages[filter]?.ownedBytes ?? 0)
    }
}
