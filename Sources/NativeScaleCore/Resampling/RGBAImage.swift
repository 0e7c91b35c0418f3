/// An image of 8-bit RGBA pixels, row by row, as read back from the GPU or written to PNG.
public struct RGBAImage: Hashable, Sendable {
    /// The width in pixels.
    public let width: Int
    /// The height in pixels.
    public let height: Int
    /// `width × height × 4` bytes, red first.
    public var bytes: [UInt8]

    /// Creates an image from its bytes.
    public init(width: Int, height: Int, bytes: [UInt8]) {
        precondition(bytes.count == width * height * 4, "RGBAImage needs width × height × 4 bytes")
        self.width = width
        self.height = height
        self.bytes = bytes
    }

    /// Creates an image by evaluating `pixel` (channels in 0…1) at every coordinate.
    public init(width: Int, height: Int, pixel: (Int, Int) -> (Float, Float, Float, Float)) {
        var bytes = [UInt8](repeating: 0, count: width * height * 4)
        for y in 0..<height {
            for x in 0..<width {
                let (r, g, b, a) = pixel(x, y)
                let index = (y * width + x) * 4
                bytes[index] = Self.unorm8(r)
                bytes[index + 1] = Self.unorm8(g)
                bytes[index + 2] = Self.unorm8(b)
                bytes[index + 3] = Self.unorm8(a)
            }
        }
        self.init(width: width, height: height, bytes: bytes)
    }

    /// The channel value `c` (0…1, clamped) as UNORM8, rounded to nearest as Vulkan requires.
    public static func unorm8(_ c: Float) -> UInt8 {
        UInt8((min(max(c, 0), 1) * 255).rounded(.toNearestOrEven))
    }

    /// The largest per-channel difference from `other`, in 1/255 steps, over the pixels where
    /// `include` is true (all by default).
    public func maximumDifference(from other: RGBAImage, where include: (Int, Int) -> Bool = { _, _ in true }) -> Int {
        precondition(width == other.width && height == other.height, "images differ in size")
        var worst = 0
        for y in 0..<height {
            for x in 0..<width where include(x, y) {
                let index = (y * width + x) * 4
                for c in 0..<4 {
                    worst = max(worst, abs(Int(bytes[index + c]) - Int(other.bytes[index + c])))
                }
            }
        }
        return worst
    }

    /// The share of pixels (0…1) where some channel differs from `other` by more than
    /// `tolerance` steps of 1/255.
    public func shareOfPixels(differingFrom other: RGBAImage, byMoreThan tolerance: Int) -> Double {
        precondition(width == other.width && height == other.height, "images differ in size")
        var differing = 0
        for pixel in 0..<(width * height) {
            let index = pixel * 4
            for c in 0..<4 where abs(Int(bytes[index + c]) - Int(other.bytes[index + c])) > tolerance {
                differing += 1
                break
            }
        }
        return Double(differing) / Double(max(width * height, 1))
    }
}
