import ArgumentParser
import Foundation
import NativeScaleCore
import NativeScaleHistory
import NativeScaleHost
import NativeScaleMeasurement
import NativeScaleReporting
import NativeScaleResults
import NativeScaleStatistics

/// `nativescale history`: results across commits in a local SQLite file.
struct History: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Keep bench results across commits in SQLite: record, show trends, find where a metric changed, export.",
        discussion: """
            The database is .nativescale/history.sqlite at the top of the git checkout (or here), or --db PATH.
            Examples:
              nativescale bench --device iphone-8-plus --json result.json && \\
                  nativescale history record result.json
              nativescale history show --display iphone-8-plus \\
                  --metric scaled/bilinear/frame --svg trend.svg
              nativescale history check --threshold 5
              nativescale history export --format github-action-benchmark --output data.js
              nativescale history report --output history.html
            In CI the database lives on a data branch: scripts/history-push records results on it and \
            pushes, retrying on top of a newer tip (see .github/workflows/history.yml).
            """,
        subcommands: [Record.self, Show.self, Check.self, Report.self, Export.self])
}

/// The history file and the series filters shared by the history subcommands.
struct HistoryOptions: ParsableArguments {
    @Option(help: "History database (default: .nativescale/history.sqlite at the top of the git checkout).")
    var db: String?

