import ArgumentParser
import Foundation
import NativeScaleCore
import NativeScaleHistory
import NativeScaleMeasurement
import NativeScaleReporting
import NativeScaleResults
import NativeScaleStatistics

/// The one-line message and the exit status of any error a command ends with.
package enum CommandLineFailure {
    /// The line a library error is reported with: Reporting's or the CLI's words, naming flags,
    /// and what to do about it where a setting can; nil for an error that does not report itself.
    package static func message(for error: any Error) -> String? {
        guard let error = error as? any ReportableError else { return nil }
        return (FlagWording.message(for: error) ?? error.description) + (error.remedy.map { "; " + FlagWording.wording($0) } ?? "")
    }

    /// Every module's errors report themselves (``ReportableError``); ArgumentParser's parse and
    /// validation errors become one line pointing at `nativescale help`, with its status (64).
    static func report(for error: any Error, root: any ParsableCommand.Type) -> (String, Int32) {
        if let reportable = error as? any ReportableError, let message = message(for: error) {
            return (message, reportable.exitStatus.rawValue)
        }
        let lines = root.message(for: error).split(whereSeparator: \.isNewline)
        var message = lines.map { $0.trimmingPrefix(while: \.isWhitespace) }.joined(separator: " ")
        // A flag value's own parser already names the flag and the value: drop ArgumentParser's
        // "The value 'X' is invalid for '--flag <value>': " before it.
        if message.hasPrefix("The value '"), let range = message.range(of: ">': ") { message = String(message[range.upperBound...]) }
        let code = root.exitCode(for: error).rawValue
        return (message + " (see 'nativescale help')", code == 0 ? ExitStatus.failure.rawValue : code)
    }
}
