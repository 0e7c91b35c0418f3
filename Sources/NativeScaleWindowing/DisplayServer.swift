internal import CGLFW
public import NativeScaleCore
public import NativeScaleRendering
import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A connection to the display server through GLFW (`glfwInit` … `glfwTerminate`).
///
/// GLFW's state is process-wide, so at most one `DisplayServer` exists at a time, and it is
/// used from the thread that created it (the main thread: macOS requires it).
public final class DisplayServer {
    package let library: GLFWLibrary
    /// The window system GLFW was built for.
    public let windowSystem: WindowSystem
    /// GLFW's version string (`glfwGetVersionString`), e.g. "3.3.8 X11 GLX EGL OSMesa …".
    public let version: String

    private static let isOpen = Mutex(false)

    /// Connects (`glfwInit`); fails with ``WindowError/noDisplayServer(_:)`` when there is
    /// nothing to connect to, before GLFW tries.
    public init() throws(RendererError) {
        let library = try GLFWLibrary.shared.get()
        #if os(Linux)
            let variables = library.windowSystem == .wayland ? ["WAYLAND_DISPLAY"] : ["DISPLAY"]
            let set = variables.contains { name in getenv(name).map { String(cString: $0).isEmpty == false } ?? false }
            guard set else { throw .window(.noDisplayServer("\(variables.joined(separator: " and ")) is not set")) }
        #endif
        let alreadyOpen = Self.isOpen.withLock { open in
            defer { open = true }
            return open
        }
        guard !alreadyOpen else { throw .window(.system("a display server connection is already open in this process (GLFW is process-wide)")) }
        guard library.initialize() == GLFW_TRUE else {
            Self.isOpen.withLock { $0 = false }
            throw .window(.noDisplayServer("GLFW could not connect: \(library.lastError() ?? "glfwInit failed")"))
        }
        self.library = library
        windowSystem = library.windowSystem
        version = library.getVersionString().map { String(cString: $0) } ?? "unknown"
    }

    deinit {
        library.terminate()
        Self.isOpen.withLock { $0 = false }
    }

    /// Every monitor, primary first (`glfwGetMonitors` and the per-monitor queries).
    public func monitors() -> [Monitor] {
        var count: Int32 = 0
        guard let list = library.getMonitors(&count), count > 0 else { return [] }
        let primary = library.getPrimaryMonitor()
        return (0..<Int(count)).compactMap { index in
            list[index].map { monitor(for: $0, isPrimary: $0 == primary) }
        }
    }

    func monitor(for handle: OpaquePointer, isPrimary: Bool) -> Monitor {
        let l = library
        var x: Int32 = 0
        var y: Int32 = 0
        var width: Int32 = 0
        var height: Int32 = 0
        l.getMonitorPos(handle, &x, &y)
        let current = l.getVideoMode(handle).map { Self.mode($0.pointee) } ?? VideoMode(size: PixelSize(width: 0, height: 0), colorBits: 0, refreshRate: 0)
        var modeCount: Int32 = 0
        let modes = l.getVideoModes(handle, &modeCount).map { list in (0..<Int(modeCount)).map { Self.mode(list[$0]) } } ?? []
        var scaleX: Float = 1
        var scaleY: Float = 1
        l.getMonitorContentScale(handle, &scaleX, &scaleY)
        var widthMM: Int32 = 0
        var heightMM: Int32 = 0
        l.getMonitorPhysicalSize(handle, &widthMM, &heightMM)
        var areaX: Int32 = 0
        var areaY: Int32 = 0
        l.getMonitorWorkarea(handle, &areaX, &areaY, &width, &height)
        return Monitor(
            name: l.getMonitorName(handle).map { String(cString: $0) } ?? "unnamed",
            isPrimary: isPrimary,
            bounds: ScreenRect(x: Int(x), y: Int(y), width: current.size.width, height: current.size.height),
            currentMode: current, modes: modes,
            contentScale: ScaleFactor(Double(scaleX)), verticalContentScale: ScaleFactor(Double(scaleY)),
            physicalSize: PhysicalSize(widthMillimetres: Int(widthMM), heightMillimetres: Int(heightMM), pixels: current.size, windowSystem: windowSystem),
            workArea: ScreenRect(x: Int(areaX), y: Int(areaY), width: Int(width), height: Int(height)))
    }

    /// The instance extensions nativescale's surfaces need here: on X11 and Wayland the surface
    /// is made from GLFW's native handles through nativescale's own loader (`VK_KHR_xlib_surface`,
    /// `VK_KHR_wayland_surface`), so one instance serves rendering and presenting; elsewhere,
    /// what `glfwGetRequiredInstanceExtensions` names.
    package func surfaceExtensions() throws(RendererError) -> [String] {
        switch windowSystem {
        case .x11 where library.getX11Display != nil && library.getX11Window != nil:
            return ["VK_KHR_surface", "VK_KHR_xlib_surface"]
        case .wayland where library.getWaylandDisplay != nil && library.getWaylandWindow != nil:
            return ["VK_KHR_surface", "VK_KHR_wayland_surface"]
        default:
            return try requiredInstanceExtensions()
        }
    }

    /// The instance extensions a Vulkan surface needs here (`glfwGetRequiredInstanceExtensions`).
    func requiredInstanceExtensions() throws(RendererError) -> [String] {
        guard library.vulkanSupported() == GLFW_TRUE else {
            throw .window(.system("GLFW found no Vulkan loader with surface support (glfwVulkanSupported is false)"))
        }
        var count: UInt32 = 0
        guard let names = library.getRequiredInstanceExtensions(&count) else {
            throw .window(.system("GLFW reports no Vulkan surface extensions for this window system: \(library.lastError() ?? "")"))
        }
        return (0..<Int(count)).compactMap { names[$0].map { String(cString: $0) } }
    }

    private static func mode(_ mode: GLFWvidmode) -> VideoMode {
        VideoMode(
            size: PixelSize(width: Int(mode.width), height: Int(mode.height)),
            colorBits: Int(mode.redBits + mode.greenBits + mode.blueBits), refreshRate: Int(mode.refreshRate))
    }
}
