public import NativeScaleCore
import NativeScaleStatistics

/// The render target a run drew into, as result files write it.
public struct TargetDocument: Codable, Hashable, Sendable {
    /// The colour format of the drawable and the native image (`--format`).
    public let format: PixelFormat
    /// MSAA samples per pixel (`--samples`); 1: none.
    public let samples: Int
    /// The depth buffer (`--depth`).
    public let depth: DepthFormat
    /// The format the compute resamples store their output in: ``format``, or the nearest
    /// format the device can store to when it cannot store ``format``.
    public let resampleOutputFormat: PixelFormat

    public init(format: PixelFormat, samples: Int, depth: DepthFormat, resampleOutputFormat: PixelFormat) {
        self.format = format
        self.samples = samples
        self.depth = depth
        self.resampleOutputFormat = resampleOutputFormat
    }

    /// The attachments for `sizes`' model (at 60 Hz, which per-frame figures do not use).
    public var attachments: AttachmentConfiguration {
        AttachmentConfiguration(colorFormat: format, depthFormat: depth, sampleCount: samples)
    }
}

/// `sizes`' first-order model of a run's configuration beside what the device allocated.
public struct ModelDocument: Codable, Hashable, Sendable {
    /// One path: the model's bytes moved per frame and attachment memory, and the allocation.
    public struct Path: Codable, Hashable, Sendable {
        /// The model's bytes written and read per frame (``FrameTraffic/bytesPerFrame``).
        public let modelBytesPerFrame: Int
        /// The model's render-target memory beside the presented image (``FrameTraffic/memoryBytes``).
        public let modelAttachmentBytes: Int
        /// What the device allocated for the same images (`VkMemoryRequirements`).
        public let allocatedAttachmentBytes: Int

        /// Creates the value from its parts.
        public init(modelBytesPerFrame: Int, modelAttachmentBytes: Int, allocatedAttachmentBytes: Int) {
            self.modelBytesPerFrame = modelBytesPerFrame
            self.modelAttachmentBytes = modelAttachmentBytes
            self.allocatedAttachmentBytes = allocatedAttachmentBytes
        }
    }

    /// Rendering at the native size.
    public let native: Path
    /// Rendering at the drawable size and resampling; nil when the sizes are equal.
    public let scaled: Path?

    /// The model of `plan`'s sizes with `target`, beside `memory`.
    public init(plan: RenderTargetPlan, target: TargetDocument, memory: MemoryDocument) {
        let model = RenderTargetPlan(display: plan.display, attachments: target.attachments, preset: plan.preset)
        native = Path(
            modelBytesPerFrame: model.nativePath.bytesPerFrame, modelAttachmentBytes: model.nativePath.memoryBytes,
            allocatedAttachmentBytes: memory.nativeAttachmentBytes ?? 0)
        scaled =
            plan.resample == .none
            ? nil
            : Path(
                modelBytesPerFrame: model.scaledPath.bytesPerFrame, modelAttachmentBytes: model.scaledPath.memoryBytes,
                allocatedAttachmentBytes: memory.drawableImageBytes + (memory.drawableAttachmentBytes ?? 0))
    }
}
