import Foundation
import NativeScaleResults
import NativeScaleStatistics
import NativeScaleTestSupport

/// Runs the built `nativescale` executable and captures what it prints.
struct CommandRunner {
    struct Result {
        let status: Int32
        let standardOutput: String
        let standardError: String

        /// Whether a sweep (or a command that ends like one) finished with its result written:
        /// decided (exit 0), or undecided (exit 4: its race left points it could neither separate
        /// nor show equal) and saying so unless quiet. For tests whose subject is not the decision.
        var sweepFinished: Bool {
            status == 0 || (status == 4 && (standardOutput.isEmpty || standardOutput.contains("Undecided: ")))
        }
    }

    /// The `nativescale` built beside the test bundle (or `NATIVESCALE_BINARY`).
    static let executable: URL = {
        if let path = ProcessInfo.processInfo.environment["NATIVESCALE_BINARY"] {
            return URL(fileURLWithPath: path)
        }
        let testBinary = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
        var directory = testBinary.deletingLastPathComponent()
        while directory.path != "/" {
            let candidate = directory.appendingPathComponent("nativescale")
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
            directory.deleteLastPathComponent()
        }
        return testBinary.deletingLastPathComponent().appendingPathComponent("nativescale")
    }()

    /// A child still running at its deadline.
    struct TimedOut: Error, CustomStringConvertible {
        let arguments: [String]
        let seconds: Double
        var description: String { "nativescale \(arguments.joined(separator: " ")) still ran after \(seconds) s and was killed" }
    }

    /// Runs `nativescale arguments…`; a child still running after `deadline` seconds is killed
    /// (SIGTERM, then SIGKILL) and the call throws, so a hung child fails its test instead of CI.
    /// Every `bench` and `sweep` runs under its audit as a user's does: a false alarm fails the
    /// test that ran it (the audit's own rate is asserted in ReplayTests).
    static func run(
        _ arguments: [String], environment: [String: String] = [:], removing removed: [String] = [],
        deadline: Double = 300
    ) throws -> Result {
        let folder = try TemporaryFolder("nativescale-cli")
        let outURL = folder.url.appendingPathComponent("stdout")
        let errURL = folder.url.appendingPathComponent("stderr")
        _ = FileManager.default.createFile(atPath: outURL.path, contents: nil)
        _ = FileManager.default.createFile(atPath: errURL.path, contents: nil)
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }.filter { !removed.contains($0.key) }
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = try FileHandle(forWritingTo: outURL)
        process.standardError = try FileHandle(forWritingTo: errURL)
        try process.run()
        guard wait(for: process, seconds: deadline) else { throw TimedOut(arguments: arguments, seconds: deadline) }
        return Result(
            status: process.terminationStatus,
            standardOutput: try String(contentsOf: outURL, encoding: .utf8),
            standardError: try String(contentsOf: errURL, encoding: .utf8))
    }

    /// Waits for `process` to exit for at most `seconds`; kills it and returns false when it does not.
    static func wait(for process: Process, seconds: Double) -> Bool {
        let exited = DispatchSemaphore(value: 0)
        process.terminationHandler = { _ in exited.signal() }
        if !process.isRunning { return true }
        if exited.wait(timeout: .now() + seconds) == .success { return true }
        process.terminate()
        if exited.wait(timeout: .now() + 5) == .timedOut { kill(process.processIdentifier, SIGKILL) }
        _ = exited.wait(timeout: .now() + 5)
        return false
    }
}
