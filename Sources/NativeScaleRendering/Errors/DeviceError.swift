public import NativeScaleCore

/// Choosing and opening the device: which devices can run work, the one asked for, its queue
/// and command pool, and the RADV family it poses as.
public enum DeviceError: PhaseError {
    /// `vkCreateDevice`, `vkCreateCommandPool` or an enumeration of the device returned an error.
    case call(VulkanCall)
    /// No Vulkan device is usable: each device's reason.
    case noSuitableDevice([String])
    /// The device asked for by name or index is not there: what was asked, and the devices there are.
    case unknownGPU(String, available: [String])
    /// The device asked for cannot be used, for these reasons.
    case refused(name: String, reasons: [String])
    /// `RADV_FORCE_FAMILY`, or a family asked for, names a GPU family Mesa's RADV does not know (it would abort).
    case unknownFamily(String, valid: [String])
    /// The device does not report shader statistics: `extension` is missing, or not enabled.
    case noShaderStatistics(device: String, extension: String)

    public var call: VulkanCall? {
        if case .call(let call) = self { call } else { nil }
    }

    public var description: String {
        switch self {
        case .call(let call):
            call.failure
        case .noSuitableDevice(let reasons):
            "no suitable Vulkan device" + (reasons.isEmpty ? " (none enumerated)" : ": " + reasons.joined(separator: "; "))
                + "; \(LoaderError.packageHint)"
        case .unknownGPU(let name, let available):
            "unknown GPU '\(name)'; expected a device index or a name from: "
                + available.enumerated().map { "\($0.offset) '\($0.element)'" }.joined(separator: ", ")
        case .refused(let name, let reasons):
            "GPU '\(name)' cannot be used: \(reasons.joined(separator: "; "))"
        case .unknownFamily(let name, let valid):
            "unknown RADV family '\(name)'; Mesa's RADV aborts on it; expected one of: \(valid.joined(separator: ", "))"
        case .noShaderStatistics(let device, let `extension`):
            "\(device) does not report shader statistics (no \(`extension`))"
        }
    }

    public var exitStatus: ExitStatus {
        switch self {
        case .noSuitableDevice, .refused: .unavailable
        case .unknownGPU, .unknownFamily: .badInput
        case .call, .noShaderStatistics: .failure
        }
    }

    public var remedy: Remedy? {
        switch self {
        case .noSuitableDevice, .unknownGPU, .refused: .chooseDevice
        case .unknownFamily: .chooseFamily
        case .call, .noShaderStatistics: nil
        }
    }
}
