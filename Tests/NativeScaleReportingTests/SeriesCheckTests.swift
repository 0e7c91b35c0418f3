import Foundation
import NativeScaleHistory
import NativeScaleReporting
import Testing

/// `history check`'s verdict words against the interval of the newest runs: "unchanged" only
/// inside the threshold or the noise floor, "inconclusive" where the interval reaches past them
/// without clearing the threshold, and the headline counting each.
@Suite("history check: verdict words that match the interval")
struct SeriesCheckTests {
    struct Newest: Sendable, CustomTestStringConvertible {
        let median: Double
        let lower: Double
        let upper: Double
        let state: SeriesCheck.State
        let word: String
        var testDescription: String { "\(median) ms (\(lower)…\(upper)) → \(word)" }
    }

    /// Four baseline runs near 0.14 ms, then the newest commit's run.
    static func series(newest: Newest) throws -> HistorySeries {
        let baseline = [0.1395, 0.1412, 0.1388, 0.1405]
        let runs = baseline.map { ($0, $0 * 0.97, $0 * 1.03) } + [(newest.median, newest.lower, newest.upper)]
        let points = try runs.enumerated().map { index, run in
            let json = """
                {"run": {"id": \(index), "commit": "c\(index)", "commitDate": "2026-11-2\(index)", "measuredAt": "2026-11-2\(index)",
                         "device": "llvmpipe", "driver": "Mesa 22.3.6", "display": "iphone-8-plus", "workload": "fill-96", "audited": true},
                 "metric": "scaled/bilinear/transition", "unit": "ms", "median": \(run.0), "lower": \(run.1), "upper": \(run.2), "count": 12}
                """
            return try JSONDecoder().decode(HistoryPoint.self, from: Data(json.utf8))
        }
        return try #require(HistorySeries.group(points, commitOrder: runs.indices.map { "c\($0)" }).first)
    }

    /// The case first: 0.19 ms against 0.14 (+35 %), beyond the floor, its interval too
    /// wide to clear the 5 % threshold, was printed "unchanged".
    @Test(
        "Each newest run gets the word its interval allows, and the headline counts it",
        arguments: [
            Newest(median: 0.1888, lower: 0.12, upper: 0.26, state: .inconclusive, word: "inconclusive"),
            Newest(median: 0.1888, lower: 0.185, upper: 0.193, state: .regression, word: "regressed"),
            Newest(median: 0.1000, lower: 0.098, upper: 0.102, state: .improvement, word: "improved"),
            Newest(median: 0.1401, lower: 0.1390, upper: 0.1412, state: .unchanged, word: "unchanged"),
            Newest(median: 0.1401, lower: 0.1000, upper: 0.1900, state: .inconclusive, word: "inconclusive"),
        ])
    func verdictMatchesInterval(_ newest: Newest) throws {
        let verdict = try Self.series(newest: newest).check(threshold: 0.05, baselineRuns: 10)
        #expect(verdict.state == newest.state, "\(verdict.detail)")
        let text = try HistoryCheckReport(verdicts: [verdict], threshold: 5).render(.text)
        #expect(text.contains("  \(newest.word)  "), "\(text)")
        #expect(text.hasSuffix(": 1 \(newest.word)\n"), "\(text)")
        if newest.state == .inconclusive { #expect(verdict.detail.contains("reaches past ±"), "\(verdict.detail)") }
    }
}
