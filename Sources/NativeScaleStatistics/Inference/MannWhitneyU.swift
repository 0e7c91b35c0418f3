import RealModule

/// The two-sided Mann–Whitney U test: do two samples come from the same distribution?
///
/// Exact p-values for small samples without ties (both sides at most 20, like scipy's default
/// for small samples); otherwise the normal approximation with the tie correction and a
/// continuity correction.
public struct MannWhitneyU: Hashable, Sendable, Codable {
    /// U of the first sample: pairs in which it is larger, ties counting one half.
    public let u: Double
    /// The two-sided p-value.
    public let pValue: Double
    /// Whether the p-value comes from the exact distribution.
    public let exact: Bool

    /// Fewest samples per side for a meaningful test.
    public static let minimumSamples = 3

    /// The smallest two-sided p-value samples of these sizes can give: every value of one side
    /// below every value of the other, 2 / C(n1 + n2, n1) (exact, no ties). Sizes whose smallest
    /// p is not below alpha cannot show any difference at alpha, however large.
    public static func smallestPValue(n1: Int, n2: Int) -> Double {
        guard n1 > 0, n2 > 0 else { return 1 }
        var arrangements = 1.0
        for k in 0..<min(n1, n2) { arrangements = arrangements * Double(n1 + n2 - k) / Double(k + 1) }
        return min(1, 2 / arrangements)
    }

    /// The fewest samples per side (equal sides) whose smallest p-value is below `level`: 4 for
    /// 0.05, 6 for 0.05 / 7 metrics. At least ``minimumSamples``; at most 1000.
    public static func runsToReach(_ level: Double) -> Int {
        (minimumSamples...1000).first { smallestPValue(n1: $0, n2: $0) < level } ?? 1000
    }

    /// Tests `first` against `second`; nil when either has fewer than ``minimumSamples``.
    public init?(_ first: [Double], _ second: [Double]) {
        let n1 = first.count
        let n2 = second.count
        guard n1 >= Self.minimumSamples, n2 >= Self.minimumSamples else { return nil }
        let ranks = ModeAnalysis.ranks(first + second)
        let rankSum = ranks[0..<n1].reduce(0, +)
        let u1 = rankSum - Double(n1 * (n1 + 1)) / 2
        u = u1
        let hasTies = Set(first + second).count < n1 + n2
        if !hasTies && n1 <= 20 && n2 <= 20 {
            exact = true
            pValue = Self.exactTwoSided(u: u1, n1: n1, n2: n2)
        } else {
            exact = false
            let n = Double(n1 + n2)
            var tieTerm = 0.0
            for count in Dictionary(grouping: first + second, by: { $0 }).values.map(\.count) where count > 1 {
                let t = Double(count)
                tieTerm += t * t * t - t
            }
            let mean = Double(n1 * n2) / 2
            let variance = Double(n1 * n2) / 12 * ((n + 1) - tieTerm / (n * (n - 1)))
            guard variance > 0 else {
                pValue = 1
                return
            }
            let z = max(abs(u1 - mean) - 0.5, 0) / variance.squareRoot()
            pValue = min(1, Double.erfc(z / 2.0.squareRoot()))
        }
    }

    /// P(|U − n1·n2/2| ≥ |u − n1·n2/2|) under the null, from the exact distribution of U.
    static func exactTwoSided(u: Double, n1: Int, n2: Int) -> Double {
        // counts[k] = number of arrangements with U = k, built by the standard recurrence over
        // (n1, n2): f(m, n, k) = f(m − 1, n, k − n) + f(m, n − 1, k).
        let maxU = n1 * n2
        var table = [[Double]](repeating: [Double](repeating: 0, count: maxU + 1), count: n2 + 1)
        // table[n][k] for the current m, starting at m = 0: one arrangement with U = 0.
        for n in 0...n2 { table[n][0] = 1 }
        if n1 > 0 {
            for _ in 1...n1 {
                var next = [[Double]](repeating: [Double](repeating: 0, count: maxU + 1), count: n2 + 1)
                next[0][0] = 1
                for n in 1...max(n2, 1) where n <= n2 {
                    for k in 0...maxU {
                        next[n][k] = (k >= n ? table[n][k - n] : 0) + next[n - 1][k]
                    }
                }
                table = next
            }
        }
        let counts = table[n2]
        let total = counts.reduce(0, +)
        let centre = Double(maxU) / 2
        let distance = abs(u - centre)
        var tail = 0.0
        for (k, count) in counts.enumerated() where abs(Double(k) - centre) >= distance - 1e-9 {
            tail += count
        }
        return min(1, tail / total)
    }
}
