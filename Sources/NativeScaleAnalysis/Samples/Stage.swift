public import NativeScaleCore
import NativeScaleStatistics

/// A timed stage of a frame, as result documents, tables and metric names spell it.
public enum Stage: String, Codable, CaseIterable, Hashable, Sendable {
    /// Rendering the scene (GPU).
    case scene
    /// Resolving the multisampled scene (GPU; MSAA targets only).
    case resolve
    /// Resampling the drawable to the native size (GPU; scaled paths only).
    case resample
    /// The barrier between scene and resample (GPU; scaled paths only).
    case transition
    /// An upscaler's EASU pass (GPU; part of its resample).
    case easu
    /// An upscaler's RCAS pass, with the barrier before it (GPU; part of its resample).
    case rcas
    /// SGSR 1's single pass (GPU; its whole resample).
    case sgsr
    /// SGSR 2's convert pass at the render size (GPU; part of its resample).
    case sgsr2Convert = "sgsr2-convert"
    /// SGSR 2's upscale pass at the output size, with the barrier before it (GPU; part of its resample).
    case sgsr2Upscale = "sgsr2-upscale"
    /// The whole offscreen frame, first timestamp to last (GPU).
    case frame
    /// Submit to fence of the submission that carried the frame (host clock).
    case host
    /// Copying the native-size image into the swapchain image (GPU; on screen).
    case copy
    /// The whole on-screen frame on the GPU.
    case gpuFrame = "gpu-frame"
    /// `vkAcquireNextImageKHR` (host clock).
    case acquire
    /// `vkQueuePresentKHR` (host clock).
    case present
    /// Acquire to the fence after present (host clock).
    case total

    /// The stage that times `pass`.
    public init(_ pass: SamplingPass) {
        switch pass {
        case .easu: self = .easu
        case .rcas: self = .rcas
        case .sgsr: self = .sgsr
        case .sgsr2Convert: self = .sgsr2Convert
        case .sgsr2Upscale: self = .sgsr2Upscale
        }
    }

    /// The upscaler pass the stage times; nil for the other stages.
    public var pass: SamplingPass? {
        switch self {
        case .easu: .easu
        case .rcas: .rcas
        case .sgsr: .sgsr
        case .sgsr2Convert: .sgsr2Convert
        case .sgsr2Upscale: .sgsr2Upscale
        default: nil
        }
    }

    /// How tables head the stage.
    public var title: String {
        switch self {
        case .gpuFrame: "GPU frame"
        case .total: "frame (host)"
        default: rawValue
        }
    }
}
