public import NativeScaleCore

/// Why the renderer could not set up or run: one case per phase, each holding that phase's own
/// error type, as vk-bootstrap has one per setup step. A failed Vulkan call is filed in the phase
/// it was made in, out of memory included, with the call and its `VkResult`.
public enum RendererError: Error, Hashable, Sendable {
    /// Opening the Vulkan loader, GLFW or RenderDoc.
    case loader(LoaderError)
    /// Creating the instance.
    case instance(InstanceError)
    /// Choosing and opening the device.
    case device(DeviceError)
    /// Creating the render target and the run's other resources.
    case resources(ResourceError)
    /// Creating shader modules, pipelines and descriptors.
    case pipelines(PipelineError)
    /// Recording, submitting and waiting on work.
    case recording(RecordingError)
    /// Reading buffers and timestamps back.
    case readback(ReadbackError)
    /// The display server, a window, its surface or swapchain.
    case window(WindowError)

    /// The step of setting up or running that failed.
    public enum Phase: String, CaseIterable, Hashable, Sendable {
        case loader, instance, device, resources, pipelines, recording, readback, window

        /// When the error happened, in words: "while creating the instance".
        public var during: String {
            switch self {
            case .loader: "while loading a library"
            case .instance: "while creating the instance"
            case .device: "while opening the device"
            case .resources: "while creating resources"
            case .pipelines: "while creating pipelines"
            case .recording: "while recording or submitting work"
            case .readback: "while reading results back"
            case .window: "in the window's surface or swapchain"
            }
        }
    }

    /// `call` failing in `phase`: the case of that phase that holds it.
    public static func failed(_ call: VulkanCall, in phase: Phase) -> RendererError {
        switch phase {
        case .loader: .loader(.call(call))
        case .instance: .instance(.call(call))
        case .device: .device(.call(call))
        case .resources: .resources(.call(call))
        case .pipelines: .pipelines(.call(call))
        case .recording: .recording(.call(call))
        case .readback: .readback(.call(call))
        case .window: .window(.call(call))
        }
    }

    /// `function` returning `result` in `phase` (0: it returned no handle).
    package static func failed(_ function: String, result: Int32 = 0, in phase: Phase) -> RendererError {
        failed(VulkanCall(function, result: result), in: phase)
    }

    /// The phase this error belongs to.
    public var phase: Phase {
        switch self {
        case .loader: .loader
        case .instance: .instance
        case .device: .device
        case .resources: .resources
        case .pipelines: .pipelines
        case .recording: .recording
        case .readback: .readback
        case .window: .window
        }
    }

    /// The phase's own error.
    public var detail: any PhaseError {
        switch self {
        case .loader(let error): error
        case .instance(let error): error
        case .device(let error): error
        case .resources(let error): error
        case .pipelines(let error): error
        case .recording(let error): error
        case .readback(let error): error
        case .window(let error): error
        }
    }

    /// The Vulkan call that returned an error, when that is what failed.
    public var call: VulkanCall? { detail.call }
}

extension RendererError: CustomStringConvertible {
    /// The phase's line; a failed call's says the phase it failed in.
    public var description: String {
        call == nil ? detail.description : "\(detail.description) \(phase.during)"
    }
}

extension RendererError: ReportableError {
    /// 69 when Vulkan, a device, the validation layer, GLFW, a display server or RenderDoc is missing;
    /// 70 when the validation layer spoke; 64 for a request the device cannot meet; 1 otherwise.
    public var exitStatus: ExitStatus { detail.exitStatus }

    public var remedy: Remedy? { detail.remedy }
}
