import ArgumentParser
import NativeScaleRenderer

/// The Vulkan device to run on and whether to validate, shared by `bench` and `sweep`.
struct DeviceOptions: ParsableArguments {
    @Option(help: "Vulkan device: an index or part of a name from 'nativescale gpus'.")
    var gpu: String?
    @Flag(help: "Run under the Khronos validation layer; any message fails the run.")
    var validation = false
    @Option(help: "Seconds any wait on the GPU (a frame's fence, a swapchain acquire) may take before the run fails naming it.")
    var gpuTimeout: Double = 120

    /// ``gpuTimeout`` as a duration, or one line naming the bad value.
    func timeout() throws -> Duration {
        guard gpuTimeout.isFinite, gpuTimeout > 0, gpuTimeout <= 86_400 else {
            throw BadInput("--gpu-timeout \(gpuTimeout) is not a wait; expected seconds greater than 0 and at most 86400")
        }
        return .milliseconds(Int64(gpuTimeout * 1000))
    }

    /// Opens the instance (with the validation layer when asked) and the chosen device.
    func open() throws -> (instance: Instance, gpu: GPU) {
        let timeout = try timeout()
        let instance = try Instance(validation: validation)
        return (instance, try GPU(instance: instance, request: gpu, timeout: timeout))
    }

    /// Prints every validation message on standard error and fails when there was any.
    func checkValidation(of instance: Instance) throws {
        guard let messages = instance.validationLog?.messages, !messages.isEmpty else { return }
        for message in messages { StandardError.write("validation: \(message)\n") }
        throw RendererError.validationMessages(messages)
    }
}
