import NativeScaleCore
public import NativeScaleStatistics
public import NativeScaleTuning

/// How stable a sweep's recommendation is against the run's own noise: the race is judged
/// again, at the run's design, on every timed point's rounds resampled with replacement, and
/// the recommendation made again from what it leaves; the share of resamples that recommend the
/// same point.
///
/// It sees the noise of this run's rounds and the cost levels its renderers sampled (each batch
/// of a race runs on a renderer of its own); a level no renderer of this run landed at, it cannot
/// see: ``LevelShift`` says when the levels moved within the run.
public struct RecommendationStability: Codable, Sendable, Hashable {
    /// The resamples judged.
    public let resamples: Int
    /// Those that recommend the same point.
    public let agreeing: Int

    /// Resamples of a stability figure.
    public static let defaultResamples = 500

    /// Creates the value from its parts.
    public init(resamples: Int, agreeing: Int) {
        self.resamples = resamples
        self.agreeing = agreeing
    }

    /// The share of resamples that recommend the same point, 0 to 1.
    public var fraction: Double { resamples == 0 ? 0 : Double(agreeing) / Double(resamples) }

    /// Judges the race again on `renderers` (each point's per-round cost ratios per renderer, nil
    /// when not timed or not trusted), each renderer's rounds resampled, `resamples` times; nil
    /// without a recommendation.
    public static func measure(
        points: [SweepResult.Point], renderers: [[[Double]]?], configuration: SweepResult.Configuration, design: RaceDesign,
        nativeFrameMilliseconds: Double, recommended: Int?, resamples: Int = defaultResamples,
        seed: UInt64
    ) -> RecommendationStability? {
        guard let recommended else { return nil }
        var random = RandomSource(seed: seed)
        let native = points.firstIndex { $0.filter == nil }
        var agreeing = 0
        for _ in 0..<resamples {
            let drawn: [[[Double]]?] = renderers.map { groups in
                groups.map { groups in groups.map { values in values.indices.map { _ in values[Int(random.next() % UInt64(values.count))] } } }
            }
            var race = SweepRace(qualities: points.map(\.quality), native: native, constraints: configuration.constraints, metric: configuration.metric)
            let costs = RaceCosts(design: design, native: native, renderers: drawn, nativeFrameMilliseconds: nativeFrameMilliseconds)
            race.update(costs, rounds: drawn.map { $0?.reduce(0) { $0 + $1.count } ?? 0 })
            let replayed = points.indices.map { index in
                points[index].replaying(ratio: index == native ? nil : costs.estimate(index), settlement: race.settlements[index])
            }
            let outcome = RaceOutcome(design: design, looks: 1, settled: race.isDecided(costs), left: race.candidates, levelShifts: [], stability: nil)
            let choice = SweepResult.choose(among: replayed, configuration: configuration, race: outcome)
            if choice.recommendation?.pointIndex == recommended { agreeing += 1 }
        }
        return RecommendationStability(resamples: resamples, agreeing: agreeing)
    }
}

extension SweepResult.Point {
    /// This point with its cost at `ratio` (kept when nil or never timed) and `settlement`.
    func replaying(ratio: Double?, settlement: Settlement?) -> SweepResult.Point {
        let replayed = cost.map { cost in
            guard let ratio else { return cost }
            return SweepResult.Cost(
                ratio: ratio, low: cost.low, high: cost.high, halfWidthPoints: cost.halfWidthPoints, sceneRatio: cost.sceneRatio,
                resampleShare: cost.resampleShare, frameMilliseconds: cost.frameMilliseconds / cost.ratio * ratio, rounds: cost.rounds)
        }
        return SweepResult.Point(
            target: target, filter: filter, cost: replayed, extraMemoryBytes: extraMemoryBytes, quality: quality,
            auditPassed: auditPassed, settlement: settlement)
    }
}
