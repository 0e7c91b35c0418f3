import ArgumentParser
import NativeScaleCore
import NativeScaleHistory
import Foundation
import NativeScaleStatistics
import NativeScaleResults
import NativeScaleMeasurement
import NativeScaleReporting

/// `nativescale compare`: base against head, with a significance test and a threshold.
struct Compare: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Compare two bench results: medians, change, Mann–Whitney U test, bootstrap CI, and a regression gate.",
        discussion: """
            A change is a regression when it is significant (p < --alpha) and slower by more than \
            --threshold percent (per metric with --metric-threshold scene=3, resample=10, frame=5, \
            overhead=5). With one run per side the test is on frames, which cannot separate \
            run-to-run variance from a real change: the table says so; use 'nativescale ab'. \
            Both files are validated and their statistics recomputed from their raw samples.

            With one run per side, a change is also measured against the metric's between-run noise \
            floor: the range of the runs of the base's configuration in --history DB, or --noise \
            PERCENT. A change beyond the threshold but within the floor is 'within noise'; with no \
            floor it is 'inconclusive' (said on stdout, exit 0, or 4 with --fail-on-inconclusive).

            Exit status: 0 when nothing regressed (improvements and inconclusive changes included); 3 when \
            something regressed; 4 with --fail-on-inconclusive when a change is inconclusive or too few \
            runs cannot decide; 5 when a result's audit failed (its stage times are not trusted); 64 for bad \
            input (unreadable, foreign, inconsistent or mismatched result files, bad flags).
            """)

    @Argument(help: "The base result (nativescale bench --json).")
    var base: String
    @Argument(help: "The head result.")
    var head: String
    @OptionGroup var gate: GateOptions
    @Flag(help: "Compare results from different devices, drivers or configurations anyway.")
    var allowMismatch = false
    @Option(help: "History database whose runs of the base's configuration give each metric's between-run noise floor (one run per side).")
    var history: String?
    @Option(parsing: .unconditional, help: "Between-run noise floor in percent for every metric without one from --history (one run per side).")
    var noise: Double?
    @Flag(help: "Exit 4 when a change is inconclusive (one run per side, no noise floor) instead of 0.")
    var failOnInconclusive = false

    func validate() throws {
        if let noise { guard noise.isFinite, noise > 0, noise < 1000 else {
            throw ValidationError("--noise \(noise) is not a percentage; expected a number above 0 and below 1000, e.g. 4")
        } }
        if let history, !FileManager.default.fileExists(atPath: history) {
            throw ValidationError("--history '\(history)' does not exist; expected a history database written by 'nativescale history record'")
        }
    }

    func run() throws {
        switch (try ResultFile.read(from: base), try ResultFile.read(from: head)) {
        case let (.shaders(baseResult), .shaders(headResult)):
            try gate.emit(nil, statistics: try ShaderStatisticsComparison(baseResult, headResult, thresholdPercent: gate.statisticThreshold,
                                                                     allowMismatch: allowMismatch))
        case let (.bench(baseResult), .bench(headResult)):
            var settings = gate.settings
            settings.noise = noise
            if let history { settings.noiseFloors = try HistoryStore(path: history).noiseFloors(for: baseResult) }
            let comparison = try ResultComparison(base: [baseResult], head: [headResult], settings: settings, allowMismatch: allowMismatch)
            try gate.emit(comparison, statistics: try ShaderStatisticsComparison(benchBase: [baseResult], head: [headResult],
                                                                                 thresholdPercent: gate.statisticThreshold, allowMismatch: allowMismatch),
                          failOnInconclusive: failOnInconclusive)
        case let (.benchSet(baseSet), .benchSet(headSet)):
            try gate.emit(perDisplay: try pairs(baseSet, headSet).map { display, baseResult, headResult in
                var settings = gate.settings
                settings.noise = noise
                if let history { settings.noiseFloors = try HistoryStore(path: history).noiseFloors(for: baseResult) }
                return (display, try ResultComparison(base: [baseResult], head: [headResult], settings: settings, allowMismatch: allowMismatch),
                        try ShaderStatisticsComparison(benchBase: [baseResult], head: [headResult], thresholdPercent: gate.statisticThreshold,
                                                       allowMismatch: allowMismatch))
            }, failOnInconclusive: failOnInconclusive)
        case let (baseFile, headFile):
            throw ValidationError("cannot compare a \(baseFile.kind) result (\(base)) with a \(headFile.kind) result (\(head)); "
                + "expected two 'bench --json' files (one display or a set of several), or two 'shaders --json' files")
        }
    }

    /// The displays of two bench sets, paired by id in the base's order; every display must be in both.
    func pairs(_ baseSet: BenchSet, _ headSet: BenchSet) throws -> [(display: String, base: BenchResult, head: BenchResult)] {
        func id(_ result: BenchResult) -> String { result.configuration.display.deviceID ?? result.configuration.display.name ?? "display" }
        let baseIDs = baseSet.results.map(id), headIDs = headSet.results.map(id)
        if let missing = baseIDs.first(where: { !headIDs.contains($0) }) ?? headIDs.first(where: { !baseIDs.contains($0) }) {
            throw ValidationError("the bench sets measured different displays: \(missing) is in only one of \(base) (\(baseIDs.joined(separator: ", "))) "
                + "and \(head) (\(headIDs.joined(separator: ", "))); expected the same displays on both sides")
        }
        return baseSet.results.map { result in (id(result), result, headSet.results.first { id($0) == id(result) }!) }
    }
}

