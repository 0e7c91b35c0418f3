public import NativeScaleCore
public import NativeScaleMeasurement

extension ABError: CustomStringConvertible, ReportableError {
    /// The line `ab` ends with.
    public var description: String {
        switch self {
        case .notExecutable(let path):
            "'\(path)' is not an executable; expected the path of a nativescale build, e.g. .build/release/nativescale"
        case .reservedArgument(let argument):
            "'\(argument)' is set by ab itself; pass bench's display, workload, filter and stop options only"
        case .runFailed(let binary, let command, let status, let message):
            "'\(binary) \(command)' exited with status \(status): \(message.isEmpty ? "no message" : message)"
        case .roundsCannotDecide(let count, let alpha, let smallestP, let needed):
            "--rounds \(count) cannot decide at α \(NumberText.trimmed(alpha, maxFractionDigits: 4)): with \(count) run(s) a side "
                + "the U test's smallest p is \(NumberText.fixed(smallestP, fractionDigits: 3)); expected auto, "
                + "or at least \(needed) (more with several metrics: Holm's adjustment, said in the table)"
        }
    }

    /// 64 for a binary or argument the user gave; 1 when a run failed.
    public var exitStatus: ExitStatus {
        switch self {
        case .notExecutable, .reservedArgument, .roundsCannotDecide: .badInput
        case .runFailed: .failure
        }
    }
}
