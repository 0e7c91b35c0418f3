import Foundation
import NativeScaleCore
public import NativeScaleResults
import NativeScaleStatistics

extension ResultComparison {
    /// The comparison as a terminal table (`markdown: false`) or a Markdown table for a job
    /// summary or a pull-request comment.
    public func table(markdown: Bool) -> String {
        let title = "nativescale compare: \(base.runs) base run(s) vs \(head.runs) head run(s) on \(head.device)"
        let lines =
            markdown
            ? ["### \(title)", "", metricsTable.markdown(codeFirstColumn: true), "", summary, "_\(method)_"]
            : [title, metricsTable.render(), "", summary, method]
        return lines.joined(separator: "\n") + "\n"
    }

    /// How the samples were tested and what that can and cannot tell.
    public var method: String {
        if let sequential { return sequential.method }
        if base.runs > 1 || head.runs > 1 {
            return "\(base.runs) vs \(head.runs) runs: U test on each run's median (the run is the unit of replication); "
                + "95 % CI by resampling runs, then frames within them."
        }
        return "1 run per side: the U test treats the frames of each run as independent samples, which they are not "
            + "across processes (a whole run can settle at another level, several percent apart on lavapipe). "
            + "So a change is a regression only beyond the metric's between-run noise floor (from --history DB, "
            + "or --noise PERCENT); without one it is inconclusive. 'nativescale ab' measures the variance instead."
    }

    /// Every compared metric: medians, change, p-value, CI of head/base and verdict.
    public var metricsTable: Table {
        let single = base.runs == 1 && head.runs == 1
        var table = Table(
            header: ["benchmark", "base", "head", "change", family > 1 ? "p (U, Holm)" : "p (U test)", "95 % CI of head/base"] + (single ? ["noise floor"] : [])
                + ["verdict"],
            alignments: [.left, .right, .right, .right, .right, .right] + (single ? [.right] : []) + [.left])
        for metric in metrics {
            let unit = metric.unit == .milliseconds ? " ms" : "×"
            let digits = metric.unit == .milliseconds ? 2 : 4
            table.append(
                [
                    metric.benchmark,
                    NumberText.fixed(metric.baseMedian, fractionDigits: digits) + unit,
                    NumberText.fixed(metric.headMedian, fractionDigits: digits) + unit,
                    NumberText.signed(metric.changePercent, fractionDigits: 1) + " %",
                    metric.adjustedPValue.map { $0 < 0.0001 ? "<0.0001" : NumberText.fixed($0, fractionDigits: 4) } ?? "n/a",
                    NumberText.fixed(metric.ratio.lower, fractionDigits: 3) + " … " + NumberText.fixed(metric.ratio.upper, fractionDigits: 3),
                ] + (single ? [metric.noiseFloor.map { "±" + NumberText.fixed($0, fractionDigits: 1) + " %" } ?? "unknown"] : []) + [
                    verdictText(metric)
                ])
        }
        return table
    }

    /// The verdict, worst first: its first line is the worst verdict in the table (a failed
    /// audit, a regression, an inconclusive change, too few samples to decide), never "No
    /// regression" above rows that cannot say so; then the rule applied and what else the table holds.
    public var summary: String {
        // A sequential experiment decides by its bounds over the looks, not by one U test at α:
        // the rule says what decided, as the method line does.
        let rule =
            (sequential.map { sequential in
                "a regression is a change the sequential test settles: the lower bound of its mean above 0 at α = "
                    + "\(NumberText.trimmed(sequential.design.alpha, maxFractionDigits: 4)) split over the looks, and the change beyond "
                    + "\(NumberText.trimmed(settings.threshold, maxFractionDigits: 2)) % slower"
            }
                ?? ("a regression is a change that is significant (p < \(NumberText.trimmed(settings.alpha, maxFractionDigits: 4))"
                    + (family > 1 ? " after Holm's adjustment over the \(family) metrics tested" : "")
                    + ") with the whole 95 % CI of head/base beyond \(NumberText.trimmed(settings.threshold, maxFractionDigits: 2)) % slower"))
            + (settings.metricThresholds.isEmpty
                ? ""
                : " ("
                    + settings.metricThresholds.sorted { $0.key.rawValue < $1.key.rawValue }
                    .map { "\($0.key.rawValue) \(NumberText.trimmed($0.value, maxFractionDigits: 2)) %" }.joined(separator: ", ") + ")")
        let single = base.runs == 1 && head.runs == 1
        let stated = single ? rule + ", and a change beyond the metric's between-run noise floor (one run per side)" : rule
        var lines: [String] = []
        if !failedAudits.isEmpty {
            lines.append(
                "Audit failed in \(failedAudits.count) run(s) ("
                    + failedAudits.map { "\($0.side) \($0.run): " + $0.findings.map(\.sentence).joined(separator: "; ") }.joined(separator: " | ")
                    + "): their stage times do not bound their work, so nothing below is decided from trusted figures.")
        }
        let regressions = self.regressions
        let inconclusive = self.inconclusive
        let undecided = self.undecided
        if !regressions.isEmpty {
            lines.append("\(regressions.count) regression(s): " + regressions.map(\.benchmark).joined(separator: ", ") + "; \(stated).")
        } else if !inconclusive.isEmpty {
            lines.append("Inconclusive: " + inconclusiveSentence(inconclusive) + " This is not \"no regression\"; \(stated).")
        } else if !undecided.isEmpty {
            lines.append(undecidedSentence(undecided))
        } else {
            lines.append("No regression: \(stated).")
        }
        // What the headline did not name, below it.
        if !regressions.isEmpty, !inconclusive.isEmpty { lines.append("Also inconclusive: " + inconclusiveSentence(inconclusive)) }
        if !(regressions.isEmpty && inconclusive.isEmpty), !undecided.isEmpty { lines.append("Also: " + undecidedSentence(undecided)) }
        if !unaudited.isEmpty {
            lines.append(
                "Unaudited: " + unaudited.map { "\($0.side) run \($0.run)" }.joined(separator: ", ")
                    + (unaudited.count == 1
                        ? " carries no audit (written before audits existed, or stripped of its own)"
                        : " carry no audit (written before audits existed, or stripped of theirs)")
                    + ": nothing checked that the stage times bound their work.")
        }
        return lines.joined(separator: "\n")
    }

