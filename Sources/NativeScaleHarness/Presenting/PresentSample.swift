public import NativeScaleRenderer

/// One measured on-screen frame: where it sat in the interleaving and every stage's time.
public struct PresentSample: Hashable, Sendable, Codable {
    /// The round (0-based, after warm-up).
    public let round: Int
    /// The frame's position within its round.
    public let position: Int
    /// `native` or `scaled/FILTER`.
    public let path: String
    /// Scene, GPU nanoseconds.
    public let scene: Double
    /// Resample, GPU nanoseconds (scaled paths only).
    public let resample: Double?
    /// Copy into the swapchain image, GPU nanoseconds.
    public let copy: Double
    /// First to last timestamp, GPU nanoseconds.
    public let gpuFrame: Double
    /// `vkAcquireNextImageKHR`, host nanoseconds.
    public let acquire: Double
    /// `vkQueuePresentKHR`, host nanoseconds.
    public let present: Double
    /// Acquire to fence after present, host nanoseconds.
    public let total: Double

    public init(round: Int, position: Int, path: RenderPath, timing: PresentTiming) {
        self.round = round
        self.position = position
        self.path = path.name
        scene = timing.scene
        resample = timing.resample
        copy = timing.copy
        gpuFrame = timing.gpuFrame
        acquire = timing.acquire
        present = timing.present
        total = timing.total
    }
}
