import ArgumentParser
import Foundation
import NativeScaleCore
import NativeScaleHarness
import NativeScaleHistory

/// `nativescale history`: results across commits in a local SQLite file.
struct History: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Keep bench results across commits in SQLite: record, show trends, find where a metric changed, export.",
        discussion: """
            The database is .nativescale/history.sqlite at the top of the git checkout (or here), or --db PATH.
            Examples:
              nativescale bench --device iphone-8-plus --json result.json && nativescale history record result.json
              nativescale history show --display iphone-8-plus --metric scaled/bilinear/frame --svg trend.svg
              nativescale history check --threshold 5
              nativescale history export --format github-action-benchmark --output data.js
            """,
        subcommands: [Record.self, Show.self, Check.self, Export.self])
}

/// The history file and the series filters shared by the history subcommands.
struct HistoryOptions: ParsableArguments {
    @Option(help: "History database (default: .nativescale/history.sqlite at the top of the git checkout).")
    var db: String?

    /// The database path asked for or the default.
    var path: String {
        if let db { return db }
        let top = RunEnvironment.git(["rev-parse", "--show-toplevel"]) ?? FileManager.default.currentDirectoryPath
        return URL(fileURLWithPath: top).appendingPathComponent(".nativescale/history.sqlite").path
    }

    /// Opens an existing history; a missing file is bad input, not an empty history.
    func openExisting() throws -> HistoryStore {
        guard FileManager.default.fileExists(atPath: path) else {
            throw BadInput("no history at \(path); record results first with 'nativescale history record RESULT.json' or pass --db")
        }
        return try HistoryStore(path: path)
    }
}

struct SeriesOptions: ParsableArguments {
    @Option(help: "Display id, e.g. iphone-8-plus.")
    var display: String?
    @Option(help: "Workload and knob, e.g. fill-96.")
    var workload: String?
    @Option(help: "Resample filter: keeps its scaled metrics and the native ones.")
    var filter: String?
    @Option(help: "Vulkan device name (or part of it).")
    var device: String?
    @Option(help: "Metric, e.g. native/scene, scaled/bilinear/frame, scaled/bilinear/overhead, present/native/total.")
    var metric: String?
    @Option(help: "First commit of the range (SHA prefix), in commit order.")
    var from: String?
    @Option(help: "Last commit of the range (SHA prefix).")
    var to: String?

    var query: SeriesQuery {
        SeriesQuery(display: display, workload: workload, filter: filter, device: device, metric: metric, fromCommit: from, toCommit: to)
    }

    func series(in store: HistoryStore) throws -> [HistorySeries] {
        let points = try store.points(query)
        guard !points.isEmpty else {
            let given = [("--display", display), ("--workload", workload), ("--filter", filter), ("--device", device), ("--metric", metric),
                         ("--from", from), ("--to", to)].compactMap { name, value in value.map { "\(name) \($0)" } }
            throw BadInput("no recorded results match \(given.isEmpty ? "(no filters)" : given.joined(separator: ", ")) in \(store.path)")
        }
        return HistorySeries.group(points, commitOrder: try store.commitOrder())
    }
}

extension History {
    struct Record: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Store bench results (schema nativescale.bench) with their commit; recording a result twice stores it once.")

        @OptionGroup var history: HistoryOptions
        @Argument(help: "Result files written by 'nativescale bench --json'.")
        var results: [String]
        @Option(help: "Commit of the results (default: the commit in the result, else git HEAD).")
        var commit: String?
        @Option(help: "Branch (default: the current git branch when the commit is HEAD).")
        var branch: String?
        @Option(help: "Commit date, ISO 8601, which orders the history (default: git's committer date, else the result's date).")
        var commitDate: String?

