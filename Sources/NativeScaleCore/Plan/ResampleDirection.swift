/// Which way the system resamples the drawable to reach the native size.
public enum ResampleDirection: String, Hashable, Sendable {
    /// The drawable is larger: the system downsamples (iPhone 8 Plus: 1242×2208 → 1080×1920).
    case down
    /// The drawable is smaller: the system upsamples (Display Zoom, DPI-unaware Windows apps).
    case up
    /// The sizes are equal: there is no sampling stage.
    case none
    /// One axis shrinks and the other grows (possible only through rounding).
    case mixed

    /// The direction that takes `source` to `destination`.
    public init(from source: PixelSize, to destination: PixelSize) {
        if source == destination {
            self = .none
        } else if source.contains(destination) {
            self = .down
        } else if destination.contains(source) {
            self = .up
        } else {
            self = .mixed
        }
    }
}
