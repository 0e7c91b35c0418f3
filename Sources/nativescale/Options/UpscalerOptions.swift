import ArgumentParser
import NativeScaleCore

/// RCAS's sharpness for `--filter fsr1`, shared by `bench` and `sweep`.
struct UpscalerOptions: ParsableArguments {
    @Option(
        parsing: .unconditional,
        help: ArgumentHelp(
            "RCAS sharpness of --filter fsr1, in stops below the most (0 to 2; default "
                + "\(Sharpness.engineDefault.stops), Godot's fsr_sharpness default).", valueName: "stops"))
    var sharpness: Double = Sharpness.engineDefault.stops

    func validate() throws {
        guard Sharpness(stops: sharpness) != nil else {
            throw ValidationError("--sharpness \(sharpness) is out of range; expected 0 to 2 stops (0 sharpens the most)")
        }
    }

    /// The sharpness asked for.
    var value: Sharpness { Sharpness(stops: sharpness) ?? .engineDefault }
}
