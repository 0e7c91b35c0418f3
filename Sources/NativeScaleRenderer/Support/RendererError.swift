internal import CVulkan
public import NativeScaleCore

/// Why the renderer could not set up or run, in words a user can act on.
public enum RendererError: Error, Hashable, Sendable {
    /// The Vulkan loader (`libvulkan.so.1`) could not be loaded.
    case loaderMissing(String)
    /// No Vulkan device is usable; each device's reason is listed.
    case noSuitableDevice([String])
    /// The device asked for by name or index is not there.
    case unknownGPU(String, available: [String])
    /// The device asked for cannot be used, for these reasons.
    case deviceRefused(name: String, reasons: [String])
    /// A wait on the device (a fence, an acquire) outlasted the timeout asked for.
    case timedOut(String, seconds: Double)
    /// A Vulkan call returned an error code.
    case vulkan(function: String, result: Int32)
    /// A size exceeds what the device can render.
    case imageTooLarge(width: Int, height: Int, limit: Int)
    /// The device ran out of memory for the named resource.
    case outOfMemory(String)
    /// The validation layer was requested but is not installed.
    case validationLayerMissing
    /// The validation layer reported messages.
    case validationMessages([String])
    /// Something the renderer cannot do on this device.
    case unsupported(String)
    /// The device cannot run the render-target configuration: what is missing.
    case targetUnsupported(String)
    /// GLFW (`libglfw.so.3`) could not be loaded.
    case glfwMissing(String)
    /// No display server to open windows on (`DISPLAY` and `WAYLAND_DISPLAY` unset, or GLFW
    /// could not connect); the detail is GLFW's own message when it has one.
    case noDisplayServer(String)
    /// The window system refused something (a window, a surface); GLFW's message.
    case windowSystem(String)
    /// A present mode the surface does not offer.
    case presentModeUnsupported(String, available: [String])
    /// `RADV_FORCE_FAMILY`, or a family asked for, names a GPU family Mesa's RADV does not know (it would abort).
    case unknownFamily(String, valid: [String])
    /// `NATIVESCALE_INJECT_FAULT` names no fault the renderer knows (``InjectedFault``).
    case unknownFault(String, valid: [String])
    /// RenderDoc's library could not be opened (captures need it).
    case renderDocMissing(String)
    /// RenderDoc did not write a capture.
    case captureFailed(String)
}

extension RendererError: CustomStringConvertible {
    static let packageHint = "install a Vulkan loader and driver, e.g. 'apt-get install libvulkan1 mesa-vulkan-drivers' (scripts/bootstrap does)"

    public var description: String {
        switch self {
        case let .loaderMissing(detail):
            return "no Vulkan loader: \(detail); \(Self.packageHint)"
        case let .noSuitableDevice(reasons):
            return "no suitable Vulkan device" + (reasons.isEmpty ? " (none enumerated)" : ": " + reasons.joined(separator: "; "))
                + "; \(Self.packageHint)"
        case let .unknownGPU(name, available):
            return "unknown GPU '\(name)'; expected a device index or a name from: "
                + available.enumerated().map { "\($0.offset) '\($0.element)'" }.joined(separator: ", ")
        case let .deviceRefused(name, reasons):
            return "GPU '\(name)' cannot be used: \(reasons.joined(separator: "; "))"
        case let .timedOut(what, seconds):
            return "\(what) did not finish within \(NumberText.trimmed(seconds, maxFractionDigits: 1)) s; the device may be hung or far slower than expected"
        case let .vulkan(function, result):
            return "\(function) failed with \(VulkanResultName.name(result)) (\(result))"
        case let .imageTooLarge(width, height, limit):
            return "a \(width)×\(height) image exceeds this device's maxImageDimension2D of \(limit)"
        case let .outOfMemory(resource):
            return "out of device memory allocating \(resource)"
        case .validationLayerMissing:
            return "validation needs VK_LAYER_KHRONOS_validation; install it with 'apt-get install vulkan-validationlayers'"
        case let .validationMessages(messages):
            return "the validation layer reported \(messages.count) message(s): " + messages.prefix(5).joined(separator: " | ")
        case let .targetUnsupported(detail):
            return detail
        case let .unsupported(detail):
            return detail
        case let .glfwMissing(detail):
            return "no GLFW library: \(detail); windows and monitors need it: install it with 'apt-get install libglfw3' (scripts/bootstrap does)"
        case let .noDisplayServer(detail):
            return "no display server: \(detail); windows need one (set DISPLAY or WAYLAND_DISPLAY, or run under Xvfb)"
        case let .windowSystem(detail):
            return detail
        case let .presentModeUnsupported(mode, available):
            return "present mode '\(mode)' is not offered by this surface; available: \(available.joined(separator: ", "))"
        case let .unknownFamily(name, valid):
            return "unknown RADV family '\(name)'; Mesa's RADV aborts on it; expected one of: \(valid.joined(separator: ", "))"
        case let .unknownFault(name, valid):
            return "\(InjectedFault.environmentVariable)='\(name)' names no injected fault; expected one of: \(valid.joined(separator: ", "))"
        case let .renderDocMissing(detail):
            return "no RenderDoc library: \(detail); --capture needs RenderDoc: install it with 'apt-get install renderdoc'"
        case let .captureFailed(detail):
            return detail
        }
    }
}

