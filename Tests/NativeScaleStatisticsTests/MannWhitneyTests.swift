import NativeScaleStatistics
import Testing

@Suite("Mann–Whitney U and the ratio of medians")
struct MannWhitneyTests {
    @Test(
        "p-values agree with scipy.stats.mannwhitneyu (two-sided)",
        arguments: [
            ([1.0, 2, 3, 4, 5], [6.0, 7, 8, 9, 10], 0.0, 0.007936507936507936, true),
            ([1.0, 3, 5, 7, 9], [2.0, 4, 6, 8, 10], 10.0, 0.6904761904761905, true),
            ([1.1, 2.5, 3.3, 4.8, 5.2, 6.1], [2.2, 3.1, 4.4, 5.5, 7.7, 8.8, 9.9], 13.0, 0.2948717948717949, true),
            ([1.0, 1, 2, 2, 3, 3, 4, 4], [2.0, 3, 3, 4, 5, 5, 6, 6], 12.0, 0.037499532330555724, false),
        ])
    func agreesWithScipy(first: [Double], second: [Double], u: Double, p: Double, exact: Bool) throws {
        let test = try #require(MannWhitneyU(first, second))
        #expect(test.u == u)
        #expect(test.exact == exact)
        #expect(abs(test.pValue - p) < 1e-9)
    }

    @Test("Too few samples give no test")
    func tooFew() {
        #expect(MannWhitneyU([1, 2], [3, 4, 5]) == nil)
    }

    @Test("Identical samples are not significant; a clear shift is")
    func identicalAndShifted() throws {
        var random = RandomSource(seed: 11)
        let base = (0..<200).map { _ in 10 + Double(random.next() % 1000) / 1000 }
        let same = try #require(MannWhitneyU(base, base))
        #expect(same.pValue > 0.9)
        let shifted = try #require(MannWhitneyU(base, base.map { $0 * 1.5 }))
        #expect(shifted.pValue < 1e-10)
    }

    @Test("The ratio of medians and its interval")
    func ratio() {
        let base = (1...99).map(Double.init)
        let interval = BootstrapInterval.ratioOfMedians(base: base, head: base.map { $0 * 1.1 })
        #expect(abs(interval.estimate - 1.1) < 1e-12)
        #expect(interval.lower < 1.1 && 1.1 < interval.upper)
    }
}
