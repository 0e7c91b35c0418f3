import NativeScaleCore
import NativeScaleResults
import NativeScaleStatistics

/// One point of a sweep in progress: its quality (known before any timing), its crops, and
/// once timed its comparison with the native path; settled when it stopped being timed early.
struct SweepPoint {
    let target: SweepTarget
    let filter: ResampleFilter?
    let quality: QualityMetrics
    let extraMemoryBytes: Int
    let crop: RGBAImage
    let flipCrop: RGBAImage?
    var comparison: BenchAnalysis.Comparison?
    var auditPassed: Bool?
    var settlement: Settlement?

    /// `1080×1920 directly` or `1242×2208 + area`.
    var label: String {
        guard let filter, target.needsResample else { return "\(target.renderSize) directly" }
        return "\(target.renderSize) + \(filter.rawValue)"
    }

    /// Its cost ratio's interval widened from the comparison's 95 % to 99 % about the
    /// estimate, for ``SweepRace``: looking after every batch, a wider interval keeps the
    /// chance of settling the wrong point near the stated 5 %. Nil until timed.
    var raceInterval: SweepRace.CostInterval? {
        guard let overhead = comparison?.overhead else { return nil }
        let widen = 2.576 / 1.96
        return SweepRace.CostInterval(low: 1 + overhead.estimate - (overhead.estimate - overhead.lower) * widen,
                                      high: 1 + overhead.estimate + (overhead.upper - overhead.estimate) * widen)
    }

    /// The point for the result file, its frame time taken against the pooled native median.
    func finished(nativeFrameMilliseconds: Double) -> SweepResult.Point {
        let cost: SweepResult.Cost?
        if let comparison {
            let overhead = comparison.overhead
            cost = SweepResult.Cost(ratio: 1 + overhead.estimate, low: 1 + overhead.lower, high: 1 + overhead.upper,
                                    halfWidthPoints: overhead.halfWidth * 100, sceneRatio: comparison.sceneRatio.estimate,
                                    resampleShare: comparison.resampleShare.estimate,
                                    frameMilliseconds: (1 + overhead.estimate) * nativeFrameMilliseconds, rounds: comparison.rounds)
        } else if filter == nil {
            cost = SweepResult.Cost(ratio: 1, low: 1, high: 1, halfWidthPoints: 0, sceneRatio: 1, resampleShare: 0,
                                    frameMilliseconds: nativeFrameMilliseconds, rounds: 0)
        } else {
            cost = nil
        }
        return SweepResult.Point(target: target, filter: filter, cost: cost, extraMemoryBytes: extraMemoryBytes, quality: quality,
                                 auditPassed: auditPassed, settlement: settlement)
    }
}
