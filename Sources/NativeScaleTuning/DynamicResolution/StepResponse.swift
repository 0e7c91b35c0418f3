public import NativeScaleCore

/// How a controller followed one load step: how far its frames went over the budget, how long
/// they took to come back within it, and how often its scale turned around before the next step.
public struct StepResponse: Hashable, Sendable, Codable {
    /// The step's first frame and its load ratio.
    public let step: LoadStep
    /// How far over the budget its frames ran until it recovered: the median of the frames over
    /// the budget from the step to the recovery (to the next step when it never recovers),
    /// percent of the budget; 0 when none was over. A median, so that one slow frame of noise
    /// is not the overshoot.
    public let overshootPercent: Double
    /// The worst frame from the step to the next, over the budget, percent of it (0: none over).
    public let peakPercent: Double
    /// Frames from the step to the first frame within the budget from which at most
    /// ``strayFrames`` of the next ``settledFrames`` are over it (0: from the step), those
    /// frames all inside the step's load level; nil when that never happens before the load
    /// changes again (``nextStep``) or the recording ends. One stray frame of noise is not the
    /// controller's, and frames the next level brought within the budget are not its recovery.
    public let recoveryFrames: Int?
    /// Where the step's load level ends: the next step's frame (its place in the recording); nil
    /// when the level runs to the recording's end (and in files before dynres schema 6).
    public var nextStep: Int?
    /// Turns of the scale (a rise after a fall, or a fall after a rise) per second from the step
    /// to the next, at the budget's rate.
    public let directionChangesPerSecond: Double

    /// The frames a recovery looks ahead over.
    public static let settledFrames = 8
    /// The frames of those that may still be over the budget.
    public static let strayFrames = 1

    public init(
        step: LoadStep, overshootPercent: Double, peakPercent: Double, recoveryFrames: Int?, directionChangesPerSecond: Double, nextStep: Int? = nil
    ) {
        self.step = step
        self.nextStep = nextStep
        self.overshootPercent = overshootPercent
        self.peakPercent = peakPercent
        self.recoveryFrames = recoveryFrames
        self.directionChangesPerSecond = directionChangesPerSecond
    }

    /// The response of `scales` and `milliseconds` (a frame each) to every step of `steps`, at
    /// `budget` ms.
    public static func responses(scales: [Double], milliseconds: [Double], steps: [LoadStep], budget: Double) -> [StepResponse] {
        steps.indices.compactMap { index in
            let start = steps[index].frame
            let end = min(index + 1 < steps.count ? steps[index + 1].frame : milliseconds.count, milliseconds.count)
            guard start < end else { return nil }
            let peak = milliseconds[start..<end].max() ?? 0
            var recovery: Int?
            // A recovery is confirmed by a whole look-ahead inside the level: the last frames
            // before the next step cannot be judged, and the next level's load is not the controller's.
            for frame in start..<max(start, end - settledFrames + 1) where milliseconds[frame] <= budget {
                let ahead = milliseconds[frame..<(frame + settledFrames)]
                if ahead.filter({ $0 > budget }).count <= strayFrames {
                    recovery = frame - start
                    break
                }
            }
            let excursion = milliseconds[start..<(start + (recovery ?? (end - start)))].filter { $0 > budget }.sorted()
            let typical = excursion.isEmpty ? budget : excursion[excursion.count / 2]
            var turns = 0
            var last = 0.0
            for frame in (start + 1)..<max(end, start + 1) {
                let change = scales[frame] - scales[frame - 1]
                guard change != 0 else { continue }
                if last != 0 && (change > 0) != (last > 0) { turns += 1 }
                last = change
            }
            return StepResponse(
                step: steps[index], overshootPercent: (typical - budget) / budget * 100, peakPercent: max(0, (peak - budget) / budget * 100),
                recoveryFrames: recovery,
                directionChangesPerSecond: Double(turns) / (Double(end - start) * budget / 1000), nextStep: index + 1 < steps.count ? end : nil)
        }
    }
}
