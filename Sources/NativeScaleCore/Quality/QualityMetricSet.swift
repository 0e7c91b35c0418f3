/// Which metrics `quality` computes beside PSNR and the mean absolute error (always computed:
/// they cost one pass over the bytes).
public enum QualityMetricSet: String, CaseIterable, Hashable, Sendable, Codable {
    /// SSIM and FLIP at the viewing geometry's pixels per degree (the default).
    case flip
    /// ColorVideoVDP in JOD on a display model.
    case cvvdp
    /// SSIM, FLIP and ColorVideoVDP.
    case all

    /// Whether SSIM and FLIP are computed.
    public var includesFLIP: Bool { self != .cvvdp }
    /// Whether ColorVideoVDP is computed.
    public var includesColorVideoVDP: Bool { self != .flip }
}
