import RealModule

/// The error control of a sweep's race: how sure a comparison must be before a point is settled
/// off, so that the chance of ever settling off the truly cheapest point stays at most ``alpha``.
///
/// The race looks at most ``looks`` times (once per batch of rounds). At each look, a point is
/// compared with one other candidate (the one whose median cost is lowest) or with a budget.
/// The truly cheapest point is settled off only if one of its own comparisons errs, and it takes
/// part in at most one per look against each of the other ``points`` − 1 candidates, or one
/// against a budget: at most ``looks`` × ``points`` comparisons. Each is a one-sided test at
/// ``testLevel`` = α / (looks × points), so by Bonferroni's inequality the chance that any of them
/// errs, at whatever look the race stops, is at most α.
///
/// The tests assume nothing about the shape of the noise (lavapipe's frame ratios are skewed and
/// sit at one of two cost levels):
/// - point against point: the one-sided Mann–Whitney U test of their per-round cost ratios,
///   exact for samples of at most 20 rounds (the common case: batches of 8), else normal with a
///   continuity correction;
/// - point against a constant (the native path's cost, exactly 1; a budget): the exact sign test
///   of its rounds against the constant, which holds for any continuous noise.
/// Whether the rounds of a real device are exchangeable is what `RaceSimulation` checks, on
/// rounds recorded on lavapipe in separate processes.
public struct RaceDesign: Hashable, Sendable, Codable {
    /// The chance of settling off the truly cheapest point, at most.
    public let alpha: Double
    /// The most looks (batches) at which points are settled.
    public let looks: Int
    /// The candidates when the race starts (the native point included).
    public let points: Int

    /// The equivalence margin of a tie on cost: two points are tied only when the interval of
    /// their cost ratio lies inside ±3 % (1/1.03 … 1.03); failing to tell two costs apart is not
    /// evidence that they are equal.
    public static let equivalenceMargin = 0.03

    /// The largest sample per side whose U distribution is computed exactly.
    static let exactLimit = 20

    /// Each comparison's one-sided level: α / (looks × points).
    public var testLevel: Double { alpha / Double(max(looks, 1) * max(points, 1)) }

    /// The tool's α when none is asked for, defined once: the sweep's `--alpha`, and ab's and compare's (``SequentialDesign/defaultAlpha`` reads it).
    public static let defaultAlpha = 0.05
    /// The most looks when none are asked for: the sweep's `--looks` default.
    public static let defaultLooks = 6

    /// Creates a design; `looks` and `points` are at least 1.
    public init(alpha: Double = defaultAlpha, looks: Int = defaultLooks, points: Int) {
        self.alpha = alpha
        self.looks = max(looks, 1)
        self.points = max(points, 1)
    }

    /// Whether the rounds of `first` are surely larger than those of `second`: the one-sided U
    /// test of `first` over `second` is significant at ``testLevel``. False with fewer than
    /// ``MannWhitneyU/minimumSamples`` rounds on either side.
    public func isSurelyLarger(_ first: [Double], than second: [Double]) -> Bool {
        guard first.count >= MannWhitneyU.minimumSamples, second.count >= MannWhitneyU.minimumSamples else { return false }
        return Self.pValueLarger(first, than: second) <= testLevel
    }

    /// Whether the median of `rounds` is surely above `limit`: the one-sided sign test.
    public func isSurelyAbove(_ rounds: [Double], _ limit: Double) -> Bool {
        Self.signTestPValue(above: rounds.count { $0 > limit }, of: rounds.count { $0 != limit }) <= testLevel
    }

    /// Whether the median of `rounds` is surely below `limit`: the one-sided sign test.
    public func isSurelyBelow(_ rounds: [Double], _ limit: Double) -> Bool {
        Self.signTestPValue(above: rounds.count { $0 < limit }, of: rounds.count { $0 != limit }) <= testLevel
    }

    /// The fewest rounds whose sign test can reach ``testLevel``: every round on one side.
    public var fewestRoundsAgainstAConstant: Int {
        (1...10_000).first { Double.pow(0.5, Double($0)) <= testLevel } ?? 10_000
    }

    /// The fewest rounds a side whose U test can reach ``testLevel``: every round of one point
    /// above every round of the other, P = 1 / C(2n, n) (n = 6 at 0.002778: 1/924).
    public var fewestRoundsPerSide: Int {
        (MannWhitneyU.minimumSamples...10_000).first { n in
            // 1 / C(2n, n), as a product of n ratios so that it never overflows.
            (1...n).reduce(1.0) { $0 * Double($1) / Double(n + $1) } <= testLevel
        } ?? 10_000
    }

    /// P(U ≥ u) for the U of `first` over `second` under the null (one-sided).
    package static func pValueLarger(_ first: [Double], than second: [Double]) -> Double {
        let n1 = first.count
        let n2 = second.count
        var u = 0.0
        for a in first {
            for b in second { u += a > b ? 1 : (a == b ? 0.5 : 0) }
        }
        if n1 <= exactLimit, n2 <= exactLimit {
            return ExactU.shared.upperTail(u: u, n1: n1, n2: n2)
        }
        let mean = Double(n1 * n2) / 2
        let deviation = (Double(n1 * n2) * Double(n1 + n2 + 1) / 12).squareRoot()
        let z = (u - mean - 0.5) / deviation
        return 0.5 * Double.erfc(z / 2.0.squareRoot())
    }

    /// P(Binomial(n, ½) ≥ k): the one-sided sign test of `k` rounds of `n` on one side.
    package static func signTestPValue(above k: Int, of n: Int) -> Double {
        guard n > 0, k > 0 else { return 1 }
        return max(0, 1 - BinomialBound.cumulative(k - 1, n, 0.5))
    }

    enum CodingKeys: String, CodingKey { case alpha, looks, points, testLevel }

    /// Writes the parameters and, for the reader, the level each comparison was held to.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(alpha, forKey: .alpha)
        try container.encode(looks, forKey: .looks)
        try container.encode(points, forKey: .points)
        try container.encode(testLevel, forKey: .testLevel)
    }

    /// Reads the parameters; the level is derived from them.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            alpha: try container.decode(Double.self, forKey: .alpha), looks: try container.decode(Int.self, forKey: .looks),
            points: try container.decode(Int.self, forKey: .points))
    }
}
