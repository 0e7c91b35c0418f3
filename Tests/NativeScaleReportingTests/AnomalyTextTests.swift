import NativeScaleAnalysis
import NativeScaleCore
import NativeScaleReporting
import NativeScaleResults
import Testing

/// The warnings a report prints for each kind of anomaly.
@Suite("Anomaly sentences")
struct AnomalyTextTests {
    @Test(
        "Each anomaly names its path and stage and gives its figures",
        arguments: [
            (
                Anomaly.barrierShare(path: .scaled(.area), stagesOverFrame: 0.5),
                "scaled/area: scene and resample account for only 50 % of the GPU frame"
            ),
            (
                .twoLevels(path: .scaled(.blit), stage: .resample, lowMilliseconds: 1.25, highMilliseconds: 2.5, highFraction: 0.4),
                "scaled/blit resample: two levels, 1.25 ms and 2.50 ms (40 % of frames at the higher)"
            ),
            (
                .step(path: .native, stage: .scene, lowMilliseconds: 9, highMilliseconds: 14, round: 120),
                "native scene: stepped between 9.00 ms and 14.00 ms at round 120 and stayed"
            ),
        ])
    func sentence(anomaly: Anomaly, expected: String) {
        #expect(anomaly.sentence.hasPrefix(expected))
    }
}
