public import NativeScaleCore
internal import RealModule

/// The one-dimensional kernels of FLIP at a PPD. Each two-dimensional kernel of the paper is the
/// outer product of two of them (the blue-yellow filter a sum of two such products), normalised
/// as the paper normalises the two-dimensional kernel.
struct FLIPFilters: Sendable {
    /// The achromatic and red-green contrast sensitivity (one Gaussian each).
    let achromatic: [Float]
    let redGreen: [Float]
    /// The blue-yellow contrast sensitivity: the two Gaussians of its sum.
    let blueYellow: ([Float], [Float])
    /// The feature detectors: a Gaussian (weights sum to 1) and its first and second derivatives
    /// (positive weights sum to 1, negative to −1).
    let gaussian: [Float]
    let firstDerivative: [Float]
    let secondDerivative: [Float]

    /// The paper's contrast sensitivity functions as sums of Gaussians, a·√(π/b)·exp(−π²x²/b)
    /// with x in degrees: (a₁, b₁, a₂, b₂) per channel; a₂ = 0 is a single Gaussian.
    static let achromaticCSF = (a1: 1.0, b1: 0.0047, a2: 0.0, b2: 1e-5)
    static let redGreenCSF = (a1: 1.0, b1: 0.0053, a2: 0.0, b2: 1e-5)
    static let blueYellowCSF = (a1: 34.1, b1: 0.04, a2: 13.5, b2: 0.025)

    init(pixelsPerDegree ppd: Double) {
        // One radius for every channel, from the widest Gaussian: three standard deviations.
        let widest = max(Self.achromaticCSF.b1, Self.redGreenCSF.b1, Self.blueYellowCSF.b1, Self.blueYellowCSF.b2)
        let radius = Int((3 * (widest / (2 * Double.pi * Double.pi)).squareRoot() * ppd).rounded(.up))
        let offsets = (-radius...radius).map { Double($0) / ppd }
        // The one-dimensional factor of a·√(π/b)·exp(−π²(x²+y²)/b) is √(a·√(π/b))·exp(−π²x²/b).
        func factor(_ a: Double, _ b: Double) -> [Double] {
            offsets.map { x in (a * (Double.pi / b).squareRoot()).squareRoot() * Double.exp(-Double.pi * Double.pi * x * x / b) }
        }
        func normalised(_ values: [Double]) -> [Float] {
            let sum = values.reduce(0, +)
            return values.map { Float($0 / sum) }
        }
        achromatic = normalised(factor(Self.achromaticCSF.a1, Self.achromaticCSF.b1))
        redGreen = normalised(factor(Self.redGreenCSF.a1, Self.redGreenCSF.b1))
        // The sum of two products sums to S₁² + S₂² in two dimensions: each pass divides by its root.
        let first = factor(Self.blueYellowCSF.a1, Self.blueYellowCSF.b1)
        let second = factor(Self.blueYellowCSF.a2, Self.blueYellowCSF.b2)
        let s1 = first.reduce(0, +)
        let s2 = second.reduce(0, +)
        let norm = (s1 * s1 + s2 * s2).squareRoot()
        blueYellow = (first.map { Float($0 / norm) }, second.map { Float($0 / norm) })

        let deviation = 0.5 * FLIP.featureWidth * ppd
        let featureRadius = Int((3 * deviation).rounded(.up))
        let positions = (-featureRadius...featureRadius).map(Double.init)
        let g = positions.map { Double.exp(-$0 * $0 / (2 * deviation * deviation)) }
        gaussian = normalised(g)
        func signNormalised(_ values: [Double]) -> [Float] {
            let positive = values.filter { $0 > 0 }.reduce(0, +)
            let negative = -values.filter { $0 < 0 }.reduce(0, +)
            return values.map { Float($0 > 0 ? $0 / positive : ($0 < 0 ? $0 / negative : 0)) }
        }
        firstDerivative = signNormalised(zip(positions, g).map { -$0 * $1 })
        secondDerivative = signNormalised(zip(positions, g).map { ($0 * $0 / (deviation * deviation) - 1) * $1 })
    }
}
