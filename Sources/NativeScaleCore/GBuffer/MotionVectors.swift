/// Per-pixel motion as a scene pass writes it: for each pixel of a frame, the offset from its
/// centre to where the same surface point was in the frame before, in render-resolution pixels
/// (x right, y down), without jitter, as engines' G-buffers store it for temporal upscalers.
/// Zero where nothing moved, on the background, and on a sequence's first frame (a cut).
public struct MotionVectors: Hashable, Sendable {
    /// The width in pixels.
    public let width: Int
    /// The height in pixels.
    public let height: Int
    /// `width × height` offsets, row by row, current to previous.
    public let vectors: [SIMD2<Float>]

    /// Creates motion vectors from their values; nil unless there are `width × height` of them.
    public init?(width: Int, height: Int, vectors: [SIMD2<Float>]) {
        guard width > 0, height > 0, vectors.count == width * height else { return nil }
        self.width = width
        self.height = height
        self.vectors = vectors
    }

    /// The offset at pixel (`x`, `y`).
    public subscript(x: Int, y: Int) -> SIMD2<Float> { vectors[y * width + x] }

    /// The largest offset's length, in pixels.
    public var largestMotion: Float {
        vectors.map { ($0 * $0).sum().squareRoot() }.max() ?? 0
    }

    /// The frame before, moved onto this one: each pixel takes `previous` where its vector points
    /// (bilinear between the four nearest pixel centres, edges clamped), as a temporal upscaler
    /// reprojects its history. Nil when `previous` is not the vectors' size.
    public func reprojecting(_ previous: RGBAImage) -> RGBAImage? {
        guard previous.width == width, previous.height == height else { return nil }
        var bytes = [UInt8](repeating: 0, count: width * height * 4)
        for y in 0..<height {
            for x in 0..<width {
                let source = SIMD2(Float(x), Float(y)) + self[x, y]
                let sample = Self.bilinear(previous, x: source.x, y: source.y)
                let index = (y * width + x) * 4
                for channel in 0..<4 { bytes[index + channel] = RGBAImage.unorm8(sample[channel]) }
            }
        }
        return RGBAImage(width: width, height: height, bytes: bytes)
    }

    /// `image` at (`x`, `y`) in pixel-centre coordinates (pixel (0, 0)'s centre is (0, 0)),
    /// bilinear, edges clamped, channels in 0…1.
    static func bilinear(_ image: RGBAImage, x: Float, y: Float) -> SIMD4<Float> {
        let clampedX = min(max(x, 0), Float(image.width - 1))
        let clampedY = min(max(y, 0), Float(image.height - 1))
        let x0 = Int(clampedX.rounded(.down))
        let y0 = Int(clampedY.rounded(.down))
        let x1 = min(x0 + 1, image.width - 1)
        let y1 = min(y0 + 1, image.height - 1)
        let fx = clampedX - Float(x0)
        let fy = clampedY - Float(y0)
        func pixel(_ px: Int, _ py: Int) -> SIMD4<Float> {
            let index = (py * image.width + px) * 4
            return SIMD4(Float(image.bytes[index]), Float(image.bytes[index + 1]), Float(image.bytes[index + 2]), Float(image.bytes[index + 3])) / 255
        }
        let top = pixel(x0, y0) * (1 - fx) + pixel(x1, y0) * fx
        let bottom = pixel(x0, y1) * (1 - fx) + pixel(x1, y1) * fx
        return top * (1 - fy) + bottom * fy
    }
}
