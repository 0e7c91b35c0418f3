import ArgumentParser
import NativeScaleMeasurement
import NativeScaleReporting
import NativeScaleResults
import NativeScaleStatistics

/// The Vulkan device to run on and whether to validate, shared by `bench`, `sweep` and `view`.
struct DeviceOptions: ParsableArguments {
    @Option(help: "Vulkan device: an index or part of a name from 'nativescale gpus'.")
    var gpu: String?
    @Flag(help: "Run under the Khronos validation layer; any message fails the run.")
    var validation = false
    @Option(help: "Seconds any wait on the GPU (a frame's fence, a swapchain acquire) may take before the run fails naming it (up to 86400).")
    var gpuTimeout: Double = 120

    func validate() throws {
        guard gpuTimeout.isFinite, gpuTimeout > 0, gpuTimeout <= 86_400 else {
            throw ValidationError("--gpu-timeout \(gpuTimeout) is not a wait; expected seconds greater than 0 and at most 86400")
        }
    }

    /// The device request the options describe.
    var request: DeviceRequest {
        DeviceRequest(gpu: gpu, validation: validation, timeout: .milliseconds(Int64(gpuTimeout * 1000)))
    }
}
