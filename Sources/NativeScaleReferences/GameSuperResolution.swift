public import NativeScaleCore

/// Qualcomm's Snapdragon Game Super Resolution 1 (SGSR 1) on the CPU: the reference the GPU
/// kernel (`shaders/upscale_sgsr.comp`) is tested against, written from Qualcomm's published
/// description and its BSD-licensed shader (SnapdragonStudios/snapdragon-gsr, `sgsr/v1`).
///
/// Per output pixel: a bilinear sample of the source. Where the green channel (SGSR's RGBA mode
/// judges edges on green) varies across the nearest 2×2 texels by more than 8/255, 12 texels
/// around the position, less the 2×2's mean, are weighed by a Lanczos-2 approximation
/// `(x − 1)(x − 4)³` of their distance stretched by their contrast against the neighbourhood's
/// spread; twice the result, clamped to the 2×2's range and then to ±23/255, moves all three
/// channels by the same amount. Qualcomm's defaults: no edge direction, threshold 8/255, edge
/// sharpness 2. The bilinear sample is computed exactly (the shader's sampler does it in its
/// own precision) and everything in 32-bit floats (the shader's is `mediump`); edges are clamped.
public enum GameSuperResolution {
    /// The edge detector's threshold on green, Qualcomm's mobile default.
    static let edgeThreshold: Float = 8.0 / 255.0
    /// How far the edge term is pushed, Qualcomm's default (1 to 2).
    static let edgeSharpness: Float = 2.0
    /// The most the edge term moves a pixel ("smooth high contrast input").
    static let largestStep: Float = 23.0 / 255.0

    /// `source` upscaled to `width × height`; alpha is 1.
    public static func upscale(_ source: RGBAFloatImage, to width: Int, _ height: Int) -> RGBAFloatImage {
        let ratio = SIMD2(Float(source.width) / Float(width), Float(source.height) / Float(height))
        var output = [Float](repeating: 1, count: width * height * 4)
        for y in 0..<height {
            for x in 0..<width {
                let colour = pixel(SIMD2(Float(x), Float(y)), of: source, ratio: ratio)
                let base = (y * width + x) * 4
                output[base] = colour.x
                output[base + 1] = colour.y
                output[base + 2] = colour.z
            }
        }
        return RGBAFloatImage(width: width, height: height, values: output)
    }

    /// The 12 taps around the 2×2 at (X, Y0): offsets from it in the order they are accumulated.
    static let taps: [SIMD2<Int>] = [
        SIMD2(0, -1), SIMD2(1, -1), SIMD2(1, 2), SIMD2(0, 2), SIMD2(-1, 1), SIMD2(0, 1),
        SIMD2(0, 0), SIMD2(-1, 0), SIMD2(1, 1), SIMD2(2, 1), SIMD2(2, 0), SIMD2(1, 0),
    ]

    /// How far output pixel (`x`, `y`) of `source` upscaled to `size` votes for an edge: the
    /// green differences across its 2×2 and from its bilinear sample, which SGSR compares with
    /// ``edgeThreshold``. A device whose sampler computes the bilinear sample in less precision
    /// (Qualcomm's shader leaves it to the sampler) can fall on the other side of the threshold
    /// where this is near it.
    public static func edgeVote(_ x: Int, _ y: Int, of source: RGBAFloatImage, to size: PixelSize) -> (vote: Float, threshold: Float) {
        let ratio = SIMD2(Float(source.width) / Float(size.width), Float(source.height) / Float(size.height))
        return (Neighbourhood(SIMD2(Float(x), Float(y)), of: source, ratio: ratio).vote, edgeThreshold)
    }

    /// An output pixel's position, bilinear sample, the 12 taps' green and its edge vote.
    struct Neighbourhood {
        let t: SIMD2<Float>
        let colour: SIMD3<Float>
        let green: [Float]
        let vote: Float

        init(_ p: SIMD2<Float>, of source: RGBAFloatImage, ratio: SIMD2<Float>) {
            let position = (p + 0.5) * ratio - 0.5
            let floor = position.rounded(.down)
            t = position - floor
            let origin = SIMD2(Int(floor.x), Int(floor.y))
            let texel = { (offset: SIMD2<Int>) in source.clampedTexel(origin &+ offset) }
            let (a, b, c, d) = (texel(SIMD2(0, 0)), texel(SIMD2(1, 0)), texel(SIMD2(0, 1)), texel(SIMD2(1, 1)))
            let top = a * (1 - t.x) + b * t.x
            let bottom = c * (1 - t.x) + d * t.x
            colour = top * (1 - t.y) + bottom * t.y
            green = GameSuperResolution.taps.map { texel($0).y }
            // The 2×2: (X, Y0) is tap 6, (X, Y0+1) tap 5, (X+1, Y0+1) tap 8, (X+1, Y0) tap 11.
            vote = abs(green[6] - green[5]) + abs(colour.y - green[5]) + abs(colour.y - green[6])
        }
    }

    /// One output pixel at `p` (its integer coordinates).
    static func pixel(_ p: SIMD2<Float>, of source: RGBAFloatImage, ratio: SIMD2<Float>) -> SIMD3<Float> {
        let neighbourhood = Neighbourhood(p, of: source, ratio: ratio)
        let (t, green) = (neighbourhood.t, neighbourhood.green)
        var colour = neighbourhood.colour
        guard neighbourhood.vote > edgeThreshold else { return colour }
        let mean = (green[5] + green[6] + green[8] + green[11]) * 0.25
        let centred = green.map { $0 - mean }
        let spread = centred.map(abs)
        let sum =
            (((spread[4] + spread[5]) + spread[6]) + spread[7]) + (((spread[8] + spread[9]) + spread[10]) + spread[11])
            + (((spread[0] + spread[1]) + spread[2]) + spread[3])
        let sumMean: Float = 1.014_185e+01 / sum
        let std = sumMean * sumMean
        var weights: Float = 0
        var weighted: Float = 0
        for (index, tap) in taps.enumerated() {
            let dx = t.x - Float(tap.x)
            let dy = t.y - Float(tap.y)
            let x = (dx * dx + dy * dy) * 0.55 + min(max(abs(centred[index]) * std, 0), 1)
            var wA = x - 4
            let wB = x * wA - wA
            wA *= wA
            let w = wB * wA
            weights += w
            weighted += w * centred[index]
        }
        let final = weighted / weights
        let core = [centred[5], centred[6], centred[8], centred[11]]
        let highest = max(max(core[0], core[1]), max(core[2], core[3]))
        let lowest = min(min(core[0], core[1]), min(core[2], core[3]))
        var step = min(max(edgeSharpness * final, lowest), highest) - (colour.y - mean)
        step = min(max(step, -largestStep), largestStep)
        colour = SIMD3(min(max(colour.x + step, 0), 1), min(max(colour.y + step, 0), 1), min(max(colour.z + step, 0), 1))
        return colour
    }
}
