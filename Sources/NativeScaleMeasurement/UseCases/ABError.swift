public import NativeScaleCore
import NativeScaleStatistics
import NativeScaleResults

/// Why an A/B experiment could not start or finish.
public enum ABError: ReportableError, Hashable {
    /// A binary that is not an executable file.
    case notExecutable(String)
    /// A bench argument ab sets itself.
    case reservedArgument(String)
    /// A child `bench` (or `shaders`) run that failed.
    case runFailed(binary: String, command: String, status: Int32, message: String)

    public var description: String {
        switch self {
        case let .notExecutable(path):
            "'\(path)' is not an executable; expected the path of a nativescale build, e.g. .build/release/nativescale"
        case let .reservedArgument(argument):
            "'\(argument)' is set by ab itself; pass bench's display, workload, filter and stop options only"
        case let .runFailed(binary, command, status, message):
            "'\(binary) \(command)' exited with status \(status): \(message)"
        }
    }

    public var exitStatus: ExitStatus {
        switch self {
        case .notExecutable, .reservedArgument: .badInput
        case .runFailed: .failure
        }
    }
}
