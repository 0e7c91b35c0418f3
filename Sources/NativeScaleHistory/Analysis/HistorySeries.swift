import NativeScaleCore
public import NativeScaleResults
import NativeScaleStatistics

/// One metric of one configuration over commits: the unit of `history show` and `check`.
public struct HistorySeries: Hashable, Sendable, Codable {
    public let display: String
    public let workload: String
    public let device: String
    public let metric: String
    public let unit: String
    /// Points in commit order.
    public let points: [HistoryPoint]
    /// Each point's commit position in the whole history.
    public let commitIndices: [Int]

    /// `iphone-8-plus fill-96 llvmpipe … scaled/bilinear/frame`.
    public var title: String { "\(display) \(workload) \(metric) on \(device)" }

    /// Groups `points` (as `HistoryStore.points` returns them) into series.
    public static func group(_ points: [HistoryPoint], commitOrder: [String]) -> [HistorySeries] {
        let position = Dictionary(uniqueKeysWithValues: commitOrder.enumerated().map { ($1, $0) })
        var order: [String] = []
        var grouped: [String: [HistoryPoint]] = [:]
        for point in points {
            let key = [point.run.display, point.run.workload, point.run.device, point.metric].joined(separator: "\u{1F}")
            if grouped[key] == nil { order.append(key) }
            grouped[key, default: []].append(point)
        }
        return order.compactMap { key in
            guard let points = grouped[key], let first = points.first else { return nil }
            return HistorySeries(
                display: first.run.display, workload: first.run.workload, device: first.run.device, metric: first.metric,
                unit: first.unit, points: points, commitIndices: points.map { position[$0.run.commit] ?? 0 })
        }
    }

    /// The change points of this series.
    public func changes(detector: ChangePointDetector = ChangePointDetector()) -> [ChangePoint] {
        detector.changes(in: zip(points, commitIndices).map { .init(index: $1, commit: $0.run.commit, median: $0.median) })
    }

    /// Baseline runs `check` needs for a noise floor (``NoiseFloor``).
    public static let minimumBaselineRuns = NoiseFloor.minimumRuns

    /// Whether the newest commit's runs moved beyond `threshold` (relative) against the
    /// `baselineRuns` runs before them; unaudited runs are left out of the baseline unless
    /// `includeUnaudited`.
    public func check(threshold: Double, baselineRuns: Int, includeUnaudited: Bool = false) -> SeriesCheck {
        guard let newestIndex = commitIndices.last else { return SeriesCheck(series: self, state: .inconclusive, detail: "no runs") }
        if isShaderStatistic { return checkExactly(threshold: threshold, newestIndex: newestIndex) }
        let newest = zip(points, commitIndices).filter { $0.1 == newestIndex }.map(\.0)
        let candidates = zip(points, commitIndices).filter { $0.1 < newestIndex }.map(\.0)
        let earlier = Array(candidates.filter { includeUnaudited || $0.run.audited }.suffix(baselineRuns))
        let skipped = candidates.suffix(baselineRuns).filter { !$0.run.audited }.count
        guard let floor = NoiseFloor(runMedians: earlier.map(\.median)) else {
            return SeriesCheck(
                series: self, state: .inconclusive,
                detail: "inconclusive: \(earlier.count) audited baseline run(s); at least \(Self.minimumBaselineRuns) are needed for a noise floor"
                    + (skipped > 0 && !includeUnaudited ? " (\(skipped) unaudited left out; --include-unaudited takes them)" : ""))
        }
        let baseline = SampleStatistics.median(earlier.map(\.median))
        let current = SampleStatistics.median(newest.map(\.median))
        // compare's between-run noise floor: where one more run of the baseline's build may
        // land, 95 % of the time. The newest runs' CIs (from their raw samples) must clear the
        // threshold, and the change must exceed the floor: both, so run-to-run noise alone does
        // not trip it.
        let bound = floor.percent / 100
        let lower = newest.compactMap(\.lower).min() ?? current
        let upper = newest.compactMap(\.upper).max() ?? current
        let change = current / baseline - 1
        let detail =
            "newest \(Self.format(current)) \(unit) vs baseline median \(Self.format(baseline)) \(unit) of \(earlier.count) runs "
            + "(noise floor ±\(Self.format(floor.percent)) %: 95 % prediction bound, t(\(floor.runs - 1)) × SD of the runs' log medians × √(1 + 1/"
            + "\(floor.runs))"
            + (includeUnaudited && earlier.contains { !$0.run.audited } ? "; unaudited runs included" : "")
            + "): \(change >= 0 ? "+" : "")\(Self.format(change * 100)) %"
        if lower > baseline * (1 + threshold) && change > bound {
            return SeriesCheck(series: self, state: .regression, detail: detail, change: change)
        }
        if upper < baseline * (1 - threshold) && -change > bound {
            return SeriesCheck(series: self, state: .improvement, detail: detail, change: change)
        }
        // Unchanged only when the newest runs' interval lies inside the threshold or the floor,
        // whichever is wider; a change beyond both whose interval reaches back inside is not
        // evidence of no change (a +35 % transition was called unchanged).
        let margin = max(threshold, bound)
        let inside = lower >= baseline * (1 - margin) && upper <= baseline * (1 + margin)
        return SeriesCheck(
            series: self, state: inside ? .unchanged : .inconclusive,
            detail: inside
                ? detail : detail + "; its interval \(Self.format(lower))…\(Self.format(upper)) \(unit) reaches past ±\(Self.format(margin * 100)) %",
            change: change)
    }

