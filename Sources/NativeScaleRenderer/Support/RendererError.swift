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
    /// A Vulkan call returned an error code, in the step of setting up or running it belongs to.
    case vulkan(function: String, result: Int32, phase: Phase)
    /// A size exceeds what the device can render.
    case imageTooLarge(width: Int, height: Int, limit: Int)
    /// The device ran out of memory for the named resource.
    case outOfMemory(String)
    /// The validation layer was requested but is not installed.
    case validationLayerMissing
    /// The validation layer reported messages.
    case validationMessages([String])
    /// A function the Vulkan loader, an extension or RenderDoc should export and does not.
    case missingFunction(String, in: FunctionSource)
    /// The instance or device was created without an extension a step needs (`VK_KHR_surface`,
    /// `VK_KHR_swapchain`).
    case extensionNotEnabled(String)
    /// The device does not report shader statistics: `extension`
    /// (`VK_KHR_pipeline_executable_properties`) is missing, or not enabled.
    case noShaderStatistics(device: String, extension: String)
    /// The surface's swapchain images lack a usage a step needs (`supported`: the surface's usage flags).
    case swapchainUsage(SwapchainUse, supported: UInt32)
    /// The swapchain's format cannot be the destination of a blit on this device.
    case formatNotBlittable(format: String, device: String)
    /// No memory type has the properties a resource needs.
    case noMemoryType(required: UInt32, resource: String, device: String)
    /// A scene with no geometry to draw.
    case emptyScene
    /// A round asked for more frames than the renderer prepared timestamp slots for.
    case timestampSlots(frames: Int, prepared: UInt32)
    /// A path asked for a filter the renderer did not prepare.
    case filterNotPrepared(ResampleFilter)
    /// The blit filter asked of a compute resample stage (it is a blit, not a dispatch).
    case notAComputeFilter(ResampleFilter)
    /// A buffer read back that is not host-visible.
    case notHostVisible
    /// A finished submission's timestamps were not available (`vkGetQueryPoolResults` returned `VK_NOT_READY`).
    case timestampsNotReady
    /// A replayed timestamp stream holds no such submission next: what was asked, and what it holds.
    case replayDiverged(asked: String, holds: String)
    /// The device cannot run the render-target configuration: what is missing.
    case targetUnsupported(String)
    /// GLFW (`libglfw.so.3`) could not be loaded.
    case glfwMissing(String)
    /// No display server to open windows on (`DISPLAY` and `WAYLAND_DISPLAY` unset, or GLFW
    /// could not connect); the detail is GLFW's own message when it has one.
    case noDisplayServer(String)
    /// The window system refused something (a window, a surface); GLFW's message.
    case windowSystem(String)
    /// The window changed to `size` during an on-screen measurement that needs `needed`.
    case windowResized(to: PixelSize, needed: PixelSize)
    /// The window system gave a `given` framebuffer, not the `needed` native size (a small
    /// screen, or a window manager's constraint).
    case framebufferNotNative(given: PixelSize, needed: PixelSize)
    /// The window closed before the last frame, so there is no screenshot.
    case closedBeforeScreenshot
    /// The display server reports no monitors.
    case noMonitors
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

    /// Where a function was looked up.
    public enum FunctionSource: Hashable, Sendable {
        /// The loader's own functions (`vkGetInstanceProcAddr` with no instance).
        case loader
        /// The instance's, with the extension that should provide it, if any.
        case instance(extension: String?)
        /// The device's, with the extension that should provide it, if any.
        case device(extension: String?)
        /// RenderDoc's in-application API of this version.
        case renderDoc(version: String)
    }

    /// What a step needs to do with a swapchain image.
    public enum SwapchainUse: String, Hashable, Sendable {
        /// Copy the rendered frame into it (`TRANSFER_DST`).
        case copyInto = "TRANSFER_DST"
        /// Read it back for a screenshot (`TRANSFER_SRC`).
        case readBack = "TRANSFER_SRC"
    }
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
        case let .vulkan(function, result, phase):
            return "\(function) failed with \(VulkanResultName.name(result)) (\(result)) \(phase.during)"
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
        case .missingFunction, .extensionNotEnabled, .noShaderStatistics, .swapchainUsage, .formatNotBlittable, .noMemoryType, .emptyScene,
             .timestampSlots, .filterNotPrepared, .notAComputeFilter, .notHostVisible, .timestampsNotReady:
            return capabilityDescription
        case let .replayDiverged(asked, holds):
            return "the replayed stream diverged from the experiment: it asked for \(asked), and the stream holds \(holds) next"
        case let .glfwMissing(detail):
            return "no GLFW library: \(detail); windows and monitors need it: install it with 'apt-get install libglfw3' (scripts/bootstrap does)"
        case let .noDisplayServer(detail):
            return "no display server: \(detail); windows need one (set DISPLAY or WAYLAND_DISPLAY, or run under Xvfb)"
        case let .windowSystem(detail):
            return detail
        case let .windowResized(size, needed):
            return "the window changed to \(size) during the on-screen measurement; the benchmark needs the \(needed) window it opened"
        case let .framebufferNotNative(given, needed):
            return "the window system gave a \(given) framebuffer, not the \(needed) native size; "
                + "the screen may be too small or a window manager constrained the window"
        case .closedBeforeScreenshot:
            return "the window closed before the last frame, so there is no screenshot"
        case .noMonitors:
            return "the display server reports no monitors"
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

