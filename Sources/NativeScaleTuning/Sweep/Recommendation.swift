public import NativeScaleCore

/// The render size and filter to use, chosen by the sweep's ``RecommendationRule``, with the
/// points a report compares it with. Values only: the report words them.
public struct Recommendation: Hashable, Sendable {
    /// Index of the chosen point, into the candidates followed by `others`: a candidate, except
    /// where no point fits the budget (``RecommendationRule/Outcome/budgetUnmet``): then the
    /// cheapest point timed, whether the race settled it off or not, so that "the cheapest" is.
    public let index: Int
    /// How the choice came out against what was asked.
    public let outcome: RecommendationRule.Outcome
    /// The candidates tied on cost with the chosen one, itself included (indices into the
    /// candidates, cheapest first); just the chosen one when there was no tie.
    public let tie: [Int]
    /// What the choice is compared with (an index into the candidates followed by `others`):
    /// the drawable size resampled by the baseline filter (what an app gets by default); the
    /// native render when that is the choice; the best quality when the native render is the
    /// choice and there is no drawable size. Nil when the choice is all there is.
    public let baseline: Int?
    /// The native render, when it is neither the choice nor the baseline (an index into the
    /// candidates followed by `others`): the rule's own yardstick, compared with as well.
    public let native: Int?

    /// Whether the chosen candidate meets every constraint (false: the closest was chosen).
    public var meetsConstraints: Bool { outcome == .met }

    /// Chooses among `candidates` under `constraints` (``RecommendationRule``), and finds what
    /// the choice is compared with among all of `candidates` and `others`: points that cannot be
    /// chosen but may be the baseline (an adaptive sweep times the drawable size's baseline
    /// filter even when quality settled it). `tiedOnCost`: the candidates a race could not tell
    /// apart by cost.
    public init?(
        choosingFrom candidates: [TuningCandidate], constraints: TuningConstraints, metric: QualityMetric,
        baselineFilter: ResampleFilter = .area, comparedWith others: [TuningCandidate] = [], tiedOnCost: Set<Int> = []
    ) {
        let rule = RecommendationRule(constraints: constraints, metric: metric)
        guard let choice = rule.choose(from: candidates, tiedOnCost: tiedOnCost) else { return nil }
        let all = candidates + others
        var chosen = choice.index
        // No point fits the budget: the cheapest of every point timed, those settled off as over it included.
        if choice.outcome == .budgetUnmet,
            let cheapest = all.indices.min(by: { (all[$0].costRatio, -all[$0].score(metric)) < (all[$1].costRatio, -all[$1].score(metric)) }),
            all[cheapest].costRatio < all[chosen].costRatio
        {
            chosen = cheapest
        }
        (index, outcome, tie) = (chosen, choice.outcome, chosen == choice.index ? choice.tie : [chosen])
        let native = all.indices.first { !all[$0].target.needsResample }
        let drawable = RecommendationRule.baseline(among: all.map { ($0.target, $0.filter) }, filter: baselineFilter)
        let compared = drawable.flatMap { $0 == chosen ? native : $0 } ?? native.flatMap { $0 == chosen ? rule.best(Array(all.indices), of: all) : $0 }
        let baseline = compared == chosen ? nil : compared
        self.baseline = baseline
        self.native = baseline == nil ? nil : native.flatMap { $0 == chosen || $0 == baseline ? nil : $0 }
    }
}
