/// The window system a GLFW build talks to, which decides how a window's logical size becomes
/// framebuffer pixels and whether anything resamples them on the way to the panel.
public enum WindowSystem: String, CaseIterable, Hashable, Sendable, Codable {
    case x11
    case wayland
    case win32
    case cocoa

    /// The platform's own spelling.
    public var displayName: String {
        switch self {
        case .x11: "X11"
        case .wayland: "Wayland"
        case .win32: "Win32"
        case .cocoa: "Cocoa"
        }
    }

    /// The sizing rule GLFW follows on this window system.
    public var rule: SizingRule {
        switch self {
        case .x11: .glfwX11
        case .wayland: .glfwWayland
        case .win32: .windowsPerMonitorDPI
        case .cocoa: .macOSScaledRetina
        }
    }

    /// The size to ask `glfwCreateWindow` for so the framebuffer covers `display`'s native
    /// size: the pixels themselves where screen coordinates are pixels, the logical size where
    /// they are logical.
    public func windowSize(for display: Display) -> PixelSize {
        switch self {
        case .x11, .win32: display.nativeSize
        case .wayland, .cocoa: (display.logicalSize * ScaleFactor(1)).rounded(.halfAwayFromZero)
        }
    }
}
