public import NativeScaleCore
public import NativeScaleMeasurement

extension ABError: CustomStringConvertible, ReportableError {
    /// The line `ab` ends with.
    public var description: String {
        switch self {
        case let .notExecutable(path):
            "'\(path)' is not an executable; expected the path of a nativescale build, e.g. .build/release/nativescale"
        case let .reservedArgument(argument):
            "'\(argument)' is set by ab itself; pass bench's display, workload, filter and stop options only"
        case let .runFailed(binary, command, status, message):
            "'\(binary) \(command)' exited with status \(status): \(message.isEmpty ? "no message" : message)"
        }
    }

    /// 64 for a binary or argument the user gave; 1 when a run failed.
    public var exitStatus: ExitStatus {
        switch self {
        case .notExecutable, .reservedArgument: .badInput
        case .runFailed: .failure
        }
    }
}
