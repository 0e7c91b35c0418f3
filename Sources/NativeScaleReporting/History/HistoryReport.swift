import Foundation
import NativeScaleCore
public import NativeScaleHistory
import NativeScaleResults
import NativeScaleStatistics

/// `nativescale history report`: one self-contained HTML page over the whole history, in the
/// style of `nativescale report`: per configuration, a trend chart per metric (each run's median
/// with its bootstrap 95 % CI as a band, change points as dashed lines), the change points in a
/// table, and the commit list. Everything is inline (no network, no external assets), and the
/// page is well-formed XHTML.
public struct HistoryReport {
    public let series: [HistorySeries]
    public let commits: [String]
    public let detector: ChangePointDetector
    /// Named in the page: where the history came from.
    public let source: String

    /// Each series' change points, as the query found them.
    public let changes: [[ChangePoint]]

    /// The page over what a query of the history found, with the change points it found.
    public init(_ history: HistoryQueryUseCase.Outcome) {
        series = history.series
        changes = history.changes
        commits = history.commits
        detector = history.detector
        source = history.database
    }

    /// The page.
    public func render() -> String {
        var html = HTMLWriter()
        html.begin(title: "nativescale history")
        let runs = Set(series.flatMap { $0.points.map(\.run.id) }).count
        let found = changes.map(\.count).reduce(0, +)
        html.definitions([
            ("database", source),
            ("commits", "\(commits.count), \(commits.first.map { String($0.prefix(10)) } ?? "none") … \(commits.last.map { String($0.prefix(10)) } ?? "none")"),
            ("runs", "\(runs)"),
            ("metrics", "\(series.count)"),
            (
                "change points",
                "\(found) (binary segmentation of run medians; U test, Bonferroni-adjusted, family-wise α = "
                    + "\(detector.alpha), at least \(NumberText.trimmed(detector.minimumChange * 100, maxFractionDigits: 2)) % moved)"
            ),
        ])
        if found > 0 {
            html.element(
                "p",
                "\(found) change point\(found == 1 ? "" : "s"): "
                    + zip(series, changes).flatMap { item, points in
                        points.map { "\(item.metric) at \($0.commit.prefix(7)) \(Self.percent($0.change.estimate))" }
                    }
                    .joined(separator: "; "), className: "recommendation")
        }
        renderSeries(changes: changes, into: &html)
        renderCommits(into: &html)
        html.end()
        return html.text
    }

    /// A section per display, workload and device: each metric's trend chart and its change points.
    private func renderSeries(changes: [[ChangePoint]], into html: inout HTMLWriter) {
        var sections: [String] = []
        var grouped: [String: [(HistorySeries, [ChangePoint])]] = [:]
        for (item, points) in zip(series, changes) {
            let key = "\(item.display) · \(item.workload) · \(item.device)"
            if grouped[key] == nil { sections.append(key) }
            grouped[key, default: []].append((item, points))
        }
        for key in sections {
            html.raw("<section class=\"bench\">")
            html.element("h2", key)
            for (item, points) in grouped[key] ?? [] {
                html.element("h3", "\(item.metric) (\(item.unit))")
                html.raw("<figure class=\"chart\">\(HistoryTable.chart([item], changes: [points]))</figure>")
                if points.isEmpty {
                    html.element(
                        "p", "No change point over \(item.points.count) runs; newest median \(Self.number(item.points.last?.median)) \(item.unit).",
                        className: "note")
                } else {
                    var table = Table(
                        header: ["commit", "position", "before", "after", "change (95 % CI)", "p (adjusted)", "runs before / after"],
                        alignments: [.left, .right, .right, .right, .right, .right, .right])
                    for point in points {
                        table.append([
                            String(point.commit.prefix(10)), "\(point.index)", Self.number(point.before), Self.number(point.after),
                            "\(Self.percent(point.change.estimate)) (\(Self.percent(point.change.lower)) … \(Self.percent(point.change.upper)))",
                            NumberText.fixed(point.adjustedPValue, fractionDigits: 4), "\(point.runsBefore) / \(point.runsAfter)",
                        ])
                    }
                    html.raw(table.html())
                }
            }
            html.raw("</section>")
        }
    }

    /// Every recorded commit in order, with its date, branch and runs.
    private func renderCommits(into html: inout HTMLWriter) {
        html.raw("<section class=\"bench\">")
        html.element("h2", "Commits, oldest first")
        var table = Table(header: ["position", "commit", "commit date", "branch", "runs"], alignments: [.right, .left, .left, .left, .right])
        let runsByCommit = Dictionary(grouping: Set(series.flatMap { $0.points.map(\.run) }), by: \.commit)
        for (index, commit) in commits.enumerated() {
            let ofCommit = runsByCommit[commit] ?? []
            table.append(["\(index)", commit, ofCommit.first?.commitDate ?? "", ofCommit.compactMap(\.branch).first ?? "", "\(ofCommit.count)"])
        }
        html.raw(table.html())
        html.raw("</section>")
    }

    private static func percent(_ fraction: Double) -> String {
        NumberText.signed(fraction * 100, fractionDigits: 1) + " %"
    }

    private static func number(_ value: Double?) -> String {
        value.map { NumberText.fixed($0, fractionDigits: abs($0) >= 100 ? 1 : 3) } ?? "n/a"
    }
}
