public import NativeScaleCore

/// Quality against the render scale, from a sweep's points of one filter: linear between them,
/// flat beyond the first and the last. The value is the metric's own (FLIP's mean error, lower
/// is better; SSIM or PSNR, higher is better).
public struct QualityCurve: Hashable, Sendable {
    /// The quality measured at one scale.
    public struct Point: Hashable, Sendable {
        public let scale: Double
        public let value: Double

        public init(scale: Double, value: Double) {
            self.scale = scale
            self.value = value
        }
    }

    public let metric: QualityMetric
    /// The points, by scale.
    public let points: [Point]

    /// The curve through `points`; nil without a finite one.
    public init?(metric: QualityMetric, points: [Point]) {
        let sorted = points.filter { $0.scale.isFinite && $0.value.isFinite }.sorted { $0.scale < $1.scale }
        guard !sorted.isEmpty else { return nil }
        self.metric = metric
        self.points = sorted
    }

    /// The quality at `scale`.
    public func value(at scale: Double) -> Double {
        guard let first = points.first, let last = points.last else { return .nan }
        if scale <= first.scale { return first.value }
        if scale >= last.scale { return last.value }
        let upper = points.firstIndex { $0.scale >= scale } ?? points.count - 1
        let (a, b) = (points[upper - 1], points[upper])
        return b.scale == a.scale ? b.value : a.value + (b.value - a.value) * (scale - a.scale) / (b.scale - a.scale)
    }

    /// Whether higher values are better (SSIM, PSNR) or worse (FLIP).
    public var higherIsBetter: Bool { metric != .flip }

    /// The mean and the worst quality over `scales`.
    public func summary(of scales: [Double]) -> (mean: Double, worst: Double) {
        let values = scales.map(value(at:))
        guard !values.isEmpty else { return (.nan, .nan) }
        return (values.reduce(0, +) / Double(values.count), (higherIsBetter ? values.min() : values.max()) ?? .nan)
    }
}

extension QualityMetric {
    /// The metric's own value of `quality` (FLIP's mean, SSIM, PSNR in dB); nil when not measured.
    public func value(of quality: QualityMetrics) -> Double? {
        switch self {
        case .flip: quality.flip?.mean
        case .ssim: quality.ssim
        case .psnr: quality.psnr
        case .jod: quality.jod
        }
    }
}
