import NativeScaleCore
public import NativeScaleResults
public import NativeScaleTuning

extension DynamicResolutionResult.Controller {
    /// What its scale did over the second half of the replay, in a sentence, with why for the
    /// engines whose rule makes it cycle; nil with too few frames.
    public var behaviourSentence: String? {
        guard let behaviour = ScaleBehaviour(scales: frames.scales.map { Double($0) }) else { return nil }
        let scales = behaviour.scales.map { NumberText.trimmed($0, maxFractionDigits: 3) }
        let changes = "\(behaviour.increases) up, \(behaviour.decreases) down over \(behaviour.distinctScales) scales"
        switch behaviour.kind {
        case .settled:
            return "\(name.rawValue): over the second half it rests at \(scales[0])."
        case .cycle:
            return "\(name.rawValue): over the second half it cycles between \(scales[0]) and \(scales[1]) (\(changes)), a limit cycle"
                + (Self.why[name].map { ": \($0)." } ?? ".")
        case .moving:
            return "\(name.rawValue): over the second half it moves between \(scales[0]) and \(scales[1]) (\(changes))."
        }
    }

    /// Why an engine's rule cycles under a load it could hold.
    static let why: [ControllerName: String] = [
        .unityHDRP: "it steps by a fixed share of the range (down 1/2 after 4 windows of 15 frames over budget, up 1/5 after 8 under) and has no model "
            + "to stop between its steps",
        .doom3:
            "it steps by fixed amounts (−0.11 a frame over 15 ms, +0.06 after 5 frames under 13 ms, for a 16.7 ms budget) and has no model to stop between "
            + "them",
        .filament: "its dead band (−1 % to +5 %) holds the output at 0 while its slow integral (Ki 0.002) winds up, then the step overshoots",
    ]
}
