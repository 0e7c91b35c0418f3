import ArgumentParser
import NativeScaleCore

/// RCAS's sharpness where FSR 1 upscales (`bench` and `sweep`'s `--filter fsr1`, `sizes --preset`),
/// worded without either flag: the group is shared, and a help names only its command's flags.
struct UpscalerOptions: ParsableArguments {
    @Option(
        parsing: .unconditional,
        help: ArgumentHelp(
            "RCAS sharpness where FSR 1 upscales, in stops below the most (0 to 2; default "
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
