import NativeScaleStatistics
import Testing

@Suite("The race's tests: exact one-sided U and sign tests at α / (looks × points)")
struct RaceDesignTests {
    @Test(
        "One-sided exact U p-values agree with scipy's mannwhitneyu(alternative='greater', method='exact')",
        arguments: [
            ([100, 101, 102, 103, 104, 105, 106, 107], [0, 1, 2, 3, 4, 5, 6, 7], 7.77000777000777e-05),
            ([1, 2, 3, 4, 5, 6, 7, 9.5, 10, 11], [8, 8.5, 9, 12, 13, 14, 15, 16], 0.998468851410028),
            ([8, 8.5, 9, 12, 13, 14, 15, 16], [1, 2, 3, 4, 5, 6, 7, 9.5, 10, 11], 0.0021938845468257233),
        ] as [([Double], [Double], Double)])
    func exactUAgreesWithScipy(_ first: [Double], _ second: [Double], _ expected: Double) {
        let p = RaceDesign.pValueLarger(first, than: second)
        #expect(abs(p - expected) < 1e-12, "\(p)")
    }

    @Test(
        "Sign-test p-values agree with scipy's binom.sf(k − 1, n, 0.5)",
        arguments: [
            (8, 8, 0.00390625), (14, 16, 0.0020904541015625), (0, 8, 1.0),
        ])
    func signTestAgreesWithScipy(_ above: Int, _ rounds: Int, _ expected: Double) {
        #expect(abs(RaceDesign.signTestPValue(above: above, of: rounds) - expected) < 1e-12)
    }

    @Test("Each test is held to α / (looks × points): 8 rounds against 8 settle at 27 candidates, 8 rounds against native do not")
    func levelIsSpentAcrossLooksAndPoints() {
        let design = RaceDesign(alpha: 0.05, looks: 6, points: 27)
        #expect(abs(design.testLevel - 0.05 / 162) < 1e-15)
        let cheap = (0..<8).map { 0.84 + Double($0) * 0.001 }
        let dear = (0..<8).map { 1.33 + Double($0) * 0.001 }
        // Every round of one beyond every round of the other: p = 1 / C(16, 8) = 7.8e-5 < 3.1e-4.
        #expect(design.isSurelyLarger(dear, than: cheap))
        #expect(!design.isSurelyLarger(cheap, than: dear))
        // Against native (exactly 1), 8 rounds below it give p = 1/256 = 0.0039: not enough; 12 do.
        #expect(!design.isSurelyBelow(cheap, 1))
        #expect(design.fewestRoundsAgainstAConstant == 12)
        #expect(design.isSurelyBelow(cheap + cheap.prefix(4), 1))
        #expect(!design.isSurelyAbove(cheap + cheap, 1))
    }

    @Test("Under the null the U test at level 0.01 rejects about 1 % of 8 × 8 samples, never above its level beyond noise")
    func sizeHoldsUnderTheNull() {
        var random = RandomSource(seed: 37)
        let design = RaceDesign(alpha: 0.01, looks: 1, points: 1)
        var rejected = 0
        let trials = 20_000
        for _ in 0..<trials {
            let a = (0..<8).map { _ in Double(random.next() % 1_000_000) }
            let b = (0..<8).map { _ in Double(random.next() % 1_000_000) }
            if design.isSurelyLarger(a, than: b) { rejected += 1 }
        }
        // Exact discrete U: the largest attainable level at or below 0.01 is 0.0093; ±0.2 % is four standard errors.
        #expect(rejected > trials / 200 && rejected <= trials / 100 + 40, "\(rejected) of \(trials)")
    }

    @Test(
        "The Clopper–Pearson upper bound agrees with scipy's beta.ppf(0.95, k + 1, n − k)",
        arguments: [
            (0, 1000, 0.002991249545095295), (3, 100, 0.07571079374983004), (0, 2000, 0.0014967448951882837),
        ])
    func binomialBoundAgreesWithScipy(_ successes: Int, _ trials: Int, _ expected: Double) {
        #expect(abs(BinomialBound.upper(successes: successes, trials: trials, confidence: 0.95) - expected) < 1e-9)
    }
}
