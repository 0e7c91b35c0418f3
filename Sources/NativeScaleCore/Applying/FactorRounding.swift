/// How an API turns `length × factor` into whole pixels, in the arithmetic the API itself uses.
///
/// Engines multiply in single precision (`float`), so a factor that looks exact in decimal can land
/// a hair under or over a whole pixel; each case reproduces the source line that sizes the buffer.
public enum FactorRounding: String, CaseIterable, Hashable, Sendable, Codable {
    /// C `lround(length * factor)` in double precision: half away from zero (the GLFW snippet's own line).
    case lround
    /// Android's compatibility scaling, `(int) (length * factor + 0.5f)` in single precision
    /// (AOSP `Rect.scale`, used by Game Mode's WindowManager downscale).
    case androidCompatibility = "android-compatibility"
    /// Godot 4 `renderer_viewport.cpp`: `render_width = CLAMP(target_width * scaling_3d_scale, 1, 16384)`,
    /// a `float` product truncated to `int`.
    case godotTruncate = "godot-truncate"
    /// Unreal `ApplyResolutionFraction`: `FMath::CeilToInt(UnscaledViewSize.X * ResolutionFraction)`
    /// with `ResolutionFraction = r.ScreenPercentage / 100.0f`; the factor is the percentage.
    case unrealCeilPercent = "unreal-ceil-percent"
    /// Unity SRP `DynamicResolutionHandler.GetScaledSize`: `Mathf.CeilToInt(size.x * ScalableBufferManager.widthScaleFactor)`.
    case unityCeil = "unity-ceil"

    /// What a factor of 1 is in this rule's numbers: 100 for a percentage, else 1.
    public var unit: Double { self == .unrealCeilPercent ? 100 : 1 }

    /// The whole pixels `length × factor` becomes under this rule.
    public func apply(_ length: Int, _ factor: Double) -> Int {
        switch self {
        case .lround:
            return Int((Double(length) * factor).rounded(.toNearestOrAwayFromZero))
        case .androidCompatibility:
            return Int(Float(length) * Float(factor) + 0.5)
        case .godotTruncate:
            return min(max(Int(Float(length) * Float(factor)), 1), 16384)
        case .unrealCeilPercent:
            return Int((Float(length) * (Float(factor) / 100)).rounded(.up))
        case .unityCeil:
            return Int((Float(length) * Float(factor)).rounded(.up))
        }
    }

    /// The size `size × factor` becomes under this rule, axis by axis.
    public func apply(_ size: PixelSize, _ factor: Double) -> PixelSize {
        PixelSize(width: apply(size.width, factor), height: apply(size.height, factor))
    }

    /// The factor with the fewest fractional digits (at most `maxFractionDigits`) that takes every
    /// length of `from` to the matching length of `to`; nil when no such decimal exists.
    ///
    /// The search starts at the exact ratio of the first axis and tries the decimals around it at
    /// each precision, so it returns what a person would type: `0.8`, not `0.80000001`.
    public func factor(from: [Int], to: [Int], maxFractionDigits: Int = 6) -> Double? {
        guard let first = from.first, first > 0, from.count == to.count else { return nil }
        let exact = Double(to[0]) / Double(first) * unit
        var power = 1.0
        for _ in 0...maxFractionDigits {
            let middle = (exact * power).rounded()
            // Nearest decimals first, so the answer sits nearest the exact ratio at its precision.
            for step in [0.0, -1, 1, -2, 2, -3, 3] {
                let candidate = (middle + step) / power
                guard candidate > 0 else { continue }
                if zip(from, to).allSatisfy({ apply($0, candidate) == $1 }) { return candidate }
            }
            power *= 10
        }
        return nil
    }
}
