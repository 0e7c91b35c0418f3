import ArgumentParser
import NativeScaleCore
import NativeScaleTuning

/// The budget, the controllers, their scale bounds and the load rule, shared by `dynres replay`
/// and `dynres bench`.
struct ControllerOptions: ParsableArguments {
    @Option(
        help: ArgumentHelp(
            "The frame budget in milliseconds (e.g. 16.6 for 60 Hz); where a replay tunes under a quality limit, several, comma-separated "
                + "(8.3,16.6), each a case."))
    var budget: String
    @Option(help: "A controller (nativescale, filament, unreal, unity-hdrp, doom3) or all.")
    var controller: String = "all"
    @Option(
        help:
            ArgumentHelp(
                "How a recorded frame's time moves to another scale: proportional (t × model(s) / model(r)) or pixels (the model's fixed part, the "
                    + "rest ∝ pixels). Default: proportional in a replay; in the closed loop, the rule that predicts its calibration's heavier load best."))
    var loadRule: LoadRule?
    @Option(help: "The smallest linear scale.")
    var minScale: Double = ControllerSettings.Defaults.minimumScale
    @Option(help: "The largest linear scale.")
    var maxScale: Double = ControllerSettings.Defaults.maximumScale
    @Option(
        help:
            ArgumentHelp(
                "Frames each GPU time reaches the controller late: 0 (the frame just rendered) to \(FeedbackQueue.maximumDelay). Default: each engine's "
                    + "own (doom3 1, filament 2, unreal 2, unity-hdrp 3, nativescale 2).")
    )
    var feedbackDelay: Int?

    /// The budgets given, each checked: one, or several comma-separated.
    func budgets() throws -> [Double] {
        let parts = budget.split(separator: ",", omittingEmptySubsequences: false).map { $0.filter { !$0.isWhitespace } }
        let values = parts.compactMap { Double($0) }
        guard !parts.isEmpty, values.count == parts.count else {
            throw ValidationError("--budget '\(budget)' is not milliseconds; expected a number such as 16.6, or several comma-separated (8.3,16.6)")
        }
        return values
    }

    /// The (first) budget and the bounds, checked.
    func settings() throws -> ControllerSettings {
        try settings(budget: try budgets()[0])
    }

    /// `budget` and the bounds, checked.
    func settings(budget: Double) throws -> ControllerSettings {
        try ControllerSettings(budgetMilliseconds: budget, minimumScale: minScale, maximumScale: maxScale)
    }

    /// The feedback delay given, checked; nil: each engine's own.
    func delay() throws -> Int? {
        if let feedbackDelay { try FeedbackQueue.check(delay: feedbackDelay) }
        return feedbackDelay
    }

    /// The controllers named, checked.
    func names() throws -> [ControllerName] {
        try ControllerName.parse(controller)
    }
}