        func run() throws {
            // Read and check every file before touching the database.
            let documents = try results.map { path in (path, try BenchResult.read(from: path)) }
            let store = try HistoryStore(path: history.path)
            let head = RunEnvironment.git(["rev-parse", "HEAD"])
            for (path, result) in documents {
                guard let sha = commit ?? result.environment.gitCommit ?? head else {
                    throw BadInput("\(path) names no commit and this is not a git checkout; pass --commit SHA")
                }
                let date = commitDate ?? RunEnvironment.git(["show", "-s", "--format=%cI", sha]) ?? result.environment.date
                let branchName = branch ?? (sha == head ? RunEnvironment.git(["rev-parse", "--abbrev-ref", "HEAD"]) : nil)
                let outcome = try store.record(result, commit: CommitInfo(sha: sha, branch: branchName, date: date)) {
                    // Fault injection for the crash test: die inside the transaction.
                    if ProcessInfo.processInfo.environment["NATIVESCALE_HISTORY_KILL_DURING_RECORD"] == "1" { kill(getpid(), SIGKILL) }
                }
                switch outcome {
                case let .recorded(id, metrics): print("recorded \(path) as run \(id) at \(sha.prefix(12)) (\(metrics) metrics)")
                case let .alreadyRecorded(id): print("\(path) is already recorded as run \(id); nothing changed")
                }
            }
        }
    }

    struct Show: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Print recorded metrics in commit order with their CIs and change points; optionally a trend chart.")

        @OptionGroup var history: HistoryOptions
        @OptionGroup var series: SeriesOptions
        @Option(help: "text, markdown, json or csv.")
        var format: String = "text"
        @Option(help: "Write a trend chart (SVG, medians with CI bands, change points marked) to this file.")
        var svg: String?
        @Option(parsing: .unconditional, help: "Family-wise significance level of the change-point search.")
        var alpha: Double = 0.01
        @Option(parsing: .unconditional, help: "Smallest change in percent the change-point search reports.")
        var minChange: Double = 3

        func run() throws {
            guard let chosen = HistoryTable.Format(rawValue: format.lowercased()) else {
                throw BadInput("unknown --format '\(format)'; expected one of \(HistoryTable.Format.allCases.map(\.rawValue).joined(separator: ", "))")
            }
            if let svg, !svg.lowercased().hasSuffix(".svg") { throw BadInput("--svg '\(svg)' is not an .svg file; expected a path ending in .svg") }
            guard alpha > 0, alpha < 1 else { throw BadInput("--alpha \(alpha) is not a significance level; expected a number between 0 and 1, e.g. 0.01") }
            guard minChange.isFinite, minChange >= 0 else { throw BadInput("--min-change \(minChange) is not a percentage; expected 0 or more, e.g. 3") }
            let store = try history.openExisting()
            let found = try series.series(in: store)
            let detector = ChangePointDetector(alpha: alpha, minimumChange: minChange / 100)
            let changes = found.map { $0.changes(detector: detector) }
            if let svg { try AtomicFile.write(HistoryTable.chart(found, changes: changes), to: svg) }
            print(try HistoryTable.render(found, changes: changes, as: chosen, detector: detector), terminator: "")
        }
    }

    struct Check: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Exit 3 when the newest commit's results moved beyond --threshold against the runs before it.",
            discussion: """
                Per series, the newest commit's median must leave the range of the last --baseline runs and its \
                bootstrap CI (from the raw samples) must clear the baseline median by --threshold. Higher times and \
                overheads are regressions. Exit status: 0 no regression, 3 regression, 64 bad input.
                """)

        @OptionGroup var history: HistoryOptions
        @OptionGroup var series: SeriesOptions
        @Option(parsing: .unconditional, help: "Relative change that counts, in percent.")
        var threshold: Double = 5
        @Option(parsing: .unconditional, help: "Runs before the newest commit to compare with.")
        var baseline: Int = 5
        @Option(help: "text, markdown or json.")
        var format: String = "text"

        func run() throws {
            guard threshold.isFinite, threshold > 0, threshold < 1000 else { throw BadInput("--threshold \(threshold) is not a percentage; expected a number above 0, e.g. 5") }
            guard (2...10_000).contains(baseline) else { throw BadInput("--baseline \(baseline) is not a run count; expected 2 or more") }
            guard ["text", "markdown", "json"].contains(format.lowercased()) else { throw BadInput("unknown --format '\(format)'; expected text, markdown or json") }
            let store = try history.openExisting()
            let verdicts = try series.series(in: store).map { $0.check(threshold: threshold / 100, baselineRuns: baseline) }
            switch format.lowercased() {
            case "json": print(try JSONText.encode(verdicts.map { CheckLine(metric: $0.series.title, state: $0.state.rawValue, detail: $0.detail, change: $0.change) }), terminator: "")
            default:
                let markdown = format.lowercased() == "markdown"
                if markdown { print("| series | verdict | detail |\n|---|---|---|") }
                for verdict in verdicts {
                    print(markdown ? "| `\(verdict.series.title)` | \(verdict.state.rawValue) | \(verdict.detail) |"
                                   : "\(verdict.state.rawValue.padding(toLength: 12, withPad: " ", startingAt: 0)) \(verdict.series.title): \(verdict.detail)")
                }
            }
            let regressions = verdicts.filter { $0.state == .regression }.count
            if format.lowercased() != "json" {
                print(regressions > 0 ? "\(regressions) of \(verdicts.count) series regressed beyond \(NumberText.trimmed(threshold, maxFractionDigits: 2)) % (exit 3)"
                                      : "no series regressed beyond \(NumberText.trimmed(threshold, maxFractionDigits: 2)) % among \(verdicts.count)")
            }
            if regressions > 0 { throw ExitCode(3) }
        }

        struct CheckLine: Encodable {
            let metric: String
            let state: String
            let detail: String
            let change: Double?
        }
    }

    struct Export: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Write the whole history for github-action-benchmark (data.js / JSON) or Bencher (one BMF file per result and runs.csv).")

        @OptionGroup var history: HistoryOptions
        @Option(help: "github-action-benchmark or bmf.")
        var format: String
        @Option(help: "A file for github-action-benchmark (.js or .json), a folder for bmf.")
        var output: String

        func run() throws {
            guard let chosen = HistoryExport.Format(rawValue: format.lowercased()) else {
                throw BadInput("unknown --format '\(format)'; expected one of \(HistoryExport.Format.allCases.map(\.rawValue).joined(separator: ", "))")
            }
            if chosen == .githubActionBenchmark && !(output.hasSuffix(".js") || output.hasSuffix(".json")) {
                throw BadInput("--output '\(output)' for github-action-benchmark must end in .js or .json")
            }
            let store = try history.openExisting()
            let results = try store.results()
            let files = try HistoryExport.files(results, format: chosen, output: output)
            for (name, contents) in files {
                try AtomicFile.write(contents, to: name.isEmpty ? output : URL(fileURLWithPath: output).appendingPathComponent(name).path)
            }
            print("exported \(results.count) results to \(output) (\(chosen.rawValue))")
        }
    }
}
