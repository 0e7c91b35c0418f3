import NativeScaleResults
public import NativeScaleStatistics

/// A commit where a metric moved: the median of the runs after it against the runs before it.
public struct ChangePoint: Hashable, Sendable, Codable {
    /// The first commit of the new level.
    public let commit: String
    /// Its position in the series' commit order (0-based).
    public let index: Int
    /// Median of the per-run medians before and after, in the metric's unit.
    public let before: Double
    public let after: Double
    /// after / before − 1, with a bootstrap 95 % CI over the runs.
    public let change: BootstrapInterval
    /// Two-sided Mann–Whitney U p-value of the run medians before vs after.
    public let pValue: Double
    /// `pValue` × the number of splits tried (Bonferroni), capped at 1.
    public let adjustedPValue: Double
    /// Runs on each side.
    public let runsBefore: Int
    public let runsAfter: Int
}

/// Finds the commits where a metric shifted, by binary segmentation over the series of runs.
///
/// Each run contributes its median (computed from its raw samples), not a single frame: runs
/// of one build differ by more than their frames suggest on a shared machine (the issue-4
/// experiment measured ±10 % between processes), so frame-level tests across runs cry wolf.
/// The split is placed where the CUSUM statistic of the run medians peaks, and accepted when the
/// Mann–Whitney U test of the run medians on both sides is significant after Bonferroni
/// correction for every split that could have been chosen, and the median moved by at least
/// `minimumChange`; both halves are then searched again.
public struct ChangePointDetector: Hashable, Sendable {
    /// Family-wise significance level.
    public var alpha: Double
    /// Smallest relative change worth reporting, e.g. 0.03.
    public var minimumChange: Double
    /// Fewest runs on each side of a split.
    public var minimumSegment: Int

    /// The search's settings when none are given, defined once (`history show` and `history
    /// report` read them for their options' defaults).
    public enum Defaults {
        /// Family-wise significance level.
        public static let alpha = 0.01
        /// Smallest relative change worth reporting.
        public static let minimumChange = 0.03
        /// Fewest runs on each side of a split.
        public static let minimumSegment = 3
    }

    public init(alpha: Double = Defaults.alpha, minimumChange: Double = Defaults.minimumChange, minimumSegment: Int = Defaults.minimumSegment) {
        self.alpha = alpha
        self.minimumChange = minimumChange
        self.minimumSegment = minimumSegment
    }

    /// One run: its commit's position in commit order, the commit, and the run's median.
    public struct Run: Hashable, Sendable {
        public let index: Int
        public let commit: String
        public let median: Double

        public init(index: Int, commit: String, median: Double) {
            self.index = index
            self.commit = commit
            self.median = median
        }
    }

    /// The smallest Bonferroni-adjusted p-value any split of `runs` runs (one per commit) can
    /// reach: both sides fully separated, U = 0, two-sided exact p = 2 / C(n, k). Below `alpha`
    /// only when the series is long enough to ever report a change.
    public func smallestAdjustedPValue(runs: Int) -> Double {
        let splits = runs - 2 * minimumSegment + 1
        guard splits > 0 else { return 1 }
        var best = 1.0
        for left in minimumSegment...(runs - minimumSegment) {
            var combinations = 1.0
            for i in 0..<left { combinations = combinations * Double(runs - i) / Double(i + 1) }
            best = min(best, 2 / combinations)
        }
        return min(1, best * Double(splits))
    }

    /// The change points of `runs` (in commit order), oldest first.
    public func changes(in runs: [Run]) -> [ChangePoint] {
        var found: [ChangePoint] = []
        search(runs[...], into: &found)
        return found.sorted { $0.index < $1.index }
    }

    private func search(_ runs: ArraySlice<Run>, into found: inout [ChangePoint]) {
        // Splits only between commits, with enough runs on each side.
        let boundaries = runs.indices.dropFirst().filter { runs[$0].index != runs[$0 - 1].index }
            .filter { $0 - runs.startIndex >= minimumSegment && runs.endIndex - $0 >= minimumSegment }
        guard !boundaries.isEmpty else { return }
        // Locate with the CUSUM statistic (the split that best separates two levels), then
        // test that split with the U test: ranks alone tie whenever several splits leave one
        // side entirely above the other.
        let values = runs.map(\.median)
        var prefix = [0.0]
        prefix.reserveCapacity(values.count + 1)
        for value in values { prefix.append(prefix[prefix.count - 1] + value) }
        let total = prefix[values.count]
        let count = Double(values.count)
        var best: (split: Int, score: Double)?
        for split in boundaries {
            let left = Double(split - runs.startIndex)
            let leftSum = prefix[split - runs.startIndex]
            let gap = abs(leftSum / left - (total - leftSum) / (count - left))
            let score = gap * (left * (count - left) / count).squareRoot()
            if best == nil || score > best!.score { best = (split, score) }
        }
        guard let split = best?.split,
            let test = MannWhitneyU(runs[runs.startIndex..<split].map(\.median), runs[split..<runs.endIndex].map(\.median))
        else { return }
        let adjusted = min(1, test.pValue * Double(boundaries.count))
        let before = runs[runs.startIndex..<split].map(\.median)
        let after = runs[split..<runs.endIndex].map(\.median)
        let estimate = SampleStatistics.median(after) / SampleStatistics.median(before) - 1
        guard adjusted < alpha, abs(estimate) >= minimumChange else { return }
        // The interval only for accepted splits: resampling thousands of runs is the slow part.
        let change = BootstrapInterval.ratioOfMedians(base: before, head: after, seed: UInt64(runs[split].index)).shifted(by: -1)
        found.append(
            ChangePoint(
                commit: runs[split].commit, index: runs[split].index,
                before: SampleStatistics.median(before), after: SampleStatistics.median(after),
                change: change, pValue: test.pValue, adjustedPValue: adjusted,
                runsBefore: before.count, runsAfter: after.count))
        search(runs[runs.startIndex..<split], into: &found)
        search(runs[split..<runs.endIndex], into: &found)
    }
}
