import ArgumentParser
import NativeScaleCore
import NativeScaleMeasurement
import NativeScaleReporting
import NativeScaleResults
import NativeScaleStatistics

/// `--viewing-distance CM` and `--ppd N`: how the viewer sees the display, for FLIP and `sizes`.
struct ViewingOptions: ParsableArguments {
    @Option(
        name: .customLong("viewing-distance"), parsing: .unconditional,
        help: ArgumentHelp("Eye-to-panel distance in centimetres (5 to 1000); default: the device class's typical distance.", valueName: "CM"),
        transform: NumberArgument.decimal("--viewing-distance", unit: "centimetres", example: "30"))
    var viewingDistance: Double?
    @Option(
        name: .customLong("ppd"), parsing: .unconditional,
        help: ArgumentHelp("Pixels per degree of visual angle (2 to 400); overrides the panel's density and the distance.", valueName: "N"),
        transform: NumberArgument.decimal("--ppd", unit: "pixels per degree", example: "60"))
    var pixelsPerDegree: Double?

    /// Rejects a distance or PPD that is not finite or out of range, naming it.
    func validate() throws {
        do { _ = try values() } catch { throw ValidationError(error.description) }
    }

    /// The viewing geometry of a display with `panel` (nil for a display given by hand).
    func geometry(panel: Panel?) throws -> ViewingGeometry {
        let (distance, ppd) = try values()
        return try ViewingGeometry.resolve(panel: panel, distance: distance, pixelsPerDegree: ppd)
    }

    private func values() throws(ViewingError) -> (ViewingDistance?, PixelsPerDegree?) {
        (
            try viewingDistance.map { v throws(ViewingError) in try ViewingDistance(centimetres: v) },
            try pixelsPerDegree.map { v throws(ViewingError) in try PixelsPerDegree(v) }
        )
    }
}
