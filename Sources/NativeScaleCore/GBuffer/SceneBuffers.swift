/// What one frame's scene pass leaves for the passes after it, read back: its colour, its motion
/// vectors, and its depth where the workload draws with a depth buffer (scenes and glTF files;
/// a user shader has none).
public struct SceneBuffers: Hashable, Sendable {
    /// The colour, rounded to 8 bits per channel.
    public let color: RGBAImage
    /// Current to previous position, in render-resolution pixels (``MotionVectors``).
    public let motion: MotionVectors
    /// The depth buffer; nil for workloads without one.
    public let depth: DepthImage?

    public init(color: RGBAImage, motion: MotionVectors, depth: DepthImage?) {
        self.color = color
        self.motion = motion
        self.depth = depth
    }
}
