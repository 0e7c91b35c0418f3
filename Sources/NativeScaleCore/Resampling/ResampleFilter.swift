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
    /// FSR 1's edge-adaptive spatial upsampling alone (``EdgeAdaptiveUpsampling``): one pass.
    case easu
    /// FSR 1: EASU into a half-float image, then RCAS sharpening (``ContrastAdaptiveSharpening``)
    /// at the output size, each pass timed as a stage of its own.
    case fsr1
    /// Qualcomm's Snapdragon Game Super Resolution 1 (``GameSuperResolution``): a bilinear
    /// sample plus a 12-tap edge term on the green channel, in one pass.
    case sgsr1
    /// Qualcomm's Snapdragon Game Super Resolution 2, its 2-pass compute variant: a temporal
    /// upscaler fed jittered frames, their motion vectors and depth, and its own history.
    case sgsr2

    /// The classic kernels: one resample range each, tabulated or fixed-function.
    public static let kernels: [ResampleFilter] = [.blit, .bilinear, .area, .catmullRom, .lanczos3]
    /// The spatial upscalers: passes timed apart, made for a drawable smaller than the panel.
    public static let upscalers: [ResampleFilter] = [.easu, .fsr1, .sgsr1]
    /// The temporal upscalers: they need the scene's motion vectors and depth, a jittered
    /// camera, and a history that a cut resets.
    public static let temporal: [ResampleFilter] = [.sgsr2]
    /// What `--filter all` stands for: every filter that needs nothing but the frame.
    public static let spatial: [ResampleFilter] = allCases.filter { !$0.isTemporal }

    /// The passes timed as stages of their own, in dispatch order; empty for a kernel, which is
    /// timed as one resample.
    public var passes: [SamplingPass] {
        switch self {
        case .easu: [.easu]
        case .fsr1: [.easu, .rcas]
        case .sgsr1: [.sgsr]
        case .sgsr2: [.sgsr2Convert, .sgsr2Upscale]
        case .blit, .bilinear, .area, .catmullRom, .lanczos3: []
        }
    }

    /// Whether the filter is an upscaler (``upscalers``, ``temporal``).
    public var isUpscaler: Bool { !passes.isEmpty }

    /// Whether the filter is a temporal upscaler (``temporal``).
    public var isTemporal: Bool { self == .sgsr2 }

    /// Whether the filter sharpens with RCAS (and takes a ``Sharpness``).
    public var sharpens: Bool { passes.contains(.rcas) }

    /// The kernel's radius in source pixels at scale 1; nil where weights are not tabulated.
    package var radius: Double? {
        switch self {
        case .blit, .bilinear, .easu, .fsr1, .sgsr1, .sgsr2: nil
        case .area: 0.5
        case .catmullRom: 2
        case .lanczos3: 3
        }
    }

    /// The kernel's weight at distance `x` (in kernel units).
    package func weight(_ x: Double) -> Double {
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
        case .blit, .bilinear, .area, .easu, .fsr1, .sgsr1, .sgsr2:
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
