public import NativeScaleStatistics

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
    /// The between-run noise floor in percent of every metric (`compare --noise`): how far two
    /// runs of the same build can land apart. Nil when not given.
    public var noise: Double?
    /// Noise floors in percent per benchmark name, from the history (`compare --history`); they
    /// take precedence over ``noise``.
    public var noiseFloors: [String: Double]

    /// What a comparison counts when not told otherwise, defined here once: the CLI's gate
    /// options read them.
    public enum Defaults {
        /// The U test's significance level (the sequential design's too, `ab --rounds auto`).
        public static let alpha = SequentialDesign.defaultAlpha
        /// The smallest slowdown in percent that is a regression.
        public static let threshold = 5.0
        /// The smallest rise in percent of a shader's instructions or inverse throughput that is a
        /// regression (``ShaderStatisticsComparison``).
        public static let statisticThreshold = 2.0
    }

    public init(
        alpha: Double = Defaults.alpha, threshold: Double = Defaults.threshold, metricThresholds: [GateMetric: Double] = [:],
        seed: UInt64 = BootstrapInterval.Defaults.seed,
        noise: Double? = nil, noiseFloors: [String: Double] = [:]
    ) {
        self.alpha = alpha
        self.threshold = threshold
        self.metricThresholds = metricThresholds
        self.seed = seed
        self.noise = noise
        self.noiseFloors = noiseFloors
    }

    /// The threshold in percent for `metric`.
    public func threshold(for metric: GateMetric) -> Double { metricThresholds[metric] ?? threshold }

    /// The noise floor in percent of `benchmark`: the history's, else `--noise`, else unknown.
    public func noiseFloor(for benchmark: String) -> Double? { noiseFloors[benchmark] ?? noise }
}
