internal import RealModule

/// SSIM as defined by Wang, Bovik, Sheikh and Simoncelli (2004): an 11×11 Gaussian window with
/// σ = 1.5, K1 = 0.01, K2 = 0.03, L = 255, averaged over every window that fits inside the image
/// (the "valid" filtering of the authors' `ssim_index.m`), with no downsampling.
///
/// The window is separable, so each local moment is a horizontal then a vertical 11-tap pass.
/// The reference's own moments (mean and mean square) are computed once per reference and kept in
/// a `Reference`, so measuring many images against one reference filters three moments each.
public enum StructuralSimilarity {
    /// The side of the window.
    public static let windowSize = 11
    /// The standard deviation of the Gaussian window, in pixels.
    public static let sigma = 1.5
    /// The stabilizing constants' factors.
    public static let k1 = 0.01, k2 = 0.03
    /// The dynamic range of the samples.
    public static let dynamicRange = 255.0

    /// The normalized 1-D Gaussian; the 2-D window is its outer product.
    static let weights: [Float] = {
        let radius = Double(windowSize / 2)
        let raw = (0..<windowSize).map { Double.exp(-((Double($0) - radius) * (Double($0) - radius)) / (2 * sigma * sigma)) }
        let sum = raw.reduce(0, +)
        return raw.map { Float($0 / sum) }
    }()

    /// A reference plane with its local mean and mean square, ready for many comparisons.
    public struct Reference: Sendable {
        /// The plane.
        public let plane: LumaPlane
        let mean: [Float]
        let meanSquare: [Float]

        /// Precomputes the local moments of `plane`; nil when it is smaller than the window.
        public init?(_ plane: LumaPlane) {
            guard plane.width >= windowSize && plane.height >= windowSize else { return nil }
            self.plane = plane
            mean = StructuralSimilarity.filtered(plane) { y, _ in y }
            meanSquare = StructuralSimilarity.filtered(plane) { y, _ in y * y }
        }
    }

    /// The mean SSIM of `a` against `b`; nil when either side is smaller than the window.
    public static func mean(_ a: LumaPlane, _ b: LumaPlane) -> Double? {
        Reference(b).flatMap { mean(of: a, against: $0) }
    }

    /// The mean SSIM of `image` against a prepared reference; nil when the sizes differ.
    public static func mean(of image: LumaPlane, against reference: Reference) -> Double? {
        guard image.width == reference.plane.width && image.height == reference.plane.height else { return nil }
        let muX = filtered(image) { x, _ in x }
        let squareX = filtered(image) { x, _ in x * x }
        let cross = filtered(image, reference.plane) { x, y in x * y }
        let c1 = Float((k1 * dynamicRange) * (k1 * dynamicRange)), c2 = Float((k2 * dynamicRange) * (k2 * dynamicRange))
        let width = image.width - windowSize + 1, height = image.height - windowSize + 1
        var total = 0.0
        muX.withUnsafeBufferPointer { mx in
            squareX.withUnsafeBufferPointer { sx in
                cross.withUnsafeBufferPointer { sxy in
                    reference.mean.withUnsafeBufferPointer { my in
                        reference.meanSquare.withUnsafeBufferPointer { sy in
                            for row in 0..<height {
                                var rowTotal: Float = 0
                                for column in (row * width)..<((row + 1) * width) {
                                    let ux = mx[column], uy = my[column]
                                    let varX = sx[column] - ux * ux, varY = sy[column] - uy * uy, cov = sxy[column] - ux * uy
                                    rowTotal += ((2 * ux * uy + c1) * (2 * cov + c2)) / ((ux * ux + uy * uy + c1) * (varX + varY + c2))
                                }
                                total += Double(rowTotal)
                            }
                        }
                    }
                }
            }
        }
        return total / Double(width * height)
    }

    /// `value(x, y)` of each sample (`y` from `other`, or `x` again) filtered by the Gaussian
    /// window over every valid position: a `(width − 10) × (height − 10)` plane.
    static func filtered(_ plane: LumaPlane, _ other: LumaPlane? = nil, value: (Float, Float) -> Float) -> [Float] {
        let n = windowSize, w = weights
        let width = plane.width, outWidth = plane.width - n + 1, outHeight = plane.height - n + 1
        // The product plane first, then the horizontal pass as column-parallel sweeps (one per
        // tap, contiguous and vectorizable), then the vertical pass the same way.
        var source = [Float](repeating: 0, count: plane.samples.count)
        plane.samples.withUnsafeBufferPointer { x in
            (other ?? plane).samples.withUnsafeBufferPointer { y in
                for index in 0..<source.count { source[index] = value(x[index], y[index]) }
            }
        }
        var horizontal = [Float](repeating: 0, count: outWidth * plane.height)
        source.withUnsafeBufferPointer { input in
            horizontal.withUnsafeMutableBufferPointer { output in
                for row in 0..<plane.height {
                    let inRow = row * width, outRow = row * outWidth
                    for k in 0..<n {
                        let wk = w[k], base = inRow + k
                        for column in 0..<outWidth { output[outRow + column] += wk * input[base + column] }
                    }
                }
            }
        }
        var vertical = [Float](repeating: 0, count: outWidth * outHeight)
        horizontal.withUnsafeBufferPointer { input in
            vertical.withUnsafeMutableBufferPointer { output in
                for row in 0..<outHeight {
                    let outRow = row * outWidth
                    for k in 0..<n {
                        let wk = w[k], base = (row + k) * outWidth
                        for column in 0..<outWidth { output[outRow + column] += wk * input[base + column] }
                    }
                }
            }
        }
        return vertical
    }
}
