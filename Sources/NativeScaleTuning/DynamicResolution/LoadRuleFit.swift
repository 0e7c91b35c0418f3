public import NativeScaleCore

/// The load rule a recording bears out when it spans scales: each rule predicts every frame
/// rendered at another scale than the frame before it from that frame, through the model, and
/// the rule whose median |error| is smaller fits. A frame's content cost drifts little from one
/// frame to the next, so the change between the two is mostly the change of scale. Only frames
/// whose load is off the model's by ``minimumLoadChange`` or more count: at the model's own load
/// both rules predict the model, and such pairs would only dilute the difference. A frame's noise
/// can outweigh what separates the rules over a small change of scale, so the fit is taken only
/// when it is decisive: the better rule nearer in significantly more pairs than half (a sign
/// test, two-sided 5 %); otherwise the replay keeps ``LoadRule/proportional``.
public struct LoadRuleFit: Hashable, Sendable, Codable {
    /// One rule's error over the pairs.
    public struct Score: Hashable, Sendable, Codable {
        public let rule: LoadRule
        /// The median of `|predicted − recorded| / recorded × 100`.
        public let medianAbsolutePercent: Double
    }

    /// The pairs of frames (one at another scale than the frame before it) the rules were scored on.
    public let pairs: Int
    /// The pairs where the rule with the smaller median error was the nearer (a tie counts half).
    public let wins: Double
    /// Each rule's score, in ``LoadRule/allCases`` order.
    public let scores: [Score]

    /// The fewest pairs a fit needs.
    public static let minimumPairs = 8
    /// The least change of scale between two frames that makes a pair.
    public static let minimumScaleChange = 0.02
    /// The least difference of a frame's load from the model's (time over the model's at its scale) that makes a pair.
    public static let minimumLoadChange = 0.25

    /// The rule with the smaller median error (the first on a tie).
    public var better: LoadRule {
        scores.min { $0.medianAbsolutePercent < $1.medianAbsolutePercent }?.rule ?? .proportional
    }

    /// Whether the better rule was the nearer in significantly more than half the pairs: the
    /// sign test's z above 1.96.
    public var isDecisive: Bool {
        let n = Double(pairs)
        return (wins - n / 2) / (n / 4).squareRoot() > 1.96
    }

    /// The rule the replay takes: the better one when decisive, else ``LoadRule/proportional``.
    public var rule: LoadRule { isDecisive ? better : .proportional }

    /// The fit of `recording` through `model` for an output of `outputMegapixels`; nil with fewer
    /// than ``minimumPairs`` pairs (a recording at one scale says nothing of the rule).
    public init?(recording: [DynamicResolutionReplay.RecordedFrame], model: CostModel, outputMegapixels: Double) {
        var errors = Array(repeating: [Double](), count: LoadRule.allCases.count)
        for (before, after) in zip(recording, recording.dropFirst())
        where abs(after.scale - before.scale) >= Self.minimumScaleChange * before.scale
            && abs(before.gpuMilliseconds / model.milliseconds(scale: before.scale, outputMegapixels: outputMegapixels) - 1) >= Self.minimumLoadChange
        {
            for (index, rule) in LoadRule.allCases.enumerated() {
                let predicted = rule.milliseconds(
                    recorded: before.gpuMilliseconds, at: before.scale, scale: after.scale, model: model, outputMegapixels: outputMegapixels)
                errors[index].append(abs(predicted - after.gpuMilliseconds) / after.gpuMilliseconds * 100)
            }
        }
        guard let count = errors.first?.count, count >= Self.minimumPairs else { return nil }
        pairs = count
        let scores = zip(LoadRule.allCases, errors).map { rule, values in
            Score(rule: rule, medianAbsolutePercent: values.sorted()[values.count / 2])
        }
        self.scores = scores
        let best = scores.indices.min { scores[$0].medianAbsolutePercent < scores[$1].medianAbsolutePercent } ?? 0
        let other = best == 0 ? 1 : 0
        wins = zip(errors[best], errors[other]).reduce(0) { $0 + ($1.0 < $1.1 ? 1 : $1.0 == $1.1 ? 0.5 : 0) }
    }
}
