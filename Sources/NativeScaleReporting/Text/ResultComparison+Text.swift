import Foundation
import NativeScaleCore
import NativeScaleStatistics
public import NativeScaleResults

extension ResultComparison {
    /// The comparison as a terminal table (`markdown: false`) or a Markdown table for a job
    /// summary or a pull-request comment.
    public func table(markdown: Bool) -> String {
        let title = "nativescale compare: \(base.runs) base run(s) vs \(head.runs) head run(s) on \(head.device)"
        let lines = markdown
            ? ["### \(title)", "", metricsTable.markdown(codeFirstColumn: true), "", summary, "_\(method)_"]
            : [title, metricsTable.render(), "", summary, method]
        return lines.joined(separator: "\n") + "\n"
    }

    /// Every compared metric: medians, change, p-value, CI of head/base and verdict.
    public var metricsTable: Table {
        let single = base.runs == 1 && head.runs == 1
        var table = Table(header: ["benchmark", "base", "head", "change", "p (U test)", "95 % CI of head/base"] + (single ? ["noise floor"] : []) + ["verdict"],
                          alignments: [.left, .right, .right, .right, .right, .right] + (single ? [.right] : []) + [.left])
        for metric in metrics {
            let unit = metric.unit == .milliseconds ? " ms" : "×"
            let digits = metric.unit == .milliseconds ? 2 : 4
            table.append([
                metric.benchmark,
                NumberText.fixed(metric.baseMedian, fractionDigits: digits) + unit,
                NumberText.fixed(metric.headMedian, fractionDigits: digits) + unit,
                (metric.changePercent >= 0 ? "+" : "") + NumberText.fixed(metric.changePercent, fractionDigits: 1) + " %",
                metric.test.map { $0.pValue < 0.0001 ? "<0.0001" : NumberText.fixed($0.pValue, fractionDigits: 4) } ?? "n/a",
                NumberText.fixed(metric.ratio.lower, fractionDigits: 3) + " … " + NumberText.fixed(metric.ratio.upper, fractionDigits: 3),
            ] + (single ? [metric.noiseFloor.map { "±" + NumberText.fixed($0, fractionDigits: 1) + " %" } ?? "unknown"] : []) + [
                verdictText(metric),
            ])
        }
        return table
    }

    /// One sentence: regressions or not, with the rule applied.
    public var summary: String {
        let rule = "a regression is a change that is significant (p < \(NumberText.trimmed(settings.alpha, maxFractionDigits: 4))) "
            + "and slower by more than \(NumberText.trimmed(settings.threshold, maxFractionDigits: 2)) %"
            + (settings.metricThresholds.isEmpty ? "" : " (" + settings.metricThresholds.sorted { $0.key.rawValue < $1.key.rawValue }
                .map { "\($0.key.rawValue) \(NumberText.trimmed($0.value, maxFractionDigits: 2)) %" }.joined(separator: ", ") + ")")
        let regressions = self.regressions
        let single = base.runs == 1 && head.runs == 1
        let stated = single
            ? rule + " with the whole 95 % CI of head/base beyond it and a change beyond the metric's between-run noise floor (one run per side)"
            : rule
        let undecided = metrics.filter { $0.verdict == .cannotDecide }
        var sentence: String
        if !regressions.isEmpty {
            sentence = "\(regressions.count) regression(s): " + regressions.map(\.benchmark).joined(separator: ", ") + "; \(stated)."
        } else if let first = undecided.first {
            let smallest = MannWhitneyU.smallestPValue(n1: first.baseCount, n2: first.headCount)
            sentence = "Cannot decide at \(first.baseCount) vs \(first.headCount) run(s): the U test's smallest p with that many per side is "
                + NumberText.fixed(smallest, fractionDigits: 3) + ", not below α = \(NumberText.trimmed(settings.alpha, maxFractionDigits: 4)), so no "
                + "change of \(undecided.count) metric(s) could be significant; this is not \"no regression\". Measure more rounds "
                + "(4 per side reach p < 0.05), or use 'ab --rounds auto'."
        } else {
            sentence = "No regression: \(stated)."
        }
        let inconclusive = self.inconclusive
        if let sequential, !inconclusive.isEmpty {
            sentence += "\nNot settled: \(inconclusive.count) metric(s) whose change \(sequential.rounds) rounds could not settle either way "
                + "(" + inconclusive.map(\.benchmark).joined(separator: ", ") + "); noise-limited ones vary from run to run on this machine "
                + "by more than their threshold can resolve in \(sequential.design.cap) rounds: raise it with --metric-threshold, or "
                + "measure on a quieter machine."
        } else if !inconclusive.isEmpty {
            sentence += "\nInconclusive: \(inconclusive.count) slower change(s) that one run per side cannot settle: beyond or across the threshold, and not told from "
                + "run-to-run noise (" + inconclusive.map(\.benchmark).joined(separator: ", ") + "); give the noise floor with "
                + "--history DB or --noise PERCENT, or run 'nativescale ab'."
        }
        if !failedAudits.isEmpty {
            sentence += "\nAudit failed in \(failedAudits.count) run(s) ("
                + failedAudits.map { "\($0.side) \($0.run): " + $0.findings.map(\.sentence).joined(separator: "; ") }.joined(separator: " | ")
                + "): their stage times do not bound their work, so nothing above is decided from trusted figures."
        }
        return sentence
    }

    private func verdictText(_ metric: MetricComparison) -> String {
        switch metric.verdict {
        case .regression: "regression"
        case .improvement: "improvement"
        case .withinNoise: "within the noise floor (±" + NumberText.fixed(metric.noiseFloor ?? .nan, fractionDigits: 1) + " %)"
        case .noiseLimited: "noise-limited (±" + NumberText.fixed(metric.sequential?.noisePercent ?? .nan, fractionDigits: 1) + " % a run)"
        case .inconclusive where metric.sequential != nil: "not settled in \(metric.baseCount) rounds"
        case .inconclusive where metric.noiseFloor == nil && metric.ratio.lower > 1 + metric.threshold / 100:
            "inconclusive (slower; noise floor unknown)"
        case .inconclusive: "inconclusive (slower; the CI straddles the ±" + NumberText.trimmed(metric.threshold, maxFractionDigits: 1) + " % threshold)"
        case .withinThreshold: "within the threshold (±" + NumberText.trimmed(metric.threshold, maxFractionDigits: 1) + " %)"
        case .unchanged: "no significant change"
        case .cannotDecide: "cannot decide at \(metric.baseCount) vs \(metric.headCount) (smallest p "
            + NumberText.fixed(MannWhitneyU.smallestPValue(n1: metric.baseCount, n2: metric.headCount), fractionDigits: 3) + ")"
        case .tooFewSamples: "too few samples (\(metric.baseCount) vs \(metric.headCount))"
        }
    }
}
