public import NativeScaleCore

/// Creating the render target and the other resources a run needs: images, buffers, memory,
/// query pools, events, command buffers, the scene's geometry.
public enum ResourceError: PhaseError {
    /// A creation or allocation returned an error; out of memory among them.
    case call(VulkanCall)
    /// An image larger than the device can render: its size and the device's `maxImageDimension2D`.
    case imageTooLarge(width: Int, height: Int, limit: Int)
    /// The device cannot render the target configuration: the device, and each thing it lacks.
    case targetUnsupported(device: String, missing: [String])
    /// No memory type has the properties a resource needs.
    case noMemoryType(required: UInt32, resource: String, device: String)
    /// A scene with no geometry to draw.
    case emptyScene
    /// Pixels handed to the resample that are not the drawable's size, or a drawable not stored
    /// in RGBA8: the drawable's size and format, and the pixels' size.
    case pixelsDoNotFitDrawable(drawable: PixelSize, format: PixelFormat, given: PixelSize)
    /// Motion vectors asked of a pass that cannot write them (``MotionVectorRefusal``).
    case noMotionVectors(MotionVectorRefusal)
    /// Scene buffers read from a pass that writes no motion vectors.
    case motionVectorsNotWritten
    /// A temporal upscaler asked of a workload it cannot take (``TemporalUpscalerRefusal``).
    case noTemporalUpscaler(TemporalUpscalerRefusal)

    public var call: VulkanCall? {
        if case .call(let call) = self { call } else { nil }
    }

    public var description: String {
        switch self {
        case .call(let call):
            call.failure
        case .imageTooLarge(let width, let height, let limit):
            "a \(width)×\(height) image exceeds this device's maxImageDimension2D of \(limit)"
        case .targetUnsupported(let device, let missing):
            "\(device) cannot render this target: no " + missing.joined(separator: ", no ") + "; another device or a smaller target may"
        case .noMemoryType(let required, let resource, let device):
            "no memory type with properties 0x\(String(required, radix: 16)) for \(resource) on \(device)"
        case .emptyScene:
            "the scene draws nothing"
        case .pixelsDoNotFitDrawable(let drawable, let format, let given):
            "a \(given) image cannot be resampled from the \(drawable) \(format.rawValue) drawable; expected a \(drawable) image and an rgba8 drawable"
        case .noMotionVectors(let refusal):
            refusal.description
        case .noTemporalUpscaler(let refusal):
            refusal.description
        case .motionVectorsNotWritten:
            "this renderer's scene pass writes no motion vectors; create it for a workload with motion vectors (--motion-vectors)"
        }
    }

    public var exitStatus: ExitStatus {
        switch self {
        case .imageTooLarge, .pixelsDoNotFitDrawable, .noMotionVectors, .motionVectorsNotWritten, .noTemporalUpscaler: .badInput
        case .targetUnsupported: .unavailable
        case .call, .noMemoryType, .emptyScene: .failure
        }
    }

    public var remedy: Remedy? {
        switch self {
        case .imageTooLarge: .chooseSmallerImages
        case .targetUnsupported: .chooseTarget
        case .call, .noMemoryType, .emptyScene, .pixelsDoNotFitDrawable, .noMotionVectors, .motionVectorsNotWritten, .noTemporalUpscaler: nil
        }
    }
}
