public import NativeScaleStatistics

/// One metric of one path compared between base and head.
public struct MetricComparison: Hashable, Sendable, Codable {
    /// The verdict on the metric.
    public enum ChangeKind: String, Hashable, Sendable, Codable {
        /// Significantly slower, beyond the threshold.
        case regression
        /// Significantly faster, beyond the threshold.
        case improvement
        /// Significant, but smaller than the threshold.
        case withinThreshold = "within-threshold"
        /// Not significant at alpha, and the whole CI within ±threshold.
        case unchanged
        /// Too few samples (or runs) on a side to test.
        case tooFewSamples = "too-few-samples"
        /// Enough to test, too few to reach alpha: even the most extreme arrangement of this
        /// many samples per side has p ≥ alpha (three runs per side: p ≥ 0.1), so the test
        /// cannot decide, and "no regression" would claim more than the data.
        case cannotDecide = "cannot-decide"
        /// One run per side: significant and beyond the threshold, but not beyond the metric's
        /// between-run noise floor (from the history or `--noise`).
        case withinNoise = "within-noise"
        /// Significant, but the data cannot say which side of the threshold the change is on,
        /// slower or faster alike: its CI straddles the threshold, or one run per side has no
        /// noise floor to tell it from run-to-run variance. `ab --rounds auto`: not settled by
        /// the cap.
        case inconclusive
        /// `ab --rounds auto`: within the threshold so far, but this machine's run-to-run noise
        /// of the metric is too large for the cap's rounds to settle it.
        case noiseLimited = "noise-limited"
    }

    /// `iphone-8-plus/fill-96/scaled/bilinear/resample`.
    public let benchmark: String
    /// The stage or the overhead compared.
    public let metric: GateMetric
    /// `ms`, or `ratio` for the overhead (scaled frame / native frame).
    public let unit: MetricUnit
    public let baseMedian: Double
    public let headMedian: Double
    /// head / base − 1, in percent.
    public let changePercent: Double
    /// Bootstrap 95 % CI of head / base.
    public let ratio: BootstrapInterval
    /// The U test, nil when a side has too few samples.
    public let test: MannWhitneyU?
    /// The test's p-value after Holm's adjustment over every tested metric of the comparison
    /// (``family``): the p that is compared with alpha. Nil without a test.
    public let adjustedPValue: Double?
    /// How many metrics of the comparison were tested together: the family Holm's adjustment
    /// keeps the chance of any false verdict in at most alpha.
    public let family: Int
    /// Samples (frames or runs) per side that were tested.
    public let baseCount: Int
    public let headCount: Int
    public let threshold: Double
    /// The between-run noise floor in percent a single-run change had to exceed; nil when unknown
    /// or when several runs per side were compared.
    public let noiseFloor: Double?
    /// The sequential design's decision (`ab --rounds auto`), which gives the verdict; nil otherwise.
    public let sequential: SequentialDecision?
    public let verdict: ChangeKind

    /// Compares `base` and `head`, each a list of runs of samples. With one run per side the
    /// test is on the frames; with several, on the runs' medians (the run is the unit of
    /// replication) and the CI resamples runs, then frames within them.
    /// With `sequential`, the verdict is the sequential design's.
    ///
    /// `family` is the comparison's tested metrics with their Holm-adjusted p-values
    /// (``Family``); alone, the metric is its own family of one.
    public init(
        benchmark: String, metric: GateMetric, unit: MetricUnit, base: [[Double]], head: [[Double]], settings: ComparisonSettings,
        seed: UInt64, sequential: SequentialDecision? = nil, family: Family? = nil
    ) {
        self.benchmark = benchmark
        self.metric = metric
        self.unit = unit
        threshold = settings.threshold(for: metric)
        let runLevel = base.count > 1 || head.count > 1
        let (baseValues, headValues) = Self.tested(base: base, head: head)
        baseMedian = SampleStatistics.median(baseValues)
        headMedian = SampleStatistics.median(headValues)
        changePercent = (headMedian / baseMedian - 1) * 100
        baseCount = baseValues.count
        headCount = headValues.count
        ratio =
            runLevel
            ? Self.hierarchicalRatio(base: base, head: head, seed: seed)
            : .ratioOfMedians(base: baseValues, head: headValues, seed: seed)
        test = MannWhitneyU(baseValues, headValues)
        self.family = family?.size ?? 1
        adjustedPValue = test.map { family?.adjustedPValue ?? $0.pValue }
        noiseFloor = runLevel ? nil : settings.noiseFloor(for: benchmark)
        self.sequential = sequential
        if let sequential {
            verdict =
                switch sequential.state {
                case .regressed: .regression
                case .withinThreshold: sequential.upperPercent < -threshold ? .improvement : .withinThreshold
                case .noiseLimited: .noiseLimited
                case .open: .inconclusive
                }
            return
        }
        guard let test, let adjustedPValue else {
            verdict = .tooFewSamples
            return
        }
        // The threshold is judged on the interval, never the point estimate: the whole CI of
        // head / base must lie beyond it, and a CI that straddles it cannot say which side of
        // the threshold the change is on.
        let limit = threshold / 100
        let inside = ratio.lower >= 1 - limit && ratio.upper <= 1 + limit
        let beyond = ratio.lower > 1 + limit || ratio.upper < 1 - limit
        if !HolmAdjustment.canReject(
            smallestPValue: MannWhitneyU.smallestPValue(n1: baseCount, n2: headCount), family: self.family,
            alpha: settings.alpha)
        {
            verdict = .cannotDecide
            return
        }
        verdict = Self.verdict(
            significant: adjustedPValue < settings.alpha, inside: inside, beyond: beyond, changePercent: changePercent,
            noiseFloor: noiseFloor, runLevel: runLevel)
    }

