import RealModule

/// How far one more run of the same build can land from the median of earlier runs: the
/// between-run noise floor that a single run's change must exceed before it is called a change.
///
/// A 95 % prediction bound, not a range. The range of n runs is a poor floor: a new run of the
/// same build lands outside the range of three earlier runs half the time (1/(n + 1) above
/// their maximum, as often below their minimum), so a range of three called one run in four a
/// slowdown beyond it. The bound is on the log scale (run levels multiply a build's cost):
/// t₍ₙ₋₁, 0.975₎ · s · √(1 + 1/n), with s the standard deviation of the n runs' log medians; so
/// few runs give a wide floor, honestly, rather than a narrow one.
public struct NoiseFloor: Hashable, Sendable, Codable {
    /// The fewest runs a floor is computed from: two runs give one degree of freedom, whose t
    /// quantile (12.7) makes any floor meaningless.
    public static let minimumRuns = 3
    /// The prediction level.
    public static let level = 0.95

    /// The runs it was computed from.
    public let runs: Int
    /// The standard deviation of their log medians.
    public let logSpread: Double
    /// The bound as a relative change, in percent: a run more than this far above (or below)
    /// the runs' centre is outside what their noise predicts, 95 % of the time
    /// (`history check`: the newest run against the baseline's median).
    public let percent: Double
    /// The same bound between two single runs of the build, each with the runs' spread:
    /// t₍ₙ₋₁, 0.975₎ · s · √2 (`compare`: one head run against one base run).
    public let twoRunPercent: Double

    /// The floor of `runMedians` (each one run's median; all > 0); nil with fewer than
    /// ``minimumRuns`` or a median that is not a positive finite number.
    public init?(runMedians: [Double]) {
        guard runMedians.count >= Self.minimumRuns, runMedians.allSatisfy({ $0.isFinite && $0 > 0 }) else { return nil }
        let logs = runMedians.map { Double.log($0) }
        let n = Double(logs.count)
        let mean = logs.reduce(0, +) / n
        logSpread = (logs.map { ($0 - mean) * ($0 - mean) }.reduce(0, +) / (n - 1)).squareRoot()
        let t = StudentT.quantile(1 - (1 - Self.level) / 2, degreesOfFreedom: n - 1)
        percent = (Double.exp(t * logSpread * (1 + 1 / n).squareRoot()) - 1) * 100
        twoRunPercent = (Double.exp(t * logSpread * 2.0.squareRoot()) - 1) * 100
        runs = runMedians.count
    }
}
