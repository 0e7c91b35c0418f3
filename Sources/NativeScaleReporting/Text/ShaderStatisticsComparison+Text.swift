import NativeScaleCore
public import NativeScaleResults
import NativeScaleStatistics

extension ShaderStatisticsComparison {
    /// The changes as a table (text or Markdown), then one summary line and the rules.
    public func table(markdown: Bool) -> String {
        var table = Table(
            header: ["target", "pipeline · stage", "statistic", "base", "head", "change", "verdict"],
            alignments: [.left, .left, .left, .right, .right, .right, .left])
        // Regressions first, then improvements, then the rest, each in document order.
        let order: [ChangeKind] = [.regression, .improvement, .changed, .added, .removed]
        for verdict in order {
            for change in changes where change.verdict == verdict {
                table.append([
                    change.target, "\(change.pipeline) · \(change.stage)", change.statistic, change.base ?? "–", change.head ?? "–",
                    change.percent.map(Self.percentText) ?? "",
                    change.verdict.rawValue + (change.reason.map { ": \($0.text)" } ?? ""),
                ])
            }
        }
        var lines: [String] = []
        if changes.isEmpty {
            lines.append("shader statistics: identical")
        } else {
            lines.append(markdown ? table.markdown() : table.render(indent: 0))
        }
        let regressed = regressions.count
        lines.append(
            "shader statistics: \(compared) compared on \(targets.count) target(s) (\(targets.joined(separator: ", "))): "
                + "\(changes.count) changed, \(regressed) regressed")
        lines.append(
            "regression: instructions or inverse throughput up > \(NumberText.trimmed(thresholdPercent, maxFractionDigits: 2)) %, "
                + "subgroups per SIMD down, spills or scratch up; every other change is listed")
        return lines.joined(separator: "\n") + "\n"
    }
}
