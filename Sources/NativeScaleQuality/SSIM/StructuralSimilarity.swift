public import NativeScaleCore
internal import RealModule

/// SSIM as defined by Wang, Bovik, Sheikh and Simoncelli (2004): an 11×11 Gaussian window with
/// σ = 1.5, K1 = 0.01, K2 = 0.03, L = 255, averaged over every window that fits inside the image
/// (the "valid" filtering of the authors' `ssim_index.m`), with no downsampling.
///
/// The window is separable, so each local moment is a horizontal then a vertical 11-tap pass,
/// streamed row by row (``WindowedMoments``). The reference's own moments (mean and mean square)
/// are computed once per reference and kept in a `Reference`, so measuring many images against
/// one reference filters three moments each.
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
            let moments = WindowedMoments(.plane(plane), moments: [.x, .xx])
            let width = moments.outputWidth
            let planes = SharedPlane.filled(2, count: width * moments.outputHeight) { out in
                parallelism.forEachBand(rows: moments.outputHeight, rowsPerBand: moments.rowsPerBand) { rows in
                    moments.forEachRow(in: rows) { row, values, stride in
                        for m in 0..<2 { (out[m].baseAddress! + row * width).update(from: values + m * stride, count: width) }
                    }
                }
            }
            mean = planes[0]
            meanSquare = planes[1]
        }
    }

    /// The mean SSIM of `a` against `b`; nil when either side is smaller than the window or the
    /// sizes differ. The same figure as against a prepared ``Reference``, with nothing of `b` kept.
    public static func mean(_ a: LumaPlane, _ b: LumaPlane, parallelism: Parallelism = .allCores) -> Double? {
        mean(WindowedMoments.Samples.plane(a), .plane(b), parallelism: parallelism)
    }

    /// The mean SSIM of `image`'s luma against `reference`'s (same size; nil when smaller than the
    /// window or the sizes differ): the same figure as of their ``LumaPlane``s, with the luma made a
    /// row at a time and no plane stored.
    public static func mean(of image: RGBAImage, against reference: RGBAImage, parallelism: Parallelism = .allCores) -> Double? {
        mean(WindowedMoments.Samples.image(image), .image(reference), parallelism: parallelism)
    }

    private static func mean(_ a: WindowedMoments.Samples, _ b: WindowedMoments.Samples, parallelism: Parallelism) -> Double? {
        guard a.width == b.width && a.height == b.height, a.width >= windowSize && a.height >= windowSize else { return nil }
        let moments = WindowedMoments(a, b, moments: [.x, .xx, .y, .yy, .xy])
        return mean(moments, parallelism: parallelism) { _, values, stride, into in
            ssim(
                meanX: values, squareX: values + stride, meanY: values + 2 * stride, squareY: values + 3 * stride, cross: values + 4 * stride,
                into: into, count: stride)
        }
    }

    /// The mean SSIM of `image` against a prepared reference; nil when the sizes differ.
    public static func mean(of image: LumaPlane, against reference: Reference, parallelism: Parallelism = .allCores) -> Double? {
        guard image.width == reference.plane.width && image.height == reference.plane.height else { return nil }
        let moments = WindowedMoments(.plane(image), .plane(reference.plane), moments: [.x, .xx, .xy])
        return reference.mean.withUnsafeBufferPointer { mean in
            reference.meanSquare.withUnsafeBufferPointer { meanSquare in
                Self.mean(moments, parallelism: parallelism) { row, values, stride, into in
                    ssim(
                        meanX: values, squareX: values + stride, meanY: mean.baseAddress! + row * stride,
                        squareY: meanSquare.baseAddress! + row * stride, cross: values + 2 * stride, into: into, count: stride)
                }
            }
        }
    }

    /// The mean of every output row's SSIM values from `moments` (`values` fills a row's values
    /// from them): each row's values summed in a `Float` from left to right and the rows in a
    /// `Double` from top to bottom, whatever the parallelism.
    private static func mean(
        _ moments: WindowedMoments, parallelism: Parallelism,
        values: (_ row: Int, _ moments: UnsafePointer<Float>, _ stride: Int, _ into: UnsafeMutablePointer<Float>) -> Void
    ) -> Double {
        let width = moments.outputWidth
        let height = moments.outputHeight
        let rowTotals = parallelism.mapBands(rows: height, rowsPerBand: moments.rowsPerBand) { rows in
            withUnsafeTemporaryAllocation(of: Float.self, capacity: width) { row in
                var totals: [Float] = []
                totals.reserveCapacity(rows.count)
                moments.forEachRow(in: rows) { index, filtered, stride in
                    values(index, filtered, stride, row.baseAddress!)
                    var rowTotal: Float = 0
                    for value in row { rowTotal += value }
                    totals.append(rowTotal)
                }
                return totals
            }
        }
        var total = 0.0
        for band in rowTotals { for rowTotal in band { total += Double(rowTotal) } }
        return total / Double(width * height)
    }

    /// SSIM at each of `count` positions from the local moments there.
    private static func ssim(
        meanX: UnsafePointer<Float>, squareX: UnsafePointer<Float>, meanY: UnsafePointer<Float>,
        squareY: UnsafePointer<Float>, cross: UnsafePointer<Float>, into values: UnsafeMutablePointer<Float>, count: Int
    ) {
        let c1 = Float((k1 * dynamicRange) * (k1 * dynamicRange))
        let c2 = Float((k2 * dynamicRange) * (k2 * dynamicRange))
        for column in 0..<count {
            let ux = meanX[column]
            let uy = meanY[column]
            let varX = squareX[column] - ux * ux
            let varY = squareY[column] - uy * uy
            let cov = cross[column] - ux * uy
            values[column] = ((2 * ux * uy + c1) * (2 * cov + c2)) / ((ux * ux + uy * uy + c1) * (varX + varY + c2))
        }
    }
}
