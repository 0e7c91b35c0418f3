public import NativeScaleCore
public import NativeScaleMeasurement

extension ViewError: CustomStringConvertible, ReportableError {
    /// The line `view` ends with.
    public var description: String {
        switch self {
        case let .unknownMonitor(name, available):
            "unknown --monitor '\(name)'; expected an index or a name from: " + available.joined(separator: ", ")
        }
    }

    /// 64: a flag's value.
    public var exitStatus: ExitStatus { .badInput }
}
