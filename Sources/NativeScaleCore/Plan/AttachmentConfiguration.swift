/// The attachments a frame renders into: color format, depth, MSAA, and the refresh rate that
/// turns per-frame figures into per-second ones.
public struct AttachmentConfiguration: Hashable, Sendable {
    /// The color format of the render target and the presented image.
    public var colorFormat: PixelFormat
    /// The depth attachment, if any.
    public var depthFormat: DepthFormat
    /// MSAA samples per pixel: 1, 2, 4 or 8.
    public var sampleCount: Int
    /// Frames per second.
    public var refreshRate: Int

    /// The sample counts accepted.
    public static let sampleCounts = [1, 2, 4, 8]
    /// The refresh rates accepted, in Hz.
    public static let refreshRates = 1...1000

    /// Creates a configuration; see ``validate()``.
    public init(
        colorFormat: PixelFormat = .bgra8, depthFormat: DepthFormat = .none,
        sampleCount: Int = 1, refreshRate: Int = 60
    ) {
        self.colorFormat = colorFormat
        self.depthFormat = depthFormat
        self.sampleCount = sampleCount
        self.refreshRate = refreshRate
    }
}
