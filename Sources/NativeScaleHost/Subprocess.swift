public import Foundation

/// Runs another program to its end: the one way nativescale starts a process (git for a result's
/// commit, the two builds `ab` compares, the compile children of `shaders`). Its output goes to
/// temporary files, not pipes, so a child that writes much to both streams cannot stall on a
/// full pipe; after `deadline` it is stopped (SIGTERM, then SIGKILL a second later).
public enum Subprocess {
    /// How a child ended.
    public struct Outcome: Sendable {
        /// The exit status, or the signal that ended it when ``signalled``.
        public let status: Int32
        /// Whether a signal ended it (a crash, or the deadline).
        public let signalled: Bool
        /// Whether the deadline ended it.
        public let timedOut: Bool
        /// What it wrote, when asked for.
        public let standardOutput: String
        public let standardError: String

        /// Exit status 0, no signal.
        public var succeeded: Bool { !signalled && status == 0 }

        /// The last line it wrote to standard error; empty when none.
        public var lastErrorLine: String {
            standardError.split(separator: "\n").last.map(String.init) ?? ""
        }
    }

    /// Runs `executable` with `arguments` (and `environment`, else this process's), standard
    /// input empty. Throws only when it cannot start.
    public static func run(
        _ executable: String, _ arguments: [String], environment: [String: String]? = nil,
        deadline: Duration? = nil
    ) throws -> Outcome {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("nativescale-child-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let output = folder.appendingPathComponent("stdout")
        let errors = folder.appendingPathComponent("stderr")
        for file in [output, errors] { _ = FileManager.default.createFile(atPath: file.path, contents: nil) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        if let environment { process.environment = environment }
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = try FileHandle(forWritingTo: output)
        process.standardError = try FileHandle(forWritingTo: errors)
        try process.run()
        let timedOut = wait(for: process, deadline: deadline)
        return Outcome(
            status: process.terminationStatus, signalled: process.terminationReason == .uncaughtSignal, timedOut: timedOut,
            standardOutput: (try? String(contentsOf: output, encoding: .utf8)) ?? "",
            standardError: (try? String(contentsOf: errors, encoding: .utf8)) ?? "")
    }

    /// Waits for `process`; past `deadline`, stops it. Whether the deadline stopped it.
    private static func wait(for process: Process, deadline: Duration?) -> Bool {
        guard let deadline else {
            process.waitUntilExit()
            return false
        }
        let clock = ContinuousClock()
        let end = clock.now + deadline
        while process.isRunning && clock.now < end { Thread.sleep(forTimeInterval: 0.01) }
        guard process.isRunning else { return false }
        process.terminate()
        let grace = clock.now + .seconds(1)
        while process.isRunning && clock.now < grace { Thread.sleep(forTimeInterval: 0.01) }
        if process.isRunning { kill(process.processIdentifier, SIGKILL) }
        process.waitUntilExit()
        return true
    }
}
