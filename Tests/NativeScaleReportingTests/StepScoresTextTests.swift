import NativeScaleReporting
import NativeScaleTuning
import Testing

/// The score table's recovery column: a number of frames, or why there is none.
@Suite("Dynamic resolution: the recovery a score table prints")
struct StepScoresTextTests {
    static let level = LoadStep(frame: 0, ratio: 1.8)

    @Test(
        "No recovery before the load changed again reads 'not within level', none before the recording ended 'not by the end', else the slowest",
        arguments: [
            (
                [StepResponse(step: level, overshootPercent: 20, peakPercent: 20, recoveryFrames: nil, directionChangesPerSecond: 0, nextStep: 150)],
                "not within level"
            ),
            ([StepResponse(step: level, overshootPercent: 20, peakPercent: 20, recoveryFrames: nil, directionChangesPerSecond: 0)], "not by the end"),
            (
                [
                    StepResponse(step: level, overshootPercent: 20, peakPercent: 20, recoveryFrames: 12, directionChangesPerSecond: 0, nextStep: 150),
                    StepResponse(step: LoadStep(frame: 150, ratio: 0.5), overshootPercent: 0, peakPercent: 0, recoveryFrames: 0, directionChangesPerSecond: 0),
                ], "12 frames"
            ),
        ])
    func recoveryColumn(responses: [StepResponse], expected: String) {
        #expect(StepScores(responses).recovery == expected)
    }
}
