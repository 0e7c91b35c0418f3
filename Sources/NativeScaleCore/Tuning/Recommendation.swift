/// The render size and filter to use, with the reason in one sentence.
public struct Recommendation: Hashable, Sendable {
    /// Index of the chosen candidate.
    public let index: Int
    /// Whether the chosen candidate meets every constraint (false: the closest was chosen).
    public let meetsConstraints: Bool
    /// The rule that picked it, e.g. "the cheapest point with SSIM ≥ 0.99".
    public let rule: String
    /// The advice: what to render, what it costs and how good it is against the usual choice.
    public let sentence: String
    /// The candidates tied on cost with the chosen one, itself included (indices into the
    /// candidates, cheapest first); just the chosen one when there was no tie.
    public let tie: [Int]

    /// Chooses among `candidates` under `constraints`.
    ///
    /// With a quality floor: the cheapest candidate that meets it (and the budget). With only a
    /// budget: the best quality under `metric` within it. With neither: the cheapest candidate at
    /// least as good under `metric` as rendering at the native size. When nothing qualifies, the
    /// closest candidate, flagged.
    /// The sentence compares the choice with the drawable size resampled by `baselineFilter`
    /// (what an app gets by default), or with the native path when that is the choice.
    /// `comparedWith` holds points that cannot be chosen but may be the sentence's baseline (an
    /// adaptive sweep times the drawable size's baseline filter even when quality settled it).
    /// `tiedOnCost`: the candidates a race could not tell apart by cost; where the rule asks for
    /// the cheapest and more than one of them qualifies, it takes the best quality of those
    /// instead, and names them.
    public init?(choosingFrom candidates: [TuningCandidate], constraints: TuningConstraints, metric: QualityMetric,
                 baselineFilter: ResampleFilter = .area, comparedWith others: [TuningCandidate] = [], tiedOnCost: Set<Int> = []) {
        guard !candidates.isEmpty else { return nil }
        let all = Array(candidates.indices)
        let native = all.first { !candidates[$0].target.needsResample }
        var tie: [Int] = []
        // The cheapest of `pool`; of a pool tied on cost, the best quality (the tie is kept).
        func cheapest(_ pool: [Int]) -> Int? {
            let tied = pool.filter(tiedOnCost.contains)
            if tied.count > 1 {
                tie = tied.sorted { candidates[$0].costRatio < candidates[$1].costRatio }
                return Self.best(tied, of: candidates, metric: metric)
            }
            return pool.min { (candidates[$0].costRatio, -candidates[$0].score(metric)) < (candidates[$1].costRatio, -candidates[$1].score(metric)) }
        }
        func best(_ pool: [Int]) -> Int? { Self.best(pool, of: candidates, metric: metric) }
        let withinBudget = all.filter { constraints.fitsBudget(candidates[$0]) }
        let feasible = withinBudget.filter { constraints.meetsQuality(candidates[$0]) }
        let budgetText = constraints.budgetMilliseconds.map { "within \(NumberText.trimmed($0, maxFractionDigits: 2)) ms" }
        var floors: [String] = []
        if let ssim = constraints.minimumSSIM { floors.append("SSIM ≥ \(NumberText.trimmed(ssim, maxFractionDigits: 4))") }
        if let psnr = constraints.minimumPSNR { floors.append("PSNR ≥ \(NumberText.trimmed(psnr, maxFractionDigits: 2)) dB") }
        if let flip = constraints.maximumFLIP { floors.append("FLIP ≤ \(NumberText.trimmed(flip, maxFractionDigits: 4))") }
        let asked = (floors + [budgetText].compactMap { $0 }).joined(separator: " and ")

        var chosen: Int
        var meets = true
        var rule: String
        if constraints.hasQualityFloor || constraints.budgetMilliseconds != nil {
            if let pick = constraints.hasQualityFloor ? cheapest(feasible) : best(feasible) {
                chosen = pick
                rule = constraints.hasQualityFloor ? "the cheapest point with \(asked)" : "the best \(metric.name) \(asked)"
            } else {
                meets = false
                if constraints.hasQualityFloor, let pick = best(withinBudget) {
                    chosen = pick
                    rule = "no point reaches \(asked); this is the best \(metric.name) \(budgetText ?? "measured")"
                } else {
                    chosen = cheapest(all)!
                    rule = "no point fits \(asked); this is the cheapest"
                }
            }
        } else {
            let floor = native.map { candidates[$0].score(metric) } ?? -.infinity
            chosen = cheapest(all.filter { candidates[$0].score(metric) >= floor }) ?? cheapest(all)!
            rule = "the cheapest point at least as close to the reference as rendering at the native size, by \(metric.name)"
        }
        if tie.count > 1 && tie.contains(chosen) { rule += Self.tieText(tie.map { candidates[$0] }, metric: metric) } else { tie = [chosen] }
        index = chosen
        meetsConstraints = meets
        self.rule = rule
        self.tie = tie

        sentence = Self.sentence(choosing: chosen, from: candidates + others, baselineFilter: baselineFilter, metric: metric, rule: rule)
    }

