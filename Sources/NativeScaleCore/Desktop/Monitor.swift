/// A monitor as GLFW sees it: name, placement, modes, content scale, physical size, work area.
public struct Monitor: Hashable, Sendable {
    /// The name the window system gives it (e.g. an output name such as `DP-1` on X11).
    public let name: String
    /// Whether it is the primary monitor.
    public let isPrimary: Bool
    /// Its rectangle on the virtual screen: `glfwGetMonitorPos` and the current mode's size.
    public let bounds: ScreenRect
    /// The current video mode.
    public let currentMode: VideoMode
    /// Every video mode it supports, as GLFW lists them (ascending).
    public let modes: [VideoMode]
    /// The horizontal content scale (`glfwGetMonitorContentScale`): Xft.dpi / 96 on X11.
    public let contentScale: ScaleFactor
    /// The vertical content scale.
    public let verticalContentScale: ScaleFactor
    /// The physical size and whether it is real.
    public let physicalSize: PhysicalSize
    /// The area not covered by panels and docks (`glfwGetMonitorWorkarea`).
    public let workArea: ScreenRect

    public init(
        name: String, isPrimary: Bool, bounds: ScreenRect, currentMode: VideoMode, modes: [VideoMode],
        contentScale: ScaleFactor, verticalContentScale: ScaleFactor, physicalSize: PhysicalSize, workArea: ScreenRect
    ) {
        self.name = name
        self.isPrimary = isPrimary
        self.bounds = bounds
        self.currentMode = currentMode
        self.modes = modes
        self.contentScale = contentScale
        self.verticalContentScale = verticalContentScale
        self.physicalSize = physicalSize
        self.workArea = workArea
    }

    /// Horizontal and vertical DPI of the current mode, when the physical size is real.
    public var dotsPerInch: (horizontal: Double, vertical: Double)? {
        physicalSize.dotsPerInch(for: currentMode.size)
    }

    /// The work area in logical units: its screen size divided by the content scale on window
    /// systems whose screen coordinates are pixels, as is on those whose coordinates are logical.
    public func logicalWorkArea(on windowSystem: WindowSystem) -> LogicalSize {
        switch windowSystem {
        case .x11, .win32:
            LogicalSize(
                width: Double(workArea.width) / contentScale.value,
                height: Double(workArea.height) / verticalContentScale.value)
        case .wayland, .cocoa:
            LogicalSize(width: Double(workArea.width), height: Double(workArea.height))
        }
    }
}