    /// The database path asked for or the default.
    var path: String {
        if let db { return db }
        let top = Git.output(["rev-parse", "--show-toplevel"]) ?? FileManager.default.currentDirectoryPath
        return URL(fileURLWithPath: top).appendingPathComponent(".nativescale/history.sqlite").path
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
            let record = HistoryRecordUseCase(
                request: .init(
                    results: results, database: history.path, commit: commit, branch: branch,
                    commitDate: commitDate))
            let lines = try record.run {
                // Fault injection for the crash test: die inside the transaction.
                if ProcessInfo.processInfo.environment["NATIVESCALE_HISTORY_KILL_DURING_RECORD"] == "1" { kill(getpid(), SIGKILL) }
            }
            for line in lines { print(line) }
        }
    }

    struct Show: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Print recorded metrics in commit order with their CIs and change points; optionally a trend chart.")

        @OptionGroup var history: HistoryOptions
        @OptionGroup var series: SeriesOptions
        @Option(help: "Output format.")
        var format: HistoryTable.Format = .text
        @Option(help: "Write a trend chart (SVG, medians with CI bands, change points marked) to this file.")
        var svg: String?
        @Option(parsing: .unconditional, help: "Family-wise significance level of the change-point search.")
        var alpha: Double = ChangePointDetector.Defaults.alpha
        @Option(parsing: .unconditional, help: "Smallest change in percent the change-point search reports.")
        var minChange: Double = ChangePointDetector.Defaults.minimumChange * 100

        func validate() throws {
            if let svg, !svg.lowercased().hasSuffix(".svg") { throw ValidationError("--svg '\(svg)' is not an .svg file; expected a path ending in .svg") }
            guard alpha > 0, alpha < 1 else {
                throw ValidationError("--alpha \(alpha) is not a significance level; expected a number between 0 and 1, e.g. 0.01")
            }
            guard minChange.isFinite, minChange >= 0 else { throw ValidationError("--min-change \(minChange) is not a percentage; expected 0 or more, e.g. 3") }
        }

        func run() throws {
            let found = try HistoryQueryUseCase(
                request: .init(
                    database: history.path, query: series.query,
                    detector: ChangePointDetector(alpha: alpha, minimumChange: minChange / 100))
            ).run()
            if let svg { try AtomicFile.write(HistoryTable.chart(found.series, changes: found.changes), to: svg) }
            print(try HistoryTable.render(found.series, changes: found.changes, as: format, detector: found.detector), terminator: "")
        }
    }

    struct Report: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Write one self-contained HTML page: a trend chart per metric with CI bands and change points, and the commit list.",
            discussion: "The page has every chart inline (no network) and is well-formed XHTML. Exit status: 0, or 64 for bad input.")

        @OptionGroup var history: HistoryOptions
        @OptionGroup var series: SeriesOptions
        @Option(help: "The HTML file to write.")
        var output: String
        @Option(parsing: .unconditional, help: "Family-wise significance level of the change-point search.")
        var alpha: Double = ChangePointDetector.Defaults.alpha
        @Option(parsing: .unconditional, help: "Smallest change in percent the change-point search reports.")
        var minChange: Double = ChangePointDetector.Defaults.minimumChange * 100

        func validate() throws {
            guard alpha > 0, alpha < 1 else {
                throw ValidationError("--alpha \(alpha) is not a significance level; expected a number between 0 and 1, e.g. 0.01")
            }
            guard minChange.isFinite, minChange >= 0 else { throw ValidationError("--min-change \(minChange) is not a percentage; expected 0 or more, e.g. 3") }
            try OutputPaths.checkFiles([("--output", output)])
        }

        func run() throws {
            let report = HistoryReport(
                try HistoryQueryUseCase(
                    request: .init(
                        database: history.path, query: series.query,
                        detector: ChangePointDetector(alpha: alpha, minimumChange: minChange / 100))
                ).run())
            try AtomicFile.write(report.render(), to: output)
        }
    }

    struct Check: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Exit 3 when the newest commit's results moved beyond --threshold against the runs before it.",
            discussion: """
                Per series, the newest commit's change against the median of the last --baseline runs must exceed \
                their noise floor (the 95 % prediction bound of one more run: t(n−1) × the SD of their log medians × \
                √(1 + 1/n), as compare takes it from --history), and its bootstrap CI (from the raw samples) must clear \
                the baseline median by --threshold. With fewer than 3 baseline runs a series is inconclusive, never a \
                regression. Higher times and overheads are regressions. History record refuses results whose audit \
                failed; runs with no audit (older files) are left out of the baseline unless --include-unaudited. \
                Exit status: 0 no regression, 3 regression, 64 bad input.
                """)

        @OptionGroup var history: HistoryOptions
        @OptionGroup var series: SeriesOptions
        @Option(parsing: .unconditional, help: "Relative change that counts, in percent.")
        var threshold: Double = HistoryQueryUseCase.CheckDefaults.thresholdPercent
        @Option(parsing: .unconditional, help: "Runs before the newest commit to compare with.")
        var baseline: Int = HistoryQueryUseCase.CheckDefaults.baselineRuns
        @Option(help: "Output format.")
        var format: GateFormat = .text
        @Flag(help: "Take runs whose result carries no audit (older files, or stripped of theirs) into the baseline too.")
        var includeUnaudited = false

        func validate() throws {
            guard threshold.isFinite, threshold > 0, threshold < 1000 else {
                throw ValidationError("--threshold \(threshold) is not a percentage; expected a number above 0 and below 1000, e.g. 5")
            }
            guard (3...10_000).contains(baseline) else {
                throw ValidationError("--baseline \(baseline) is not a run count; expected 3 to 10000 (a noise floor needs 3 runs)")
            }
        }

        func run() throws {
            let verdicts = try HistoryQueryUseCase(request: .init(database: history.path, query: series.query))
                .check(threshold: threshold / 100, baselineRuns: baseline, includeUnaudited: includeUnaudited)
            let report = HistoryCheckReport(verdicts: verdicts, threshold: threshold)
            print(try report.render(format), terminator: "")
            if !report.regressions.isEmpty { throw ExitCode(ExitStatus.regression.rawValue) }
        }
    }

    struct Export: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Write the whole history for github-action-benchmark (data.js / JSON) or Bencher (one BMF file per result and runs.csv).")

        @OptionGroup var history: HistoryOptions
        @Option(help: "Target service.")
        var format: HistoryExport.Format
        @Option(help: "A file for github-action-benchmark (.js or .json), a folder for bmf.")
        var output: String

        func validate() throws {
            if format == .githubActionBenchmark && !(output.hasSuffix(".js") || output.hasSuffix(".json")) {
                throw ValidationError("--output '\(output)' for github-action-benchmark must end in .js or .json")
            }
        }

        func run() throws {
            let results = try HistoryQueryUseCase(request: .init(database: history.path)).results()
            for (name, contents) in try HistoryExport.files(results, format: format, output: output) {
                try AtomicFile.write(contents, to: name.isEmpty ? output : URL(fileURLWithPath: output).appendingPathComponent(name).path)
            }
            print("exported \(results.count) results to \(output) (\(format.rawValue))")
        }
    }
}
