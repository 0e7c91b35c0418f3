import NativeScaleMeasurement
import NativeScaleReporting
import NativeScaleResults
import NativeScaleStatistics

/// Where a command's document goes: a file (written atomically) or standard output.
enum Output {
    /// Writes `text` to `path`, or prints it when `path` is nil.
    static func emit(_ text: String, to path: String?) throws {
        if let path { try AtomicFile.write(text, to: path) } else { print(text, terminator: "") }
    }
}
