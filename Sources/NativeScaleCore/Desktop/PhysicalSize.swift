/// A monitor's physical size as the window system reports it, and whether to believe it.
///
/// GLFW 3.3 on X11 falls back to 96 dpi when RandR reports 0 mm (virtual servers such as Xvfb,
/// many projectors): `widthMM = (int) (mode.width * 25.4f / 96.f)` in `x11_monitor.c`. A DPI
/// computed from such a size is the fallback's own assumption read back, so it is not printed.
public struct PhysicalSize: Hashable, Sendable, Codable {
    /// Where the millimetres come from.
    public enum Provenance: String, Hashable, Sendable, Codable {
        /// The server reported the size (EDID through RandR, or the OS).
        case reported
        /// GLFW made the size up from 96 dpi because the server reported none.
        case glfwFallback = "glfw-96-dpi-fallback"
        /// Nothing was reported (0 mm).
        case unknown
    }

    /// Width in millimetres.
    public let widthMillimetres: Int
    /// Height in millimetres.
    public let heightMillimetres: Int
    /// Where the size comes from.
    public let provenance: Provenance

    /// Classifies a size reported for a mode of `pixels` on `windowSystem`.
    public init(widthMillimetres: Int, heightMillimetres: Int, pixels: PixelSize, windowSystem: WindowSystem) {
        self.widthMillimetres = widthMillimetres
        self.heightMillimetres = heightMillimetres
        if widthMillimetres <= 0 || heightMillimetres <= 0 {
            provenance = .unknown
        } else if windowSystem == .x11,
            widthMillimetres == Self.fallbackMillimetres(pixels.width),
            heightMillimetres == Self.fallbackMillimetres(pixels.height)
        {
            provenance = .glfwFallback
        } else {
            provenance = .reported
        }
    }

    /// GLFW's X11 fallback for `pixels` at 96 dpi, computed in `Float` and truncated as GLFW does.
    public static func fallbackMillimetres(_ pixels: Int) -> Int {
        Int(Float(pixels) * 25.4 / 96)
    }

    /// Horizontal and vertical pixels per inch of `pixels` over this size; nil unless reported.
    public func dotsPerInch(for pixels: PixelSize) -> (horizontal: Double, vertical: Double)? {
        guard provenance == .reported else { return nil }
        return (Double(pixels.width) * 25.4 / Double(widthMillimetres), Double(pixels.height) * 25.4 / Double(heightMillimetres))
    }
}
