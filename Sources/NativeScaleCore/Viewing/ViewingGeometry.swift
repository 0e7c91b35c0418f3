/// How a viewer sees a display: the pixels per degree FLIP is evaluated at, and what they come from.
public struct ViewingGeometry: Hashable, Sendable, Codable {
    /// How the pixels per degree were chosen.
    public enum Basis: String, Hashable, Sendable, Codable {
        /// The panel's density at its device class's typical distance.
        case typicalDistance = "typical-distance"
        /// The panel's density at the distance given with `--viewing-distance`.
        case givenDistance = "given-distance"
        /// Given with `--ppd`.
        case givenPixelsPerDegree = "given-ppd"
        /// No panel density known: FLIP's own default viewing condition.
        case flipDefault = "flip-default"
    }

    public let pixelsPerDegree: PixelsPerDegree
    public let basis: Basis
    /// The distance used, when one was.
    public let distance: ViewingDistance?
    /// The panel density used, when known.
    public let density: PixelDensity?
    public let deviceClass: DeviceClass?

    /// FLIP's default: a 0.7 m wide 3840-pixel monitor seen from 0.7 m, 0.7 · 3840 / 0.7 · π / 180
    /// ≈ 67.0 pixels per degree (the reference implementation's `pixels_per_degree` default).
    public static let flipDefaultPixelsPerDegree = 3840 * Double.pi / 180

    /// The viewing geometry of a display with `panel` (nil when unknown), from `--ppd` if given,
    /// else from `--viewing-distance` or the device class's typical distance.
    public static func resolve(panel: Panel?, distance: ViewingDistance? = nil, pixelsPerDegree: PixelsPerDegree? = nil) throws(ViewingError) -> ViewingGeometry
    {
        if let pixelsPerDegree {
            return ViewingGeometry(
                pixelsPerDegree: pixelsPerDegree, basis: .givenPixelsPerDegree, distance: distance,
                density: panel?.density, deviceClass: panel?.deviceClass)
        }
        guard let panel else {
            if distance != nil { throw .unknownDensity(display: "this display") }
            return ViewingGeometry(
                pixelsPerDegree: try PixelsPerDegree(flipDefaultPixelsPerDegree), basis: .flipDefault,
                distance: nil, density: nil, deviceClass: nil)
        }
        let used = distance ?? panel.deviceClass.typicalViewingDistance
        return ViewingGeometry(
            pixelsPerDegree: try PixelsPerDegree(density: panel.density, distance: used),
            basis: distance == nil ? .typicalDistance : .givenDistance, distance: used,
            density: panel.density, deviceClass: panel.deviceClass)
    }
}
