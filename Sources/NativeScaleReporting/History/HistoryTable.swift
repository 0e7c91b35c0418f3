import Foundation
import NativeScaleCore
public import NativeScaleHistory
import NativeScaleResults
import NativeScaleStatistics

/// `history show` output: per series, one row per run in commit order, then its change points.
public enum HistoryTable {
    /// The output formats of `history show`.
    public enum Format: String, CaseIterable, Sendable {
        case text, markdown, json, csv
    }

    public static func render(
        _ series: [HistorySeries], changes: [[ChangePoint]], as format: Format,
        detector: ChangePointDetector = ChangePointDetector()
    ) throws -> String {
        switch format {
        case .json:
            struct Document: Encodable {
                let schema = "nativescale.history"
                let schemaVersion = 1
                let series: [Entry]
            }
            struct Entry: Encodable {
                let series: HistorySeries
                let changes: [ChangePoint]
            }
            return try JSONText.encode(Document(series: zip(series, changes).map { Entry(series: $0, changes: $1) }))
        case .csv:
            return csv(series)
        case .text, .markdown:
            return text(series, changes: changes, markdown: format == .markdown, detector: detector)
        }
    }

    /// Every point of every series as a CSV row.
    private static func csv(_ series: [HistorySeries]) -> String {
        var table = Table(header: [
            "display", "workload", "device", "metric", "unit", "commit", "branch", "commit_date", "run", "median",
            "ci_lower", "ci_upper", "p10", "p90", "count",
        ])
        for item in series {
            for point in item.points {
                table.append([
                    item.display, item.workload, item.device, item.metric, item.unit, point.run.commit, point.run.branch ?? "",
                    point.run.commitDate, "\(point.run.id)", number(point.median), point.lower.map(number) ?? "",
                    point.upper.map(number) ?? "", point.p10.map(number) ?? "", point.p90.map(number) ?? "", "\(point.count)",
                ])
            }
        }
        return table.csv()
    }

    /// Each series as a table of its points with its change points, in text or Markdown.
    private static func text(_ series: [HistorySeries], changes: [[ChangePoint]], markdown: Bool, detector: ChangePointDetector) -> String {
        var out: [String] = []
        for (item, found) in zip(series, changes) {
            out.append(markdown ? "### `\(item.metric)`: \(item.display) \(item.workload) on \(item.device)" : item.title)
            if !markdown { out.append("") }
            var table = Table(
                header: ["commit", "branch", "date", "median \(item.unit)", "95 % CI", "p10 … p90", "n", "vs previous"],
                alignments: [.left, .left, .left, .right, .right, .right, .right, .right])
            var previous: Double?
            for point in item.points {
                let delta = previous.map { String(format: "%+.1f %%", (point.median / $0 - 1) * 100) } ?? ""
                let marker = found.contains { $0.commit == point.run.commit } ? " ◆" : ""
                table.append([
                    String(point.run.commit.prefix(12)) + marker, point.run.branch ?? "", String(point.run.commitDate.prefix(10)),
                    number(point.median), range(point.lower, point.upper), range(point.p10, point.p90), "\(point.count)", delta,
                ])
                previous = point.median
            }
            out.append(markdown ? table.markdown() : table.render())
            out.append("")
            if found.isEmpty {
                let floor = detector.smallestAdjustedPValue(runs: item.points.count)
                out.append(
                    "No change point at α = \(detector.alpha) (U test on the run medians, Bonferroni over the splits)"
                        + (floor >= detector.alpha
                            ? ": \(item.points.count) runs cannot reach it (best possible p = \(pText(floor))); record more runs."
                            : ": no split of the \(item.points.count) runs moved the median significantly."))
            } else {
                for change in found { out.append(describe(change, unit: item.unit)) }
            }
            out.append("")
        }
        return out.joined(separator: "\n")
    }

    /// One line for a change point.
    public static func describe(_ change: ChangePoint, unit: String) -> String {
        let percent = { (value: Double) in String(format: "%+.1f", value * 100) }
        return "◆ change at \(change.commit.prefix(12)): \(number(change.before)) → \(number(change.after)) \(unit) "
            + "(\(percent(change.change.estimate)) %, 95 % CI \(percent(change.change.lower)) … \(percent(change.change.upper)) %; "
            + "U test p = \(pText(change.pValue)), \(pText(change.adjustedPValue)) after Bonferroni; \(change.runsBefore) runs before, "
            + "\(change.runsAfter) after)"
    }

    static func range(_ low: Double?, _ high: Double?) -> String {
        guard let low, let high else { return "–" }
        return "\(number(low)) … \(number(high))"
    }

    static func number(_ value: Double) -> String { NumberText.fixed(value, fractionDigits: abs(value) >= 100 ? 1 : 2) }
    static func pText(_ p: Double) -> String { p < 0.0001 ? "<0.0001" : String(format: "%.4f", p) }

    /// A trend chart of `series` (one metric per chart is clearest), medians with CI bands, and
    /// the change points marked.
    public static func chart(_ series: [HistorySeries], changes: [[ChangePoint]]) -> String {
        let palette = ["#1f77b4", "#d62728", "#2ca02c", "#9467bd", "#ff7f0e", "#8c564b", "#17becf"]
        let lines = series.enumerated().map { index, item in
            SVGChart.Series(
                name: series.count > 1 && Set(series.map(\.display)).count > 1 ? "\(item.metric) (\(item.display))" : item.metric,
                color: palette[index % palette.count],
                points: zip(item.commitIndices, item.points).map { (Double($0), $1.median) },
                intervals: item.points.map { point -> (low: Double, high: Double)? in
                    guard let low = point.lower, let high = point.upper else { return nil }
                    return (low, high)
                },
                showsBand: true)
        }
        let annotations = zip(series, changes).flatMap { item, found in
            found.map {
                SVGChart.Annotation.verticalLine(
                    x: Double($0.index) - 0.5, label: "\($0.commit.prefix(7)) \(String(format: "%+.1f %%", $0.change.estimate * 100))")
            }
        }
        let units = Set(series.map(\.unit)).sorted().joined(separator: ", ")
        let configurations = Set(series.map { "\($0.display) \($0.workload) on \($0.device)" }).sorted().joined(separator: "; ")
        var chart = SVGChart(
            title: "nativescale history: \(configurations)", subtitle: "median per run with its bootstrap 95 % CI (band); dashed: change points",
            xAxis: "commit (position in commit order)", yAxis: "median (\(units))", series: lines, annotations: annotations)
        chart.wholeNumberX = true
        return chart.render()
    }
}
