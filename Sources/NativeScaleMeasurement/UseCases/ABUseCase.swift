import Foundation
import NativeScaleHost
public import NativeScaleResults
public import NativeScaleStatistics

/// The use case behind `nativescale ab`: two nativescale builds run `bench` alternately (A B,
/// B A, …) in one job, and the runs are compared run against run.
public struct ABUseCase {
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
    public static let reservedArguments = ["--json", "--output", "--quiet", "--save-images", "--trace"]

    /// How many rounds: a fixed count, or the sequential design's.
    public enum Rounds: Hashable, Sendable {
        case fixed(Int)
        /// Stop as soon as the design settles, at its cap at the latest.
        case auto(SequentialDesign)

        /// The most rounds.
        public var cap: Int {
            switch self {
            case .fixed(let count): count
            case .auto(let design): design.cap
            }
        }

        /// Throws for a fixed count of runs a side whose U test can never reach `alpha` (its
        /// smallest p is `alpha` or more): such rounds could only ever say "cannot decide", so
        /// they are refused before any is run. A sequential design reaches it by construction.
        public func checkReaches(_ alpha: Double) throws(ABError) {
            guard case .fixed(let count) = self else { return }
            let smallest = MannWhitneyU.smallestPValue(n1: count, n2: count)
            guard smallest < alpha else {
                throw .roundsCannotDecide(count: count, alpha: alpha, smallestP: smallest, needed: MannWhitneyU.runsToReach(alpha))
            }
        }
    }

    /// The two builds, the rounds and the gate's settings.
    public struct Request: Sendable {
        public var base: Side
        public var head: Side
        public var rounds: Rounds
        /// Arguments both sides' `bench` gets.
        public var benchArguments: [String]
        /// Where to keep every run's result file; nil: a temporary folder, removed afterwards.
        public var keep: String?
        public var settings: ComparisonSettings
        public var allowMismatch: Bool

        public init(base: Side, head: Side, rounds: Rounds, benchArguments: [String], keep: String?, settings: ComparisonSettings, allowMismatch: Bool) {
            self.base = base
            self.head = head
            self.rounds = rounds
            self.benchArguments = benchArguments
            self.keep = keep
            self.settings = settings
            self.allowMismatch = allowMismatch
        }
    }

    public let request: Request

    public init(request: Request) {
        self.request = request
    }

    /// Checks the request before any run: executables exist, no reserved argument is passed.
    public func validate() throws(ABError) {
        for binary in [request.base.binary, request.head.binary] where !FileManager.default.isExecutableFile(atPath: binary) {
            throw .notExecutable(binary)
        }
        let all = request.benchArguments + request.base.arguments + request.head.arguments
        if let bad = all.first(where: { argument in Self.reservedArguments.contains { argument.hasPrefix($0) } }) {
            throw .reservedArgument(bad)
        }
    }

    /// Runs the rounds and compares; `progress` gets a line after each round.
    public func run(progress: (ABProgress) -> Void = { _ in }) throws -> ResultComparison {
        try runKeepingResults(progress: progress).comparison
    }

    /// What ``runKeepingResults(progress:)`` measured: the comparison, and every round's result of each side.
    public struct Outcome {
        public let comparison: ResultComparison
        public let base: [BenchResult]
        public let head: [BenchResult]
    }

    /// ``run(progress:)``, keeping each side's results (for a trace of every run).
    public func runKeepingResults(progress: (ABProgress) -> Void = { _ in }) throws -> Outcome {
        try validate()
        let folder =
            request.keep.map { URL(fileURLWithPath: $0) }
            ?? FileManager.default.temporaryDirectory.appendingPathComponent("nativescale-ab-\(UUID().uuidString)")
        try AtomicFile.makeFolder(folder.path)
        defer { if request.keep == nil { try? FileManager.default.removeItem(at: folder) } }
        let keepingBase = Self.keepsFailedAudits(request.base.binary)
        let keepingHead = Self.keepsFailedAudits(request.head.binary)
        try preflight(in: folder, keeping: (keepingBase, keepingHead))
        var results: [String: [BenchResult]] = ["base": [], "head": []]
        let clock = ContinuousClock()
        let start = clock.now
        var outcome: SequentialOutcome?
        for round in 0..<request.rounds.cap {
            let order =
                round % 2 == 0
                ? [("base", request.base, keepingBase), ("head", request.head, keepingHead)]
                : [("head", request.head, keepingHead), ("base", request.base, keepingBase)]
            for (name, side, keeps) in order {
                let file = folder.appendingPathComponent("round-\(round + 1)-\(name).json").path
                try Self.bench(side.binary, arguments: request.benchArguments + side.arguments + ["--quiet", "--json", file] + (keeps ? [Self.keepFlag] : []))
                results[name, default: []].append(try BenchResult.read(from: file))
            }
            let seconds = (clock.now - start).components.seconds
            guard case .auto(let design) = request.rounds else {
                progress(ABProgress(round: round + 1, rounds: request.rounds.cap, isCap: false, seconds: seconds, unsettled: nil))
                continue
            }
            if round == 0 {
                // The first round decides nothing, but a mismatch is refused before more runs.
                try ResultComparison.refuseMismatch(in: (results["base"] ?? []) + (results["head"] ?? []), allowMismatch: request.allowMismatch)
            }
            let look = ResultComparison.sequentialLook(base: results["base"] ?? [], head: results["head"] ?? [], design: design, settings: request.settings)
            outcome = look
            let open = look.decisions.values.filter { $0.state == .open }.count
            progress(ABProgress(round: round + 1, rounds: design.cap, isCap: true, seconds: seconds, unsettled: open))
            if design.settles(Array(look.decisions.values), rounds: round + 1) { break }
        }
        let comparison = try ResultComparison(
            base: results["base"] ?? [], head: results["head"] ?? [], settings: request.settings,
            allowMismatch: request.allowMismatch, sequential: outcome)
        return Outcome(comparison: comparison, base: results["base"] ?? [], head: results["head"] ?? [])
    }