    /// Whether the series is a shader statistic (`shader/PIPELINE/STAGE/STATISTIC`, unit `count`):
    /// exact numbers from a compiler, compared without a baseline window or a CI.
    public var isShaderStatistic: Bool { metric.hasPrefix("shader/") && unit == "count" }

    /// The newest commit's value against the run just before it, by the rules of
    /// ``ShaderStatisticsComparison``: any difference is listed, regressions by the statistic's rule.
    func checkExactly(threshold: Double, newestIndex: Int) -> SeriesCheck {
        let newest = zip(points, commitIndices).filter { $0.1 == newestIndex }.map(\.0)
        guard let previous = Array(zip(points, commitIndices)).last(where: { $0.1 < newestIndex })?.0, let current = newest.last else {
            return SeriesCheck(series: self, state: .inconclusive, detail: "no earlier run; at least 1 is needed for an exact statistic")
        }
        let name = String(metric.split(separator: "/").last ?? "")
        let (old, new) = (previous.median, current.median)
        guard old != new else {
            return SeriesCheck(series: self, state: .unchanged, detail: "exact: \(Self.exact(new)) at both commits", change: 0)
        }
        let (verdict, reason, percent) = ShaderStatisticsComparison.judge(name, .float(old), .float(new), threshold: threshold * 100)
        let detail = "exact: \(Self.exact(old)) → \(Self.exact(new))"
        let state: SeriesCheck.State =
            switch verdict {
            case .regression: .regression
            case .improvement: .improvement
            default: .unchanged
            }
        return SeriesCheck(series: self, state: state, detail: detail, change: percent.map { $0 / 100 }, reason: reason)
    }

    static func exact(_ value: Double) -> String { NumberText.trimmed(value, maxFractionDigits: 3) }

    static func format(_ value: Double) -> String { NumberText.fixed(value, fractionDigits: abs(value) >= 100 ? 1 : 2) }
}

/// What `history check` concluded for one series.
public struct SeriesCheck: Hashable, Sendable, Codable {
    public enum State: String, Hashable, Sendable, Codable {
        /// Higher cost beyond the threshold (times and overheads: lower is better).
        case regression
        case improvement
        case unchanged
        /// The data cannot say: too few baseline runs for a noise floor, or a change beyond the
        /// floor whose interval straddles the threshold (never "unchanged", never a regression).
        case inconclusive
    }

    public let series: HistorySeries
    public let state: State
    public let detail: String
    public var change: Double?
    /// Why an exact statistic's change is or is not a regression by its rule; nil for timed series.
    public var reason: ShaderStatisticsComparison.Reason?
}
