public import NativeScaleCore

/// Whether a controller's scores on the device agree with the replay's of the same recording,
/// each within ``tolerancePercent`` % (of the larger) or ``toleranceFrames`` frames' worth: per
/// load step, its overshoot (or within that many points of the budget), its recovery in frames,
/// and its turns; over the run, its frames over budget.
public struct ScoreAgreement: Hashable, Sendable {
    /// The relative tolerance, percent; also the overshoot's absolute one, in points of the budget.
    public static let tolerancePercent = 10.0
    /// The absolute tolerance in frames: recovery frames, turns, frames over budget.
    public static let toleranceFrames = 3

    /// The scores that missed, as `step FRAME SCORE` or `over budget`.
    public let misses: [String]
    public var agrees: Bool { misses.isEmpty }

    /// `measured` against `predicted`, a response per step in the same order; over budget of
    /// `frames` frames at `budget` ms.
    public init(
        measured: [StepResponse], predicted: [StepResponse], measuredOverBudgetPercent: Double, predictedOverBudgetPercent: Double, frames: Int,
        budget: Double
    ) {
        func close(_ a: Double, _ b: Double, absolute: Double) -> Bool {
            abs(a - b) <= absolute || abs(a - b) <= Self.tolerancePercent / 100 * max(abs(a), abs(b))
        }
        let slack = Double(Self.toleranceFrames)
        var misses: [String] = []
        for (index, (device, replay)) in zip(measured, predicted).enumerated() {
            let frame = device.step.frame
            if !close(device.overshootPercent, replay.overshootPercent, absolute: Self.tolerancePercent) { misses.append("step \(frame) overshoot") }
            switch (device.recoveryFrames, replay.recoveryFrames) {
            case (nil, nil): break
            case (let a?, let b?) where close(Double(a), Double(b), absolute: slack): break
            default: misses.append("step \(frame) recovery")
            }
            // Turns per second back to turns over the step's frames.
            let end = index + 1 < measured.count ? measured[index + 1].step.frame : frames
            let seconds = Double(end - frame) * budget / 1000
            if !close(device.directionChangesPerSecond * seconds, replay.directionChangesPerSecond * seconds, absolute: slack) {
                misses.append("step \(frame) turns")
            }
        }
        if measured.count != predicted.count { misses.append("\(measured.count) steps against \(predicted.count)") }
        if frames > 0, !close(measuredOverBudgetPercent, predictedOverBudgetPercent, absolute: slack / Double(frames) * 100) {
            misses.append("over budget")
        }
        self.misses = misses
    }
}
