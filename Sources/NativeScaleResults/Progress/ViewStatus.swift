public import NativeScaleCore

/// What `view`'s title bar says, as values: the report words it (``title`` in Reporting).
public enum ViewStatus: Hashable, Sendable {
    /// The window as it opens, before its first frame.
    case opening(name: String)
    /// Frames on screen: what is shown and the medians of the recent frames.
    case showing(Figures)
    /// Paused while the window is minimised.
    case paused(name: String)

    /// The figures of the frames on screen.
    public struct Figures: Hashable, Sendable {
        public let name: String
        public let path: MeasuredPath
        /// The size rendered: the native size on the native path, the drawable size on a scaled one.
        public let renderSize: PixelSize
        public let nativeSize: PixelSize
        /// Medians of the recent frames, in milliseconds; `resample` nil on the native path.
        public let scene: Double
        public let resample: Double?
        public let copy: Double
        public let frame: Double
        public let presentMode: PresentMode

        /// Creates the value from its parts.
        public init(
            name: String, path: MeasuredPath, renderSize: PixelSize, nativeSize: PixelSize, scene: Double, resample: Double?, copy: Double,
            frame: Double, presentMode: PresentMode
        ) {
            self.name = name
            self.path = path
            self.renderSize = renderSize
            self.nativeSize = nativeSize
            self.scene = scene
            self.resample = resample
            self.copy = copy
            self.frame = frame
            self.presentMode = presentMode
        }
    }
}
