internal import RealModule

/// SSIM as defined by Wang, Bovik, Sheikh and Simoncelli (2004): an 11×11 Gaussian window with
/// σ = 1.5, K1 = 0.01, K2 = 0.03, L = 255, averaged over every window that fits inside the image
/// (the "valid" filtering of the authors' `ssim_index.m`), with no downsampling.
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

    /// The mean SSIM of `a` against `b`; nil when either side is smaller than the window.
    public static func mean(_ a: LumaPlane, _ b: LumaPlane) -> Double? {
        precondition(a.width == b.width && a.height == b.height, "planes differ in size")
        let n = windowSize
        guard a.width >= n && a.height >= n else { return nil }
        let outWidth = a.width - n + 1, outHeight = a.height - n + 1
        let c1 = Float((k1 * dynamicRange) * (k1 * dynamicRange)), c2 = Float((k2 * dynamicRange) * (k2 * dynamicRange))
        let w = weights
        // Horizontal pass over the five moments, every input row.
        let count = outWidth * a.height
        var mx = [Float](repeating: 0, count: count), my = mx, mxx = mx, myy = mx, mxy = mx
        a.samples.withUnsafeBufferPointer { x in
            b.samples.withUnsafeBufferPointer { y in
                for row in 0..<a.height {
                    let input = row * a.width, output = row * outWidth
                    for column in 0..<outWidth {
                        var sx: Float = 0, sy: Float = 0, sxx: Float = 0, syy: Float = 0, sxy: Float = 0
                        for k in 0..<n {
                            let xv = x[input + column + k], yv = y[input + column + k], wk = w[k]
                            sx += wk * xv
                            sy += wk * yv
                            sxx += wk * xv * xv
                            syy += wk * yv * yv
                            sxy += wk * xv * yv
                        }
                        mx[output + column] = sx
                        my[output + column] = sy
                        mxx[output + column] = sxx
                        myy[output + column] = syy
                        mxy[output + column] = sxy
                    }
                }
            }
        }
        // Vertical pass, one output row at a time, and the SSIM of each window.
        var total = 0.0
        var sx = [Float](repeating: 0, count: outWidth), sy = sx, sxx = sx, syy = sx, sxy = sx
        for row in 0..<outHeight {
            for column in 0..<outWidth {
                sx[column] = 0; sy[column] = 0; sxx[column] = 0; syy[column] = 0; sxy[column] = 0
            }
            for k in 0..<n {
                let offset = (row + k) * outWidth, wk = w[k]
                for column in 0..<outWidth {
                    sx[column] += wk * mx[offset + column]
                    sy[column] += wk * my[offset + column]
                    sxx[column] += wk * mxx[offset + column]
                    syy[column] += wk * myy[offset + column]
                    sxy[column] += wk * mxy[offset + column]
                }
            }
            var rowTotal: Float = 0
            for column in 0..<outWidth {
                let muX = sx[column], muY = sy[column]
                let varX = sxx[column] - muX * muX, varY = syy[column] - muY * muY, cov = sxy[column] - muX * muY
                rowTotal += ((2 * muX * muY + c1) * (2 * cov + c2)) / ((muX * muX + muY * muY + c1) * (varX + varY + c2))
            }
            total += Double(rowTotal)
        }
        return total / Double(outWidth * outHeight)
    }
}