    /// The tested metrics of one comparison, as one metric sees them: how many, and its own
    /// p-value after Holm's adjustment over all of them (``HolmAdjustment``).
    public struct Family: Hashable, Sendable {
        public let size: Int
        public let adjustedPValue: Double?

        /// Creates the value from its parts.
        public init(size: Int, adjustedPValue: Double?) {
            self.size = size
            self.adjustedPValue = adjustedPValue
        }
    }

    /// The values a metric's test compares: with several runs on a side each run's median (the
    /// run is the unit of replication), with one run per side the frames.
    package static func tested(base: [[Double]], head: [[Double]]) -> (base: [Double], head: [Double]) {
        let runLevel = base.count > 1 || head.count > 1
        return runLevel ? (base.map(SampleStatistics.median), head.map(SampleStatistics.median)) : (base.flatMap { $0 }, head.flatMap { $0 })
    }

    /// The label of a tested change; each says exactly what happened, and faster and slower
    /// changes meet the same standard of evidence:
    /// - not significant at alpha (after Holm's adjustment): unchanged when the whole CI lies
    ///   within ±threshold, else inconclusive;
    /// - the whole CI within ±threshold: within the threshold;
    /// - one run per side, and the change no larger than the between-run noise floor: within the noise;
    /// - the whole CI beyond the threshold: a regression (slower) or an improvement (faster),
    ///   unless one run per side has no noise floor to tell it from run-to-run variance
    ///   (inconclusive);
    /// - the CI straddling the threshold: inconclusive, either way.
    package static func verdict(significant: Bool, inside: Bool, beyond: Bool, changePercent: Double, noiseFloor: Double?, runLevel: Bool) -> ChangeKind {
        // Not significant is no evidence of no change: unchanged only where the CI lies inside
        // the threshold; a CI that reaches past it says neither (compare had called a +35 %
        // change with a wide CI "no significant change").
        if !significant { return inside ? .unchanged : .inconclusive }
        if inside { return .withinThreshold }
        if !runLevel, let floor = noiseFloor, abs(changePercent) <= floor { return .withinNoise }
        guard beyond, runLevel || noiseFloor != nil else { return .inconclusive }
        return changePercent < 0 ? .improvement : .regression
    }

    /// Bootstrap of median-of-run-medians(head) / median-of-run-medians(base): resample runs
    /// with replacement, then frames within each chosen run.
    static func hierarchicalRatio(
        base: [[Double]], head: [[Double]], resamples: Int = BootstrapInterval.Defaults.hierarchicalResamples, seed: UInt64
    ) -> BootstrapInterval {
        func level(_ runs: [[Double]], _ random: inout RandomSource) -> Double {
            var medians: [Double] = []
            for _ in runs.indices {
                let run = runs[Int(random.next() % UInt64(runs.count))]
                let frames = (0..<run.count).map { _ in run[Int(random.next() % UInt64(run.count))] }
                medians.append(SampleStatistics.median(frames))
            }
            return SampleStatistics.median(medians)
        }
        let estimate = SampleStatistics.median(head.map(SampleStatistics.median)) / SampleStatistics.median(base.map(SampleStatistics.median))
        var random = RandomSource(seed: seed)
        var ratios = (0..<resamples).map { _ in level(head, &random) / level(base, &random) }
        ratios.sort()
        return BootstrapInterval(
            estimate: estimate, lower: SampleStatistics.quantile(ratios, 0.025),
            upper: SampleStatistics.quantile(ratios, 0.975), level: 0.95)
    }
}
