import NativeScaleMeasurement
import NativeScaleStatistics
import Testing

/// `ab`'s rounds decided before any run: a fixed count whose U test cannot reach α could only
/// ever say "cannot decide", so the use case refuses it; a sequential design reaches α by
/// construction.
@Suite("ab's rounds: refused when they cannot reach α")
struct ABRoundsTests {
    @Test(
        "Fewer runs a side than reach α are refused, naming the count, α, the smallest p and the fewest that reach it",
        arguments: [0.05, 0.01, 0.001])
    func tooFewRunsRefused(alpha: Double) {
        let needed = MannWhitneyU.runsToReach(alpha)
        let count = needed - 1
        #expect(
            throws: ABError.roundsCannotDecide(
                count: count, alpha: alpha, smallestP: MannWhitneyU.smallestPValue(n1: count, n2: count),
                needed: needed)
        ) {
            try ABUseCase.Rounds.fixed(count).checkReaches(alpha)
        }
    }

    @Test("The fewest runs that reach α, and a sequential design of any cap, are accepted", arguments: [0.05, 0.01, 0.001])
    func enoughRunsAccepted(alpha: Double) throws {
        let needed = MannWhitneyU.runsToReach(alpha)
        #expect(MannWhitneyU.smallestPValue(n1: needed, n2: needed) < alpha)
        try ABUseCase.Rounds.fixed(needed).checkReaches(alpha)
        try ABUseCase.Rounds.auto(SequentialDesign(cap: 40, alpha: alpha, beta: 0.05)).checkReaches(alpha)
    }
}
