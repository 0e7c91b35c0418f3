public import NativeScaleCore

/// FSR 1's RCAS (robust contrast-adaptive sharpening) on the CPU: the reference the GPU kernel
/// (`shaders/upscale_rcas.comp`) is tested against, written from AMD's published description.
///
/// A 5-tap cross `(w·(n + e + w + s) + m) / (4w + 1)` whose negative lobe `w` is the largest
/// that keeps every channel inside the ring's range (solved from the ring's minimum and maximum),
/// limited to −(1/4 − 1/16), times the sharpness. Alpha is 1. Edges are clamped.
public enum ContrastAdaptiveSharpening {
    /// The most negative lobe: the limit of natural-looking sharpening (AMD's `FSR_RCAS_LIMIT`).
    static let limit: Float = 0.25 - 1.0 / 16.0

    /// `image` sharpened by `sharpness`, at the same size.
    public static func sharpen(_ image: RGBAFloatImage, sharpness: Sharpness) -> RGBAFloatImage {
        let amount = sharpness.linear
        var output = [Float](repeating: 1, count: image.values.count)
        for y in 0..<image.height {
            for x in 0..<image.width {
                let colour = pixel(x, y, of: image, amount: amount)
                let base = (y * image.width + x) * 4
                output[base] = colour.x
                output[base + 1] = colour.y
                output[base + 2] = colour.z
            }
        }
        return RGBAFloatImage(width: image.width, height: image.height, values: output)
    }

    /// One output pixel.
    static func pixel(_ x: Int, _ y: Int, of image: RGBAFloatImage, amount: Float) -> SIMD3<Float> {
        let texel = { (dx: Int, dy: Int) in image.clampedTexel(SIMD2(x + dx, y + dy)) }
        let (b, d, e, f, h) = (texel(0, -1), texel(-1, 0), texel(0, 0), texel(1, 0), texel(0, 1))
        let low = pointwiseMin(pointwiseMin(pointwiseMin(b, d), f), h)
        let high = pointwiseMax(pointwiseMax(pointwiseMax(b, d), f), h)
        var lobes = SIMD3<Float>(repeating: 0)
        for c in 0..<3 {
            lobes[c] = lobe(low: low[c], high: high[c], centre: e[c])
        }
        let lobe = max(-limit, min(max(max(lobes.x, lobes.y), lobes.z), 0)) * amount
        let reciprocal = ApproximateReciprocal.medium(4 * lobe + 1)
        return (b * lobe + d * lobe + h * lobe + f * lobe + e) * reciprocal
    }

    /// One channel's lobe: the larger of the lobes that would take it to 0 (from the ring's
    /// minimum) and to 1 (from its maximum). A limiter whose denominator is 0 (a black or a
    /// white ring) is the quotient 0/0 on the GPU, which `max` skips; here it is left out.
    static func lobe(low: Float, high: Float, centre: Float) -> Float {
        let hitsMinimum = high > 0 ? min(low, centre) * (1 / (4 * high)) : nil
        let hitsMaximum = low < 1 ? (1 - max(high, centre)) * (1 / (4 * low - 4)) : nil
        switch (hitsMinimum, hitsMaximum) {
        case (let minimum?, let maximum?): return max(-minimum, maximum)
        case (let minimum?, nil): return -minimum
        case (nil, let maximum?): return maximum
        case (nil, nil): return 0
        }
    }
}