    /// What the rule adds for a tie on cost: the tied points, how far apart their estimates are,
    /// and that the best quality of them was chosen.
    static func tieText(_ tied: [TuningCandidate], metric: QualityMetric) -> String {
        let costs = tied.map(\.costRatio)
        let spread = NumberText.fixed(((costs.max() ?? 1) / (costs.min() ?? 1) - 1) * 100, fractionDigits: 0)
        return "; the race could not tell \(tied.map(\.label).joined(separator: " or ")) apart by cost (within \(spread) %), "
            + "and this is the best \(metric.name) of them"
    }

    /// The instruction for the chosen candidate, compared with the drawable size resampled by
    /// `baselineFilter` (or the native path, when that is the choice), and the rule that chose it.
    /// The native point is looked for among all of `candidates`: a settled one (among `others`)
    /// is still what a choice is compared with when the display has no drawable baseline.
    static func sentence(choosing chosen: Int, from candidates: [TuningCandidate], baselineFilter: ResampleFilter,
                         metric: QualityMetric, rule: String) -> String {
        let pick = candidates[chosen]
        let all = Array(candidates.indices)
        let native = all.first { !candidates[$0].target.needsResample }
        let drawableBaseline = all.first { candidates[$0].target.kind == .drawable && candidates[$0].filter == baselineFilter }
            ?? all.first { candidates[$0].target.kind == .drawable }
        let baseline = drawableBaseline.flatMap { $0 == chosen ? native : $0 } ?? native.flatMap { $0 == chosen ? best(all, of: candidates, metric: metric) : $0 }
        var sentence = pick.instruction
        /// "37 % cheaper than", "as costly as": the pick's cost against `other`'s.
        func costText(against other: TuningCandidate) -> String {
            let change = pick.costRatio / other.costRatio - 1
            let amount = NumberText.fixed(abs(change) * 100, fractionDigits: 0)
            return abs(change) < 0.005 ? "as costly as" : "\(amount) % \(change < 0 ? "cheaper" : "costlier") than"
        }
        if let baseline, baseline != chosen {
            let other = candidates[baseline]
            sentence += ": \(costText(against: other)) \(other.label)"
            // The rule's own baseline, rendering at the native size, as well as the drawable path.
            if let native, native != chosen, native != baseline { sentence += " and \(costText(against: candidates[native])) \(candidates[native].label)" }
            sentence += ", SSIM \(Self.ssimText(pick)) vs \(Self.ssimText(other))"
            if let a = pick.quality.flip, let b = other.quality.flip {
                sentence += ", FLIP \(NumberText.fixed(a.mean, fractionDigits: 4)) vs \(NumberText.fixed(b.mean, fractionDigits: 4))"
            }
        } else {
            sentence += ": SSIM \(Self.ssimText(pick))"
            if let flip = pick.quality.flip { sentence += ", FLIP \(NumberText.fixed(flip.mean, fractionDigits: 4))" }
        }
        sentence += " (\(rule))."
        return sentence
    }

    /// The candidate of `pool` closest to the reference under `metric`, the cheaper on a tie.
    static func best(_ pool: [Int], of candidates: [TuningCandidate], metric: QualityMetric) -> Int? {
        pool.min { (-candidates[$0].score(metric), candidates[$0].costRatio) < (-candidates[$1].score(metric), candidates[$1].costRatio) }
    }

    static func ssimText(_ candidate: TuningCandidate) -> String {
        candidate.quality.ssim.map { NumberText.fixed($0, fractionDigits: 4) } ?? "n/a"
    }
}
