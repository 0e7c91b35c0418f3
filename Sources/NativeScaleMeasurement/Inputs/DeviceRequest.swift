import NativeScaleCore
import NativeScaleRenderer
import NativeScaleRendering
import NativeScaleResults
import NativeScaleStatistics
import NativeScaleWindowing

/// The Vulkan device a session runs on: which one, under the validation layer or not, and how
/// long any wait on it may take.
public struct DeviceRequest: Sendable, Hashable {
    /// An index or part of a name from `nativescale gpus`; nil picks the best suitable device.
    public var gpu: String?
    /// Run under the Khronos validation layer; any message fails the session.
    public var validation: Bool
    /// How long any wait on the GPU (a fence, a swapchain acquire) may take.
    public var timeout: Duration

    public init(gpu: String?, validation: Bool, timeout: Duration) {
        self.gpu = gpu
        self.validation = validation
        self.timeout = timeout
    }

    /// Opens the instance (with the validation layer when asked) and the chosen device.
    func open() throws(RendererError) -> (instance: Instance, gpu: GPU) {
        let instance = try Instance(validation: validation)
        return (instance, try GPU(instance: instance, request: gpu, timeout: timeout))
    }

    /// A window on the display server, sized for `display` by the window system's rule, and the
    /// instance and device that present to it: the one place a windowed session opens them.
    struct Windowed {
        let server: DisplayServer
        let window: Window
        let instance: Instance
        let surface: Surface
        let gpu: GPU
    }

    /// Connects to the display server (unless given one), opens a window for `display` titled `title`, then the
    /// instance (with the validation layer when asked), the surface and the device that presents
    /// to it (`vkGetPhysicalDeviceSurfaceSupportKHR`).
    func openWindowed(for display: Display, title: String, on server: DisplayServer? = nil) throws(RendererError) -> Windowed {
        let server = if let server { server } else { try DisplayServer() }
        let window = try Window(server: server, size: server.windowSystem.windowSize(for: display), title: title)
        let instance = try Instance(validation: validation, presentingTo: server)
        let surface = try Surface(instance: instance, window: window)
        let gpu = try GPU(instance: instance, request: gpu, presentingTo: surface, timeout: timeout)
        return Windowed(server: server, window: window, instance: instance, surface: surface, gpu: gpu)
    }

    /// Hands every validation message to `log` and fails when there was any.
    static func checkValidation(of instance: Instance, log: (String) -> Void) throws(RendererError) {
        guard let messages = instance.validationLog?.messages, !messages.isEmpty else { return }
        for message in messages { log("validation: \(message)") }
        throw RendererError.instance(.validationMessages(messages))
    }
}