/// Names of `VkResult` codes for messages.
enum VulkanResultName {
    static func name(_ result: Int32) -> String {
        switch result {
        case VK_ERROR_OUT_OF_HOST_MEMORY.rawValue: "VK_ERROR_OUT_OF_HOST_MEMORY"
        case VK_ERROR_OUT_OF_DEVICE_MEMORY.rawValue: "VK_ERROR_OUT_OF_DEVICE_MEMORY"
        case VK_ERROR_INITIALIZATION_FAILED.rawValue: "VK_ERROR_INITIALIZATION_FAILED"
        case VK_ERROR_DEVICE_LOST.rawValue: "VK_ERROR_DEVICE_LOST"
        case VK_ERROR_LAYER_NOT_PRESENT.rawValue: "VK_ERROR_LAYER_NOT_PRESENT"
        case VK_ERROR_EXTENSION_NOT_PRESENT.rawValue: "VK_ERROR_EXTENSION_NOT_PRESENT"
        case VK_ERROR_FEATURE_NOT_PRESENT.rawValue: "VK_ERROR_FEATURE_NOT_PRESENT"
        case VK_ERROR_INCOMPATIBLE_DRIVER.rawValue: "VK_ERROR_INCOMPATIBLE_DRIVER"
        case VK_ERROR_FORMAT_NOT_SUPPORTED.rawValue: "VK_ERROR_FORMAT_NOT_SUPPORTED"
        case VK_TIMEOUT.rawValue: "VK_TIMEOUT"
        case VK_NOT_READY.rawValue: "VK_NOT_READY"
        case VK_ERROR_SURFACE_LOST_KHR.rawValue: "VK_ERROR_SURFACE_LOST_KHR"
        case VK_ERROR_NATIVE_WINDOW_IN_USE_KHR.rawValue: "VK_ERROR_NATIVE_WINDOW_IN_USE_KHR"
        case VK_ERROR_OUT_OF_DATE_KHR.rawValue: "VK_ERROR_OUT_OF_DATE_KHR"
        case VK_SUBOPTIMAL_KHR.rawValue: "VK_SUBOPTIMAL_KHR"
        default: "VkResult"
        }
    }
}

/// Throws for negative `VkResult`s (errors); positive codes are statuses handled by the caller.
@inline(__always)
func check(_ result: VkResult, _ function: String) throws(RendererError) {
    guard result.rawValue >= 0 else {
        if result == VK_ERROR_OUT_OF_DEVICE_MEMORY || result == VK_ERROR_OUT_OF_HOST_MEMORY {
            throw .outOfMemory(function)
        }
        throw .vulkan(function: function, result: result.rawValue)
    }
}

extension RendererError {
    /// The step of setting up or running that failed.
    public enum Phase: String, Hashable, Sendable {
        /// Opening the Vulkan loader, GLFW or RenderDoc.
        case loader
        /// Creating the instance (layers, extensions).
        case instance
        /// Choosing and opening the device.
        case device
        /// Checking and creating the render target and its images.
        case target
        /// The display server, a window, its surface or swapchain.
        case window
        /// Recording, submitting and waiting on work.
        case run
    }

    /// The phase this error belongs to.
    public var phase: Phase {
        switch self {
        case .loaderMissing, .glfwMissing, .renderDocMissing: .loader
        case .validationLayerMissing, .validationMessages: .instance
        case .noSuitableDevice, .unknownGPU, .deviceRefused, .unknownFamily: .device
        case .imageTooLarge, .targetUnsupported, .unsupported, .outOfMemory: .target
        case .noDisplayServer, .windowSystem, .presentModeUnsupported: .window
        case .vulkan, .timedOut, .captureFailed, .unknownFault: .run
        }
    }
}

extension RendererError: ReportableError {
    /// 69 when Vulkan, a device, the validation layer, GLFW, a display server or RenderDoc is missing;
    /// 70 when the validation layer spoke; 64 for a request the device cannot meet; 1 otherwise.
    public var exitStatus: ExitStatus {
        switch self {
        case .loaderMissing, .noSuitableDevice, .deviceRefused, .validationLayerMissing, .glfwMissing, .noDisplayServer, .targetUnsupported,
             .renderDocMissing: .unavailable
        case .presentModeUnsupported, .unknownGPU, .imageTooLarge, .unknownFamily, .unknownFault: .badInput
        case .validationMessages: .validation
        case .vulkan, .outOfMemory, .unsupported, .windowSystem, .timedOut, .captureFailed: .failure
        }
    }

    public var remedy: Remedy? {
        switch self {
        case .unknownGPU, .deviceRefused, .noSuitableDevice: .chooseDevice
        case .timedOut: .allowLongerWaits
        case .validationLayerMissing: .validationLayer
        case .targetUnsupported, .imageTooLarge: .chooseTarget
        case .unknownFamily: .chooseFamily
        case .noDisplayServer: .displayServer
        case .glfwMissing: .windowLibrary
        default: nil
        }
    }
}
