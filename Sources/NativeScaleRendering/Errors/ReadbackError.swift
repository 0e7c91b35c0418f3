public import NativeScaleCore

/// Reading results back to the host: mapped buffers and timestamp queries.
public enum ReadbackError: PhaseError {
    /// `vkInvalidateMappedMemoryRanges` or `vkGetQueryPoolResults` returned an error.
    case call(VulkanCall)
    /// A buffer read back that is not host-visible.
    case notHostVisible
    /// A finished submission's timestamps were not available (`vkGetQueryPoolResults` returned `VK_NOT_READY`).
    case timestampsNotReady

    public var call: VulkanCall? {
        if case .call(let call) = self { call } else { nil }
    }

    public var description: String {
        switch self {
        case .call(let call): call.failure
        case .notHostVisible: "buffer is not host-visible"
        case .timestampsNotReady: "timestamps of a finished submission were not available (vkGetQueryPoolResults returned VK_NOT_READY)"
        }
    }

    public var exitStatus: ExitStatus { .failure }
    public var remedy: Remedy? { nil }
}
