import ArgumentParser
import NativeScaleCore
import NativeScaleQuality
import NativeScaleReporting

/// `--display MODEL`, `--ambient LUX`, `--peak-luminance NITS` and `--contrast N`: the display
/// ColorVideoVDP judges on, a named model of its own or (without `--display`) the `--device`'s.
struct DisplayModelOptions: ParsableArguments {
    @Option(
        help: ArgumentHelp(
            "One of ColorVideoVDP's SDR display models for JOD (standard_fhd, standard_4k, standard_phone, …); "
                + "default: the --device's own model.", valueName: "MODEL"))
    var display: String?
    @Option(
        name: .customLong("ambient"), parsing: .unconditional,
        help: ArgumentHelp(
            "Ambient light at the screen in lux for JOD (0 a dark room, 250 an office); default: the model's, 250 for a device.",
            valueName: "LUX"),
        transform: NumberArgument.decimal("--ambient", unit: "lux", example: "250"))
    var ambientIlluminance: Double?
    @Option(
        name: .customLong("peak-luminance"), parsing: .unconditional,
        help: ArgumentHelp("The display's peak luminance in cd/m² for JOD; default: the model's or the panel's.", valueName: "NITS"),
        transform: NumberArgument.decimal("--peak-luminance", unit: "cd/m²", example: "600"))
    var peakLuminance: Double?
    @Option(
        name: .customLong("contrast"), parsing: .unconditional,
        help: ArgumentHelp(
            "The display's contrast, peak over black, for JOD (1000 for 1000:1); default: the model's or the panel's.",
            valueName: "N"),
        transform: NumberArgument.decimal("--contrast", unit: "a ratio", example: "1000"))
    var contrast: Double?

    /// Rejects an unknown model or a figure out of range, naming it, before anything is read.
    func validate() throws {
        do {
            if let display { _ = try ColorVideoVDPNamedDisplay.named(display) }
            // Each figure given is checked against its range (a stand-in for any not given).
            _ = try DisplayPhotometry(peakLuminance: peakLuminance ?? 100, contrast: contrast ?? 1000, ambientIlluminance: ambientIlluminance ?? 0)
        } catch {
            throw ValidationError(error.line(naming: .flags))
        }
    }

    /// The display model: `--display`'s, else `entry`'s at `viewing`; nil when neither is given.
    /// `--ppd`, when given, replaces a named model's pixels per degree too.
    func model(entry: CatalogEntry?, viewing: ViewingGeometry) throws -> DisplayModel? {
        let base: DisplayModel
        if let display {
            let named = try ColorVideoVDPNamedDisplay.named(display).model()
            base = viewing.basis == .givenPixelsPerDegree ? try named.replacing(pixelsPerDegree: viewing.pixelsPerDegree.value) : named
        } else if let entry {
            base = try DisplayModel.catalog(entry, viewing: viewing)
        } else {
            return nil
        }
        return try base.replacing(peakLuminance: peakLuminance, contrast: contrast, ambientIlluminance: ambientIlluminance)
    }
}
