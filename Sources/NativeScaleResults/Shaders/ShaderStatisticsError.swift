public import NativeScaleCore
import NativeScaleStatistics

/// Why `nativescale shaders` could not compile on a target.
public enum ShaderStatisticsError: ReportableError, Hashable {
    /// No RADV ICD manifest: Mesa's Vulkan drivers are not installed.
    case radvMissing
    /// The child for `family` exited with an error of its own.
    case childFailed(family: String, status: Int32, detail: String)
    /// The child for `family` died from `signal` before any pipeline compiled.
    case childCrashed(family: String, signal: Int32, detail: String)
    /// A child's request or output file could not be read.
    case childOutput(path: String)
    /// The child's environment showed no device that reports statistics.
    case noStatisticsDevice([String])

    public var description: String {
        switch self {
        case .radvMissing:
            "Mesa's RADV driver is not installed (no radeon_icd manifest in /usr/share/vulkan/icd.d); "
                + "install it with 'apt-get install mesa-vulkan-drivers' (scripts/bootstrap does), or compile for no RADV family"
        case let .childFailed(family, status, detail):
            "compiling for \(family) failed (exit \(status)): \(detail)"
        case let .childCrashed(family, signal, detail):
            "Mesa's RADV crashed (signal \(signal)) compiling for \(family) before any pipeline compiled"
                + (detail.isEmpty ? "" : ": \(detail)")
        case let .childOutput(path):
            "the compile process's file \(path) is missing or unreadable"
        case let .noStatisticsDevice(devices):
            "no Vulkan device here reports shader statistics (VK_KHR_pipeline_executable_properties); devices: "
                + (devices.isEmpty ? "none" : devices.joined(separator: ", "))
        }
    }

    public var exitStatus: ExitStatus {
        switch self {
        case .radvMissing, .noStatisticsDevice: .unavailable
        // The child's own status when it is one of ours (a target the family cannot render: 69).
        case let .childFailed(_, status, _): ExitStatus(rawValue: status) ?? .failure
        case .childCrashed, .childOutput: .failure
        }
    }
}