extension RendererError {
    /// The line of an error about what the device, a library or the renderer's own preparation
    /// lacks (``description`` for those cases).
    var capabilityDescription: String {
        switch self {
        case let .missingFunction(name, source):
            return switch source {
            case .loader: "the Vulkan loader has no \(name)"
            case .instance(extension: nil), .device(extension: nil): "the Vulkan loader has no \(name)"
            case let .instance(`extension`?): "the Vulkan loader has no \(name) although \(`extension`) is enabled"
            case let .device(`extension`?): "the Vulkan loader has no \(name) for the device although \(`extension`) is enabled"
            case let .renderDoc(version): "RenderDoc \(version) has no \(name)"
            }
        case let .extensionNotEnabled(name):
            return name == "VK_KHR_swapchain"
                ? "the device was opened without VK_KHR_swapchain; pass presentingTo: when creating the GPU"
                : "the Vulkan instance was created without surface extensions (\(name)); use Instance(validation:presentingTo:)"
        case let .noShaderStatistics(device, `extension`):
            return "\(device) does not report shader statistics (no \(`extension`))"
        case let .swapchainUsage(use, supported):
            return use == .copyInto
                ? "swapchain images here cannot be transfer destinations (supportedUsageFlags 0x\(String(supported, radix: 16)))"
                : "this surface's swapchain images cannot be read back (no TRANSFER_SRC usage), so no screenshot"
        case let .formatNotBlittable(format, device):
            return "the swapchain format \(format) cannot be a blit destination on \(device)"
        case let .noMemoryType(required, resource, device):
            return "no memory type with properties 0x\(String(required, radix: 16)) for \(resource) on \(device)"
        case .emptyScene:
            return "the scene draws nothing"
        case let .timestampSlots(frames, prepared):
            return "a round of \(frames) frames needs more timestamp slots than the \(prepared) prepared"
        case let .filterNotPrepared(filter):
            return "filter \(filter.rawValue) was not prepared"
        case let .notAComputeFilter(filter):
            return "the \(filter.rawValue) filter is a BlitResampleStage, not a compute stage"
        case .notHostVisible:
            return "buffer is not host-visible"
        case .timestampsNotReady:
            return "timestamps of a finished submission were not available (vkGetQueryPoolResults returned VK_NOT_READY)"
        default:
            return "\(self)"
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

/// Throws for negative `VkResult`s (errors), filed under `phase`, the step the call belongs to;
/// positive codes are statuses handled by the caller.
@inline(__always)
func check(_ result: VkResult, _ function: String, _ phase: RendererError.Phase) throws(RendererError) {
    guard result.rawValue >= 0 else {
        if result == VK_ERROR_OUT_OF_DEVICE_MEMORY || result == VK_ERROR_OUT_OF_HOST_MEMORY {
            throw .outOfMemory(function)
        }
        throw .vulkan(function: function, result: result.rawValue, phase: phase)
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

        /// When the error happened, in words: "while creating the instance".
        public var during: String {
            switch self {
            case .loader: "while loading a library"
            case .instance: "while creating the instance"
            case .device: "while opening the device"
            case .target: "while creating the render target"
            case .window: "in the window's surface or swapchain"
            case .run: "while running the frames"
            }
        }
    }

    /// The phase this error belongs to, as the message says it.
    public var phase: Phase {
        switch self {
        case let .vulkan(_, _, phase): phase
        case .loaderMissing, .glfwMissing, .renderDocMissing, .missingFunction: .loader
        case .validationLayerMissing, .validationMessages: .instance
        case .noSuitableDevice, .unknownGPU, .deviceRefused, .unknownFamily, .noShaderStatistics: .device
        case .imageTooLarge, .targetUnsupported, .outOfMemory, .noMemoryType, .emptyScene, .notAComputeFilter: .target
        case .noDisplayServer, .windowSystem, .presentModeUnsupported, .extensionNotEnabled, .swapchainUsage, .formatNotBlittable,
             .windowResized, .framebufferNotNative, .closedBeforeScreenshot, .noMonitors: .window
        case .timedOut, .captureFailed, .unknownFault, .timestampSlots, .filterNotPrepared, .notHostVisible, .timestampsNotReady, .replayDiverged: .run
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
        case .presentModeUnsupported, .unknownGPU, .imageTooLarge, .unknownFamily, .unknownFault, .replayDiverged: .badInput
        case .validationMessages: .validation
        case .vulkan, .outOfMemory, .windowSystem, .windowResized, .framebufferNotNative, .closedBeforeScreenshot, .noMonitors,
             .timedOut, .captureFailed, .missingFunction, .extensionNotEnabled, .noShaderStatistics,
             .swapchainUsage, .formatNotBlittable, .noMemoryType, .emptyScene, .timestampSlots, .filterNotPrepared, .notAComputeFilter,
             .notHostVisible, .timestampsNotReady: .failure
        }
    }

    public var remedy: Remedy? {
        switch self {
        case .unknownGPU, .deviceRefused, .noSuitableDevice: .chooseDevice
        case .timedOut: .allowLongerWaits
        case .validationLayerMissing: .validationLayer
        case .targetUnsupported: .chooseTarget
        case .imageTooLarge: .chooseSmallerImages
        case .unknownFamily: .chooseFamily
        case .noDisplayServer: .displayServer
        case .glfwMissing: .windowLibrary
        default: nil
        }
    }
}
