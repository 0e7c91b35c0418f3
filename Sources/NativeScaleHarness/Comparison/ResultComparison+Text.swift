import Foundation
import NativeScaleCore

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
        var table = Table(header: ["benchmark", "base", "head", "change", "p (U test)", "95 % CI of head/base", "verdict"],
                          alignments: [.left, .right, .right, .right, .right, .right, .left])
        for metric in metrics {
            let unit = metric.unit == "ms" ? " ms" : "×"
            let digits = metric.unit == "ms" ? 2 : 4
            table.append([
                metric.benchmark,
                NumberText.fixed(metric.baseMedian, fractionDigits: digits) + unit,
                NumberText.fixed(metric.headMedian, fractionDigits: digits) + unit,
                (metric.changePercent >= 0 ? "+" : "") + NumberText.fixed(metric.changePercent, fractionDigits: 1) + " %",
                metric.test.map { $0.pValue < 0.0001 ? "<0.0001" : NumberText.fixed($0.pValue, fractionDigits: 4) } ?? "n/a",
                NumberText.fixed(metric.ratio.lower, fractionDigits: 3) + " … " + NumberText.fixed(metric.ratio.upper, fractionDigits: 3),
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
        let qualifier = single ? "possible " : ""
        let stated = single ? rule + " with the whole 95 % CI of head/base beyond it (one run per side)" : rule
        if regressions.isEmpty {
            return "No regression: \(stated)."
        }
        return "\(regressions.count) \(qualifier)regression(s): " + regressions.map(\.benchmark).joined(separator: ", ") + "; \(stated)."
    }

    private func verdictText(_ metric: MetricComparison) -> String {
        switch metric.verdict {
        case .regression: base.runs == 1 && head.runs == 1 ? "possible regression" : "regression"
        case .improvement: "improvement"
        case .withinThreshold: "within threshold"
        case .unchanged: "no significant change"
        case .tooFewSamples: "too few samples (\(metric.baseCount) vs \(metric.headCount))"
        }
    }
}
