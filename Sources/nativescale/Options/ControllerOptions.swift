import ArgumentParser
import NativeScaleCore
import NativeScaleTuning

/// The budget, the controllers, their scale bounds and the load rule, shared by `dynres replay`
/// and `dynres bench`.
struct ControllerOptions: ParsableArguments {
    @Option(help: "The frame budget in milliseconds (e.g. 16.6 for 60 Hz).")
    var budget: Double
    @Option(help: "A controller (nativescale, filament, unreal, unity-hdrp, doom3) or all.")
    var controller: String = "all"
    @Option(
        help:
            "How a recorded frame's time moves to another scale: proportional (t × model(s) / model(r)) or pixels (the model's fixed part, the rest ∝ pixels).")
    var loadRule: LoadRule = .proportional
    @Option(help: "The smallest linear scale.")
    var minScale: Double = ControllerSettings.Defaults.minimumScale
    @Option(help: "The largest linear scale.")
    var maxScale: Double = ControllerSettings.Defaults.maximumScale

    /// The budget and the bounds, checked.
    func settings() throws -> ControllerSettings {
        try ControllerSettings(budgetMilliseconds: budget, minimumScale: minScale, maximumScale: maxScale)
    }

    /// The controllers named, checked.
    func names() throws -> [ControllerName] {
        try ControllerName.parse(controller)
    }
}
