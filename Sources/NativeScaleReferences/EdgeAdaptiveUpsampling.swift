public import NativeScaleCore

/// FSR 1's EASU (edge-adaptive spatial upsampling) on the CPU: the reference the GPU kernel
/// (`shaders/upscale_easu.comp`) is tested against, written from AMD's published description.
///
/// Per output pixel: the 12 source texels nearest its mapped position (`b c / e f g h / i j k l
/// / n o`); from their luma, a local gradient direction and an edge strength, each accumulated
/// over the four 2×2 quads with bilinear weights; then a Lanczos-2 approximation
/// `(25/16·(2/5·x² − 1)² − 9/16)·(lob·x² − 1)²`, rotated along the edge, stretched across it and
/// windowed by the edge strength, weighs the 12 taps; the result is clamped to the minimum and
/// maximum of the 4 nearest texels (dering). Edges are clamped (texel coordinates outside the
/// image read its edge), as a clamp-to-edge sampler's gather does.
public enum EdgeAdaptiveUpsampling {
    /// The mapping of output pixels to source positions, as both the GPU (push constants) and
    /// this reference compute it in `Float`: `position = pixel × scale + offset`, in texels.
    public struct Mapping: Hashable, Sendable {
        public let scale: SIMD2<Float>
        public let offset: SIMD2<Float>

        /// The mapping of a `source`-sized image onto `destination` (AMD's `FsrEasuCon`, con0).
        public init(source: PixelSize, destination: PixelSize) {
            let sx = Float(source.width) * (1 / Float(destination.width))
            let sy = Float(source.height) * (1 / Float(destination.height))
            scale = SIMD2(sx, sy)
            offset = SIMD2(0.5 * Float(source.width) * (1 / Float(destination.width)) - 0.5, 0.5 * Float(source.height) * (1 / Float(destination.height)) - 0.5)
        }
    }

    /// `source` upscaled to `width × height`, each value rounded to half precision as the kernel
    /// rounds it (``HalfPrecision``); alpha is 1, as FSR 1 writes it.
    public static func upscale(_ source: RGBAFloatImage, to width: Int, _ height: Int) -> RGBAFloatImage {
        let mapping = Mapping(source: PixelSize(width: source.width, height: source.height), destination: PixelSize(width: width, height: height))
        var output = [Float](repeating: 1, count: width * height * 4)
        for y in 0..<height {
            for x in 0..<width {
                let colour = pixel(x, y, of: source, mapping: mapping)
                let base = (y * width + x) * 4
                output[base] = HalfPrecision.rounded(colour.x)
                output[base + 1] = HalfPrecision.rounded(colour.y)
                output[base + 2] = HalfPrecision.rounded(colour.z)
            }
        }
        return RGBAFloatImage(width: width, height: height, values: output)
    }

    /// The 12 taps' offsets from the texel `f`, in the order they are accumulated.
    static let taps: [SIMD2<Int>] = [
        SIMD2(0, -1), SIMD2(1, -1), SIMD2(-1, 1), SIMD2(0, 1), SIMD2(0, 0), SIMD2(-1, 0),
        SIMD2(1, 1), SIMD2(2, 1), SIMD2(2, 0), SIMD2(1, 0), SIMD2(1, 2), SIMD2(0, 2),
    ]

