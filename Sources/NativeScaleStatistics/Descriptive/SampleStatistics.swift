/// Order statistics of one series of samples.
public struct SampleStatistics: Hashable, Sendable, Codable {
    /// The number of samples.
    public let count: Int
    /// The median.
    public let median: Double
    /// The 10th percentile.
    public let p10: Double
    /// The 90th percentile.
    public let p90: Double
    /// The arithmetic mean.
    public let mean: Double
    /// The smallest sample.
    public let minimum: Double
    /// The largest sample.
    public let maximum: Double

    /// Summarizes `samples` (at least one).
    public init(_ samples: [Double]) {
        let sorted = samples.sorted()
        count = sorted.count
        median = Self.quantile(sorted, 0.5)
        p10 = Self.quantile(sorted, 0.1)
        p90 = Self.quantile(sorted, 0.9)
        mean = sorted.isEmpty ? .nan : sorted.reduce(0, +) / Double(sorted.count)
        minimum = sorted.first ?? .nan
        maximum = sorted.last ?? .nan
    }

    /// The `q` quantile of `sorted` by linear interpolation between order statistics
    /// (Hyndman & Fan type 7, the default of R and NumPy).
    public static func quantile(_ sorted: [Double], _ q: Double) -> Double {
        guard !sorted.isEmpty else { return .nan }
        let position = q * Double(sorted.count - 1)
        let lower = Int(position.rounded(.down))
        let upper = min(lower + 1, sorted.count - 1)
        let fraction = position - Double(lower)
        return sorted[lower] + (sorted[upper] - sorted[lower]) * fraction
    }

    /// The median of `samples`.
    public static func median(_ samples: [Double]) -> Double {
        quantile(samples.sorted(), 0.5)
    }
}