    /// The tested metrics of the comparison's family (Holm's m).
    private var family: Int { metrics.map(\.family).max() ?? 1 }

    /// The inconclusive changes, and what settles them.
    private func inconclusiveSentence(_ inconclusive: [MetricComparison]) -> String {
        if let sequential {
            return "\(inconclusive.count) metric(s) whose change \(sequential.rounds) rounds could not settle either way "
                + "(" + inconclusive.map(\.benchmark).joined(separator: ", ") + "); noise-limited ones vary from run to run on this machine "
                + "by more than their threshold can resolve in \(sequential.design.cap) rounds: raise it with --metric-threshold, or "
                + "measure on a quieter machine."
        }
        let slower = inconclusive.filter { $0.changePercent > 0 }.count
        let faster = inconclusive.filter { $0.changePercent < 0 }.count
        let how =
            base.runs == 1 && head.runs == 1
            ? "give the noise floor with --history DB or --noise PERCENT, or run 'nativescale ab'"
            : "measure more rounds"
        return
            "\(inconclusive.count) change(s) (\(slower) slower, \(faster) faster, \(inconclusive.count - slower - faster) with equal medians) that the data "
            + "cannot place on either "
            + "side of the threshold: a CI across it, or one run per side with no noise floor to tell the change from run-to-run "
            + "variance (" + inconclusive.map(\.benchmark).joined(separator: ", ") + "); \(how)."
    }

    /// The metrics too few samples cannot decide, and how many would.
    private func undecidedSentence(_ undecided: [MetricComparison]) -> String {
        guard let first = undecided.first else { return "" }
        if first.verdict == .tooFewSamples {
            return "Cannot decide: \(first.baseCount) vs \(first.headCount) sample(s) is too few for the U test (at least "
                + "\(MannWhitneyU.minimumSamples) a side) on \(undecided.count) metric(s); this is not \"no regression\". Measure more rounds."
        }
        let smallest = MannWhitneyU.smallestPValue(n1: first.baseCount, n2: first.headCount)
        let bound = settings.alpha / Double(first.family)
        return "Cannot decide at \(first.baseCount) vs \(first.headCount) run(s): the U test's smallest p with that many per side is "
            + NumberText.fixed(smallest, fractionDigits: 3) + ", not below α"
            + (first.family > 1
                ? " / \(first.family) metrics = " + NumberText.fixed(bound, fractionDigits: 4) + " (Holm's first step)"
                : " = \(NumberText.trimmed(settings.alpha, maxFractionDigits: 4))")
            + ", so no change of \(undecided.count) metric(s) could be significant; this is not \"no regression\". Measure at least "
            + "\(MannWhitneyU.runsToReach(bound)) rounds a side" + (sequential == nil ? ", or use 'ab --rounds auto'." : " (a higher --max-rounds).")
    }

    /// Which way the medians moved: slower, faster, or neither (equal medians).
    static func direction(_ metric: MetricComparison) -> String {
        metric.changePercent > 0 ? "slower" : metric.changePercent < 0 ? "faster" : "equal medians"
    }

    private func verdictText(_ metric: MetricComparison) -> String {
        switch metric.verdict {
        case .regression: "regression"
        case .improvement: "improvement"
        case .withinNoise: "within the noise floor (±" + NumberText.fixed(metric.noiseFloor ?? .nan, fractionDigits: 1) + " %)"
        case .noiseLimited: "noise-limited (±" + NumberText.fixed(metric.sequential?.noisePercent ?? .nan, fractionDigits: 1) + " % a run)"
        case .inconclusive where metric.sequential != nil: "not settled in \(metric.baseCount) rounds"
        case .inconclusive
        where metric.noiseFloor == nil && base.runs == 1 && head.runs == 1
            && (metric.ratio.lower > 1 + metric.threshold / 100 || metric.ratio.upper < 1 - metric.threshold / 100):
            "inconclusive (\(Self.direction(metric)); noise floor unknown)"
        case .inconclusive:
            "inconclusive (\(Self.direction(metric)); the CI straddles the ±"
                + NumberText.trimmed(metric.threshold, maxFractionDigits: 1) + " % threshold)"
        case .withinThreshold: "within the threshold (±" + NumberText.trimmed(metric.threshold, maxFractionDigits: 1) + " %)"
        case .unchanged: "unchanged (not significant, the CI inside ±" + NumberText.trimmed(metric.threshold, maxFractionDigits: 1) + " %)"
        case .cannotDecide:
            "cannot decide at \(metric.baseCount) vs \(metric.headCount) (smallest p "
                + NumberText.fixed(MannWhitneyU.smallestPValue(n1: metric.baseCount, n2: metric.headCount), fractionDigits: 3) + ")"
        case .tooFewSamples: "too few samples (\(metric.baseCount) vs \(metric.headCount))"
        }
    }
}
