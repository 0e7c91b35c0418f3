import Foundation
import NativeScaleMeasurement
import NativeScaleReporting
import NativeScaleResults
import NativeScaleStatistics

/// Writes diagnostics to standard error.
enum StandardError {
    static func write(_ text: String) {
        FileHandle.standardError.write(Data(text.utf8))
    }

    /// Writes `text` as one line.
    static func line(_ text: String) {
        write(text + "\n")
    }
}
