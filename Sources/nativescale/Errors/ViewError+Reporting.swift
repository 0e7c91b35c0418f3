public import NativeScaleCore
public import NativeScaleMeasurement
import NativeScaleReporting

extension ViewError: CustomStringConvertible, ReportableError {
    /// The line `view` ends with.
    public var description: String {
        switch self {
        case .unknownMonitor(let name, let available):
            "unknown --monitor '\(name)'; expected an index or a name from: " + available.joined(separator: ", ")
        case .nativeSizeUnknown(let resampling):
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
