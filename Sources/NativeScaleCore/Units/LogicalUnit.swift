/// The unit a platform measures logical sizes in, as its own documentation names it.
public enum LogicalUnit: String, CaseIterable, Hashable, Sendable, Codable {
    /// Points: UIKit and AppKit (and nativescale's displays given by hand).
    case point = "pt"
    /// Density-independent pixels: Android (1 dp = 1 px at 160 dpi).
    case densityIndependentPixel = "dp"
    /// Device-independent pixels: Windows (1 DIP = 1 px at 96 dpi).
    case deviceIndependentPixel = "DIP"
    /// Logical pixels: Wayland's surface-local coordinates.
    case logicalPixel = "logical px"

    /// The unit's symbol, as sizes print it: `pt`, `dp`, `DIP`, `logical px`.
    public var symbol: String { rawValue }
}
