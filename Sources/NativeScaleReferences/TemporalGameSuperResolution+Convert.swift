import NativeScaleCore

extension TemporalGameSuperResolution {
    /// The convert pass's output at the render size.
    struct Converted {
        /// Each pixel's tone-mapped YCoCg, 11:11:10 bits (Y in the top 11).
        var packed: [UInt32]
        /// Each pixel's motion (clip-space, current minus previous), depth clip and tone-map
        /// divisor, rounded to half floats as the RGBA16F hand-over image stores them.
        var handOver: [SIMD4<Float>]
    }

    /// The convert pass: nearest depth and depth clip, motion, and the packed colour, per render pixel.
    func convert(_ frame: Frame) -> Converted {
        let (width, height) = (renderSize.width, renderSize.height)
        var packed = [UInt32](repeating: 0, count: width * height)
        var handOver = [SIMD4<Float>](repeating: .zero, count: width * height)
        let separation = Float(1.37e-05) * frame.fieldOfViewTangent * (Float(width * width + height * height)).squareRoot()
        for y in 0..<height {
            for x in 0..<width {
                let clip = depthClip(x, y, depth: frame.depth, separation: separation)
                let vector = frame.motion[x, y]
                let motion = SIMD2(-2 * vector.x / Float(width), -2 * vector.y / Float(height))
                let (colour, divisor) = Self.toneMapped(frame.color.clampedTexel(SIMD2(x, y)))
                packed[y * width + x] = Self.pack(Self.ycocg(colour))
                handOver[y * width + x] = SIMD4(motion.x, motion.y, clip, divisor).roundedToHalf
            }
        }
        return Converted(packed: packed, handOver: handOver)
    }

    /// The depth clip of pixel (`x`, `y`): 1 − the mean of min(1, separation × (1 − d) ÷ |d − dₖ|)
    /// over the four 2×2 blocks around it, where d is the nearest depth of the 2×2 from (`x`, `y`)
    /// right and down and dₖ each block's nearest; 0 where that 2×2 is all far plane.
    func depthClip(_ x: Int, _ y: Int, depth: DepthImage, separation: Float) -> Float {
        let nearest = { (left: Int, top: Int) -> Float in
            var value = Float.infinity
            for dy in 0..<2 {
                for dx in 0..<2 { value = min(value, Self.clamped(depth, left + dx, top + dy)) }
            }
            return value
        }
        let centre = nearest(x, y)
        guard centre < 1 - 1.0e-05 else { return 0 }
        let scaled = separation * (1 - centre)
        var weight: Float = 0
        for (left, top) in [(x - 1, y - 1), (x + 1, y - 1), (x - 1, y + 1), (x + 1, y + 1)] {
            weight += min(max(scaled / (abs(centre - nearest(left, top)) + 1.19e-07), 0), 1)
        }
        return min(max(1 - weight * 0.25, 0), 1)
    }

    /// The depth at (`x`, `y`), clamped to the edge.
    static func clamped(_ depth: DepthImage, _ x: Int, _ y: Int) -> Float {
        depth[min(max(x, 0), depth.width - 1), min(max(y, 0), depth.height - 1)]
    }

    /// The reversible tone map: colour ÷ (its largest channel + exposure), and that divisor.
    static func toneMapped(_ colour: SIMD3<Float>) -> (SIMD3<Float>, Float) {
        let divisor = max(max(colour.x, colour.y), colour.z) + exposure
        return (colour / divisor, divisor)
    }

    /// RGB to YCoCg with Co and Cg offset by ½ (each in 0 … 1 for a colour in 0 … 1).
    static func ycocg(_ rgb: SIMD3<Float>) -> SIMD3<Float> {
        let luma = 0.25 * (rgb.x + 2 * rgb.y + rgb.z)
        let orange = min(max(0.5 * rgb.x + 0.5 - 0.5 * rgb.z, 0), 1)
        let green = min(max(luma + orange - rgb.x, 0), 1)
        return SIMD3(luma, orange, green)
    }

    /// Y and Co in 11 bits, Cg in 10, each truncated from value × (levels − ½).
    static func pack(_ ycocg: SIMD3<Float>) -> UInt32 {
        let luma = UInt32(ycocg.x * 2047.5)
        let orange = UInt32(ycocg.y * 2047.5)
        let green = UInt32(ycocg.z * 1023.5)
        return (luma << 21) | (orange << 10) | green
    }

    /// The packed colour as YCoCg with Co and Cg centred on 0 (Co scaled in place, by 1 ÷ (2047.5 × 1024)).
    static func unpack(_ packed: UInt32) -> SIMD3<Float> {
        SIMD3(Float(packed >> 21) * (1 / 2047.5), Float(packed & (2047 << 10)) * 4.769_536_02e-7 - 0.5, Float(packed & 1023) * (1 / 1023.5) - 0.5)
    }
}

extension SIMD4<Float> {
    /// Each lane rounded to half precision, as an RGBA16F store keeps it.
    var roundedToHalf: SIMD4<Float> {
        SIMD4(HalfPrecision.rounded(x), HalfPrecision.rounded(y), HalfPrecision.rounded(z), HalfPrecision.rounded(w))
    }
}
