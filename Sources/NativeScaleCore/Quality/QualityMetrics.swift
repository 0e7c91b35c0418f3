internal import RealModule

/// How close an image is to a reference of the same scene.
public struct QualityMetrics: Hashable, Sendable, Codable {
    /// Peak signal-to-noise ratio over R, G and B in decibels (MAX = 255); `+∞` when the images
    /// are identical, encoded as `null` in JSON.
    public let psnr: Double
    /// Mean SSIM of the luma (see `StructuralSimilarity`); nil when the image is smaller than the
    /// 11×11 window.
    public let ssim: Double?
    /// Mean absolute difference over R, G and B, in 1/255 steps.
    public let meanAbsoluteError: Double
    /// FLIP at the reference's pixels per degree; nil when the reference was prepared without one.
    public let flip: FLIPStatistics?
    /// ColorVideoVDP's quality in JOD on a display model (10 is no visible difference); nil when
    /// not computed.
    public let jod: Double?

    /// Creates metrics from their values.
    public init(psnr: Double, ssim: Double?, meanAbsoluteError: Double, flip: FLIPStatistics? = nil, jod: Double? = nil) {
        self.psnr = psnr
        self.ssim = ssim
        self.meanAbsoluteError = meanAbsoluteError
        self.flip = flip
        self.jod = jod
    }

    /// The same metrics with ColorVideoVDP's JOD.
    public func with(jod: Double?) -> QualityMetrics {
        QualityMetrics(psnr: psnr, ssim: ssim, meanAbsoluteError: meanAbsoluteError, flip: flip, jod: jod)
    }

    /// `10 · log10(255² / mse)`; `+∞` for a zero error.
    public static func psnr(meanSquaredError mse: Double) -> Double {
        mse == 0 ? .infinity : 10 * Double.log10(255 * 255 / mse)
    }

    enum CodingKeys: String, CodingKey { case psnr, ssim, meanAbsoluteError, flip, jod }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        psnr = try container.decodeIfPresent(Double.self, forKey: .psnr) ?? .infinity
        ssim = try container.decodeIfPresent(Double.self, forKey: .ssim)
        meanAbsoluteError = try container.decode(Double.self, forKey: .meanAbsoluteError)
        flip = try container.decodeIfPresent(FLIPStatistics.self, forKey: .flip)
        jod = try container.decodeIfPresent(Double.self, forKey: .jod)
        if let jod, !(jod.isFinite && jod <= 10) {
            throw DecodingError.dataCorruptedError(forKey: .jod, in: container, debugDescription: "JOD \(jod) is not a number at most 10")
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        if psnr.isFinite { try container.encode(psnr, forKey: .psnr) } else { try container.encodeNil(forKey: .psnr) }
        if let ssim { try container.encode(ssim, forKey: .ssim) } else { try container.encodeNil(forKey: .ssim) }
        try container.encode(meanAbsoluteError, forKey: .meanAbsoluteError)
        try container.encodeIfPresent(flip, forKey: .flip)
        try container.encodeIfPresent(jod, forKey: .jod)
    }
}
