/// What counts as a regression when comparing results.
public struct ComparisonSettings: Hashable, Sendable, Codable {
    /// Significance level of the two-sided Mann–Whitney U test.
    public var alpha: Double
    /// Smallest change, in percent, that can be a regression or an improvement.
    public var threshold: Double
    /// Per-metric thresholds overriding `threshold`.
    public var metricThresholds: [GateMetric: Double]
    /// Seed of the bootstrap.
    public var seed: UInt64

    public init(alpha: Double = 0.05, threshold: Double = 5, metricThresholds: [GateMetric: Double] = [:], seed: UInt64 = 0x5EED) {
        self.alpha = alpha
        self.threshold = threshold
        self.metricThresholds = metricThresholds
        self.seed = seed
    }

    /// The threshold in percent for `metric`.
    public func threshold(for metric: GateMetric) -> Double { metricThresholds[metric] ?? threshold }
}
