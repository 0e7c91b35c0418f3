/// How a platform turns a fractional pixel length into whole pixels.
public struct PixelRounding: Hashable, Sendable {
    /// The standard library rounding rule applied to each length.
    public var rule: FloatingPointRoundingRule
    /// Whether a non-zero length that rounds to 0 becomes 1 instead (Android's
    /// `TypedValue.complexToDimensionPixelSize`).
    public var keepsNonZeroLengths: Bool

    /// Creates a rounding from a rule.
    public init(_ rule: FloatingPointRoundingRule, keepsNonZeroLengths: Bool = false) {
        self.rule = rule
        self.keepsNonZeroLengths = keepsNonZeroLengths
    }

    /// Round half away from zero: `1707.5 → 1708` (Wayland toplevels, Windows `MulDiv`).
    public static let halfAwayFromZero = PixelRounding(.toNearestOrAwayFromZero)
    /// Truncate toward zero, as C does for `int *= float` (GLFW on X11, Android offsets).
    public static let towardZero = PixelRounding(.towardZero)
    /// Round half away from zero, but never collapse a non-zero length to 0 (Android sizes).
    public static let androidSize = PixelRounding(.toNearestOrAwayFromZero, keepsNonZeroLengths: true)

    /// The whole number of pixels for `length`.
    ///
    /// A length within a billionth of a pixel of a whole number is that number first: that is
    /// floating-point noise (`736 × (1080 / 414)` is 1919.9999999999998), not platform behaviour.
    public func round(_ length: Double) -> Int {
        let nearest = length.rounded(.toNearestOrAwayFromZero)
        let snapped = abs(length - nearest) <= 1e-9 * max(1, abs(length)) ? nearest : length
        let rounded = Int(snapped.rounded(rule))
        if keepsNonZeroLengths && rounded == 0 && length != 0 {
            return length > 0 ? 1 : -1
        }
        return rounded
    }
}

extension PixelRounding: CustomStringConvertible {
    /// A short name of the rule, e.g. `half away from zero, never 0`.
    public var description: String {
        let base: String
        switch rule {
        case .toNearestOrAwayFromZero: base = "half away from zero"
        case .toNearestOrEven: base = "half to even"
        case .towardZero: base = "toward zero (truncate)"
        case .up: base = "up (ceiling)"
        case .down: base = "down (floor)"
        case .awayFromZero: base = "away from zero"
        @unknown default: base = "platform-defined"
        }
        return keepsNonZeroLengths ? base + ", never 0 for a non-zero length" : base
    }
}
