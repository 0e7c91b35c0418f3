public import NativeScaleCore
import NativeScaleStatistics
public import NativeScaleTuning

/// How a sweep chooses: the frontier, the recommendation, and the points it ties or leaves undecided.
extension SweepResult {
    /// The choice and what it is compared with, as values; the report words them.
    public struct Choice: Codable, Sendable, Hashable {
        public let pointIndex: Int
        public let meetsConstraints: Bool
        /// The rule that chose it: its kind, and how the choice came out against what was asked
        /// (absent before version 12, whose files hold the rule in words: ``legacyRule``).
        public var rule: Rule?
        /// The point the choice is compared with (``Recommendation/baseline``); absent before version 12.
        public var baseline: Int?
        /// The native point, compared with as well (``Recommendation/native``); absent before version 12.
        public var native: Int?
        /// The rule in words, as files before version 12 wrote it.
        public let legacyRule: String?
        /// The advice in words: as the report words it (``attach(sentence:)``), or as files before version 12 wrote it.
        public internal(set) var sentence: String?
        /// How to apply the chosen size on the display's platform, or in the format `--apply`
        /// chose (absent before version 9, and from a merge of a display given by hand).
        public var apply: SizeSettingDocument?
        /// The points the race could not tell apart by cost, the chosen one among them (the best
        /// quality of them was chosen); absent when one point was left, and before version 11.
        public var tie: [Int]?

        /// The rule that chose a point: ``RecommendationRule/Kind`` and ``RecommendationRule/Outcome``.
        public struct Rule: Codable, Sendable, Hashable {
            public let kind: RecommendationRule.Kind
            public let outcome: RecommendationRule.Outcome

            /// Creates the value from its parts.
            public init(kind: RecommendationRule.Kind, outcome: RecommendationRule.Outcome) {
                self.kind = kind
                self.outcome = outcome
            }
        }

        /// Creates the value from its parts.
        public init(pointIndex: Int, rule: Rule, baseline: Int?, native: Int?, tie: [Int]? = nil) {
            self.pointIndex = pointIndex
            meetsConstraints = rule.outcome == .met
            self.rule = rule
            self.baseline = baseline
            self.native = native
            self.tie = tie
            legacyRule = nil
        }

        enum CodingKeys: String, CodingKey {
            case pointIndex, meetsConstraints, rule, baseline, native, sentence, apply, tie
        }

        /// Reads the rule as values (version 12 on) or as words (before).
        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            pointIndex = try container.decode(Int.self, forKey: .pointIndex)
            meetsConstraints = try container.decode(Bool.self, forKey: .meetsConstraints)
            if let words = try? container.decodeIfPresent(String.self, forKey: .rule) {
                (rule, legacyRule) = (nil, words)
            } else {
                (rule, legacyRule) = (try container.decodeIfPresent(Rule.self, forKey: .rule), nil)
            }
            baseline = try container.decodeIfPresent(Int.self, forKey: .baseline)
            native = try container.decodeIfPresent(Int.self, forKey: .native)
            sentence = try container.decodeIfPresent(String.self, forKey: .sentence)
            apply = try container.decodeIfPresent(SizeSettingDocument.self, forKey: .apply)
            tie = try container.decodeIfPresent([Int].self, forKey: .tie)
        }

