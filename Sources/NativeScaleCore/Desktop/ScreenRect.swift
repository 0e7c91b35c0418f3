/// A rectangle in the window system's screen coordinates (pixels on X11 and Win32, points on
/// Cocoa and Wayland), such as a monitor's work area.
public struct ScreenRect: Hashable, Sendable, Codable {
    public let x: Int
    public let y: Int
    public let width: Int
    public let height: Int

    public init(x: Int, y: Int, width: Int, height: Int) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }
}
