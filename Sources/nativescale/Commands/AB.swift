import ArgumentParser
import Foundation
import NativeScaleHarness

/// `nativescale ab`: two builds of nativescale, alternately, in one job; compared run against run.
struct AB: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "ab",
        abstract: "Run two nativescale builds alternately (A B, B A, …) on this machine and compare them run against run.",
        discussion: """
            Example (base built in ../base, head here):
              nativescale ab ../base/.build/release/nativescale .build/release/nativescale --rounds 5 -- --device iphone-8-plus

            Each round runs 'bench' once with each binary, in alternating order, with the arguments \
            after '--'. The run is the unit of replication: the U test compares the runs' medians, so \
            with R rounds the smallest possible p-value is 2 / C(2R, R) (R = 4: 0.029, R = 5: 0.008). \
            Exit status: 0 when nothing regressed; 3 on a regression; 64 for bad input; 1 when a run fails.
            """)

    @Argument(help: "The base nativescale executable.")
    var baseBinary: String
    @Argument(help: "The head nativescale executable.")
    var headBinary: String
    @Option(help: "Rounds; each runs bench once per binary (at least 4 for the test to be able to reach p < 0.05).")
    var rounds: Int = 5
    @Option(parsing: .unconditional, help: "Extra bench arguments for the base side only, space-separated (e.g. \"--shader-cost 96\").")
    var baseArgs: String = ""
    @Option(parsing: .unconditional, help: "Extra bench arguments for the head side only, space-separated.")
    var headArgs: String = ""
    @OptionGroup var gate: GateOptions
    @Option(help: "Keep every run's result file in this folder.")
    var keep: String?
    @Flag(help: "Compare even if the two sides measured different devices or configurations.")
    var allowMismatch = false
    @Flag(help: "No progress lines on standard error.")
    var quiet = false
    @Argument(parsing: .postTerminator, help: "Arguments of 'bench', after '--'.")
    var benchArguments: [String] = []

    func run() throws {
        let settings = try gate.settings()
        guard (1...1000).contains(rounds) else { throw BadInput("--rounds \(rounds) is not a round count; expected 1 to 1000 (5 or more recommended)") }
        for binary in [baseBinary, headBinary] where !FileManager.default.isExecutableFile(atPath: binary) {
            throw BadInput("'\(binary)' is not an executable; expected the path of a nativescale build, e.g. .build/release/nativescale")
        }
        let reserved = ["--json", "--output", "--format", "--quiet", "--save-images"]
        if let bad = (benchArguments + split(baseArgs) + split(headArgs)).first(where: { argument in reserved.contains { argument.hasPrefix($0) } }) {
            throw BadInput("'\(bad)' is set by ab itself; pass bench's display, workload, filter and stop options only")
        }
        let folder = keep.map { URL(fileURLWithPath: $0) }
            ?? FileManager.default.temporaryDirectory.appendingPathComponent("nativescale-ab-\(ProcessInfo.processInfo.processIdentifier)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { if keep == nil { try? FileManager.default.removeItem(at: folder) } }

        var base: [BenchResult] = [], head: [BenchResult] = []
        let clock = ContinuousClock()
        let start = clock.now
        for round in 0..<rounds {
            let order: [(String, String, String)] = round % 2 == 0
                ? [("base", baseBinary, baseArgs), ("head", headBinary, headArgs)]
                : [("head", headBinary, headArgs), ("base", baseBinary, baseArgs)]
            for (side, binary, extra) in order {
                let file = folder.appendingPathComponent("round-\(round + 1)-\(side).json").path
                try runBench(binary, arguments: benchArguments + split(extra) + ["--quiet", "--json", file])
                let result = try BenchResult.read(from: file)
                if side == "base" { base.append(result) } else { head.append(result) }
            }
            if !quiet {
                let elapsed = clock.now - start
                StandardError.write("ab: round \(round + 1)/\(rounds) done, \(elapsed.components.seconds) s\n")
            }
        }
        let comparison: ResultComparison
        do {
            comparison = try ResultComparison(base: base, head: head, settings: settings, allowMismatch: allowMismatch)
        } catch {
            throw BadInput(error.description)
        }
        try gate.emit(comparison)
        if !comparison.regressions.isEmpty { throw ExitCode(Compare.regressionStatus) }
    }

    private func split(_ arguments: String) -> [String] {
        arguments.split(separator: " ").map(String.init)
    }

    /// Runs `binary bench arguments…`, passing its stderr through; a failure is one line naming it.
    private func runBench(_ binary: String, arguments: [String]) throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: binary)
        process.arguments = ["bench"] + arguments
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = FileHandle.nullDevice
        let errors = Pipe()
        process.standardError = errors
        try process.run()
        let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            let line = message.split(separator: "\n").last.map(String.init) ?? "no message"
            throw RunFailure(description: "'\(binary) bench' exited with status \(process.terminationStatus): \(line)")
        }
    }
}

/// A child run that failed.
struct RunFailure: Error, CustomStringConvertible {
    let description: String
}
