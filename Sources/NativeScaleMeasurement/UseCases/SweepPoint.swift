import NativeScaleAnalysis
import NativeScaleCore
import NativeScaleResults
import NativeScaleStatistics
import NativeScaleTuning

/// One point of a sweep in progress: its quality (known before any timing), its crops, and
/// once timed its comparison with the native path; settled when it stopped being timed early.
struct SweepPoint {
    let target: SweepTarget
    let filter: ResampleFilter?
    let quality: QualityMetrics
    let extraMemoryBytes: Int
    let crop: RGBAImage
    let flipCrop: RGBAImage?
    /// A sequence's point frame by frame, and the strip of frames around its worst; nil for a still sweep.
    var frames: SweepResult.Point.Frames? = nil
    var strip: RGBAImage? = nil
    var comparison: BenchAnalysis.Comparison?
    /// Its per-round frame ratios (scaled frame / native frame of the same round), per renderer
    /// that timed it, for the race.
    var renderers: [[Double]] = []
    var auditPassed: Bool?
    var settlement: Settlement?

    /// `1080×1920 directly`, `1242×2208 + area` or `720×1560 (FSR Quality) + fsr1`.
    var label: String {
        guard let filter, target.needsResample else { return "\(target.renderSize) directly" }
        return "\(target.label) + \(filter.rawValue)"
    }

    /// The point for the result file, its frame time taken against the pooled native median.
    func finished(nativeFrameMilliseconds: Double) -> SweepResult.Point {
        let cost: SweepResult.Cost?
        if let comparison {
            let overhead = comparison.overhead
            cost = SweepResult.Cost(
                ratio: 1 + overhead.estimate, low: 1 + overhead.lower, high: 1 + overhead.upper,
                halfWidthPoints: overhead.halfWidth * 100, sceneRatio: comparison.sceneRatio.estimate,
                resampleShare: comparison.resampleShare.estimate,
                frameMilliseconds: (1 + overhead.estimate) * nativeFrameMilliseconds, rounds: comparison.rounds)
        } else if filter == nil {
            cost = SweepResult.Cost(
                ratio: 1, low: 1, high: 1, halfWidthPoints: 0, sceneRatio: 1, resampleShare: 0,
                frameMilliseconds: nativeFrameMilliseconds, rounds: 0)
        } else {
            cost = nil
        }
        return SweepResult.Point(
            target: target, filter: filter, cost: cost, extraMemoryBytes: extraMemoryBytes, quality: quality,
            auditPassed: auditPassed, settlement: settlement, frames: frames)
    }
}
