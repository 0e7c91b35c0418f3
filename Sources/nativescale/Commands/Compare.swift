import ArgumentParser
import Foundation
import NativeScaleCore
import NativeScaleHistory
import NativeScaleMeasurement
import NativeScaleReporting
import NativeScaleResults
import NativeScaleStatistics
import NativeScaleUseCases

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
        if let noise {
            guard noise.isFinite, noise > 0, noise < 1000 else {
                throw ValidationError("--noise \(noise) is not a percentage; expected a number above 0 and below 1000, e.g. 4")
            }
        }
        if let history, !FileManager.default.fileExists(atPath: history) {
            throw ValidationError("--history '\(history)' does not exist; expected a history database written by 'nativescale history record'")
        }
    }

    func run() throws {
        let history = self.history
        var settings = gate.settings
        settings.noise = noise
        let request = CompareUseCase.Request(
            base: base, head: head, settings: settings,
            statisticThreshold: gate.statisticThreshold, allowMismatch: allowMismatch,
            noiseFloors: history.map { path in { @Sendable base in try HistoryStore(path: path).noiseFloors(for: base) } })
        try gate.emit(try CompareUseCase(request: request).run(), failOnInconclusive: failOnInconclusive)
    }
}

/// The gate's options and output, shared by `compare` and `ab`.
struct GateOptions: ParsableArguments {
    @Option(parsing: .unconditional, help: "Significance level of the two-sided U test (between 0 and 1).")
    var alpha: Double = ComparisonSettings.Defaults.alpha
    // Unconditional, so that a negative value reaches the range check instead of reading as a flag.
    // A transform hides the default from ArgumentParser's help: the text states it, from its one home.
    @Option(
        parsing: .unconditional,
        help: ArgumentHelp(
            "Smallest slowdown in percent that counts as a regression "
                + "(default: \(NumberText.trimmed(ComparisonSettings.Defaults.threshold, maxFractionDigits: 2)))."),
        transform: NumberArgument.decimal("--threshold", unit: "percent", example: "5"))
    var threshold: Double = ComparisonSettings.Defaults.threshold
    @Option(
        help: ArgumentHelp(
            "Per-metric threshold, METRIC=PERCENT (metric: \(GateMetric.allValueStrings.joined(separator: ", "))); repeatable.",
            valueName: "metric=percent"), transform: MetricThreshold.argument)
    var metricThreshold: [MetricThreshold] = []
    @Option(
        parsing: .unconditional,
        help: "Smallest rise in percent of a shader's instructions or inverse-throughput estimate that counts as a regression (shader statistics are exact).")
    var statisticThreshold: Double = ComparisonSettings.Defaults.statisticThreshold
    @Option(help: "Output format.")
    var format: GateFormat = .text
    @Option(help: "Also write the output here.")
    var output: String?

    func validate() throws {
        guard alpha.isFinite, alpha > 0, alpha < 1 else {
            throw ValidationError("--alpha \(alpha) is not a significance level; expected a number between 0 and 1, e.g. 0.05")
        }
        guard threshold.isFinite, threshold >= 0 else { throw ValidationError("--threshold \(threshold) is not a percentage; expected 0 or more, e.g. 5") }
        guard statisticThreshold.isFinite, statisticThreshold >= 0 else {
            throw ValidationError("--statistic-threshold \(statisticThreshold) is not a percentage; expected 0 or more, e.g. 2")
        }
    }

    /// The settings the flags describe.
    var settings: ComparisonSettings {
        ComparisonSettings(
            alpha: alpha, threshold: threshold,
            metricThresholds: Dictionary(
                metricThreshold.map { ($0.metric, $0.percent) },
                uniquingKeysWith: { $1 }))
    }

    /// Prints the gates in the chosen format (Reporting's ``ComparisonGate/report(_:as:)``), writes
    /// them to `--output` too, and exits with the gates' status
    /// (``ComparisonGate/exitStatus(of:failOnInconclusive:)``).
    func emit(_ gates: [ComparisonGate], failOnInconclusive: Bool = false) throws {
        let text = try ComparisonGate.report(gates, as: format)
        if let output { try AtomicFile.write(text, to: output) }
        print(text, terminator: "")
        if let status = ComparisonGate.exitStatus(of: gates, failOnInconclusive: failOnInconclusive) { throw ExitCode(status.rawValue) }
    }
}
