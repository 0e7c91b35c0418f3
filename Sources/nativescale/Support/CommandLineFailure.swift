import ArgumentParser
import NativeScaleCore
import NativeScaleHarness
import NativeScaleHistory
import NativeScaleRenderer

/// A bad value given on the command line, reported as one line naming it and the accepted form.
struct BadInput: Error, CustomStringConvertible {
    let description: String

    init(_ description: String) {
        self.description = description
    }
}

/// Maps errors to the one-line message and the exit status of the command line.
enum CommandLineFailure {
    /// Exit status for bad input (BSD `EX_USAGE`, also ArgumentParser's for validation errors).
    static let badInputStatus: Int32 = 64
    /// Exit status for a run that failed for another reason.
    static let failureStatus: Int32 = 1
    /// Exit status when Vulkan is not available (BSD `EX_UNAVAILABLE`).
    static let unavailableStatus: Int32 = 69
    /// Exit status when the validation layer reported messages (BSD `EX_SOFTWARE`).
    static let validationStatus: Int32 = 70

    static func report(for error: any Error, root: any ParsableCommand.Type) -> (String, Int32) {
        switch error {
        case let error as SizingError: return (error.description, badInputStatus)
        case let error as CatalogError: return (error.description, badInputStatus)
        case let error as BadInput: return (error.description, badInputStatus)
        case let error as SweepError: return (error.description, badInputStatus)
        case let error as ResultFileError: return (error.description, badInputStatus)
        case let error as RunFailure: return (error.description, failureStatus)
        case let error as HistoryError:
            switch error {
            case .corrupt, .foreign, .newerSchema, .badQuery: return (error.description, badInputStatus)
            case .sqlite: return (error.description, failureStatus)
            }
        case let error as RendererError:
            switch error {
            case .loaderMissing, .noSuitableDevice, .deviceRefused, .validationLayerMissing, .glfwMissing, .noDisplayServer:
                return (error.description, unavailableStatus)
            case .presentModeUnsupported: return (error.description, badInputStatus)
            case .validationMessages: return (error.description, validationStatus)
            case .unknownGPU, .imageTooLarge: return (error.description, badInputStatus)
            case .vulkan, .outOfMemory, .unsupported, .windowSystem, .timedOut: return (error.description, failureStatus)
            }
        default:
            let lines = root.message(for: error).split(whereSeparator: \.isNewline)
            let message = lines.map { $0.trimmingPrefix(while: \.isWhitespace) }.joined(separator: " ")
            let code = root.exitCode(for: error).rawValue
            return (message + " (see 'nativescale help')", code == 0 ? failureStatus : code)
        }
    }
}
