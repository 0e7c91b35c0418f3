public import NativeScaleCore
import NativeScaleReporting
public import NativeScaleMeasurement

extension ViewError: CustomStringConvertible, ReportableError {
    /// The line `view` ends with.
    public var description: String {
        switch self {
        case let .unknownMonitor(name, available):
            "unknown --monitor '\(name)'; expected an index or a name from: " + available.joined(separator: ", ")
        case let .nativeSizeUnknown(resampling):
            resampling.text
        }
    }

    /// 64 for a flag's value; 1 for a window system that hides the panel.
    public var exitStatus: ExitStatus {
        switch self {
        case .unknownMonitor: .badInput
        case .nativeSizeUnknown: .failure
        }
    }
}
