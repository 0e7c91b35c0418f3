import RealModule

/// The sequential design of `ab --rounds auto`: after each round from the second, every metric is
/// looked at, and the experiment stops as soon as a regression, or that no metric regressed, is
/// settled at the stated error rates.
///
/// Each round gives a paired difference d = ln(head run's median) − ln(base run's median): the
/// two runs of a round are adjacent in time and share the machine's state. The d are modelled as
/// normal with an unknown variance. Its estimate pools the rounds' sample variance with a prior
/// of ``priorDegrees`` degrees of freedom at the runs' own frame spread (a run's median moves
/// between runs about as much as a frame moves within a run: on 110 lavapipe runs the ratio is
/// 0.9 to 1.1 for the scene and frame stages), never below ``noiseFloor``. So two rounds can
/// settle a quiet metric, and rounds that disagree widen the interval at once.
///
/// At look k the one-sided bounds of the mean d use Student's t with ν₀ + k − 1 degrees of
/// freedom at levels α / L and β / L, where L = cap − 1 looks (Bonferroni over the looks, so the
/// error rates hold whenever the experiment stops):
/// - regressed (from the third round): the lower bound is above 0 (significant), the mean is
///   beyond the threshold, and so is the fastest head run against the fastest base run (a guard
///   against rounds where only the head side sat at a machine's slower level: such a level only
///   ever slows a run, a real regression slows them all); at the second round only on a quiet
///   metric (run spread at most half the threshold) whose lower bound clears the threshold;
/// - within the threshold: the upper bound is below the threshold;
/// - noise-limited: the mean (or the fastest runs' change) is within the threshold, but even the
///   cap's rounds at this noise could not bring the upper bound below it: waiting cannot settle it.
/// At the cap a metric still open and beyond the threshold (both ways: mean and fastest runs) is a
/// regression when the Mann–Whitney U test of the run medians is significant at α / L: the rank
/// test does not assume the normal noise that a noisy spell breaks.
public struct SequentialDesign: Hashable, Sendable, Codable {
    /// The most rounds.
    public let cap: Int
    /// The false-alarm rate: P(regressed) when nothing changed.
    public let alpha: Double
    /// The miss rate: P(within the threshold) when the change is at the threshold or beyond.
    public let beta: Double
    /// Degrees of freedom of the variance's prior.
    public let priorDegrees: Double
    /// The smallest run-to-run noise of one run's median believed, as a fraction.
    public let noiseFloor: Double

    /// The first look: one round has no paired variance.
    public static let firstLook = 2
    /// The first look that can settle a regression by the ordinary rule. Both runs of one side can
    /// land at a second cost level of the machine (on lavapipe 5 to 30 % apart on the noisy stages,
    /// one process in ten), and two such rounds look exactly like a real change; three in a row are
    /// about a thousand times rarer. At the second look only the early rule settles a regression.
    public static let firstRegressionLook = 3

    /// t quantiles per look k (index k), for the regressed and the within bounds, and for the cap.
    private let efficacy: [Double]
    private let futility: [Double]
    private let capFutility: Double

    /// The most rounds when not told otherwise (`ab --max-rounds`).
    public static let defaultCap = 8
    /// The chance of a false regression when not told otherwise (`ab --alpha`).
    public static let defaultAlpha = RaceDesign.defaultAlpha
    /// The chance of settling "within" a real regression of the threshold when not told otherwise (`ab --beta`).
    public static let defaultBeta = 0.05

    public init(cap: Int = defaultCap, alpha: Double = defaultAlpha, beta: Double = defaultBeta, priorDegrees: Double = 4, noiseFloor: Double = 0.01) {
        self.cap = max(cap, Self.firstLook)
        self.alpha = alpha
        self.beta = beta
        self.priorDegrees = priorDegrees
        self.noiseFloor = noiseFloor
        let looks = Double(self.cap - Self.firstLook + 1)
        efficacy = (0...self.cap).map { k in StudentT.quantile(1 - alpha / looks, degreesOfFreedom: priorDegrees + Double(max(k, 1) - 1)) }
        futility = (0...self.cap).map { k in StudentT.quantile(1 - beta / looks, degreesOfFreedom: priorDegrees + Double(max(k, 1) - 1)) }
        capFutility = futility[self.cap]
    }

