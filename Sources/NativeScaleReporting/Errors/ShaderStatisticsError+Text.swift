public import NativeScaleCore
public import NativeScaleResults

extension ShaderStatisticsError: WordedError {
    public var exitStatus: ExitStatus {
        switch self {
        case .radvMissing, .noStatisticsDevice: .unavailable
        // The child's own status when it is one of ours (a target the family cannot render: 69).
        case .childFailed(_, let status, _): ExitStatus(rawValue: status) ?? .failure
        case .childCrashed, .childOutput: .failure
        }
    }

    public func line(naming: SettingNaming) -> String {
        switch self {
        case .radvMissing:
            "Mesa's RADV driver is not installed (no radeon_icd manifest in /usr/share/vulkan/icd.d); "
                + "install it with 'apt-get install mesa-vulkan-drivers' (scripts/bootstrap does), or compile for no RADV family"
                + (naming == .flags ? " (--family none)" : "")
        case .childFailed(let family, let status, let detail):
            "compiling for \(family) failed (exit \(status)): \(detail)"
        case .childCrashed(let family, let signal, let detail):
            "Mesa's RADV crashed (signal \(signal)) compiling for \(family) before any pipeline compiled"
                + (detail.isEmpty ? "" : ": \(detail)")
        case .childOutput(let path):
            "the compile process's file \(path) is missing or unreadable"
        case .noStatisticsDevice(let devices):
            "no Vulkan device here reports shader statistics (VK_KHR_pipeline_executable_properties); devices: "
                + (devices.isEmpty ? "none" : devices.joined(separator: ", "))
        }
    }
}
