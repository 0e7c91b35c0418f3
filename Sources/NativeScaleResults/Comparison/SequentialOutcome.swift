public import NativeScaleStatistics

/// Where the sequential design of `ab --rounds auto` stood when the experiment stopped.
public struct SequentialOutcome: Hashable, Sendable, Codable {
    public let design: SequentialDesign
    /// Rounds run.
    public let rounds: Int
    /// The decision on each metric, by benchmark name.
    public let decisions: [String: SequentialDecision]

    /// Why the experiment stopped.
    public let stop: Stop
    /// The metrics still open when it stopped.
    public let open: Int

    /// Why a sequential experiment stopped.
    public enum Stop: String, Hashable, Sendable, Codable {
        /// A regression is settled.
        case regressionSettled = "regression-settled"
        /// Every metric is settled within its threshold.
        case settled
        /// Every metric is settled within its threshold or noise-limited.
        case settledOrNoiseLimited = "settled-or-noise-limited"
        /// The cap was reached with metrics not settled.
        case cap
    }

    /// The outcome of `decisions` after `rounds` rounds.
    public init(design: SequentialDesign, rounds: Int, decisions: [String: SequentialDecision]) {
        self.design = design
        self.rounds = rounds
        self.decisions = decisions
        open = decisions.values.filter { $0.state == .open }.count
        stop =
            if decisions.values.contains(where: { $0.state == .regressed }) {
                .regressionSettled
            } else if SequentialDesign.settledWithoutRegression(Array(decisions.values)) {
                decisions.values.contains { $0.state == .noiseLimited } ? .settledOrNoiseLimited : .settled
            } else {
                .cap
            }
    }
}