    /// The decision on one metric after `rounds.count` rounds, for a threshold in percent.
    public func decide(_ rounds: [PairedRound], thresholdPercent: Double) -> SequentialDecision {
        let k = rounds.count
        let differences = rounds.map { Double.log($0.head.median) - Double.log($0.base.median) }
        let mean = differences.reduce(0, +) / Double(max(k, 1))
        let squares = differences.reduce(0) { $0 + ($1 - mean) * ($1 - mean) }
        let spreads = rounds.flatMap { [$0.base.spread, $0.head.spread] }
        let runNoise = max(SampleStatistics.median(spreads.filter(\.isFinite)).nanToZero, noiseFloor)
        // The prior is for d, the difference of two runs: twice one run's variance.
        let priorVariance = 2 * runNoise * runNoise
        let degrees = priorDegrees + Double(k - 1)
        let deviation = ((priorDegrees * priorVariance + squares) / degrees).squareRoot()
        let error = deviation / Double(k).squareRoot()
        let limit = Double.log(1 + thresholdPercent / 100)
        let look = min(max(k, 1), cap)
        // A second cost level only ever slows a run, so a real regression also shows between each
        // side's fastest run; a side that sat at the slow level in some rounds does not.
        let bestRuns = Double.log(rounds.map(\.head.median).min() ?? 1) - Double.log(rounds.map(\.base.median).min() ?? 1)
        let lower = mean - efficacy[look] * error
        let upper = mean + futility[look] * error
        let state: SequentialDecision.State
        if k < Self.firstLook {
            state = .open
        } else if k >= Self.firstRegressionLook && lower > 0 && mean > limit && bestRuns > limit {
            state = .regressed
        } else if k == Self.firstLook && lower > limit && runNoise <= limit / 2 && bestRuns > limit {
            // The early regression: two rounds settle a change only on a quiet metric (its runs
            // spread less than half the threshold) and only when even the lower bound clears the
            // threshold; a second level is 5 to 30 % on the noisy stages, and they wait for round 3.
            state = .regressed
        } else if upper < limit {
            state = .withinThreshold
        } else if mean <= limit || bestRuns <= limit, capFutility * deviation / Double(cap).squareRoot() >= limit {
            state = .noiseLimited
        } else if k >= cap, mean > limit, bestRuns > limit,
            let test = MannWhitneyU(rounds.map(\.base.median), rounds.map(\.head.median)), test.pValue < alpha / Double(cap - Self.firstLook + 1)
        {
            // The last look: what the bounds could not settle under the normal model (a noisy
            // spell, a second level), the rank test of the run medians can, at the last look's α.
            state = .regressed
        } else {
            state = .open
        }
        return SequentialDecision(
            state: state, rounds: k, lowerPercent: (Double.exp(lower) - 1) * 100, upperPercent: (Double.exp(upper) - 1) * 100,
            noisePercent: deviation / 2.0.squareRoot() * 100)
    }

    enum CodingKeys: String, CodingKey { case cap, alpha, beta, priorDegrees, noiseFloor }

    /// Reads the design's parameters; its quantile tables are derived from them, not stored.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            cap: try container.decode(Int.self, forKey: .cap), alpha: try container.decode(Double.self, forKey: .alpha),
            beta: try container.decode(Double.self, forKey: .beta), priorDegrees: try container.decode(Double.self, forKey: .priorDegrees),
            noiseFloor: try container.decode(Double.self, forKey: .noiseFloor))
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(cap, forKey: .cap)
        try container.encode(alpha, forKey: .alpha)
        try container.encode(beta, forKey: .beta)
        try container.encode(priorDegrees, forKey: .priorDegrees)
        try container.encode(noiseFloor, forKey: .noiseFloor)
    }

    /// Whether the experiment can stop with these decisions (one per metric) after `rounds` rounds:
    /// at the cap; on a regression; or when every metric is within its threshold or noise-limited
    /// and at least half are within. Noise-limited metrics alone stop nothing: when most metrics
    /// are too noisy to settle, the machine is in a noisy spell (a build beside it), and more rounds
    /// let it pass; when a few are, they are stages that are noisy here (a 0.3 ms transition).
    public func settles(_ decisions: [SequentialDecision], rounds: Int) -> Bool {
        if rounds >= cap || decisions.contains(where: { $0.state == .regressed }) { return true }
        return rounds >= Self.firstLook && Self.settledWithoutRegression(decisions)
    }

    /// Every metric within its threshold or noise-limited, and at least half within.
    public static func settledWithoutRegression(_ decisions: [SequentialDecision]) -> Bool {
        let within = decisions.filter { $0.state == .withinThreshold }.count
        return 2 * within >= decisions.count && decisions.allSatisfy { $0.state == .withinThreshold || $0.state == .noiseLimited }
    }
}

/// One round of one metric: the base run's and the head run's summaries.
public struct PairedRound: Hashable, Sendable {
    public let base: RunSummary
    public let head: RunSummary

    public init(base: RunSummary, head: RunSummary) {
        self.base = base
        self.head = head
    }
}

/// One run's samples of a metric: their median, and their robust spread in log units.
public struct RunSummary: Hashable, Sendable {
    public let median: Double
    /// The interquartile range of ln(sample) / 1.349 (a normal distribution's standard deviation).
    public let spread: Double

    public init(median: Double, spread: Double) {
        self.median = median
        self.spread = spread
    }

    /// The summary of one run's positive samples.
    public init(samples: [Double]) {
        let logs = samples.filter { $0 > 0 }.map { Double.log($0) }.sorted()
        median = SampleStatistics.median(samples)
        spread = logs.count < 4 ? .nan : (SampleStatistics.quantile(logs, 0.75) - SampleStatistics.quantile(logs, 0.25)) / 1.349
    }
}

/// What the sequential design says of one metric at one look.
public struct SequentialDecision: Hashable, Sendable, Codable {
    public enum State: String, Hashable, Sendable, Codable {
        case regressed
        case withinThreshold = "within-threshold"
        case noiseLimited = "noise-limited"
        /// Not settled yet (or, at the cap, never).
        case open
    }

    public let state: State
    /// Rounds looked at.
    public let rounds: Int
    /// The bounds of head / base − 1 in percent at this look's levels.
    public let lowerPercent: Double
    public let upperPercent: Double
    /// The run-to-run noise of one run's median in percent, as estimated.
    public let noisePercent: Double
}

extension Double {
    fileprivate var nanToZero: Double { isNaN ? 0 : self }
}
