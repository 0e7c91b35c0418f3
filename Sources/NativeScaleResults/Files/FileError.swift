public import NativeScaleCore
import NativeScaleStatistics

/// A file the tool could not write or read: one line naming the path and why.
public struct FileError: ReportableError, Hashable {
    /// The path given.
    public let path: String
    /// Why, in words: `is a directory`, `No space left on device`.
    public let reason: String

    public init(path: String, reason: String) {
        self.path = path
        self.reason = reason
    }

    public var description: String { "cannot write '\(path)': \(reason)" }
    /// A path that cannot be written is bad input: the user named it.
    public var exitStatus: ExitStatus { .badInput }
}
