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

    /// Creates metrics from their values.
    public init(psnr: Double, ssim: Double?, meanAbsoluteError: Double, flip: FLIPStatistics? = nil) {
        self.psnr = psnr
        self.ssim = ssim
        self.meanAbsoluteError = meanAbsoluteError
        self.flip = flip
    }

    /// Measures `image` against `reference` (same size).
    public init(_ image: RGBAImage, against reference: RGBAImage) {
        self.init(image, against: QualityReference(reference))
    }

    /// Measures `image` against a prepared reference (same size).
    public init(_ image: RGBAImage, against prepared: QualityReference) {
        self = Self.measure(image, against: prepared).metrics
    }

    /// Measures `image` against a prepared reference (same size), and returns FLIP's error map
    /// beside the metrics when the reference has a pixels per degree. Runs with the reference's
    /// ``QualityReference/parallelism``.
    public static func measure(_ image: RGBAImage, against prepared: QualityReference) -> (metrics: QualityMetrics, flipMap: FLIPErrorMap?) {
        let reference = prepared.image, parallelism = prepared.parallelism
        precondition(image.width == reference.width && image.height == reference.height, "images differ in size")
        let width = image.width
        // Integer sums: exact in any order, so each band sums its own rows.
        let sums = image.bytes.withUnsafeBufferPointer { a in
            reference.bytes.withUnsafeBufferPointer { b in
                parallelism.mapBands(rows: image.height) { rows in
                    var squared: UInt64 = 0, absolute: UInt64 = 0
                    for pixel in (rows.lowerBound * width)..<(rows.upperBound * width) {
                        for c in 0..<3 {
                            let d = Int(a[pixel * 4 + c]) - Int(b[pixel * 4 + c])
                            squared += UInt64(d * d)
                            absolute += UInt64(abs(d))
                        }
                    }
                    return (squared, absolute)
                }
            }
        }
        let squared = sums.map(\.0).reduce(0, +), absolute = sums.map(\.1).reduce(0, +)
        let samples = Double(image.width * image.height * 3)
        let map = prepared.flip.map { FLIP(pixelsPerDegree: $0.pixelsPerDegree).errorMap(image, against: $0, parallelism: parallelism) }
        let ssim = prepared.structure.flatMap {
            StructuralSimilarity.mean(of: LumaPlane(image, parallelism: parallelism), against: $0, parallelism: parallelism)
        }
        let metrics = QualityMetrics(psnr: Self.psnr(meanSquaredError: Double(squared) / samples), ssim: ssim,
                                     meanAbsoluteError: Double(absolute) / samples, flip: map?.statistics)
        return (metrics, map)
    }

    /// `10 · log10(255² / mse)`; `+∞` for a zero error.
    public static func psnr(meanSquaredError mse: Double) -> Double {
        mse == 0 ? .infinity : 10 * Double.log10(255 * 255 / mse)
    }

    enum CodingKeys: String, CodingKey { case psnr, ssim, meanAbsoluteError, flip }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        psnr = try container.decodeIfPresent(Double.self, forKey: .psnr) ?? .infinity
        ssim = try container.decodeIfPresent(Double.self, forKey: .ssim)
        meanAbsoluteError = try container.decode(Double.self, forKey: .meanAbsoluteError)
        flip = try container.decodeIfPresent(FLIPStatistics.self, forKey: .flip)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        if psnr.isFinite { try container.encode(psnr, forKey: .psnr) } else { try container.encodeNil(forKey: .psnr) }
        if let ssim { try container.encode(ssim, forKey: .ssim) } else { try container.encodeNil(forKey: .ssim) }
        try container.encode(meanAbsoluteError, forKey: .meanAbsoluteError)
        try container.encodeIfPresent(flip, forKey: .flip)
    }
}
