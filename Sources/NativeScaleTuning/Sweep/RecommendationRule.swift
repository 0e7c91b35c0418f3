public import NativeScaleCore

/// The one rule a sweep recommends by, made from its constraints and its quality metric: the
/// race settles points by it (``SweepRace``), the sweep times only what it may still choose, and
/// the recommendation chooses by it (``Recommendation``).
/// - No constraints: the cheapest point at least as close to the reference as the native render.
/// - A quality floor: the cheapest point that reaches it (within the budget, when one is given).
/// - Only a budget: the best quality within it.
/// - A floor no point reaches: the best quality within the budget, or of all without one.
public struct RecommendationRule: Hashable, Sendable {
    /// What the rule picks.
    public enum Kind: String, Hashable, Sendable, Codable, CaseIterable {
        /// The cheapest point at least as close to the reference as the native render (no constraints).
        case cheapestAsGoodAsNative = "cheapest-as-good-as-native"
        /// The cheapest point that reaches the quality floor, within the budget when one is given.
        case cheapestAboveFloor = "cheapest-above-floor"
        /// The best quality within the budget (only a budget, or a floor no point reaches).
        case bestWithinBudget = "best-within-budget"
        /// The best quality of all (a floor no point reaches, and no budget): costs cannot change it.
        case bestOfAll = "best-of-all"
    }

    /// How a choice came out against what was asked.
    public enum Outcome: String, Hashable, Sendable, Codable, CaseIterable {
        /// The rule's kind held: the chosen point meets every constraint.
        case met
        /// No point reached the floor: the best quality within the budget (of all, without one) instead.
        case floorUnreached = "floor-unreached"
        /// No point fits the budget: the cheapest instead.
        case budgetUnmet = "budget-unmet"
    }

    public let constraints: TuningConstraints
    public let metric: QualityMetric

    /// The rule of `constraints`, judging quality by `metric`.
    public init(constraints: TuningConstraints, metric: QualityMetric) {
        self.constraints = constraints
        self.metric = metric
    }

    /// What the rule picks when some point reaches its floor (`floorReached`), or none does.
    public func kind(floorReached: Bool = true) -> Kind {
        if constraints.hasQualityFloor && floorReached { return .cheapestAboveFloor }
        if constraints.budget != nil { return .bestWithinBudget }
        return constraints.hasQualityFloor ? .bestOfAll : .cheapestAsGoodAsNative
    }

    /// What the rule picks among points of `qualities`: whether any reaches the floor decides it.
    public func kind(among qualities: [QualityMetrics]) -> Kind {
        kind(floorReached: qualities.contains(where: constraints.meetsQuality))
    }

    /// Why quality alone, known before any timing, keeps a point of `quality` from being chosen
    /// under `kind`, given the native render's quality; nil when only its cost can tell.
    public func settlement(of quality: QualityMetrics, native: QualityMetrics?, kind: Kind) -> Settlement.Reason? {
        switch kind {
        case .cheapestAboveFloor: constraints.meetsQuality(quality) ? nil : .belowQualityFloor
        case .cheapestAsGoodAsNative: native.map { metric.score(quality) < metric.score($0) } == true ? .belowNativeQuality : nil
        case .bestWithinBudget, .bestOfAll: nil
        }
    }

    /// The point a recommendation is compared with, today's path: the drawable size resampled
    /// by `baselineFilter` (the stand-in for the system's resample), or where that was not swept,
    /// by the first of ``baselineStandIns`` that was, whatever order the filters were given in;
    /// an upscaler resampling a drawable larger than the panel (FSR 1 as a downsampler) is never
    /// one. Nil without a drawable point (the platform resamples nothing: native is today's path).
    public static func baseline(among points: [(target: SweepTarget, filter: ResampleFilter?)], filter baselineFilter: ResampleFilter) -> Int? {
        func path(_ filter: ResampleFilter) -> Int? {
            points.indices.first { index in
                let point = points[index]
                let downsamples = !point.target.nativeSize.contains(point.target.renderSize)
                return point.target.kind == .drawable && point.filter == filter && !(filter.isUpscaler && downsamples)
            }
        }
        return path(baselineFilter) ?? baselineStandIns.lazy.compactMap(path).first
    }

    /// The filters that stand for the system's resample when the baseline filter was not swept,
    /// in order: the exact area average, then the compositors' bilinear, then the rest of the
    /// fixed kernels; never an upscaler.
    public static let baselineStandIns: [ResampleFilter] = [.area, .bilinear, .blit, .catmullRom, .lanczos3]

    /// Chooses among `candidates` (see ``Recommendation``); nil when there are none.
    /// `tiedOnCost`: the candidates a race could not tell apart by cost; where the rule asks for
    /// the cheapest and more than one of them qualifies, the best quality of those is chosen.
    func choose(from candidates: [TuningCandidate], tiedOnCost: Set<Int>) -> (index: Int, outcome: Outcome, tie: [Int])? {
        guard !candidates.isEmpty else { return nil }
        let all = Array(candidates.indices)
        var tie: [Int] = []
        // The cheapest of `pool`; of a pool tied on cost, the best quality (the tie is kept).
        func cheapest(_ pool: [Int]) -> Int? {
            let tied = pool.filter(tiedOnCost.contains)
            if tied.count > 1 {
                tie = tied.sorted { candidates[$0].costRatio < candidates[$1].costRatio }
                return best(tied, of: candidates)
            }
            return pool.min { (candidates[$0].costRatio, -candidates[$0].score(metric)) < (candidates[$1].costRatio, -candidates[$1].score(metric)) }
        }
        let withinBudget = all.filter { constraints.fitsBudget(candidates[$0]) }
        let feasible = withinBudget.filter { constraints.meetsQuality(candidates[$0]) }
        var chosen: Int
        var outcome = Outcome.met
        if constraints.hasQualityFloor || constraints.budget != nil {
            if let pick = constraints.hasQualityFloor ? cheapest(feasible) : best(feasible, of: candidates) {
                chosen = pick
            } else if constraints.hasQualityFloor, let pick = best(withinBudget, of: candidates) {
                (chosen, outcome) = (pick, .floorUnreached)
            } else {
                (chosen, outcome) = (cheapest(all)!, .budgetUnmet)
            }
        } else {
            let native = all.first { !candidates[$0].target.needsResample }
            let floor = native.map { candidates[$0].score(metric) } ?? -.infinity
            chosen = cheapest(all.filter { candidates[$0].score(metric) >= floor }) ?? cheapest(all)!
        }
        return (chosen, outcome, tie.count > 1 && tie.contains(chosen) ? tie : [chosen])
    }

    /// The candidate of `pool` closest to the reference under ``metric``, the cheaper on a tie.
    func best(_ pool: [Int], of candidates: [TuningCandidate]) -> Int? {
        pool.min { (-candidates[$0].score(metric), candidates[$0].costRatio) < (-candidates[$1].score(metric), candidates[$1].costRatio) }
    }
}
