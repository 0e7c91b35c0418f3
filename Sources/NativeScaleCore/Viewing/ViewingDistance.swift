/// How far the viewer's eye is from the panel.
public struct ViewingDistance: Hashable, Comparable, Sendable, Codable {
    /// The distance in centimetres.
    public let centimetres: Double

    /// The accepted distances: closer than 5 cm nobody focuses, further than 10 m is not a
    /// display a render size is chosen for.
    public static let accepted: ClosedRange<Double> = 5...1000

    /// Creates a distance, rejecting one that is not finite or outside ``accepted``.
    public init(centimetres: Double) throws(ViewingError) {
        guard centimetres.isFinite, Self.accepted.contains(centimetres) else { throw .viewingDistance(centimetres) }
        self.centimetres = centimetres
    }

    /// A distance known to be inside ``accepted`` (the catalog's typical distances).
    init(validCentimetres: Double) {
        centimetres = validCentimetres
    }

    public init(from decoder: any Decoder) throws {
        let value = try decoder.singleValueContainer().decode(Double.self)
        do { try self.init(centimetres: value) } catch {
            throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: "\(error)"))
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(centimetres)
    }

    public static func < (lhs: ViewingDistance, rhs: ViewingDistance) -> Bool { lhs.centimetres < rhs.centimetres }
}

extension ViewingDistance: CustomStringConvertible {
    /// `30 cm`, `62.5 cm`.
    public var description: String { NumberText.trimmed(centimetres, maxFractionDigits: 1) + " cm" }
}
