/// A scene pass's depth buffer as stored: per pixel, the nearest surface's depth in Vulkan's
/// 0…1 range (0 at the near plane, 1 where nothing was drawn: the clear value).
public struct DepthImage: Hashable, Sendable {
    /// The width in pixels.
    public let width: Int
    /// The height in pixels.
    public let height: Int
    /// `width × height` depths, row by row.
    public let depths: [Float]

    /// Creates a depth image from its values; nil unless there are `width × height` of them.
    public init?(width: Int, height: Int, depths: [Float]) {
        guard width > 0, height > 0, depths.count == width * height else { return nil }
        self.width = width
        self.height = height
        self.depths = depths
    }

    /// The depth at pixel (`x`, `y`).
    public subscript(x: Int, y: Int) -> Float { depths[y * width + x] }

    /// Whether a surface was drawn at pixel (`x`, `y`): its depth is nearer than the clear value.
    public func covers(x: Int, y: Int) -> Bool { self[x, y] < 1 }
}
