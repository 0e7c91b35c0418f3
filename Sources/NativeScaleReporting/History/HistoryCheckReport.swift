import Foundation
import NativeScaleCore
import NativeScaleStatistics
import NativeScaleResults
public import NativeScaleHistory

/// `nativescale history check`'s report of the verdicts (``HistoryQueryUseCase/check(threshold:baselineRuns:includeUnaudited:)``)
/// in text, Markdown or JSON.
public struct HistoryCheckReport {
    /// The output formats of `history check`.
    public enum Format: String, CaseIterable, Sendable {
        case text, markdown, json
    }

    /// One line of the JSON report.
    struct Line: Encodable {
        let metric: String
        let state: String
        let detail: String
        let change: Double?
    }

    public let verdicts: [CheckVerdict]
    /// The relative change that counts, in percent.
    public let threshold: Double

    /// The report of `verdicts`, judged at `threshold` percent.
    public init(verdicts: [CheckVerdict], threshold: Double) {
        self.verdicts = verdicts
        self.threshold = threshold
    }

    /// A verdict's detail, with an exact statistic's reason by its rule.
    static func detail(_ verdict: CheckVerdict) -> String {
        guard verdict.series.isShaderStatistic, verdict.state != .insufficient, verdict.change != 0 else { return verdict.detail }
        return verdict.detail + "; " + (verdict.reason?.text ?? "changed, not a regression by its rule")
    }

    /// The series that regressed.
    public var regressions: [CheckVerdict] { verdicts.filter { $0.state == .regression } }

    /// The report in `format`, ending in a newline.
    public func render(_ format: Format) throws -> String {
        if format == .json {
            return try JSONText.encode(verdicts.map { Line(metric: $0.series.title, state: $0.state.rawValue, detail: Self.detail($0), change: $0.change) })
        }
        var table = Table(header: ["series", "verdict", "detail"])
        for verdict in verdicts { table.append([verdict.series.title, verdict.state.rawValue, Self.detail(verdict)]) }
        let percent = NumberText.trimmed(threshold, maxFractionDigits: 2)
        let summary = regressions.isEmpty
            ? "no series regressed beyond \(percent) % among \(verdicts.count)"
            : "\(regressions.count) of \(verdicts.count) series regressed beyond \(percent) % (exit 3)"
        return (format == .markdown ? table.markdown(codeFirstColumn: true) : table.render(indent: 0)) + "\n" + summary + "\n"
    }
}
