/// A filter that resamples the drawable to the native size.
public enum ResampleFilter: String, CaseIterable, Hashable, Sendable, Codable {
    /// `vkCmdBlitImage` with `VK_FILTER_LINEAR`: whatever the driver's blit does.
    case blit
    /// A shader with 2×2 taps at the mapped texel centre, clamped to the edge.
    case bilinear
    /// Exact box coverage: each destination pixel averages the source area it covers.
    case area
    /// Bicubic Catmull-Rom (a = −0.5), support 2, stretched by the scale when downscaling.
    case catmullRom = "catmull-rom"
    /// Lanczos with 3 lobes, support 3, stretched by the scale when downscaling.
    case lanczos3

    /// The kernel's radius in source pixels at scale 1; nil where weights are not tabulated.
    var radius: Double? {
        switch self {
        case .blit, .bilinear: nil
        case .area: 0.5
        case .catmullRom: 2
        case .lanczos3: 3
        }
    }

    /// The kernel's weight at distance `x` (in kernel units).
    func weight(_ x: Double) -> Double {
        let x = abs(x)
        switch self {
        case .catmullRom:
            // Keys' cubic with a = -0.5.
            let a = -0.5
            if x < 1 { return ((a + 2) * x - (a + 3)) * x * x + 1 }
            if x < 2 { return ((a * x - 5 * a) * x + 8 * a) * x - 4 * a }
            return 0
        case .lanczos3:
            if x == 0 { return 1 }
            if x >= 3 { return 0 }
            let px = Double.pi * x
            return 3 * Self.sine(px) * Self.sine(px / 3) / (px * px)
        case .blit, .bilinear, .area:
            return x < 0.5 ? 1 : 0
        }
    }

    /// `sin` without Foundation, accurate to a few ulps on [0, 3π].
    static func sine(_ x: Double) -> Double {
        // Reduce to [-π, π], then an odd Taylor polynomial evaluated on [-π/2, π/2].
        var y = x.truncatingRemainder(dividingBy: 2 * .pi)
        if y > .pi { y -= 2 * .pi } else if y < -.pi { y += 2 * .pi }
        if y > .pi / 2 { y = .pi - y } else if y < -.pi / 2 { y = -.pi - y }
        let y2 = y * y
        var term = y
        var sum = y
        for n in stride(from: 2, through: 30, by: 2) {
            term *= -y2 / Double(n * (n + 1))
            sum += term
        }
        return sum
    }
}
