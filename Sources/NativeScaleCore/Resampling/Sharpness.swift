/// How much RCAS sharpens, in stops: 0 is the most, each stop halves it (AMD's `FsrRcasCon`;
/// Godot's `rendering/scaling_3d/fsr_sharpness` is the same number).
public struct Sharpness: Hashable, Sendable, Codable, CustomStringConvertible {
    /// The stops below the most sharpening.
    public let stops: Double

    /// The stops accepted: Godot's range for its FSR sharpness.
    public static let range: ClosedRange<Double> = 0...2
    /// The engines' default, 0.2 stops (Godot's `fsr_sharpness`, and FSR 1's sample).
    public static let engineDefault = Sharpness(checked: 0.2)

    /// The sharpness of `stops`; nil outside ``range`` or not a number.
    public init?(stops: Double) {
        guard Self.range.contains(stops) else { return nil }
        self.stops = stops
    }

    private init(checked stops: Double) { self.stops = stops }

    /// The linear factor RCAS multiplies its lobe by, `2^−stops`, as the GPU's push constant
    /// and the CPU reference both use it.
    public var linear: Float { Float(Self.exp2(-stops)) }

    public var description: String { "\(stops) stops" }

    /// Reads the stops, refusing a value outside ``range`` (a file is validated, not trusted).
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        let stops = try container.decode(Double.self)
        guard Self.range.contains(stops) else {
            throw DecodingError.dataCorruptedError(in: container, debugDescription: "sharpness \(stops) is outside 0…2 stops")
        }
        self.stops = stops
    }

    /// Writes the stops as a number.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(stops)
    }

    /// `2^x` without Foundation: the integer part exactly, the fraction by its Taylor series
    /// (to double precision on [0, 1)).
    static func exp2(_ x: Double) -> Double {
        let whole = x.rounded(.down)
        let fraction = (x - whole) * 0.693_147_180_559_945_3
        var term = 1.0
        var sum = 1.0
        for n in 1...24 {
            term *= fraction / Double(n)
            sum += term
        }
        let power = Int(whole)
        return power >= 0 ? sum * Double(sign: .plus, exponent: power, significand: 1) : sum / Double(sign: .plus, exponent: -power, significand: 1)
    }
}
