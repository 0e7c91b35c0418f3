import ArgumentParser
import NativeScaleHarness

/// `nativescale compare`: base against head, with a significance test and a threshold.
struct Compare: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Compare two bench results: medians, change, Mann–Whitney U test, bootstrap CI, and a regression gate.",
        discussion: """
            A change is a regression when it is significant (p < --alpha) and slower by more than \
            --threshold percent (per metric with --metric-threshold scene=3, resample=10, frame=5, \
            overhead=5). With one run per side the test is on frames, which cannot separate \
            run-to-run variance from a real change: the table says so; use 'nativescale ab'.

            Exit status: 0 when nothing regressed (improvements included); 3 when something \
            regressed; 64 for bad input (unreadable, foreign or mismatched result files, bad flags).
            """)

    @Argument(help: "The base result (nativescale bench --json).")
    var base: String
    @Argument(help: "The head result.")
    var head: String
    @OptionGroup var gate: GateOptions
    @Flag(help: "Compare results from different devices, drivers or configurations anyway.")
    var allowMismatch = false

    static let regressionStatus: Int32 = 3

    func run() throws {
        let settings = try gate.settings()
        let results = try [base, head].map { path in
            do { return try BenchResult.read(from: path) } catch let error as ResultFileError { throw BadInput(error.description) }
        }
        let comparison: ResultComparison
        do {
            comparison = try ResultComparison(base: [results[0]], head: [results[1]], settings: settings, allowMismatch: allowMismatch)
        } catch {
            throw BadInput(error.description)
        }
        try gate.emit(comparison)
        if !comparison.regressions.isEmpty { throw ExitCode(Self.regressionStatus) }
    }
}

/// The gate's options and output, shared by `compare` and `ab`.
struct GateOptions: ParsableArguments {
    @Option(help: "Significance level of the two-sided U test.")
    var alpha: Double = 0.05
    @Option(help: "Smallest slowdown in percent that counts as a regression.")
    var threshold: Double = 5
    @Option(help: "Per-metric threshold, METRIC=PERCENT (scene, resample, frame, overhead); repeatable.")
    var metricThreshold: [String] = []
    @Option(help: "text, markdown or json.")
    var format: String = "text"
    @Option(help: "Also write the output here.")
    var output: String?

    /// The settings the flags describe; bad values are one-line errors.
    func settings() throws -> ComparisonSettings {
        guard ["text", "markdown", "json"].contains(format) else { throw BadInput("unknown --format '\(format)'; expected text, markdown or json") }
        guard alpha.isFinite, alpha > 0, alpha < 1 else { throw BadInput("--alpha \(alpha) is not a significance level; expected a number between 0 and 1, e.g. 0.05") }
        guard threshold.isFinite, threshold >= 0 else { throw BadInput("--threshold \(threshold) is not a percentage; expected 0 or more, e.g. 5") }
        var overrides: [String: Double] = [:]
        for item in metricThreshold {
            let parts = item.split(separator: "=", maxSplits: 1).map(String.init)
            guard parts.count == 2, ComparisonSettings.metrics.contains(parts[0]), let value = Double(parts[1]), value.isFinite, value >= 0 else {
                throw BadInput("--metric-threshold '\(item)' is not METRIC=PERCENT; expected one of \(ComparisonSettings.metrics.joined(separator: ", ")) with a percentage, e.g. resample=10")
            }
            overrides[parts[0]] = value
        }
        return ComparisonSettings(alpha: alpha, threshold: threshold, metricThresholds: overrides)
    }

    /// Prints `comparison` in the chosen format, and writes it to `--output` too.
    func emit(_ comparison: ResultComparison) throws {
        let text = format == "json" ? try JSONText.encode(comparison) : comparison.table(markdown: format == "markdown")
        if let output { try AtomicFile.write(text, to: output) }
        print(text, terminator: "")
    }
}
