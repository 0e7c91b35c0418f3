import NativeScaleCore
public import NativeScaleResults
import NativeScaleStatistics

extension SequentialOutcome {
    /// Why the experiment stopped, in words.
    public var reason: String {
        switch stop {
        case .regressionSettled: "a regression is settled"
        case .settled: "every metric is settled within its threshold"
        case .settledOrNoiseLimited: "every metric is settled within its threshold or noise-limited"
        case .cap: "the cap was reached with \(open) metric(s) not settled" + (open == 0 ? ", most of them noise-limited" : "")
        }
    }

    /// How the runs were tested, for the comparison's method line.
    var method: String {
        let looks = design.cap - SequentialDesign.firstLook + 1
        return "Sequential (--rounds auto, cap \(design.cap)): stopped after \(rounds) of \(design.cap) rounds, \(reason). "
            + "Each round's runs are paired: d = ln(head / base) per metric; after each round from the 2nd, one-sided t bounds "
            + "of the mean d (variance pooled with a prior of \(Self.trimmed(design.priorDegrees)) degrees of freedom at the runs' own frame "
            + "spread, at least \(Self.trimmed(design.noiseFloor * 100)) %) at α = \(Self.trimmed(design.alpha)) and "
            + "β = \(Self.trimmed(design.beta)), each split over \(looks) looks. Regression: the lower bound above 0 and the "
            + "change beyond the threshold; within: the upper bound below the threshold; noise-limited: within so far, but "
            + "too noisy here for \(design.cap) rounds to settle; at the cap, a metric still open is a regression when the U test of "
            + "the run medians is significant at α / \(looks) and the change is beyond the threshold. The CI column resamples runs, then frames within them."
    }

    private static func trimmed(_ value: Double) -> String {
        value == value.rounded() ? String(Int(value)) : String(value)
    }
}
