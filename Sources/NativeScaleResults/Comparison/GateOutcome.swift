/// The worst verdict of one comparison, in the order of how much it says against the head:
/// the headline a report gives it, and the exit status the gate follows.
public enum GateOutcome: Int, Hashable, Sendable, Codable, Comparable {
    /// Every metric within its threshold, unchanged, or an improvement.
    case noRegression = 0
    /// Too few samples or runs for the test to reach alpha on some metric.
    case undecided
    /// Some change the data cannot place on either side of its threshold.
    case inconclusive
    /// Some metric slower beyond its threshold, with significance.
    case regression
    /// Some run's audit failed: nothing is decided from its stage times.
    case auditFailed

    public static func < (lhs: GateOutcome, rhs: GateOutcome) -> Bool { lhs.rawValue < rhs.rawValue }
}
