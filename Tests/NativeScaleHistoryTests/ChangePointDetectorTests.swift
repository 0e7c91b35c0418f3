import NativeScaleHistory
import NativeScaleStatistics
import Testing

/// The change-point search on run medians made by hand: where it splits, what it refuses, and
/// the least p-value a series of a given length can reach.
@Suite("Change points on hand-made run medians")
struct ChangePointDetectorTests {
    /// One run per commit: `levels` gives each commit's median, with a wobble of ±`wobble` so that no two tie.
    static func runs(_ levels: [Double], wobble: Double = 0.005) -> [ChangePointDetector.Run] {
        levels.enumerated().map { index, level in
            ChangePointDetector.Run(index: index, commit: "c\(index)", median: level * (1 + wobble * Double(index % 3 - 1)))
        }
    }

    /// Series lengths and the least p-value each can reach: 2 / C(n, n/2) times the splits tried.
    static let reachable: [(runs: Int, pValue: Double)] = [(5, 1), (6, 0.1), (10, 2.0 / 252 * 5), (12, 2.0 / 924 * 7)]

    @Test("The least adjusted p-value a series can reach is 2 / C(n, n/2) times the splits tried, and 1 with no split", arguments: reachable)
    func smallestReachablePValue(_ row: (runs: Int, pValue: Double)) {
        #expect(abs(ChangePointDetector().smallestAdjustedPValue(runs: row.runs) - row.pValue) < 1e-12)
    }

    @Test("A 20 % step at commit 8 of 16 is the one change point, at that commit, its change about +20 %")
    func stepIsFoundWhereItHappened() throws {
        let changes = ChangePointDetector().changes(in: Self.runs(Array(repeating: 10, count: 8) + Array(repeating: 12, count: 8)))
        #expect(changes.count == 1)
        let change = try #require(changes.first)
        #expect(change.index == 8 && change.commit == "c8" && change.runsBefore == 8 && change.runsAfter == 8)
        #expect(abs(change.change.estimate - 0.2) < 0.02 && change.adjustedPValue < ChangePointDetector.Defaults.alpha)
    }

    @Test("Two steps of a staircase are both found, oldest first: the search goes on in both halves of a split")
    func twoStepsAreBothFound() {
        let levels = Array(repeating: 10.0, count: 10) + Array(repeating: 12.0, count: 10) + Array(repeating: 14.4, count: 10)
        let changes = ChangePointDetector().changes(in: Self.runs(levels))
        #expect(changes.map(\.index) == [10, 20], "\(changes.map(\.index))")
        // Each step against the whole segment before it: +20 % at commit 10, more at 20 (14.4 against the 10s and 12s before it).
        #expect(changes.first.map { abs($0.change.estimate - 0.2) < 0.02 } == true && changes.allSatisfy { $0.change.estimate > 0.15 })
    }

    @Test("A step smaller than the smallest change worth reporting (1 % against 3 %) is not reported, however clean")
    func smallStepIsNotReported() {
        let levels = Array(repeating: 10.0, count: 12) + Array(repeating: 10.1, count: 12)
        #expect(ChangePointDetector().changes(in: Self.runs(levels, wobble: 0.001)).isEmpty)
        #expect(ChangePointDetector(minimumChange: 0.005).changes(in: Self.runs(levels, wobble: 0.001)).map(\.index) == [12])
    }

    @Test("A series shorter than two segments has no split to try, and a flat one none to report")
    func shortAndFlatSeriesHaveNone() {
        #expect(ChangePointDetector().changes(in: Self.runs([10, 10, 10, 20, 20])).isEmpty)
        #expect(ChangePointDetector().changes(in: Self.runs(Array(repeating: 10, count: 30))).isEmpty)
    }

    @Test("Runs of one commit are never split apart: the split falls between commits")
    func splitsFallBetweenCommits() throws {
        // Two runs per commit, the step at commit 5 (runs 10 and 11).
        let runs = (0..<20).map { run in
            ChangePointDetector.Run(index: run / 2, commit: "c\(run / 2)", median: (run / 2 < 5 ? 10 : 12) * (1 + 0.004 * Double(run % 3)))
        }
        let change = try #require(ChangePointDetector().changes(in: runs).first)
        #expect(change.index == 5 && change.runsBefore == 10 && change.runsAfter == 10)
    }
}
