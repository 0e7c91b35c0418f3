public import NativeScaleCore
import NativeScaleRendering
public import NativeScaleResults
import NativeScaleWindowing

/// The use case behind `nativescale displays`: connects to the display server, lists its monitors
/// and plans a window on each; with `probe`, opens a hidden window of each planned size and
/// records the framebuffer the window system really gives.
public struct DisplaysUseCase {
    /// The window to plan, and whether to check the plan against GLFW.
    public struct Request: Sendable {
        /// The logical window size; nil plans each monitor's work area.
        public var window: LogicalSize?
        public var probe: Bool
        /// The probe window's title (the CLI gives it).
        public var probeTitle: String

        public init(window: LogicalSize?, probe: Bool, probeTitle: String) {
            self.window = window
            self.probe = probe
            self.probeTitle = probeTitle
        }
    }

    public let request: Request

    public init(request: Request) {
        self.request = request
    }

    public func run() throws -> DisplayListing {
        let server = try DisplayServer()
        return try DisplayListing(
            windowSystem: server.windowSystem, glfwVersion: server.version, monitors: server.monitors(),
            window: request.window
        ) { size in
            guard request.probe else { return nil }
            return try NativeScaleWindowing.Window(server: server, size: size, title: request.probeTitle, visible: false).framebufferSize
        }
    }
}