        /// Writes the rule as values, or as the words an older file held.
        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(pointIndex, forKey: .pointIndex)
            try container.encode(meetsConstraints, forKey: .meetsConstraints)
            if let rule { try container.encode(rule, forKey: .rule) } else { try container.encodeIfPresent(legacyRule, forKey: .rule) }
            try container.encodeIfPresent(baseline, forKey: .baseline)
            try container.encodeIfPresent(native, forKey: .native)
            try container.encodeIfPresent(sentence, forKey: .sentence)
            try container.encodeIfPresent(apply, forKey: .apply)
            try container.encodeIfPresent(tie, forKey: .tie)
        }
    }

    /// The frontier (of every timed point whose audit did not fail) and the recommendation among
    /// `points` timed, not settled early, and whose audit did not fail (costs whose audit failed
    /// are not compared; the output names them).
    /// When the race ended unsettled, the candidates it left that are equal within
    /// ``RaceDesign/equivalenceMargin`` are a tie on cost, and where the rule asks for the cheapest,
    /// the recommendation is the best quality among them; points neither separated nor equal leave
    /// the sweep undecided (``undecided(among:race:)``), with no recommendation.
    public static func choose(
        among points: [Point], configuration: Configuration,
        race: RaceOutcome? = nil
    ) -> (frontier: [Int], recommendation: Choice?) {
        let compared = points.indices.filter { points[$0].auditPassed != false && points[$0].settlement == nil && points[$0].cost != nil }
        let tied = race.map { race in race.settled ? [] : Set(equivalent(race.left, points: points)) } ?? []
        let candidates = compared.compactMap { points[$0].candidate }
        // The frontier is of every timed point whose audit passed, those the race settled by cost
        // part-way included: the best quality of them is on it whatever its cost.
        let timed = points.indices.filter { points[$0].auditPassed != false && points[$0].cost != nil }
        let frontier = ParetoFrontier.indices(of: timed.compactMap { points[$0].candidate }, metric: configuration.metric).map { timed[$0] }
        // A settled point that was timed may still be what the sentence compares with (the drawable size's baseline filter).
        let settled = points.indices.filter { points[$0].auditPassed != false && points[$0].settlement != nil && points[$0].cost != nil }
        let others = settled.compactMap { points[$0].candidate }
        let recommendation = Recommendation(
            choosingFrom: candidates, constraints: configuration.constraints, metric: configuration.metric,
            baselineFilter: configuration.baselineFilter, comparedWith: others,
            tiedOnCost: Set(compared.indices.filter { tied.contains(compared[$0]) }))
        let rule = RecommendationRule(constraints: configuration.constraints, metric: configuration.metric)
        // Indices into the candidates, then `others`, as points.
        let pointIndices = compared + settled
        guard undecided(among: points, race: race) == nil else { return (frontier, nil) }
        let choice = recommendation.map {
            Choice(
                pointIndex: pointIndices[$0.index],
                rule: Choice.Rule(kind: rule.kind(floorReached: $0.outcome != .floorUnreached), outcome: $0.outcome),
                baseline: $0.baseline.map { pointIndices[$0] }, native: $0.native.map { pointIndices[$0] },
                tie: $0.tie.count > 1 ? $0.tie.map { pointIndices[$0] } : nil)
        }
        return (frontier, choice)
    }

    /// The points of `left` whose costs are shown equal to the cheapest of them (by estimate)
    /// within ``RaceDesign/equivalenceMargin``: the interval of their cost ratio lies inside
    /// 1/1.03 … 1.03. That interval is the ratio of the estimates with each side's relative 95 %
    /// half-widths combined in quadrature (the delta method, as for independent estimates); the
    /// cheapest itself only when its own interval is that narrow. Points never timed or whose
    /// audit failed are none of them.
    public static func equivalent(_ left: [Int], points: [Point]) -> [Int] {
        let costed = left.filter { points[$0].cost != nil && points[$0].auditPassed != false && points[$0].settlement == nil }
        guard let cheapest = costed.min(by: { (points[$0].cost?.ratio ?? 0) < (points[$1].cost?.ratio ?? 0) }),
            let base = points[cheapest].cost
        else { return [] }
        let limit = 1 + RaceDesign.equivalenceMargin
        return costed.filter { index in
            guard let cost = points[index].cost, cost.ratio > 0, base.ratio > 0 else { return false }
            let ratio = cost.ratio / base.ratio
            func quadrature(_ a: Double, _ b: Double) -> Double { (a * a + b * b).squareRoot() }
            let above = quadrature((cost.high - cost.ratio) / cost.ratio, (base.ratio - base.low) / base.ratio)
            let below = quadrature((cost.ratio - cost.low) / cost.ratio, (base.high - base.ratio) / base.ratio)
            return ratio * (1 + above) <= limit && ratio * (1 - below) >= 1 / limit
        }
    }

    /// The points an unsettled race left that it could neither tell apart by cost nor show equal
    /// (``equivalent(_:points:)``), cheapest first; nil when the race settled, left one point,
    /// or left points all equal within the margin, and without a race.
    public static func undecided(among points: [Point], race: RaceOutcome?) -> [Int]? {
        guard let race, !race.settled else { return nil }
        let left = race.left.filter { points[$0].cost != nil && points[$0].auditPassed != false && points[$0].settlement == nil }
        guard left.count > 1, Set(equivalent(left, points: points)) != Set(left) else { return nil }
        return left.sorted { (points[$0].cost?.ratio ?? 0) < (points[$1].cost?.ratio ?? 0) }
    }
}
