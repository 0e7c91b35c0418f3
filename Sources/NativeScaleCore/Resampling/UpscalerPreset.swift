/// A named quality preset of AMD's FidelityFX Super Resolution: a scale factor per axis from
/// the render size up to the display size (FSR 1's and FSR 2's published table).
///
/// | preset | factor | FSR 1 | FSR 2 |
/// |---|---|---|---|
/// | Ultra Quality | 1.3× | yes | no |
/// | Quality | 1.5× | yes | yes |
/// | Balanced | 1.7× | yes | yes |
/// | Performance | 2.0× | yes | yes |
/// | Ultra Performance | 3.0× | no | yes |
///
/// nativescale sweeps all five with its spatial upscalers (`--presets fsr`); FSR 1's own table
/// stops at Performance, and its Ultra Performance point is FSR 2's ratio run spatially.
public enum UpscalerPreset: String, CaseIterable, Hashable, Sendable, Codable {
    case ultraQuality = "ultra-quality"
    case quality
    case balanced
    case performance
    case ultraPerformance = "ultra-performance"

    /// The scale factor per axis, display over render.
    public var factor: Double {
        switch self {
        case .ultraQuality: 1.3
        case .quality: 1.5
        case .balanced: 1.7
        case .performance: 2.0
        case .ultraPerformance: 3.0
        }
    }

    /// The preset as AMD names it, e.g. "Quality".
    public var title: String {
        switch self {
        case .ultraQuality: "Ultra Quality"
        case .quality: "Quality"
        case .balanced: "Balanced"
        case .performance: "Performance"
        case .ultraPerformance: "Ultra Performance"
        }
    }

    /// The preset as tables and sentences name it beside a size, e.g. "FSR Quality".
    public var name: String { "FSR \(title)" }

    /// The size rendered for a `display`-sized output: each axis divided by ``factor`` in `float`
    /// and truncated, as AMD's `ffxFsr2GetRenderResolutionFromQualityMode` does,
    /// `(uint32_t)((float)displayWidth / ratio)` (at least 1).
    public func renderSize(for display: PixelSize) -> PixelSize {
        let ratio = Float(factor)
        return PixelSize(width: max(1, Int(Float(display.width) / ratio)), height: max(1, Int(Float(display.height) / ratio)))
    }

    /// A family of presets a flag names (`--presets fsr`).
    public enum Family: String, CaseIterable, Hashable, Sendable {
        /// The five FSR presets, Ultra Quality 1.3× to Ultra Performance 3.0×.
        case fsr

        /// The family's presets, finest first.
        public var presets: [UpscalerPreset] {
            switch self {
            case .fsr: UpscalerPreset.allCases
            }
        }
    }
}
