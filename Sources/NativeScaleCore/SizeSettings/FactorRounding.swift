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
    /// Unity URP `UniversalRenderPipeline.CreateRenderTextureDescriptor`:
    /// `desc.width = (int)((float)desc.width * renderScale)`, a `float` product truncated.
    case unityURPTruncate = "unity-urp-truncate"

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
        case .unityURPTruncate:
            return Int(Float(length) * Float(factor))
        }
    }

    /// The size `size × factor` becomes under this rule, axis by axis.
    public func apply(_ size: PixelSize, _ factor: Double) -> PixelSize {
        PixelSize(width: apply(size.width, factor), height: apply(size.height, factor))
    }

    /// The factor with the fewest fractional digits (at most `maxFractionDigits`) that takes every
    /// length of `from` to the matching length of `to` in this rule's own arithmetic, the one
    /// nearest the first axis's exact ratio among those; nil only when no decimal of those digits
    /// does, which the search proves: it tries every one that can.
    ///
    /// Every factor that works lies in each axis's interval (``bounds(of:to:)``), so in their
    /// intersection; single precision moves an end by a few parts in 10⁸, so the intersection is
    /// widened by a part in 10⁶ and each decimal in it is checked with ``apply(_:_:)-(Int,Double)``.
    /// It returns what a person would type: `0.9606`, not `0.96059999`. (Trying only the decimals
    /// next to the first axis's ratio missed Godot's exact 0.9606 for 1125×2436 → 1080×2340.)
    public func factor(from: [Int], to: [Int], maxFractionDigits: Int = 6) -> Double? {
        guard !from.isEmpty, from.count == to.count, from.allSatisfy({ $0 > 0 }), to.allSatisfy({ $0 > 0 }) else { return nil }
        let intervals = zip(from, to).map { bounds(of: $0, to: $1) }
        guard let lowest = intervals.map(\.lower).max(), let highest = intervals.map(\.upper).min() else { return nil }
        let slack = 1e-6 * max(abs(lowest), abs(highest))
        let lower = max(lowest - slack, 0)
        let upper = highest + slack
        guard lower <= upper else { return nil }
        let exact = Double(to[0]) / Double(from[0]) * unit
        var power = 1.0
        for _ in 0...maxFractionDigits {
            let first = (lower * power).rounded(.up)
            let last = (upper * power).rounded(.down)
            if first <= last {
                let works = stride(from: first, through: last, by: 1).map { $0 / power }
                    .filter { candidate in candidate > 0 && zip(from, to).allSatisfy { apply($0, candidate) == $1 } }
                if let nearest = works.min(by: { abs($0 - exact) < abs($1 - exact) }) { return nearest }
            }
            power *= 10
        }
        return nil
    }

    /// The factors, in this rule's units, that take `length` to `target` in exact arithmetic:
    /// the interval's ends (which end is open depends on the rule; callers check with ``apply``).
    public func bounds(of length: Int, to target: Int) -> (lower: Double, upper: Double) {
        let length = Double(length)
        let target = Double(target)
        switch self {
        case .lround, .androidCompatibility:
            // Half away from zero: target − ½ ≤ length × factor < target + ½.
            return ((target - 0.5) / length, (target + 0.5) / length)
        case .godotTruncate:
            // Truncation, clamped to 1…16384: target ≤ length × factor < target + 1 (at a clamp,
            // every factor beyond it, searched up to twice the clamp).
            return (target <= 1 ? 0 : target / length, target >= 16384 ? 2 * target / length : (target + 1) / length)
        case .unityURPTruncate:
            // Truncation: target ≤ length × factor < target + 1.
            return (target / length, (target + 1) / length)
        case .unrealCeilPercent, .unityCeil:
            // Ceiling: target − 1 < length × factor / unit ≤ target.
            return ((target - 1) / length * unit, target / length * unit)
        }
    }
}
