internal import CGLFW
public import NativeScaleCore
public import NativeScaleRendering
import Synchronization

/// A GLFW window with no client API, for a Vulkan surface (`glfwCreateWindow`).
///
/// Retains its ``DisplayServer``; destroyed with `glfwDestroyWindow`. Use it from the thread
/// that opened the server.
public final class Window {
    /// A key nativescale reacts to.
    public enum Key: Hashable, Sendable {
        /// N: the native path.
        case native
        /// S: the scaled path.
        case scaled
        /// F: the next filter.
        case nextFilter
        /// 1–5: a filter by its position.
        case filter(Int)
        /// Escape or Q: close.
        case close
    }

    package let server: DisplayServer
    package let handle: OpaquePointer

    /// Keys pressed since the last ``takeKeys()``; filled by the GLFW key callback, which
    /// cannot capture context. One window per process uses it.
    private static let pressedKeys = Mutex<[Key]>([])

    /// Opens a resizable window whose client area is `size` screen units; an invisible one
    /// only answers questions such as its framebuffer size.
    public init(server: DisplayServer, size: PixelSize, title: String, visible: Bool = true) throws(RendererError) {
        let l = server.library
        l.defaultWindowHints()
        l.windowHint(GLFW_CLIENT_API, GLFW_NO_API)
        l.windowHint(GLFW_RESIZABLE, GLFW_TRUE)
        l.windowHint(GLFW_VISIBLE, visible ? GLFW_TRUE : GLFW_FALSE)
        guard let handle = title.withCString({ l.createWindow(Int32(size.width), Int32(size.height), $0, nil, nil) }) else {
            throw .window(.system("could not open a \(size) window: \(l.lastError() ?? "glfwCreateWindow failed")"))
        }
        self.server = server
        self.handle = handle
        Self.pressedKeys.withLock { $0.removeAll() }
        _ = l.setKeyCallback(handle) { _, key, _, action, _ in
            guard action == GLFW_PRESS, let mapped = Window.key(for: key) else { return }
            Window.pressedKeys.withLock { $0.append(mapped) }
        }
    }

    deinit {
        server.library.destroyWindow(handle)
    }

    /// The framebuffer in pixels (`glfwGetFramebufferSize`); 0×0 while minimised.
    public var framebufferSize: PixelSize {
        var width: Int32 = 0
        var height: Int32 = 0
        server.library.getFramebufferSize(handle, &width, &height)
        return PixelSize(width: Int(width), height: Int(height))
    }

    /// Whether the user asked to close it (`glfwWindowShouldClose`).
    public var shouldClose: Bool { server.library.windowShouldClose(handle) == GLFW_TRUE }

    /// Whether it is minimised (`GLFW_ICONIFIED`).
    public var isMinimized: Bool { server.library.getWindowAttrib(handle, GLFW_ICONIFIED) == GLFW_TRUE }

    /// Sets the title bar text (`glfwSetWindowTitle`).
    public func setTitle(_ title: String) {
        title.withCString { server.library.setWindowTitle(handle, $0) }
    }

    /// Asks the window system for a new client size (`glfwSetWindowSize`); the framebuffer
    /// follows once the server has done it.
    public func resize(to size: PixelSize) {
        server.library.setWindowSize(handle, Int32(size.width), Int32(size.height))
    }

    /// Processes pending events (`glfwPollEvents`).
    public func pollEvents() {
        server.library.pollEvents()
    }

    /// Sleeps until an event arrives or `seconds` pass (`glfwWaitEventsTimeout`).
    public func waitEvents(seconds: Double) {
        server.library.waitEventsTimeout(seconds)
    }

    /// Keys pressed since the last call, oldest first.
    public func takeKeys() -> [Key] {
        Self.pressedKeys.withLock { keys in
            defer { keys.removeAll() }
            return keys
        }
    }

    private static func key(for code: Int32) -> Key? {
        switch code {
        case GLFW_KEY_N: .native
        case GLFW_KEY_S: .scaled
        case GLFW_KEY_F: .nextFilter
        case GLFW_KEY_1...GLFW_KEY_5: .filter(Int(code - GLFW_KEY_1))
        case GLFW_KEY_ESCAPE, GLFW_KEY_Q: .close
        default: nil
        }
    }
}
