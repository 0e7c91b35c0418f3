/// Which way the system resamples the drawable to reach the native size.
public enum ResampleDirection: String, Hashable, Sendable, Codable {
    /// The drawable is larger: the system downsamples (iPhone 8 Plus: 1242×2208 → 1080×1920).
    case down
    /// The drawable is smaller: the system upsamples (Display Zoom, DPI-unaware Windows apps).
    case up
    /// The sizes are equal: there is no sampling stage.
    case none
    /// One axis shrinks and the other grows (possible only through rounding).
    case mixed

    /// Whether the system resamples at all: every direction but ``none``.
    public var hasSamplingStage: Bool { self != .none }

    /// The filters a plan in this direction measures: `filters`, or none when there is no
    /// sampling stage to measure them in. The one place that rule is decided.
    public func measuredFilters(_ filters: [ResampleFilter]) -> [ResampleFilter] {
        hasSamplingStage ? filters : []
    }

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
