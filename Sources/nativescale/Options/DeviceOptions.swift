import ArgumentParser
import NativeScaleRenderer

/// The Vulkan device to run on and whether to validate, shared by `bench` and `sweep`.
struct DeviceOptions: ParsableArguments {
    @Option(help: "Vulkan device: an index or part of a name from 'nativescale gpus'.")
    var gpu: String?
    @Flag(help: "Run under the Khronos validation layer; any message fails the run.")
    var validation = false

    /// Opens the instance (with the validation layer when asked) and the chosen device.
    func open() throws -> (instance: Instance, gpu: GPU) {
        let instance = try Instance(validation: validation)
        return (instance, try GPU(instance: instance, request: gpu))
    }

    /// Prints every validation message on standard error and fails when there was any.
    func checkValidation(of instance: Instance) throws {
        guard let messages = instance.validationLog?.messages, !messages.isEmpty else { return }
        for message in messages { StandardError.write("validation: \(message)\n") }
        throw RendererError.validationMessages(messages)
    }
}
