/// An ordinary least-squares line `y = intercept + slope × x`, with 95 % intervals of both
/// coefficients (Student's t on n − 2 degrees of freedom) and the residuals.
///
/// Written here for the same reason as ``StudentT``: the package has no statistics library, and
/// a line through a handful of points is two sums.
public struct LinearFit: Hashable, Sendable {
    public let intercept: Double
    public let slope: Double
    /// Half-widths of the 95 % intervals; nil with fewer than 3 points (no degrees of freedom).
    public let interceptHalfWidth: Double?
    public let slopeHalfWidth: Double?
    /// `y − prediction` of each point, in the order given.
    public let residuals: [Double]

    /// The line through `points`; nil with fewer than 2 points or all `x` equal.
    public init?(_ points: [(x: Double, y: Double)]) {
        let n = Double(points.count)
        guard points.count >= 2 else { return nil }
        let meanX = points.map(\.x).reduce(0, +) / n
        let meanY = points.map(\.y).reduce(0, +) / n
        let sxx = points.map { ($0.x - meanX) * ($0.x - meanX) }.reduce(0, +)
        guard sxx > 0 else { return nil }
        let sxy = points.map { ($0.x - meanX) * ($0.y - meanY) }.reduce(0, +)
        let slope = sxy / sxx
        let intercept = meanY - slope * meanX
        self.slope = slope
        self.intercept = intercept
        let residuals = points.map { $0.y - (intercept + slope * $0.x) }
        self.residuals = residuals
        guard points.count >= 3 else {
            interceptHalfWidth = nil
            slopeHalfWidth = nil
            return
        }
        let variance = residuals.map { $0 * $0 }.reduce(0, +) / (n - 2)
        let t = StudentT.quantile(0.975, degreesOfFreedom: n - 2)
        slopeHalfWidth = t * (variance / sxx).squareRoot()
        interceptHalfWidth = t * (variance * (1 / n + meanX * meanX / sxx)).squareRoot()
    }

    /// The line's value at `x`.
    public func predict(_ x: Double) -> Double { intercept + slope * x }
}
