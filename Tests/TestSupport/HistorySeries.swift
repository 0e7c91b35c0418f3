import Foundation
public import NativeScaleHistory

/// Histories with known figures for the history tests: commits in order, and series of
/// synthetic results with run-to-run noise and an optional step.
public enum HistorySeries {
    public static func commit(_ index: Int) -> CommitInfo {
        CommitInfo(sha: String(format: "%02dc0ffee%032d", index, 0), branch: "main", date: String(format: "2026-10-%02dT12:00:00Z", 1 + index))
    }

    /// `count` commits of one result each; from `stepAt` on the frames cost `step` times more.
    public static func record(
        into store: HistoryStore, count: Int, stepAt: Int? = nil, step: Double = 1.10, seed: UInt64 = 1,
        unaudited: Set<Int> = []
    ) throws {
        for index in 0..<count {
            let level = stepAt.map { index >= $0 ? step : 1 } ?? 1
            // Run-to-run noise of ±3 % on top of the ±2 % within a run, as on a shared machine.
            var drift = seed &+ UInt64(index) &* 7919
            drift = (drift ^ (drift >> 13)) &* 0x5bd1_e995
            let runLevel = 1 + (Double(drift % 1000) / 1000 * 2 - 1) * 0.03
            let result = try SyntheticResults.make(
                nativeMilliseconds: 70 * level * runLevel, seed: seed &* 1000 &+ UInt64(index),
                coverage: unaudited.contains(index) ? nil : 0.99)
            try store.record(result, commit: commit(index))
        }
    }
}
