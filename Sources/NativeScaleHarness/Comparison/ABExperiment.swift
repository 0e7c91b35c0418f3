import Foundation

/// The use case behind `nativescale ab`: two nativescale builds run `bench` alternately (A B,
/// B A, …) in one job, and the runs are compared run against run.
public struct ABExperiment {
    /// One build and the extra bench arguments of its side.
    public struct Side: Sendable, Hashable {
        /// The path of the nativescale executable.
        public var binary: String
        /// Arguments only this side's `bench` gets, each kept whole.
        public var arguments: [String]

        public init(binary: String, arguments: [String]) {
            self.binary = binary
            self.arguments = arguments
        }
    }

    /// Arguments ab sets itself; bench arguments may not name them.
    public static let reservedArguments = ["--json", "--output", "--quiet", "--save-images"]

    public var base: Side
    public var head: Side
    public var rounds: Int
    /// Arguments both sides' `bench` gets.
    public var benchArguments: [String]
    /// Where to keep every run's result file; nil: a temporary folder, removed afterwards.
    public var keep: String?
    public var settings: ComparisonSettings
    public var allowMismatch: Bool

    public init(base: Side, head: Side, rounds: Int, benchArguments: [String], keep: String?, settings: ComparisonSettings, allowMismatch: Bool) {
        self.base = base
        self.head = head
        self.rounds = rounds
        self.benchArguments = benchArguments
        self.keep = keep
        self.settings = settings
        self.allowMismatch = allowMismatch
    }

    /// Checks the request before any run: executables exist, no reserved argument is passed.
    public func validate() throws(ABError) {
        for binary in [base.binary, head.binary] where !FileManager.default.isExecutableFile(atPath: binary) {
            throw .notExecutable(binary)
        }
        let all = benchArguments + base.arguments + head.arguments
        if let bad = all.first(where: { argument in Self.reservedArguments.contains { argument.hasPrefix($0) } }) {
            throw .reservedArgument(bad)
        }
    }

    /// Runs the rounds and compares; `progress` gets a line after each round.
    public func run(progress: (String) -> Void = { _ in }) throws -> ResultComparison {
        try validate()
        let folder = keep.map { URL(fileURLWithPath: $0) }
            ?? FileManager.default.temporaryDirectory.appendingPathComponent("nativescale-ab-\(UUID().uuidString)")
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        } catch {
            throw FileError(path: folder.path, reason: "the folder cannot be created")
        }
        defer { if keep == nil { try? FileManager.default.removeItem(at: folder) } }
        var results: [String: [BenchResult]] = ["base": [], "head": []]
        let clock = ContinuousClock()
        let start = clock.now
        for round in 0..<rounds {
            let order = round % 2 == 0 ? [("base", base), ("head", head)] : [("head", head), ("base", base)]
            for (name, side) in order {
                let file = folder.appendingPathComponent("round-\(round + 1)-\(name).json").path
                try Self.bench(side.binary, arguments: benchArguments + side.arguments + ["--quiet", "--json", file])
                results[name, default: []].append(try BenchResult.read(from: file))
            }
            progress("ab: round \(round + 1)/\(rounds) done, \((clock.now - start).components.seconds) s")
        }
        return try ResultComparison(base: results["base"] ?? [], head: results["head"] ?? [], settings: settings, allowMismatch: allowMismatch)
    }

    /// Runs `binary bench arguments…`; a failure is one line naming it with the child's last line.
    static func bench(_ binary: String, arguments: [String]) throws(ABError) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: binary)
        process.arguments = ["bench"] + arguments
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = FileHandle.nullDevice
        let errors = Pipe()
        process.standardError = errors
        do { try process.run() } catch { throw .runFailed(binary: binary, status: -1, message: "\(error)") }
        let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw .runFailed(binary: binary, status: process.terminationStatus, message: message.split(separator: "\n").last.map(String.init) ?? "no message")
        }
    }
}