    /// One output pixel.
    static func pixel(_ x: Int, _ y: Int, of source: RGBAFloatImage, mapping: Mapping) -> SIMD3<Float> {
        let position = SIMD2(Float(x), Float(y)) * mapping.scale + mapping.offset
        let floor = position.rounded(.down)
        let fraction = position - floor
        let origin = SIMD2(Int(floor.x), Int(floor.y))
        let colours = taps.map { source.clampedTexel(origin &+ $0) }
        let luma = colours.map { $0.z * 0.5 + ($0.x * 0.5 + $0.y) }
        // Names of the taps: b c i j f e k l h g o n.
        let (b, c, i, j, f, e, k, l, h, g, o, n) = (
            luma[0], luma[1], luma[2], luma[3], luma[4], luma[5], luma[6], luma[7], luma[8], luma[9], luma[10], luma[11]
        )
        var analysis = EdgeAnalysis()
        analysis.add(weight: (1 - fraction.x) * (1 - fraction.y), b, e, f, g, j)
        analysis.add(weight: fraction.x * (1 - fraction.y), c, f, g, h, k)
        analysis.add(weight: (1 - fraction.x) * fraction.y, f, i, j, k, n)
        analysis.add(weight: fraction.x * fraction.y, g, j, k, l, o)
        let kernel = analysis.kernel
        var sum = SIMD3<Float>(repeating: 0)
        var weights: Float = 0
        for (index, tap) in taps.enumerated() {
            let w = kernel.weight(at: SIMD2(Float(tap.x), Float(tap.y)) - fraction)
            sum += colours[index] * w
            weights += w
        }
        // The 4 nearest texels: f, g, j, k.
        let nearest = [colours[4], colours[9], colours[3], colours[6]]
        let low = nearest.dropFirst().reduce(nearest[0]) { pointwiseMin($0, $1) }
        let high = nearest.dropFirst().reduce(nearest[0]) { pointwiseMax($0, $1) }
        return pointwiseMin(high, pointwiseMax(low, sum * (1 / weights)))
    }

    /// The direction and edge strength accumulated over the four quads around the position.
    struct EdgeAnalysis {
        var direction = SIMD2<Float>(repeating: 0)
        var length: Float = 0

        /// One quad's `+` of lumas (`a` above, `b c d` across, `e` below `c`), with its bilinear weight.
        mutating func add(weight w: Float, _ a: Float, _ b: Float, _ c: Float, _ d: Float, _ e: Float) {
            let dx = d - b
            direction.x += dx * w
            let lx = min(max(abs(dx) * ApproximateReciprocal.low(max(abs(d - c), abs(c - b))), 0), 1)
            length += lx * lx * w
            let dy = e - a
            direction.y += dy * w
            let ly = min(max(abs(dy) * ApproximateReciprocal.low(max(abs(e - c), abs(c - a))), 0), 1)
            length += ly * ly * w
        }

        /// The kernel the analysis shapes.
        var kernel: Kernel {
            var direction = direction
            var squared = direction.x * direction.x + direction.y * direction.y
            let flat = squared < 1.0 / 32768.0
            squared = flat ? 1 : ApproximateReciprocal.squareRootLow(squared)
            if flat { direction.x = 1 }
            direction *= squared
            var edge = length * 0.5
            edge *= edge
            let stretch = (direction.x * direction.x + direction.y * direction.y) * ApproximateReciprocal.low(max(abs(direction.x), abs(direction.y)))
            let anisotropy = SIMD2(1 + (stretch - 1) * edge, 1 + -0.5 * edge)
            let lobe: Float = 0.5 + ((1.0 / 4.0 - 0.04) - 0.5) * edge
            return Kernel(direction: direction, anisotropy: anisotropy, lobe: lobe, clip: ApproximateReciprocal.low(lobe))
        }
    }

    /// The rotated, stretched Lanczos-2 approximation.
    struct Kernel {
        let direction: SIMD2<Float>
        let anisotropy: SIMD2<Float>
        let lobe: Float
        let clip: Float

        /// The weight of a tap `offset` texels from the position.
        func weight(at offset: SIMD2<Float>) -> Float {
            var v = SIMD2(offset.x * direction.x + offset.y * direction.y, offset.x * -direction.y + offset.y * direction.x)
            v *= anisotropy
            let d2 = min(v.x * v.x + v.y * v.y, clip)
            var base: Float = 2.0 / 5.0 * d2 + -1
            var window = lobe * d2 + -1
            base *= base
            window *= window
            base = 25.0 / 16.0 * base + -(25.0 / 16.0 - 1)
            return base * window
        }
    }
}
