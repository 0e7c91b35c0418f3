import NativeScaleAnalysis
import NativeScaleCore
import Testing

@Suite("Cost levels that move between a render size's batches")
struct LevelShiftTests {
    static let size = PixelSize(width: 864, height: 1871)

    @Test("Two batches at lavapipe's two levels (area upsample 0.84× and 1.02× native) are a shift; the lower and higher batch are named")
    func twoLevelsAreAShift() throws {
        let low = [0.83, 0.84, 0.85, 0.84, 0.86, 0.83, 0.84, 0.85]
        let high = [1.01, 1.03, 1.02, 1.00, 1.04, 1.02, 1.01, 1.03]
        let shift = try #require(LevelShift.find(in: [high, low], renderSize: Self.size, filter: .area, quantity: .costRatio))
        #expect(shift.lowRenderer == 2 && shift.highRenderer == 1)
        #expect(abs(shift.lowMedian - 0.84) < 1e-9 && abs(shift.highMedian - 1.02) < 1e-9)
    }

    @Test(
        "No shift: batches that overlap, a change under 5 %, or a batch under 4 rounds",
        arguments: [
            [[0.83, 0.84, 0.85, 0.95], [0.90, 0.92, 0.94, 0.96]],
            [[1.00, 1.01, 1.00, 1.01], [1.03, 1.04, 1.03, 1.04]],
            [[0.84, 0.85, 0.84], [1.02, 1.03, 1.01, 1.02]],
            [[0.84, 0.85, 0.84, 0.85]],
        ])
    func noShift(_ batches: [[Double]]) {
        #expect(LevelShift.find(in: batches, renderSize: Self.size, filter: nil, quantity: .nativeFrameMilliseconds) == nil)
    }
}
