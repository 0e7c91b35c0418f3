import RealModule

/// Finds stages whose cost is not one steady level: two levels within the run (bimodal), or a
/// step from one level to another partway through (a shift).
///
/// A median over such a run silently averages two regimes; nativescale reports them instead.
public struct ModeAnalysis: Hashable, Sendable, Codable {
    /// What was found.
    public enum Kind: String, Hashable, Sendable, Codable {
        /// The samples fall into two well-separated levels that alternate through the run.
        case bimodal
        /// The samples step from one level to another at `changeIndex` and stay there.
        case shift
    }

    /// What was found.
    public let kind: Kind
    /// The lower level's median.
    public let lowLevel: Double
    /// The higher level's median.
    public let highLevel: Double
    /// The fraction of samples at the higher level.
    public let highFraction: Double
    /// For a shift, the index of the first sample after the step.
    public let changeIndex: Int?

    /// Smallest ratio of the two levels worth reporting.
    public static let minimumLevelRatio = 1.2
    /// Smallest share of samples a level needs.
    public static let minimumShare = 0.2
    /// Smallest separation of the two levels, in pooled standard deviations (Ashman's D).
    public static let minimumSeparation = 2.5
    /// Smallest |z| of the rank-sum test between the segments before and after a shift.
    public static let minimumShiftZ = 5.0

    /// Analyses `samples` in time order; nil when the stage held one level. Needs 30 samples.
    public static func analyse(_ samples: [Double]) -> ModeAnalysis? {
        guard samples.count >= 30 else { return nil }
        if let shift = shift(in: samples) { return shift }
        return bimodality(in: samples)
    }

    /// The split of the time series with the largest rank-sum z, if it is a real step.
    static func shift(in samples: [Double]) -> ModeAnalysis? {
        let n = samples.count
        let ranks = Self.ranks(samples)
        var prefix = [Double](repeating: 0, count: n + 1)
        for i in 0..<n { prefix[i + 1] = prefix[i] + ranks[i] }
        let margin = max(10, n / 10)
        guard n - margin > margin else { return nil }
        var best: (z: Double, k: Int) = (0, 0)
        for k in margin...(n - margin) {
            let m1 = Double(k)
            let m2 = Double(n - k)
            let u = prefix[k] - m1 * (m1 + 1) / 2
            let mean = m1 * m2 / 2
            let sd = (m1 * m2 * (m1 + m2 + 1) / 12).squareRoot()
            let z = (u - mean) / sd
            if abs(z) > abs(best.z) { best = (z, k) }
        }
        guard abs(best.z) >= minimumShiftZ else { return nil }
        let before = SampleStatistics.median(Array(samples[..<best.k]))
        let after = SampleStatistics.median(Array(samples[best.k...]))
        let low = min(before, after)
        let high = max(before, after)
        guard low > 0, high / low >= minimumLevelRatio else { return nil }
        // A step, not alternation: each segment must sit mostly on its own side of the midpoint.
        let midpoint = (low + high) / 2
        let beforeHigh = samples[..<best.k].filter { $0 > midpoint }.count
        let afterHigh = samples[best.k...].filter { $0 > midpoint }.count
        let consistency =
            before > after
            ? (Double(beforeHigh) / Double(best.k) + Double(n - best.k - afterHigh) / Double(n - best.k)) / 2
            : (Double(best.k - beforeHigh) / Double(best.k) + Double(afterHigh) / Double(n - best.k)) / 2
        guard consistency >= 0.8 else { return nil }
        let highCount = samples.filter { $0 > midpoint }.count
        return ModeAnalysis(
            kind: .shift, lowLevel: low, highLevel: high,
            highFraction: Double(highCount) / Double(n), changeIndex: best.k)
    }

    /// Two-means on the logarithms (exact in one dimension), kept when the levels are far apart
    /// and well separated.
    static func bimodality(in samples: [Double]) -> ModeAnalysis? {
        guard samples.allSatisfy({ $0 > 0 }) else { return nil }
        let logs = samples.map { Self.logarithm($0) }.sorted()
        let n = logs.count
        var prefix = [Double](repeating: 0, count: n + 1)
        var squares = [Double](repeating: 0, count: n + 1)
        for i in 0..<n {
            prefix[i + 1] = prefix[i] + logs[i]
            squares[i + 1] = squares[i] + logs[i] * logs[i]
        }
        func cost(_ a: Int, _ b: Int) -> Double {
            let count = Double(b - a)
            let sum = prefix[b] - prefix[a]
            return squares[b] - squares[a] - sum * sum / count
        }
        let minimum = max(3, Int((Double(n) * minimumShare).rounded(.up)))
        guard n - minimum >= minimum else { return nil }
        var best = (cost: Double.infinity, split: 0)
        for split in minimum...(n - minimum) {
            let total = cost(0, split) + cost(split, n)
            if total < best.cost { best = (total, split) }
        }
        let low = Array(logs[..<best.split])
        let high = Array(logs[best.split...])
        func meanAndVariance(_ values: [Double]) -> (Double, Double) {
            let mean = values.reduce(0, +) / Double(values.count)
            return (mean, values.map { ($0 - mean) * ($0 - mean) }.reduce(0, +) / Double(values.count))
        }
        let (m1, v1) = meanAndVariance(low)
        let (m2, v2) = meanAndVariance(high)
        let separation = (2).squareRoot() * abs(m2 - m1) / max((v1 + v2).squareRoot(), 1e-12)
        let lowLevel = Self.exponential(SampleStatistics.median(low))
        let highLevel = Self.exponential(SampleStatistics.median(high))
        guard highLevel / lowLevel >= minimumLevelRatio, separation >= minimumSeparation else { return nil }
        return ModeAnalysis(
            kind: .bimodal, lowLevel: lowLevel, highLevel: highLevel,
            highFraction: Double(high.count) / Double(n), changeIndex: nil)
    }

    /// Average ranks (ties share their mean rank), 1-based.
    static func ranks(_ samples: [Double]) -> [Double] {
        let order = samples.indices.sorted { samples[$0] < samples[$1] }
        var ranks = [Double](repeating: 0, count: samples.count)
        var start = 0
        while start < order.count {
            var end = start
            while end + 1 < order.count && samples[order[end + 1]] == samples[order[start]] { end += 1 }
            let rank = Double(start + end) / 2 + 1
            for i in start...end { ranks[order[i]] = rank }
            start = end + 1
        }
        return ranks
    }

    static func logarithm(_ x: Double) -> Double { Double.log(x) }

    static func exponential(_ x: Double) -> Double { Double.exp(x) }
}
