/// One finished round of an A/B experiment, as values: the report words it (``line`` in Reporting).
public struct ABProgress: Hashable, Sendable {
    /// The round just finished, from 1.
    public let round: Int
    /// Rounds in all (fixed `--rounds`), or the most the sequential design takes (`--rounds auto`).
    public let rounds: Int
    /// Whether `rounds` is a cap the design may stop before.
    public let isCap: Bool
    /// Whole seconds since the experiment started.
    public let seconds: Int64
    /// Metrics the sequential design has not settled yet; nil for fixed rounds.
    public let unsettled: Int?

    /// Creates the value from its parts.
    public init(round: Int, rounds: Int, isCap: Bool, seconds: Int64, unsettled: Int?) {
        self.round = round
        self.rounds = rounds
        self.isCap = isCap
        self.seconds = seconds
        self.unsettled = unsettled
    }
}
