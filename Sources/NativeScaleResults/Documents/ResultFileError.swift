public import NativeScaleCore
import NativeScaleStatistics

/// A result file that cannot be used, and why: one line naming the file.
public struct ResultFileError: ReportableError, Hashable {
    public let path: String
    public let reason: String

    public init(path: String, reason: String) {
        self.path = path
        self.reason = reason
    }

    public var description: String { "'\(path)' \(reason)" }
    public var exitStatus: ExitStatus { .badInput }
}
