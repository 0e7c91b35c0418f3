/// One video mode of a monitor (`GLFWvidmode`).
public struct VideoMode: Hashable, Sendable, Codable {
    /// The mode's resolution in pixels.
    public let size: PixelSize
    /// Bits per channel (red, green, blue) summed, e.g. 24.
    public let colorBits: Int
    /// The refresh rate in hertz, or nil when the server reports none (GLFW's 0).
    public let refreshRate: Int?

    /// Creates a mode; a refresh rate of 0 or less means unknown.
    public init(size: PixelSize, colorBits: Int, refreshRate: Int) {
        self.size = size
        self.colorBits = colorBits
        self.refreshRate = refreshRate > 0 ? refreshRate : nil
    }
}
