/// A whole number of pixels along each axis: a render target, a drawable, a panel.
public struct PixelSize: Hashable, Sendable, Codable {
    /// The width in pixels.
    public var width: Int
    /// The height in pixels.
    public var height: Int

    /// Creates a pixel size.
    public init(width: Int, height: Int) {
        self.width = width
        self.height = height
    }

    /// The number of pixels, `width × height`.
    public var pixelCount: Int { width * height }

    /// The same size with width and height exchanged (portrait ↔ landscape).
    public var transposed: PixelSize { PixelSize(width: height, height: width) }

    /// Whether this size is at least as large as `other` along both axes.
    public func contains(_ other: PixelSize) -> Bool {
        width >= other.width && height >= other.height
    }
}

extension PixelSize: CustomStringConvertible {
    /// `1242×2208`.
    public var description: String { "\(width)×\(height)" }
}
