internal import RealModule

/// A panel's pixel density in pixels per inch: what its maker states, or its pixel count over
/// its diagonal.
public struct PixelDensity: Hashable, Comparable, Sendable, Codable {
    /// Pixels per inch.
    public let pixelsPerInch: Double

    /// Creates a density from a stated ppi.
    public init(pixelsPerInch: Double) {
        self.pixelsPerInch = pixelsPerInch
    }

    /// The density of a panel of `pixels` whose visible diagonal is `diagonalInches`.
    public init(pixels: PixelSize, diagonalInches: Double) {
        let diagonal = (Double(pixels.width * pixels.width) + Double(pixels.height * pixels.height)).squareRoot()
        self.init(pixelsPerInch: diagonal / diagonalInches)
    }

    public static func < (lhs: PixelDensity, rhs: PixelDensity) -> Bool { lhs.pixelsPerInch < rhs.pixelsPerInch }
}

extension PixelDensity: CustomStringConvertible {
    /// `476 ppi`, `163.2 ppi`: at most one fractional digit.
    public var description: String { NumberText.trimmed(pixelsPerInch, maxFractionDigits: 1) + " ppi" }
}
