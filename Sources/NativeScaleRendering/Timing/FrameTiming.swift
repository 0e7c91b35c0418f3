public import NativeScaleCore

/// How long one frame's stages took.
public struct FrameTiming: Hashable, Sendable {
    /// Rendering the scene, in nanoseconds.
    public let scene: Double
    /// Resolving the multisampled scene (`vkCmdResolveImage`), in nanoseconds; nil without MSAA
    /// and on the host clock (where the resolve is part of the scene).
    public let resolve: Double?
    /// Resampling to the native size, in nanoseconds; nil on the native path.
    public let resample: Double?
    /// Between the scene's end and the resample's start: the barrier that hands the drawable to
    /// the resample (a layout change, and a decompression where the hardware needs one), in
    /// nanoseconds; nil on the native path and on the host clock.
    public let transition: Double?
    /// The whole frame on the GPU, first timestamp to last, in nanoseconds.
    public let frame: Double
    /// Submit to fence on the host wall clock of the submission that carried the frame (its
    /// whole round when frames are batched), in nanoseconds.
    public let host: Double
    /// Where `scene`, `resample` and `frame` come from.
    public let source: TimingClock
    /// An upscaler's passes, each timed apart (their sum is `resample`), in nanoseconds; empty
    /// for a kernel, the native path and the host clock.
    public let passes: [SamplingPass: Double]
    /// Where each stage started: on the GPU clock (the timestamps), or on the host's
    /// ``BootClock`` when each phase was a submission of its own; nil where not recorded.
    public var starts: StageStarts? = nil

    /// Creates the value from its parts (the synthesized initializer is internal; tests build these).
    package init(
        scene: Double, resolve: Double?, resample: Double?, transition: Double?, frame: Double, host: Double, source: TimingClock,
        passes: [SamplingPass: Double] = [:], starts: StageStarts? = nil
    ) {
        self.passes = passes
        self.scene = scene
        self.resolve = resolve
        self.resample = resample
        self.transition = transition
        self.frame = frame
        self.host = host
        self.source = source
        self.starts = starts
    }
}

/// When each stage of a frame started, in nanoseconds on one clock: the GPU's timestamps
/// (``TimestampConversion/nanoseconds(at:)``), or the host's boot clock for the host fallback.
public struct StageStarts: Hashable, Sendable {
    public let scene: Double
    public let resolve: Double?
    public let transition: Double?
    public let resample: Double?

    /// Creates the value from its parts (the synthesized initializer is internal; the renderer builds these).
    package init(scene: Double, resolve: Double?, transition: Double?, resample: Double?) {
        self.scene = scene
        self.resolve = resolve
        self.transition = transition
        self.resample = resample
    }
}

/// Device memory the renderer allocated, from the real `VkMemoryRequirements`.
public struct RenderMemory: Hashable, Sendable {
    /// The native-size image (the stand-in for the swapchain image both paths present).
    public let nativeImageBytes: Int
    /// The drawable-size image the scaled path renders into.
    public let drawableImageBytes: Int
    /// The float intermediate of the two-pass filters (0 when none is used).
    public let intermediateBytes: Int
    /// Weight tables of the table-driven filters.
    public let weightTableBytes: Int
    /// The storage images the compute filters write.
    public let resampleOutputBytes: Int
    /// The native size's multisampled colour and depth images.
    public let nativeAttachmentBytes: Int
    /// The drawable size's multisampled colour and depth images.
    public let drawableAttachmentBytes: Int
    /// The scene workload's vertex, instance and index buffers and textures.
    public let sceneBytes: Int

    /// Creates the value from its parts (the synthesized initializer is internal; the renderer builds these).
    package init(
        nativeImageBytes: Int, drawableImageBytes: Int, intermediateBytes: Int, weightTableBytes: Int, resampleOutputBytes: Int,
        nativeAttachmentBytes: Int, drawableAttachmentBytes: Int, sceneBytes: Int
    ) {
        self.nativeImageBytes = nativeImageBytes
        self.drawableImageBytes = drawableImageBytes
        self.intermediateBytes = intermediateBytes
        self.weightTableBytes = weightTableBytes
        self.resampleOutputBytes = resampleOutputBytes
        self.nativeAttachmentBytes = nativeAttachmentBytes
        self.drawableAttachmentBytes = drawableAttachmentBytes
        self.sceneBytes = sceneBytes
    }

    /// What the scaled paths need beyond the native path.
    public var extraBytes: Int {
        drawableImageBytes + drawableAttachmentBytes + intermediateBytes + weightTableBytes + resampleOutputBytes
    }
}
