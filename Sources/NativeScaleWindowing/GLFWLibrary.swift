internal import CGLFW
package import NativeScaleCore
package import NativeScaleRendering

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// GLFW 3.3 opened with `dlopen`, with the entry points nativescale calls.
///
/// Loading at run time keeps `sizes`, `bench` and the rest working where libglfw is missing,
/// and turns a missing library into one clear message for `displays` and `view`.
package struct GLFWLibrary: Sendable {
    package typealias MonitorHandle = OpaquePointer
    package typealias WindowHandle = OpaquePointer

    let initialize: @convention(c) () -> Int32
    let terminate: @convention(c) () -> Void
    let getError: @convention(c) (UnsafeMutablePointer<UnsafePointer<CChar>?>?) -> Int32
    let getVersionString: @convention(c) () -> UnsafePointer<CChar>?
    let getMonitors: @convention(c) (UnsafeMutablePointer<Int32>?) -> UnsafeMutablePointer<MonitorHandle?>?
    let getPrimaryMonitor: @convention(c) () -> MonitorHandle?
    let getMonitorName: @convention(c) (MonitorHandle?) -> UnsafePointer<CChar>?
    let getMonitorPos: @convention(c) (MonitorHandle?, UnsafeMutablePointer<Int32>?, UnsafeMutablePointer<Int32>?) -> Void
    let getMonitorWorkarea:
        @convention(c) (
            MonitorHandle?, UnsafeMutablePointer<Int32>?, UnsafeMutablePointer<Int32>?,
            UnsafeMutablePointer<Int32>?, UnsafeMutablePointer<Int32>?
        ) -> Void
    let getMonitorPhysicalSize: @convention(c) (MonitorHandle?, UnsafeMutablePointer<Int32>?, UnsafeMutablePointer<Int32>?) -> Void
    let getMonitorContentScale: @convention(c) (MonitorHandle?, UnsafeMutablePointer<Float>?, UnsafeMutablePointer<Float>?) -> Void
    let getVideoMode: @convention(c) (MonitorHandle?) -> UnsafePointer<GLFWvidmode>?
    let getVideoModes: @convention(c) (MonitorHandle?, UnsafeMutablePointer<Int32>?) -> UnsafePointer<GLFWvidmode>?
    let defaultWindowHints: @convention(c) () -> Void
    let windowHint: @convention(c) (Int32, Int32) -> Void
    let createWindow: @convention(c) (Int32, Int32, UnsafePointer<CChar>?, MonitorHandle?, WindowHandle?) -> WindowHandle?
    let destroyWindow: @convention(c) (WindowHandle?) -> Void
    let windowShouldClose: @convention(c) (WindowHandle?) -> Int32
    let setWindowShouldClose: @convention(c) (WindowHandle?, Int32) -> Void
    let setWindowTitle: @convention(c) (WindowHandle?, UnsafePointer<CChar>?) -> Void
    let getWindowSize: @convention(c) (WindowHandle?, UnsafeMutablePointer<Int32>?, UnsafeMutablePointer<Int32>?) -> Void
    let setWindowSize: @convention(c) (WindowHandle?, Int32, Int32) -> Void
    let getFramebufferSize: @convention(c) (WindowHandle?, UnsafeMutablePointer<Int32>?, UnsafeMutablePointer<Int32>?) -> Void
    let getWindowAttrib: @convention(c) (WindowHandle?, Int32) -> Int32
    let setKeyCallback: @convention(c) (WindowHandle?, GLFWkeyfun?) -> GLFWkeyfun?
    let pollEvents: @convention(c) () -> Void
    let waitEventsTimeout: @convention(c) (Double) -> Void
    let vulkanSupported: @convention(c) () -> Int32
    let getRequiredInstanceExtensions: @convention(c) (UnsafeMutablePointer<UInt32>?) -> UnsafeMutablePointer<UnsafePointer<CChar>?>?
    /// `glfwCreateWindowSurface(VkInstance, GLFWwindow*, const VkAllocationCallbacks*, VkSurfaceKHR*)`,
    /// typed without Vulkan's headers: the instance and the surface are pointers on every 64-bit
    /// platform nativescale builds for, the callbacks a pointer, the `VkResult` an `int`. The
    /// renderer calls it with its Vulkan values.
    package let createWindowSurface: @convention(c) (OpaquePointer?, WindowHandle?, UnsafeRawPointer?, UnsafeMutablePointer<OpaquePointer?>?) -> Int32
    /// The window system this build of GLFW talks to, from the native-access symbols it exports.
    package let windowSystem: WindowSystem
    /// `glfwGetX11Display` and `glfwGetX11Window` (X11 builds).
    package let getX11Display: (@convention(c) () -> OpaquePointer?)?
    package let getX11Window: (@convention(c) (WindowHandle?) -> UInt)?
    /// `glfwGetWaylandDisplay` and `glfwGetWaylandWindow` (Wayland builds).
    package let getWaylandDisplay: (@convention(c) () -> OpaquePointer?)?
    package let getWaylandWindow: (@convention(c) (WindowHandle?) -> OpaquePointer?)?

    /// The process-wide library, or why it could not be loaded.
    ///
    /// `NATIVESCALE_GLFW_LIBRARY` names another library (a path or a library name).
    static let shared: Result<GLFWLibrary, RendererError> = {
        #if os(macOS)
            let names = ["libglfw.3.dylib", "libglfw.dylib"]
        #else
            let names = ["libglfw.so.3", "libglfw.so"]
        #endif
        switch DynamicLibrary.open(names, exporting: "glfwInit", override: "NATIVESCALE_GLFW_LIBRARY") {
        case .failure(let failure):
            return .failure(.loader(.glfwMissing(failure.detail)))
        case .success((let handle, let name)):
            do throws(RendererError) {
                return .success(try GLFWLibrary(handle: handle, name: name))
            } catch {
                return .failure(error)
            }
        }
    }()

    private init(handle: UnsafeMutableRawPointer, name: String) throws(RendererError) {
        func load<T>(_ symbol: String) throws(RendererError) -> T {
            guard let pointer = dlsym(handle, symbol) else { throw .loader(.glfwMissing("\(name) has no \(symbol) (GLFW 3.3 or newer is needed)")) }
            return unsafeBitCast(pointer, to: T.self)
        }
        initialize = try load("glfwInit")
        terminate = try load("glfwTerminate")
        getError = try load("glfwGetError")
        getVersionString = try load("glfwGetVersionString")
        getMonitors = try load("glfwGetMonitors")
        getPrimaryMonitor = try load("glfwGetPrimaryMonitor")
        getMonitorName = try load("glfwGetMonitorName")
        getMonitorPos = try load("glfwGetMonitorPos")
        getMonitorWorkarea = try load("glfwGetMonitorWorkarea")
        getMonitorPhysicalSize = try load("glfwGetMonitorPhysicalSize")
        getMonitorContentScale = try load("glfwGetMonitorContentScale")
        getVideoMode = try load("glfwGetVideoMode")
        getVideoModes = try load("glfwGetVideoModes")
        defaultWindowHints = try load("glfwDefaultWindowHints")
        windowHint = try load("glfwWindowHint")
        createWindow = try load("glfwCreateWindow")
        destroyWindow = try load("glfwDestroyWindow")
        windowShouldClose = try load("glfwWindowShouldClose")
        setWindowShouldClose = try load("glfwSetWindowShouldClose")
        setWindowTitle = try load("glfwSetWindowTitle")
        getWindowSize = try load("glfwGetWindowSize")
        setWindowSize = try load("glfwSetWindowSize")
        getFramebufferSize = try load("glfwGetFramebufferSize")
        getWindowAttrib = try load("glfwGetWindowAttrib")
        setKeyCallback = try load("glfwSetKeyCallback")
        pollEvents = try load("glfwPollEvents")
        waitEventsTimeout = try load("glfwWaitEventsTimeout")
        vulkanSupported = try load("glfwVulkanSupported")
        getRequiredInstanceExtensions = try load("glfwGetRequiredInstanceExtensions")
        createWindowSurface = try load("glfwCreateWindowSurface")
        func optional<T>(_ symbol: String, as type: T.Type) -> T? {
            dlsym(handle, symbol).map { unsafeBitCast($0, to: type) }
        }
        getX11Display = optional("glfwGetX11Display", as: (@convention(c) () -> OpaquePointer?).self)
        getX11Window = optional("glfwGetX11Window", as: (@convention(c) (WindowHandle?) -> UInt).self)
        getWaylandDisplay = optional("glfwGetWaylandDisplay", as: (@convention(c) () -> OpaquePointer?).self)
        getWaylandWindow = optional("glfwGetWaylandWindow", as: (@convention(c) (WindowHandle?) -> OpaquePointer?).self)
        if dlsym(handle, "glfwGetX11Display") != nil {
            windowSystem = .x11
        } else if dlsym(handle, "glfwGetWaylandDisplay") != nil {
            windowSystem = .wayland
        } else if dlsym(handle, "glfwGetWin32Window") != nil {
            windowSystem = .win32
        } else {
            windowSystem = .cocoa
        }
    }

    /// The last GLFW error (`glfwGetError`), as "description (code 0x…)", or nil.
    package func lastError() -> String? {
        var description: UnsafePointer<CChar>?
        let code = getError(&description)
        guard code != GLFW_NO_ERROR else { return nil }
        let text = description.map { String(cString: $0) } ?? "unknown error"
        return "\(text) (GLFW error 0x\(String(code, radix: 16)))"
    }
}
