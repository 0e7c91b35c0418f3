internal import RealModule

/// How many pixels one degree of visual angle spans at the eye: the sampling density a viewer
/// sees, from a panel's pixel density and the viewing distance. FLIP's filters are sized by it.
public struct PixelsPerDegree: Hashable, Comparable, Sendable, Codable {
    /// Pixels per degree.
    public let value: Double

    /// The accepted values: below 2 a FLIP filter is under one pixel wide; above 400 is further
    /// than any display is viewed from (a 460 ppi phone at 50 cm is 160, an 8K 65-inch TV at 3 m 280).
    public static let accepted: ClosedRange<Double> = 2...400

    /// Creates a value, rejecting one that is not finite or outside ``accepted``.
    public init(_ value: Double) throws(ViewingError) {
        guard value.isFinite, Self.accepted.contains(value) else { throw .pixelsPerDegree(value) }
        self.value = value
    }

    /// The pixels per degree of a panel of `density` viewed from `distance`: the pixels across
    /// the chord one degree subtends at that distance, `2 · d · tan(0.5°) · ppi`.
    public init(density: PixelDensity, distance: ViewingDistance) throws(ViewingError) {
        let inches = distance.centimetres / 2.54
        try self.init(2 * inches * Double.tan(Double.pi / 360) * density.pixelsPerInch)
    }

    public init(from decoder: any Decoder) throws {
        let value = try decoder.singleValueContainer().decode(Double.self)
        do { try self.init(value) } catch {
            throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: "\(error)"))
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(value)
    }

    public static func < (lhs: PixelsPerDegree, rhs: PixelsPerDegree) -> Bool { lhs.value < rhs.value }
}

extension PixelsPerDegree: CustomStringConvertible {
    /// `98.1`: one fractional digit.
    public var description: String { NumberText.fixed(value, fractionDigits: 1) }
}
