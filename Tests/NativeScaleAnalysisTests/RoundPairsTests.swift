import NativeScaleAnalysis
import NativeScaleCore
import Testing

/// The one pairing of rounds every per-round ratio comes from, offscreen and on screen.
@Suite("Pairing of rounds")
struct RoundPairsTests {
    static func frame(_ round: Int, _ path: MeasuredPath, scene: Double, frame: Double) -> FrameSample {
        FrameSample(
            round: round, position: path == .native ? 0 : 1, path: path, scene: scene, resample: path == .native ? nil : frame - scene,
            frame: frame, host: frame)
    }

    @Test("Each scaled frame meets the native frame of its own round; a round without one contributes nothing")
    func pairsByRound() {
        let frames = [
            Self.frame(0, .native, scene: 60, frame: 60), Self.frame(0, .scaled(.area), scene: 79, frame: 90),
            Self.frame(1, .scaled(.area), scene: 80, frame: 92), Self.frame(1, .native, scene: 64, frame: 64),
            Self.frame(2, .scaled(.area), scene: 81, frame: 93),  // round 2 lost its native frame
        ]
        let pairs = RoundPairs(frames, filter: .area)
        #expect(pairs.pairs.map(\.round) == [0, 1])
        #expect(pairs.ratios(.frame) == [1.5, 92.0 / 64])
        let resampleOverFrame: [Double] = [11.0 / 60, 12.0 / 64]
        #expect(pairs.ratios(.resample, over: .frame) == resampleOverFrame)
        #expect(RoundPairs(frames, filter: .bilinear).pairs.isEmpty)
    }

    @Test("On-screen frames pair the same way")
    func onScreen() {
        func sample(_ round: Int, _ path: MeasuredPath, total: Double) -> PresentSample {
            PresentSample(
                round: round, position: 0, path: path, scene: 1, resample: nil, copy: 0.1, gpuFrame: total / 2, acquire: 0.1,
                present: 0.1, total: total)
        }
        let pairs = RoundPairs([sample(0, .native, total: 16), sample(0, .scaled(.blit), total: 20)], filter: .blit)
        #expect(pairs.ratios(.total) == [1.25])
    }
}
