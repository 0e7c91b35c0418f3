import ArgumentParser
import NativeScaleStatistics
import NativeScaleResults
import NativeScaleMeasurement
import NativeScaleReporting

/// The stop flags of `bench` and `sweep`, checked once.
enum StopOptions {
    /// The stop condition of `--frames`, `--time-limit` and `--precision`, or one line naming a bad value.
    static func condition(frames: Int?, timeLimit: Double?, precision: Double?, minimumRounds: Int = StopCondition().minimumRounds) throws -> StopCondition {
        if let frames, !(1...10_000_000).contains(frames) { throw ValidationError("--frames \(frames) is not a round count; expected 1 to 10000000") }
        if let timeLimit, !(timeLimit.isFinite && timeLimit > 0) {
            throw ValidationError("--time-limit \(timeLimit) is not a duration; expected a number of seconds greater than 0")
        }
        if let precision, !(precision.isFinite && precision > 0) {
            throw ValidationError("--precision \(precision) is not a CI half-width; expected percentage points greater than 0, e.g. 1")
        }
        return StopCondition(rounds: frames, timeLimit: timeLimit, precision: precision, minimumRounds: minimumRounds)
    }
}
