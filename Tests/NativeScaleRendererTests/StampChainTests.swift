import NativeScaleCore
import NativeScaleRenderer
import NativeScaleRendering
import Testing

/// The pure function from a round's raw stamps to its timing: every interval less one
/// dependency, the intervals tiling the span, and stamps that cannot be durations refused.
@Suite("Stamp chains: a round's raw stamps to its stages and steps")
struct StampChainTests {
    static let conversion = TimestampConversion(period: 1, validBits: 64)
    /// A native frame and a scaled one, probed: 4 + 6 intervals, 12 stamps.
    static let chain = StampChain(frames: [
        StampLayout(resolves: false, scaled: false, probed: true),
        StampLayout(resolves: false, scaled: true, probed: true),
    ])
    /// Each interval's length, ns, in chain order: the calibration, then native's sentinel,
    /// preparation, scene, probe, then scaled's sentinel, preparation, scene, transition, resample, probe.
    static let intervals: [UInt64] = [1_000, 3_000, 4_000, 50_000, 2_500, 3_100, 4_200, 66_000, 1_600, 9_000, 2_900]

    static func stamps(_ intervals: [UInt64]) -> [UInt64] {
        intervals.reduce(into: [UInt64(5_000_000)]) { $0.append($0[$0.count - 1] + $1) }
    }

    @Test("Each interval reads its length less one dependency (the calibration), and stages, steps and dependencies sum to the span")
    func intervalsTileTheSpan() throws {
        let timing = try Self.chain.timing(
            of: Self.stamps(Self.intervals), conversion: Self.conversion, floor: 2_000, host: 0, submitted: nil,
            drawnWork: [DrawnWork(scene: true, output: true), DrawnWork(scene: true, output: true)])
        #expect(Self.chain.count == 12 && Self.chain.firstSlots == [1, 5])
        #expect(timing.dependency == 1_000)
        #expect(timing.frames[0].scene == 49_000 && timing.frames[0].resample == nil)
        #expect(timing.frames[1].scene == 65_000 && timing.frames[1].transition == 600 && timing.frames[1].resample == 8_000)
        // The scaled frame: its scene's stamp to its resample's end, one dependency out per interval.
        let scaledFrame: Double = 66_000 + 1_600 + 9_000 - 3 * 1_000
        #expect(timing.frames[1].frame == scaledFrame)
        let steps = timing.steps.map { "\($0.frame.map(String.init) ?? "-") \($0.step.rawValue) \(Int($0.nanoseconds))" }
        #expect(
            steps == [
                "- calibration 0", "0 sentinel 2000", "0 preparation 3000", "0 probe 1500",
                "1 sentinel 2100", "1 preparation 3200", "1 probe 1900",
            ])
        let accounted = timing.stagesSum + timing.steps.map(\.nanoseconds).reduce(0, +) + Double(Self.intervals.count) * timing.dependency
        #expect(accounted == timing.span && timing.span == Double(Self.intervals.reduce(0, +)))
        #expect(timing.stamps?.lead == Double(1_000 + 3_000 + 4_000))
    }

    @Test("A dependency floor below this round's empty range is what comes out of every interval")
    func floorBelowTheCalibration() throws {
        let timing = try Self.chain.timing(
            of: Self.stamps(Self.intervals), conversion: Self.conversion, floor: 400, host: 0, submitted: nil,
            drawnWork: [DrawnWork(scene: true, output: true), DrawnWork(scene: true, output: true)])
        #expect(timing.dependency == 400 && timing.frames[0].scene == 49_600)
        #expect(timing.steps.first { $0.step == .calibration }?.nanoseconds == 600)
    }

    @Test(
        "Stamps that cannot be durations are refused: one going backwards, a stage of zero length, one stamp too few",
        arguments: [(2, TimestampSanity.Problem.nonMonotonic), (3, .zero), (-1, .nonMonotonic)])
    func unusableStamps(slot: Int, problem: TimestampSanity.Problem) {
        var stamps = Self.stamps(Self.intervals)
        switch slot {
        case 2: stamps[2] = stamps[1] - 10
        case 3: stamps[4] = stamps[3]
        default: stamps.removeLast()
        }
        #expect(throws: StampChain.Unusable(problem: problem)) {
            try Self.chain.timing(
                of: stamps, conversion: Self.conversion, floor: 2_000, host: 0, submitted: nil,
                drawnWork: [DrawnWork(scene: true, output: true), DrawnWork(scene: true, output: true)])
        }
    }
}
