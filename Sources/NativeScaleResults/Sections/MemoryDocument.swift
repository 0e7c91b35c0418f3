import NativeScaleStatistics

/// Device memory of both paths as result files write it, from the real `VkMemoryRequirements`.
public struct MemoryDocument: Codable, Hashable, Sendable {
    /// The native-size image (the stand-in for the swapchain image both paths present).
    public let nativeImageBytes: Int
    /// The drawable-size image the scaled path renders into.
    public let drawableImageBytes: Int
    /// The float intermediate of the two-pass filters (0 when none is used).
    public let intermediateBytes: Int
    /// Weight tables of the table-driven filters.
    public let weightTableBytes: Int
    /// The storage images the compute filters write (absent in files from before they had their own).
    public let resampleOutputBytes: Int?
    /// The native size's multisampled colour and depth images (absent in files from before
    /// targets had them).
    public let nativeAttachmentBytes: Int?
    /// The drawable size's multisampled colour and depth images.
    public let drawableAttachmentBytes: Int?
    /// The scene workload's buffers and textures.
    public let sceneBytes: Int?

    public init(
        nativeImageBytes: Int, drawableImageBytes: Int, intermediateBytes: Int, weightTableBytes: Int, resampleOutputBytes: Int?,
        nativeAttachmentBytes: Int? = nil, drawableAttachmentBytes: Int? = nil, sceneBytes: Int? = nil
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

    /// What the scaled path allocates beyond the native path, in bytes.
    public var extraBytes: Int {
        drawableImageBytes + (drawableAttachmentBytes ?? 0) + intermediateBytes + weightTableBytes + (resampleOutputBytes ?? 0)
    }
}
