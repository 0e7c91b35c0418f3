/// Successive elimination over a sweep's points: which points can still be the recommendation,
/// given their quality (known exactly before any timing: the metrics are deterministic) and the
/// intervals their costs have reached so far.
///
/// In the spirit of racing (Maron and Moore's Hoeffding races) and of successive elimination in
/// best-arm identification: a point is settled as soon as the rule cannot choose it, whatever
/// the rest of its measurement would show, and only the points still racing are measured on.
/// - No constraints ("the cheapest point at least as good as native"): points below the native
///   render's quality are settled before timing; of the rest, a point whose cost interval lies
///   wholly above another's can never be the cheapest.
/// - A quality floor: points below it are settled before timing (unless none reaches it, when
///   the rule falls back to the best within the budget and every point races); then as above.
/// - Only a budget ("the best quality within it"): a point whose frame time lies wholly above
///   the budget is settled, and so is every point worse than one surely within it.
///
/// The recommendation is settled when one point is left, or, with only a budget, when every
/// point left is surely within it. The intervals are the caller's (a sweep widens its 95 %
/// bootstrap intervals to 99 %, so that looking after every batch keeps the chance of settling
/// the wrong point near 5 %; `SweepRaceTests` measures it).
public struct SweepRace: Sendable {
    /// The frame-time interval of one point, as a multiple of the native frame.
    public struct CostInterval: Sendable, Hashable {
        public let low: Double
        public let high: Double

        /// Creates the value from its parts.
        public init(low: Double, high: Double) {
            self.low = low
            self.high = high
        }
    }

    public let metric: QualityMetric
    public let constraints: TuningConstraints
    public let qualities: [QualityMetrics]
    /// The native point (its cost is exactly 1: every experiment's baseline).
    public let native: Int?
    /// The points settled so far.
    public private(set) var settlements: [Int: Settlement] = [:]
    /// Whether the rule is the best quality within a budget: only a budget was given, or a
    /// floor was that no point reaches (the recommendation's fallback).
    let choosesBestWithinBudget: Bool
    /// A floor no point reaches and no budget: the rule falls back to the best quality of all,
    /// which costs cannot change, so nothing races (every point is measured to its stop rule).
    let racesOnCost: Bool

    /// Starts a race and settles what quality alone settles.
    public init(qualities: [QualityMetrics], native: Int?, constraints: TuningConstraints, metric: QualityMetric) {
        self.qualities = qualities
        self.native = native
        self.constraints = constraints
        self.metric = metric
        let all = Array(qualities.indices)
        let below = all.filter { !constraints.meetsQuality(qualities[$0]) }
        // Nothing reaches the floor: the rule falls back to the best within the budget.
        let unreachable = constraints.hasQualityFloor && below.count == all.count
        choosesBestWithinBudget = constraints.budgetMilliseconds != nil && (!constraints.hasQualityFloor || unreachable)
        racesOnCost = !(unreachable && constraints.budgetMilliseconds == nil)
        if constraints.hasQualityFloor {
            if !unreachable {
                for index in below { settlements[index] = Settlement(reason: .belowQualityFloor, rounds: 0) }
            }
        } else if constraints.budgetMilliseconds == nil, let native {
            let floor = metric.score(qualities[native])
            for index in all where metric.score(qualities[index]) < floor {
                settlements[index] = Settlement(reason: .belowNativeQuality, rounds: 0)
            }
        }
    }

    /// The points not settled, the native one among them while it is not.
    public var candidates: [Int] { qualities.indices.filter { settlements[$0] == nil } }

    /// The points still to measure: not settled, and not the native point.
    public var racing: [Int] { candidates.filter { $0 != native } }

    /// Settles what the intervals reached so far settle. `costs[i]` is nil for a point not yet
    /// measured; `rounds[i]` its measured rounds; `nativeFrameMilliseconds` turns ratios into
    /// frame times for the budget.
    public mutating func update(costs: [CostInterval?], rounds: [Int], nativeFrameMilliseconds: Double) {
        guard racesOnCost else { return }
        func interval(_ index: Int) -> CostInterval? { index == native ? CostInterval(low: 1, high: 1) : costs[index] }
        func settle(_ index: Int, _ reason: Settlement.Reason) {
            settlements[index] = Settlement(reason: reason, rounds: index == native ? 0 : rounds[index])
        }
        if let budget = constraints.budgetMilliseconds {
            for index in racing {
                if let cost = interval(index), cost.low * nativeFrameMilliseconds > budget { settle(index, .overBudget) }
            }
        }
        if choosesBestWithinBudget, let budget = constraints.budgetMilliseconds {
            let within = candidates.filter { interval($0).map { $0.high * nativeFrameMilliseconds <= budget } ?? false }
            guard let best = within.map({ metric.score(qualities[$0]) }).max() else { return }
            for index in candidates where metric.score(qualities[index]) < best { settle(index, .worseThanAPointWithinBudget) }
        } else {
            let pool = candidates
            for index in pool {
                guard let cost = interval(index) else { continue }
                let others = pool.filter { $0 != index }.compactMap { interval($0)?.high }
                if let cheapestHigh = others.min(), cost.low > cheapestHigh { settle(index, .costlierThanAnotherCandidate) }
            }
        }
    }

    /// Whether the recommendation is settled: one candidate left, or, choosing the best within a
    /// budget, every candidate left surely within it (given `costs` as in ``update(costs:rounds:nativeFrameMilliseconds:)``).
    public func isDecided(costs: [CostInterval?], nativeFrameMilliseconds: Double) -> Bool {
        let left = candidates
        guard racesOnCost else { return false }
        if left.count <= 1 { return true }
        guard choosesBestWithinBudget, let budget = constraints.budgetMilliseconds else { return false }
        return left.allSatisfy { index in
            let high = index == native ? 1 : costs[index]?.high
            return high.map { $0 * nativeFrameMilliseconds <= budget } ?? false
        }
    }
}
