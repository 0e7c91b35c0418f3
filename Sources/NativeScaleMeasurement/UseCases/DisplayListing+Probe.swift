public import NativeScaleCore
import NativeScaleRenderer
import NativeScaleStatistics
public import NativeScaleResults

extension DisplayListing {
    /// The use case behind `nativescale displays`: connects to the display server, lists its
    /// monitors and plans a window of `window` logical size (each monitor's work area when nil)
    /// on each; with `probe`, opens a hidden window of each planned size and records the
    /// framebuffer the window system really gives.
    public static func current(window: LogicalSize?, probe: Bool, probeTitle: String) throws -> DisplayListing {
        let server = try DisplayServer()
        return try DisplayListing(windowSystem: server.windowSystem, glfwVersion: server.version, monitors: server.monitors(),
                                  window: window) { size in
            guard probe else { return nil }
            return try NativeScaleRenderer.Window(server: server, size: size, title: probeTitle, visible: false).framebufferSize
        }
    }
}
