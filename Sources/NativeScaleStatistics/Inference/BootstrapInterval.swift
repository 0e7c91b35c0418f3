/// A percentile bootstrap confidence interval of a statistic.
public struct BootstrapInterval: Hashable, Sendable, Codable {
    /// The statistic on the original samples.
    public let estimate: Double
    /// The lower bound.
    public let lower: Double
    /// The upper bound.
    public let upper: Double
    /// The confidence level, e.g. 0.95.
    public let level: Double

    /// Defaults, defined once: every bootstrap in the tool reads them (the CLI's `--seed` and the
    /// analyses' interval resamples included).
    public enum Defaults {
        /// The seed of every resampling stream when none is given, so that a run's intervals repeat.
        public static let seed: UInt64 = 0x5EED
        /// Resamples of a percentile interval (2,000: the 2.5 % and 97.5 % quantiles rest on 50 resamples each).
        public static let resamples = 2000
        /// Resamples of the hierarchical (runs, then frames) interval of a comparison, the costlier one.
        public static let hierarchicalResamples = 1000
        /// The confidence level of an interval.
        public static let level = 0.95
    }

    /// Half the interval's width.
    public var halfWidth: Double { (upper - lower) / 2 }

    public init(estimate: Double, lower: Double, upper: Double, level: Double) {
        self.estimate = estimate
        self.lower = lower
        self.upper = upper
        self.level = level
    }

    /// The interval moved by `offset` (e.g. a ratio's interval as a change: −1).
    public func shifted(by offset: Double) -> BootstrapInterval {
        BootstrapInterval(estimate: estimate + offset, lower: lower + offset, upper: upper + offset, level: level)
    }

    /// The percentile bootstrap interval of the median of `samples`: `resamples` resamples
    /// with replacement, the `(1 − level) / 2` and `(1 + level) / 2` quantiles of their medians.
    public static func median(
        of samples: [Double], level: Double = Defaults.level, resamples: Int = Defaults.resamples,
        seed: UInt64 = Defaults.seed
    ) -> BootstrapInterval {
        let estimate = SampleStatistics.median(samples)
        guard samples.count > 1 else {
            return BootstrapInterval(estimate: estimate, lower: estimate, upper: estimate, level: level)
        }
        var random = RandomSource(seed: seed)
        var medians = [Double]()
        medians.reserveCapacity(resamples)
        if var resampled = ResampledMedian(samples) {
            for _ in 0..<resamples { medians.append(resampled.next(using: &random)) }
        } else {
            var resample = [Double](repeating: 0, count: samples.count)
            for _ in 0..<resamples {
                for index in resample.indices { resample[index] = samples[Int(random.next() % UInt64(samples.count))] }
                medians.append(SampleStatistics.median(resample))
            }
        }
        medians.sort()
        return BootstrapInterval(
            estimate: estimate,
            lower: SampleStatistics.quantile(medians, (1 - level) / 2),
            upper: SampleStatistics.quantile(medians, (1 + level) / 2),
            level: level)
    }
}

extension BootstrapInterval {
    /// The percentile bootstrap interval of median(`head`) / median(`base`), resampling each
    /// side independently.
    public static func ratioOfMedians(
        base: [Double], head: [Double], level: Double = Defaults.level, resamples: Int = Defaults.resamples,
        seed: UInt64 = Defaults.seed
    ) -> BootstrapInterval {
        let estimate = SampleStatistics.median(head) / SampleStatistics.median(base)
        guard base.count > 1, head.count > 1 else {
            return BootstrapInterval(estimate: estimate, lower: estimate, upper: estimate, level: level)
        }
        var random = RandomSource(seed: seed)
        var ratios: [Double] = []
        ratios.reserveCapacity(resamples)
        if var a = ResampledMedian(base), var b = ResampledMedian(head) {
            for _ in 0..<resamples {
                let baseMedian = a.next(using: &random)
                ratios.append(b.next(using: &random) / baseMedian)
            }
        } else {
            var a = [Double](repeating: 0, count: base.count)
            var b = [Double](repeating: 0, count: head.count)
            for _ in 0..<resamples {
                for i in a.indices { a[i] = base[Int(random.next() % UInt64(base.count))] }
                for i in b.indices { b[i] = head[Int(random.next() % UInt64(head.count))] }
                ratios.append(SampleStatistics.median(b) / SampleStatistics.median(a))
            }
        }
        ratios.sort()
        return BootstrapInterval(
            estimate: estimate, lower: SampleStatistics.quantile(ratios, (1 - level) / 2),
            upper: SampleStatistics.quantile(ratios, (1 + level) / 2), level: level)
    }
}
