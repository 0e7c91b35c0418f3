public import NativeScaleCore

/// The metric a sweep's frontier and recommendation judge quality with.
public enum QualityMetric: String, CaseIterable, Codable, Sendable, Hashable {
    /// FLIP's mean error at the viewing geometry's pixels per degree (lower is better): what a
    /// viewer at that distance sees, so aliasing that SSIM forgives counts against a point.
    case flip
    /// Mean SSIM of the luma (higher is better): rewards blur over aliasing at any distance.
    case ssim
    /// PSNR over R, G and B (higher is better).
    case psnr
    /// ColorVideoVDP in JOD on the display's own model (higher is better, 10 at most): what a
    /// viewer of that panel, at its luminance and in its room, sees.
    case jod

    /// The metric's value for `quality` oriented so that higher is better (FLIP's mean error
    /// negated); −∞ where the metric could not be computed.
    public func score(_ quality: QualityMetrics) -> Double {
        switch self {
        case .flip: quality.flip.map { -$0.mean } ?? -.infinity
        case .ssim: quality.ssim ?? -.infinity
        case .psnr: quality.psnr
        case .jod: quality.jod ?? -.infinity
        }
    }

    /// The metric's name in tables and sentences.
    public var name: String {
        switch self {
        case .flip: "FLIP"
        case .ssim: "SSIM"
        case .psnr: "PSNR"
        case .jod: "JOD"
        }
    }
}
