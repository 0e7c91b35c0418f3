public import NativeScaleCore

/// The display server, a window, its surface and swapchain, and presenting to it.
public enum WindowError: PhaseError {
    /// A surface, swapchain or presentation call returned an error.
    case call(VulkanCall)
    /// No display server to open windows on (`DISPLAY` and `WAYLAND_DISPLAY` unset, or GLFW
    /// could not connect); the detail is GLFW's own message when it has one.
    case noDisplayServer(String)
    /// The window system refused something (a window, a connection); GLFW's message.
    case system(String)
    /// Creating the window's Vulkan surface failed: the call, and the window system's message if any.
    case surfaceRefused(VulkanCall, windowSystem: String?)
    /// A present mode the surface does not offer, and the ones it does.
    case presentModeUnsupported(String, available: [String])
    /// The instance or device was created without an extension a step needs (`VK_KHR_surface`,
    /// `VK_KHR_swapchain`).
    case extensionNotEnabled(String)
    /// The surface's swapchain images lack a usage a step needs (`supported`: the surface's usage flags).
    case swapchainUsage(SwapchainUse, supported: UInt32)
    /// The swapchain's format cannot be the destination of a blit on this device.
    case formatNotBlittable(format: String, device: String)
    /// The window changed to `size` during an on-screen measurement that needs `needed`.
    case resized(to: PixelSize, needed: PixelSize)
    /// The window system gave a `given` framebuffer, not the `needed` native size (a small
    /// screen, or a window manager's constraint).
    case framebufferNotNative(given: PixelSize, needed: PixelSize)
    /// The window closed before the last frame, so there is no screenshot.
    case closedBeforeScreenshot
    /// The display server reports no monitors.
    case noMonitors

    /// What a step needs to do with a swapchain image.
    public enum SwapchainUse: String, Hashable, Sendable {
        /// Copy the rendered frame into it (`TRANSFER_DST`).
        case copyInto = "TRANSFER_DST"
        /// Read it back for a screenshot (`TRANSFER_SRC`).
        case readBack = "TRANSFER_SRC"
    }

    public var call: VulkanCall? {
        switch self {
        case .call(let call), .surfaceRefused(let call, _): call
        default: nil
        }
    }

    public var description: String {
        switch self {
        case .call(let call):
            call.failure
        case .noDisplayServer(let detail):
            "no display server: \(detail); windows need one (set DISPLAY or WAYLAND_DISPLAY, or run under Xvfb)"
        case .system(let detail):
            detail
        case .surfaceRefused(let call, let message):
            "could not create a Vulkan surface for the window: \(call.failure)" + (message.map { "; \($0)" } ?? "")
        case .presentModeUnsupported(let mode, let available):
            "present mode '\(mode)' is not offered by this surface; available: \(available.joined(separator: ", "))"
        case .extensionNotEnabled(let name):
            name == "VK_KHR_swapchain"
                ? "the device was opened without VK_KHR_swapchain; pass presentingTo: when creating the GPU"
                : "the Vulkan instance was created without surface extensions (\(name)); use Instance(validation:presentingTo:)"
        case .swapchainUsage(let use, let supported):
            use == .copyInto
                ? "swapchain images here cannot be transfer destinations (supportedUsageFlags 0x\(String(supported, radix: 16)))"
                : "this surface's swapchain images cannot be read back (no TRANSFER_SRC usage), so no screenshot"
        case .formatNotBlittable(let format, let device):
            "the swapchain format \(format) cannot be a blit destination on \(device)"
        case .resized(let size, let needed):
            "the window changed to \(size) during the on-screen measurement; the benchmark needs the \(needed) window it opened"
        case .framebufferNotNative(let given, let needed):
            "the window system gave a \(given) framebuffer, not the \(needed) native size; "
                + "the screen may be too small or a window manager constrained the window"
        case .closedBeforeScreenshot:
            "the window closed before the last frame, so there is no screenshot"
        case .noMonitors:
            "the display server reports no monitors"
        }
    }

    public var exitStatus: ExitStatus {
        switch self {
        case .noDisplayServer: .unavailable
        case .presentModeUnsupported: .badInput
        case .call, .system, .surfaceRefused, .extensionNotEnabled, .swapchainUsage, .formatNotBlittable, .resized, .framebufferNotNative,
            .closedBeforeScreenshot, .noMonitors:
            .failure
        }
    }

    public var remedy: Remedy? {
        if case .noDisplayServer = self { .displayServer } else { nil }
    }
}
