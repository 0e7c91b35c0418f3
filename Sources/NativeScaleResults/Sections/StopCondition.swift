import NativeScaleStatistics

/// When a benchmark stops measuring: the first of the limits the user set.
public struct StopCondition: Hashable, Sendable, Codable {
    /// Stop after this many measured rounds.
    public var rounds: Int?
    /// Stop after this many seconds of measuring.
    public var timeLimit: Double?
    /// Stop once every overhead's 95 % CI half-width is below this many percentage points.
    public var precision: Double?
    /// Never stop before this many rounds (the statistics need them).
    public var minimumRounds: Int

    /// Creates a stop condition; with no limit at all, 60 seconds or 1 percentage point.
    public init(rounds: Int? = nil, timeLimit: Double? = nil, precision: Double? = nil, minimumRounds: Int = 20) {
        if rounds == nil && timeLimit == nil && precision == nil {
            self.timeLimit = 60
            self.precision = 1
        } else {
            self.timeLimit = timeLimit
            self.precision = precision
        }
        self.rounds = rounds
        self.minimumRounds = min(minimumRounds, rounds ?? minimumRounds)
    }

    /// Whether to stop after `rounds` rounds, `elapsed` seconds, with the widest CI half-width
    /// `halfWidth` (percentage points) when it is known.
    public func isSatisfied(rounds done: Int, elapsed: Double, halfWidth: Double?) -> Bool {
        if let rounds, done >= rounds { return true }
        guard done >= minimumRounds else { return false }
        if let timeLimit, elapsed >= timeLimit { return true }
        if let precision, let halfWidth, halfWidth < precision { return true }
        return false
    }
}
