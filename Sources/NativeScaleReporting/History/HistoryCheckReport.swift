import Foundation
import NativeScaleCore
public import NativeScaleHistory
import NativeScaleResults
import NativeScaleStatistics

/// `nativescale history check`'s report of the verdicts (``HistoryQueryUseCase/check(threshold:baselineRuns:includeUnaudited:)``)
/// in text, Markdown or JSON.
public struct HistoryCheckReport {
    /// One line of the JSON report.
    struct Line: Encodable {
        let metric: String
        let state: String
        let detail: String
        let change: Double?
    }

    public let verdicts: [SeriesCheck]
    /// The relative change that counts, in percent.
    public let threshold: Double

    /// The report of `verdicts`, judged at `threshold` percent.
    public init(verdicts: [SeriesCheck], threshold: Double) {
        self.verdicts = verdicts
        self.threshold = threshold
    }

    /// A verdict's detail, with an exact statistic's reason by its rule.
    static func detail(_ verdict: SeriesCheck) -> String {
        guard verdict.series.isShaderStatistic, verdict.state != .inconclusive, verdict.change != 0 else { return verdict.detail }
        return verdict.detail + "; " + (verdict.reason?.text ?? "changed, not a regression by its rule")
    }

    /// How many series got each verdict, in a fixed order, those with none left out:
    /// `1 regressed, 3 unchanged, 1 inconclusive`.
    var counts: String {
        let order: [SeriesCheck.State] = [.regression, .improvement, .inconclusive, .unchanged]
        return order.compactMap { state in
            let count = verdicts.filter { $0.state == state }.count
            return count == 0 ? nil : "\(count) \(Self.word(state))"
        }.joined(separator: ", ")
    }

    /// The verdict's word in the table and the headline.
    static func word(_ state: SeriesCheck.State) -> String {
        switch state {
        case .regression: "regressed"
        case .improvement: "improved"
        case .inconclusive: "inconclusive"
        case .unchanged: "unchanged"
        }
    }

    /// The series that regressed.
    public var regressions: [SeriesCheck] { verdicts.filter { $0.state == .regression } }

    /// The report in `format`, ending in a newline.
    public func render(_ format: GateFormat) throws -> String {
        if format == .json {
            return try JSONText.encode(verdicts.map { Line(metric: $0.series.title, state: $0.state.rawValue, detail: Self.detail($0), change: $0.change) })
        }
        var table = Table(header: ["series", "verdict", "detail"])
        for verdict in verdicts { table.append([verdict.series.title, Self.word(verdict.state), Self.detail(verdict)]) }
        let percent = NumberText.trimmed(threshold, maxFractionDigits: 2)
        let summary =
            (regressions.isEmpty
                ? "no series regressed beyond \(percent) % among \(verdicts.count)"
                : "\(regressions.count) of \(verdicts.count) series regressed beyond \(percent) % (exit 3)") + ": " + counts
        return (format == .markdown ? table.markdown(codeFirstColumn: true) : table.render(indent: 0)) + "\n" + summary + "\n"
    }
}
