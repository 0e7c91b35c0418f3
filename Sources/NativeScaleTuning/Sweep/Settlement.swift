public import NativeScaleCore

/// Why a sweep point stopped being measured before its stop rule, or was never timed: it can no
/// longer be the recommendation (``SweepRace``).
public struct Settlement: Codable, Sendable, Hashable {
    /// The rule that settled it.
    public enum Reason: String, Codable, Sendable, Hashable, CaseIterable {
        /// Its quality under the sweep's metric is below the native render's, and the rule (no
        /// constraints) chooses only among points at least as good: never timed.
        case belowNativeQuality
        /// It misses a quality floor (`--min-ssim`, `--min-psnr`, `--max-flip`): never timed.
        case belowQualityFloor
        /// Its cost's interval lies wholly above another candidate's: it cannot be the cheapest.
        case costlierThanAnotherCandidate
        /// Its frame time's interval lies wholly above the budget.
        case overBudget
        /// A point of better quality is surely within the budget (the rule with only a budget).
        case worseThanAPointWithinBudget

        /// Whether quality alone settled it, before any timing.
        public var isByQuality: Bool { self == .belowNativeQuality || self == .belowQualityFloor }
    }

    public let reason: Reason
    /// Its measured rounds when it was settled (0: never timed).
    public let rounds: Int

    /// Creates the value from its parts.
    public init(reason: Reason, rounds: Int) {
        self.reason = reason
        self.rounds = rounds
    }
}
