/// A ratio of pixels to logical units along one axis: UIKit's `scale` and `nativeScale`,
/// macOS's `backingScaleFactor`, Android's `density`, Windows' `dpi / 96`, Wayland's
/// `preferred_scale / 120`, GLFW's content scale.
public struct ScaleFactor: Hashable, Comparable, Sendable {
    /// The number of pixels per logical unit.
    public let value: Double

    /// Creates a scale factor; validate it with ``SizeLimits`` before using it for sizing.
    public init(_ value: Double) {
        self.value = value
    }

    /// The exact ratio `pixels / logicalUnits`, the way UIKit derives `nativeScale` from
    /// `nativeBounds.width / bounds.width`.
    public init(pixels: Int, per logicalUnits: Double) {
        self.value = Double(pixels) / logicalUnits
    }

    /// The Windows scale for a monitor DPI: `dpi / 96` (96 dpi is 100 %).
    public static func windows(dpi: Int) -> ScaleFactor { ScaleFactor(Double(dpi) / 96) }

    /// The Android density for a `densityDpi`: `dpi / 160` (160 dpi is mdpi, 1.0).
    public static func android(densityDpi: Int) -> ScaleFactor { ScaleFactor(Double(densityDpi) / 160) }

    /// The Wayland `wp_fractional_scale_v1` scale for a `preferred_scale` numerator over 120.
    public static func wayland(numerator: Int) -> ScaleFactor { ScaleFactor(Double(numerator) / 120) }

    /// The smallest whole scale at least this large (an integer buffer or backing scale).
    public var roundedUpToInteger: ScaleFactor { ScaleFactor(value.rounded(.up)) }

    /// Whether this scale is a whole number of pixels per unit.
    public var isIntegral: Bool { value == value.rounded(.towardZero) }

    public static func < (lhs: ScaleFactor, rhs: ScaleFactor) -> Bool { lhs.value < rhs.value }
}

extension ScaleFactor: CustomStringConvertible {
    /// `3`, `2.608696`, `1.25`: at most six fractional digits, trailing zeros dropped.
    public var description: String { NumberText.trimmed(value, maxFractionDigits: 6) }
}