/// The gate's options and output, shared by `compare` and `ab`.
struct GateOptions: ParsableArguments {
    @Option(parsing: .unconditional, help: "Significance level of the two-sided U test (between 0 and 1).")
    var alpha: Double = 0.05
    // Unconditional, so that a negative value reaches the range check instead of reading as a flag.
    @Option(parsing: .unconditional, help: "Smallest slowdown in percent that counts as a regression.",
            transform: NumberArgument.decimal("--threshold", unit: "percent", example: "5"))
    var threshold: Double = 5
    @Option(help: ArgumentHelp("Per-metric threshold, METRIC=PERCENT (metric: \(GateMetric.allValueStrings.joined(separator: ", "))); repeatable.",
                               valueName: "metric=percent"), transform: MetricThreshold.argument)
    var metricThreshold: [MetricThreshold] = []
    @Option(parsing: .unconditional, help: "Smallest rise in percent of a shader's instructions or inverse-throughput estimate that counts as a regression (shader statistics are exact).")
    var statisticThreshold: Double = 2
    @Option(help: "Output format.")
    var format: GateFormat = .text
    @Option(help: "Also write the output here.")
    var output: String?

    func validate() throws {
        guard alpha.isFinite, alpha > 0, alpha < 1 else { throw ValidationError("--alpha \(alpha) is not a significance level; expected a number between 0 and 1, e.g. 0.05") }
        guard threshold.isFinite, threshold >= 0 else { throw ValidationError("--threshold \(threshold) is not a percentage; expected 0 or more, e.g. 5") }
        guard statisticThreshold.isFinite, statisticThreshold >= 0 else {
            throw ValidationError("--statistic-threshold \(statisticThreshold) is not a percentage; expected 0 or more, e.g. 2")
        }
    }

    /// The settings the flags describe.
    var settings: ComparisonSettings {
        ComparisonSettings(alpha: alpha, threshold: threshold,
                           metricThresholds: Dictionary(metricThreshold.map { ($0.metric, $0.percent) },
                                                        uniquingKeysWith: { $1 }))
    }

    /// Prints `comparison` (and the shader statistics' comparison, when both sides had them) in
    /// the chosen format, writes it to `--output` too, and exits 3 on a regression of either.
    func emit(_ comparison: ResultComparison?, statistics: ShaderStatisticsComparison? = nil, failOnInconclusive: Bool = false) throws {
        let text: String
        if format == .json {
            // One document as before when there is one; both in a GateReport when there are two.
            text = switch (comparison, statistics) {
            case let (comparison?, nil): try JSONText.encode(comparison)
            case let (nil, statistics?): try JSONText.encode(statistics)
            default: try JSONText.encode(GateReport(timing: comparison, shaderStatistics: statistics))
            }
        } else {
            text = [comparison?.table(markdown: format == .markdown), statistics?.table(markdown: format == .markdown)]
                .compactMap { $0 }.joined(separator: "\n")
        }
        if let output { try AtomicFile.write(text, to: output) }
        print(text, terminator: "")
        try Self.exit(for: [(comparison, statistics)], failOnInconclusive: failOnInconclusive)
    }

    /// The gate's status over one or more gates: 5 when an audit failed, else 3 on a regression
    /// of either comparison, else 4 with `failOnInconclusive` when a change is inconclusive or
    /// undecided; returns for 0.
    static func exit(for gates: [(timing: ResultComparison?, statistics: ShaderStatisticsComparison?)], failOnInconclusive: Bool) throws {
        let worst = gates.map { gate in
            max(gate.timing?.outcome ?? .noRegression, gate.statistics?.regressions.isEmpty == false ? .regression : .noRegression)
        }.max() ?? .noRegression
        switch worst {
        case .auditFailed: throw ExitCode(ExitStatus.auditFailed.rawValue)
        case .regression: throw ExitCode(ExitStatus.regression.rawValue)
        case .inconclusive, .undecided: if failOnInconclusive { throw ExitCode(ExitStatus.inconclusive.rawValue) }
        case .noRegression: return
        }
    }
}

/// The JSON of a gate: the timing comparison and the shader statistics' comparison, each when
/// present; over bench sets, one per display.
struct GateReport: Encodable {
    var display: String? = nil
    let timing: ResultComparison?
    let shaderStatistics: ShaderStatisticsComparison?
}

extension GateOptions {
    /// The gate over several displays: each display's tables under its name (or one JSON array of
    /// ``GateReport``s); the exit status is the worst of the displays'.
    func emit(perDisplay gates: [(display: String, comparison: ResultComparison, statistics: ShaderStatisticsComparison?)],
              failOnInconclusive: Bool) throws {
        let text: String
        if format == .json {
            text = try JSONText.encode(gates.map { GateReport(display: $0.display, timing: $0.comparison, shaderStatistics: $0.statistics) })
        } else {
            text = gates.enumerated().map { index, gate in
                let heading = "\(gate.display) (\(index + 1) of \(gates.count))"
                return (format == .markdown ? "### \(heading)\n\n" : "== \(heading)\n")
                    + [gate.comparison.table(markdown: format == .markdown), gate.statistics?.table(markdown: format == .markdown)]
                        .compactMap { $0 }.joined(separator: "\n")
            }.joined(separator: "\n")
        }
        if let output { try AtomicFile.write(text, to: output) }
        print(text, terminator: "")
        try Self.exit(for: gates.map { ($0.comparison, $0.statistics) }, failOnInconclusive: failOnInconclusive)
    }
}
