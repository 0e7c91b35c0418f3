import NativeScaleRenderer
import NativeScaleStatistics
import NativeScaleResults

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

    /// Hands every validation message to `log` and fails when there was any.
    static func checkValidation(of instance: Instance, log: (String) -> Void) throws(RendererError) {
        guard let messages = instance.validationLog?.messages, !messages.isEmpty else { return }
        for message in messages { log("validation: \(message)") }
        throw RendererError.validationMessages(messages)
    }
}
