public import NativeScaleAnalysis
import NativeScaleCore
public import NativeScaleStatistics
public import NativeScaleTuning

/// How a sweep's race ended: the error control it held to, the looks it took, whether one point
/// was left, the cost levels it saw move, and how stable its recommendation is. An exhaustive
/// sweep is judged by the same tests once, after every point is timed (one look).
public struct RaceOutcome: Codable, Sendable, Hashable {
    /// α, the most looks, the candidates and each test's level.
    public let design: RaceDesign
    /// The looks (batches) taken.
    public let looks: Int
    /// Whether the recommendation was settled (one candidate left, or with only a budget every
    /// candidate surely within it); false: the looks or the time ran out, and the candidates left
    /// are a tie on cost.
    public let settled: Bool
    /// The points left as candidates when it ended: the recommendation's tie on cost when more
    /// than one is left.
    public let left: [Int]
    /// Cost levels that moved between a render size's batches.
    public let levelShifts: [LevelShift]
    /// How often the same point is recommended when the race is judged again on the run's own
    /// rounds resampled; nil when nothing was timed.
    public let stability: RecommendationStability?

    /// Creates the value from its parts.
    public init(design: RaceDesign, looks: Int, settled: Bool, left: [Int], levelShifts: [LevelShift], stability: RecommendationStability?) {
        self.design = design
        self.looks = looks
        self.settled = settled
        self.left = left
        self.levelShifts = levelShifts
        self.stability = stability
    }

    /// This outcome with `stability`.
    public func with(stability: RecommendationStability?) -> RaceOutcome {
        RaceOutcome(design: design, looks: looks, settled: settled, left: left, levelShifts: levelShifts, stability: stability)
    }

    /// The race of a sweep whose every point was timed to its stop rule (`--exhaustive`, or a
    /// merge): its tests judged once (one look) on `renderers` (each point's per-round cost
    /// ratios per renderer, nil when not timed or not trusted), settling nothing; the candidates
    /// no test can split are the recommendation's tie.
    public static func judgedOnce(
        points: [SweepResult.Point], renderers: [[[Double]]?], configuration: SweepResult.Configuration,
        nativeFrameMilliseconds: Double
    ) -> RaceOutcome {
        let native = points.firstIndex { $0.filter == nil }
        var race = SweepRace(qualities: points.map(\.quality), native: native, constraints: configuration.constraints, metric: configuration.metric)
        let design = RaceDesign(alpha: configuration.alpha ?? RaceDesign.defaultAlpha, looks: 1, points: race.candidates.count)
        let costs = RaceCosts(design: design, native: native, renderers: renderers, nativeFrameMilliseconds: nativeFrameMilliseconds)
        race.update(costs, rounds: renderers.map { $0?.reduce(0) { $0 + $1.count } ?? 0 })
        return RaceOutcome(design: design, looks: 1, settled: race.isDecided(costs), left: race.candidates, levelShifts: [], stability: nil)
    }
}
