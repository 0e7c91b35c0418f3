public import NativeScaleCore

/// Successive elimination over a sweep's points: which points can still be the recommendation,
/// given their quality (known exactly before any timing: the metrics are deterministic) and what
/// their measured costs show so far.
///
/// In the spirit of racing (Maron and Moore's Hoeffding races) and of successive elimination in
/// best-arm identification: a point is settled as soon as the rule cannot choose it, whatever
/// the rest of its measurement would show, and only the points still racing are measured on.
/// - No constraints ("the cheapest point at least as good as native"): points below the native
///   render's quality are settled before timing; of the rest, a point surely costlier than the
///   candidate that looks cheapest can never be the cheapest.
/// - A quality floor: points below it are settled before timing (unless none reaches it, when
///   the rule falls back to the best within the budget and every point races); then as above.
/// - Only a budget ("the best quality within it"): a point whose frame time is surely over the
///   budget is settled, and so is every point worse than one surely within it.
///
/// The recommendation is settled when one point is left, or, with only a budget, when every
/// point left is surely within it. "Surely" is the caller's ``CostEvidence``: a sweep's tests
/// hold the chance of ever settling off the cheapest point to its stated α over every look
/// (`RaceDesign`).
public struct SweepRace: Sendable {
    public let metric: QualityMetric
    public let constraints: TuningConstraints
    public let qualities: [QualityMetrics]
    /// The native point (its cost is exactly 1: every experiment's baseline).
    public let native: Int?
    /// The points settled so far.
    public private(set) var settlements: [Int: Settlement] = [:]
    /// The rule's kind among these points' qualities (whether any reaches the floor decides it).
    public let kind: RecommendationRule.Kind
    /// Whether the rule is the best quality within a budget: only a budget was given, or a
    /// floor was that no point reaches (the recommendation's fallback).
    var choosesBestWithinBudget: Bool { kind == .bestWithinBudget }
    /// Costs can change the choice: not when the rule is the best quality of all (a floor no
    /// point reaches and no budget), when nothing races (every point is measured to its stop rule).
    var racesOnCost: Bool { kind != .bestOfAll }

    /// Starts a race and settles what quality alone settles.
    public init(qualities: [QualityMetrics], native: Int?, constraints: TuningConstraints, metric: QualityMetric) {
        self.qualities = qualities
        self.native = native
        self.constraints = constraints
        self.metric = metric
        let rule = RecommendationRule(constraints: constraints, metric: metric)
        kind = rule.kind(among: qualities)
        for index in qualities.indices {
            if let reason = rule.settlement(of: qualities[index], native: native.map { qualities[$0] }, kind: kind) {
                settlements[index] = Settlement(reason: reason, rounds: 0)
            }
        }
    }

    /// The points not settled, the native one among them while it is not.
    public var candidates: [Int] { qualities.indices.filter { settlements[$0] == nil } }

    /// The points still to measure: not settled, and not the native point.
    public var racing: [Int] { candidates.filter { $0 != native } }

    /// Settles what the costs measured so far settle, at one look; `rounds[i]` is point i's
    /// measured rounds (recorded with its settlement).
    public mutating func update(_ evidence: some CostEvidence, rounds: [Int]) {
        guard racesOnCost else { return }
        func settle(_ index: Int, _ reason: Settlement.Reason) {
            settlements[index] = Settlement(reason: reason, rounds: index == native ? 0 : rounds[index])
        }
        if let budget = constraints.budget {
            for index in racing where evidence.isSurelyOver(index, budget: budget) { settle(index, .overBudget) }
        }
        if choosesBestWithinBudget, let budget = constraints.budget {
            let within = candidates.filter { evidence.isSurelyWithin($0, budget: budget) }
            guard let best = within.map({ metric.score(qualities[$0]) }).max() else { return }
            for index in candidates where metric.score(qualities[index]) < best { settle(index, .worseThanAPointWithinBudget) }
        } else {
            // Each point against the candidate that looks cheapest (the cheapest other one for
            // that point itself): one comparison a point a look, as the design counts them.
            let pool = candidates.filter { evidence.estimate($0) != nil }
            for index in pool {
                let others = pool.filter { $0 != index }
                guard let cheapest = others.min(by: { evidence.estimate($0)! < evidence.estimate($1)! }) else { continue }
                if evidence.isSurelyCostlier(index, than: cheapest) { settle(index, .costlierThanAnotherCandidate) }
            }
        }
    }

    /// Whether the recommendation is settled: one candidate left, or, choosing the best within a
    /// budget, every candidate left surely within it.
    public func isDecided(_ evidence: some CostEvidence) -> Bool {
        let left = candidates
        guard racesOnCost else { return false }
        if left.count <= 1 { return true }
        guard choosesBestWithinBudget, let budget = constraints.budget else { return false }
        return left.allSatisfy { evidence.isSurelyWithin($0, budget: budget) }
    }
}