    /// Before the first round: each side once, with one frame per path and no warm-up, so a
    /// mismatch in what base and head measure is refused before a round is spent (unless
    /// ``allowMismatch``).
    func preflight(in folder: URL, keeping: (base: Bool, head: Bool)) throws {
        guard !request.allowMismatch else { return }
        var probes: [BenchResult] = []
        for (name, side, keeps) in [("base", request.base, keeping.base), ("head", request.head, keeping.head)] {
            let file = folder.appendingPathComponent("preflight-\(name).json").path
            try Self.bench(
                side.binary,
                arguments: request.benchArguments + side.arguments + ["--frames", "1", "--warmup", "0", "--quiet", "--json", file]
                    + (keeps ? [Self.keepFlag] : []))
            probes.append(try BenchResult.read(from: file))
        }
        try ResultComparison.refuseMismatch(in: probes, allowMismatch: false)
    }

    /// The flags of `bench` that `shaders` takes too (what is compiled), each with a value.
    static let shaderFlags = [
        "--workload", "--shader-cost", "--layers", "--fetches", "--scene", "--draws", "--instances", "--triangles",
        "--filter", "--format", "--samples", "--depth",
    ]

    /// The arguments of `arguments` that `shaders` understands (`--flag value` and `--flag=value`).
    static func shaderArguments(_ arguments: [String]) -> [String] {
        var kept: [String] = []
        var index = arguments.startIndex
        while index < arguments.endIndex {
            let argument = arguments[index]
            if shaderFlags.contains(where: { argument.hasPrefix($0 + "=") }) {
                kept.append(argument)
            } else if shaderFlags.contains(argument), index + 1 < arguments.endIndex {
                kept += [argument, arguments[index + 1]]
                index += 1
            }
            index += 1
        }
        return kept
    }

    /// The shader-statistics gate beside the timing gate: each binary's `shaders` once on
    /// `families` with the same workload, filters and target (deterministic, so one run per side
    /// is exact), compared statistic by statistic. Nil, with the side and its error in `skipped`, when a
    /// side cannot produce statistics (a build from before `shaders`, no RADV on this machine).
    public func compareShaderStatistics(
        families: [String], thresholdPercent: Double,
        skipped: (_ side: String, _ error: any Error) -> Void
    ) throws -> ShaderStatisticsComparison? {
        guard !families.isEmpty else { return nil }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("nativescale-ab-shaders-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        var results: [ShaderStatisticsResult] = []
        for (name, side) in [("base", request.base), ("head", request.head)] {
            let file = folder.appendingPathComponent("\(name).json").path
            let arguments =
                Self.shaderArguments(request.benchArguments + side.arguments)
                + ["--family", families.joined(separator: ","), "--no-real-devices", "--quiet", "--json", file]
            do {
                try Self.run(side.binary, command: "shaders", arguments: arguments)
                results.append(try ShaderStatisticsResult.read(from: file))
            } catch {
                skipped(name, error)
                return nil
            }
        }
        return try ShaderStatisticsComparison(results[0], results[1], thresholdPercent: thresholdPercent, allowMismatch: request.allowMismatch)
    }

    /// The flag that makes `bench` write its result when its audit fails: `ab` judges the audit
    /// itself (exit 5 with the failed runs named), and needs every run's file to do so.
    static let keepFlag = "--keep-failed-audit"

    /// Whether `binary`'s `bench` has ``keepFlag`` (from its help); a build from before it writes
    /// its result whatever its audit says.
    static func keepsFailedAudits(_ binary: String) -> Bool {
        guard let outcome = try? Subprocess.run(binary, ["bench", "--help"]) else { return false }
        return outcome.succeeded && outcome.standardOutput.contains(keepFlag)
    }

    /// Runs `binary bench arguments…`; a failure is one line naming it with the child's last line.
    static func bench(_ binary: String, arguments: [String]) throws(ABError) {
        try run(binary, command: "bench", arguments: arguments)
    }

    /// Runs `binary command arguments…`; a failure is one line naming it with the child's last line.
    static func run(_ binary: String, command: String, arguments: [String]) throws(ABError) {
        let outcome: Subprocess.Outcome
        do { outcome = try Subprocess.run(binary, [command] + arguments) } catch {
            throw .runFailed(binary: binary, command: command, status: -1, message: "\(error)")
        }
        guard outcome.succeeded else {
            throw .runFailed(
                binary: binary, command: command, status: outcome.status,
                message: outcome.lastErrorLine)
        }
    }
}
