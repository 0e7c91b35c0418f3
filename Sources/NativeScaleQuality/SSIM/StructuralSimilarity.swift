internal import RealModule
public import NativeScaleCore

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
        public init?(_ plane: LumaPlane, parallelism: Parallelism = .allCores) {
            guard plane.width >= windowSize && plane.height >= windowSize else { return nil }
            self.plane = plane
            mean = StructuralSimilarity.filtered(plane, parallelism: parallelism) { y, _ in y }
            meanSquare = StructuralSimilarity.filtered(plane, parallelism: parallelism) { y, _ in y * y }
        }
    }

    /// The mean SSIM of `a` against `b`; nil when either side is smaller than the window.
    public static func mean(_ a: LumaPlane, _ b: LumaPlane, parallelism: Parallelism = .allCores) -> Double? {
        Reference(b, parallelism: parallelism).flatMap { mean(of: a, against: $0, parallelism: parallelism) }
    }

    /// The mean SSIM of `image` against a prepared reference; nil when the sizes differ.
    ///
    /// Each row's SSIM values are summed in a `Float` from left to right and the rows in a
    /// `Double` from top to bottom, whatever the parallelism.
    public static func mean(of image: LumaPlane, against reference: Reference, parallelism: Parallelism = .allCores) -> Double? {
        guard image.width == reference.plane.width && image.height == reference.plane.height else { return nil }
        let muX = filtered(image, parallelism: parallelism) { x, _ in x }
        let squareX = filtered(image, parallelism: parallelism) { x, _ in x * x }
        let cross = filtered(image, reference.plane, parallelism: parallelism) { x, y in x * y }
        let c1 = Float((k1 * dynamicRange) * (k1 * dynamicRange)), c2 = Float((k2 * dynamicRange) * (k2 * dynamicRange))
        let width = image.width - windowSize + 1, height = image.height - windowSize + 1
        let rowTotals = parallelism.mapBands(rows: height) { rows in
            var values = [Float](repeating: 0, count: width)
            return rows.map { row in
                for column in 0..<width {
                    let i = row * width + column
                    let ux = muX[i], uy = reference.mean[i]
                    let varX = squareX[i] - ux * ux, varY = reference.meanSquare[i] - uy * uy, cov = cross[i] - ux * uy
                    values[column] = ((2 * ux * uy + c1) * (2 * cov + c2)) / ((ux * ux + uy * uy + c1) * (varX + varY + c2))
                }
                var rowTotal: Float = 0
                for value in values { rowTotal += value }
                return rowTotal
            }
        }
        var total = 0.0
        for band in rowTotals { for rowTotal in band { total += Double(rowTotal) } }
        return total / Double(width * height)
    }

    /// `value(x, y)` of each sample (`y` from `other`, or `x` again) filtered by the Gaussian
    /// window over every valid position: a `(width − 10) × (height − 10)` plane.
    static func filtered(_ plane: LumaPlane, _ other: LumaPlane? = nil, parallelism: Parallelism,
                         value: @escaping (Float, Float) -> Float) -> [Float] {
        let n = windowSize
        let width = plane.width, height = plane.height, outWidth = plane.width - n + 1, outHeight = plane.height - n + 1
        // The product plane first, then the horizontal pass as column-parallel sweeps (one per
        // tap, contiguous and vectorised), then the vertical pass the same way.
        let source = plane.samples.withUnsafeBufferPointer { x in
            (other ?? plane).samples.withUnsafeBufferPointer { y in
                SharedPlane.filled(count: width * height) { source in
                    parallelism.forEachBand(rows: height) { rows in
                        for index in (rows.lowerBound * width)..<(rows.upperBound * width) { source[index] = value(x[index], y[index]) }
                    }
                }
            }
        }
        let horizontal = source.withUnsafeBufferPointer { input in weights.withUnsafeBufferPointer { weights in
            SharedPlane.filled(count: outWidth * height) { output in
                parallelism.forEachBand(rows: height) { rows in
                    VectorKernels.withSources(n) { sources in
                        for row in rows {
                            for k in 0..<n { sources[k] = input.baseAddress! + row * width + k }
                            VectorKernels.weightedSum(of: UnsafeBufferPointer(sources), weights: weights,
                                                      into: output.baseAddress! + row * outWidth, count: outWidth)
                        }
                    }
                }
            }
        } }
        return horizontal.withUnsafeBufferPointer { input in weights.withUnsafeBufferPointer { weights in
            SharedPlane.filled(count: outWidth * outHeight) { output in
                parallelism.forEachBand(rows: outHeight) { rows in
                    VectorKernels.withSources(n) { sources in
                        for row in rows {
                            for k in 0..<n { sources[k] = input.baseAddress! + (row + k) * outWidth }
                            VectorKernels.weightedSum(of: UnsafeBufferPointer(sources), weights: weights,
                                                      into: output.baseAddress! + row * outWidth, count: outWidth)
                        }
                    }
                }
            }
        } }
    }
}
