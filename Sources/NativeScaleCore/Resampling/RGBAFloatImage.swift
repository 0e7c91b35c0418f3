/// An image of floating-point RGBA pixels, row by row: what a render target of any colour format
/// holds, before it is rounded to 8 bits for a PNG or a quality metric.
public struct RGBAFloatImage: Hashable, Sendable {
    /// The width in pixels.
    public let width: Int
    /// The height in pixels.
    public let height: Int
    /// `width × height × 4` values, red first.
    public var values: [Float]

    /// Creates an image from its values.
    public init(width: Int, height: Int, values: [Float]) {
        precondition(values.count == width * height * 4, "RGBAFloatImage needs width × height × 4 values")
        self.width = width
        self.height = height
        self.values = values
    }

    /// The channels of an 8-bit image, in 0…1.
    public init(_ image: RGBAImage) {
        self.init(width: image.width, height: image.height, values: image.bytes.map { Float($0) / 255 })
    }

    /// The channels of an 8-bit image as a GPU reads UNORM8 texels: the byte times (1/255), not
    /// divided by 255 (lavapipe's conversion; an ulp apart for some bytes, which the upscalers'
    /// edge tests can tell).
    public init(texelsOf image: RGBAImage) {
        self.init(width: image.width, height: image.height, values: image.bytes.map { Float($0) * (1 / 255) })
    }

    /// The texel at `p`, its coordinates clamped to the image (a clamp-to-edge sampler's read), RGB.
    @inlinable package func clampedTexel(_ p: SIMD2<Int>) -> SIMD3<Float> {
        let x = min(max(p.x, 0), width - 1)
        let y = min(max(p.y, 0), height - 1)
        let base = (y * width + x) * 4
        return SIMD3(values[base], values[base + 1], values[base + 2])
    }

    /// The pixels stored in `format`, as a device writes them (`bytes` in the format's layout).
    public init(width: Int, height: Int, bytes: [UInt8], format: PixelFormat) {
        precondition(bytes.count == width * height * format.bytesPerPixel, "the bytes do not match the size and format")
        self.init(width: width, height: height, values: format.decode(bytes))
    }

    /// The image rounded to 8 bits per channel (values clamped to 0…1), for PNG files and quality metrics.
    public var rgba8: RGBAImage {
        RGBAImage(width: width, height: height, bytes: values.map(RGBAImage.unorm8))
    }

    /// Every value rounded to what `format` stores.
    public func quantized(to format: PixelFormat) -> RGBAFloatImage {
        RGBAFloatImage(width: width, height: height, values: format.decode(format.encode(values)))
    }

    /// The largest difference of any channel from `other`, over channels `channels` (RGB by default).
    public func maximumDifference(from other: RGBAFloatImage, channels: Range<Int> = 0..<3) -> Float {
        precondition(width == other.width && height == other.height, "images differ in size")
        var worst: Float = 0
        for pixel in 0..<(width * height) {
            for c in channels {
                worst = max(worst, abs(values[pixel * 4 + c] - other.values[pixel * 4 + c]))
            }
        }
        return worst
    }
}
