import NativeScaleStatistics
import Testing

@Suite("Holm's step-down adjustment")
struct HolmAdjustmentTests {
    @Test(
        "Adjusted p-values agree with statsmodels' multipletests(method='holm')",
        arguments: [
            ([0.01, 0.04, 0.03, 0.005], [0.03, 0.06, 0.06, 0.02]),
            ([0.2, 0.5], [0.4, 0.5]),
            ([0.001], [0.001]),
            ([0.3, 0.3, 0.3], [0.9, 0.9, 0.9]),
        ])
    func agreesWithStatsmodels(_ pValues: [Double], _ expected: [Double]) {
        let adjusted = HolmAdjustment.adjusted(pValues)
        #expect(zip(adjusted, expected).allSatisfy { abs($0 - $1) < 1e-12 }, "\(adjusted)")
    }

    @Test("An untested metric (NaN) takes no part in the family and stays NaN")
    func untestedStaysOut() {
        let adjusted = HolmAdjustment.adjusted([0.01, .nan, 0.02])
        #expect(adjusted[1].isNaN)
        #expect(abs(adjusted[0] - 0.02) < 1e-12 && abs(adjusted[2] - 0.02) < 1e-12)
    }

    @Test("In A/A simulation, six independent U tests flag any metric in about 26 % of families unadjusted, at most 5 % with Holm")
    func familyWiseErrorRate() {
        var random = RandomSource(seed: 35)
        func sample() -> [Double] { (0..<12).map { _ in Double(random.next() % 1_000_000) } }
        var unadjusted = 0
        var adjusted = 0
        let families = 2000
        for _ in 0..<families {
            let pValues = (0..<6).map { _ in MannWhitneyU(sample(), sample())?.pValue ?? 1 }
            if pValues.contains(where: { $0 < 0.05 }) { unadjusted += 1 }
            if HolmAdjustment.adjusted(pValues).contains(where: { $0 < 0.05 }) { adjusted += 1 }
        }
        #expect(Double(unadjusted) / Double(families) > 0.18)
        #expect(Double(adjusted) / Double(families) <= 0.055, "\(adjusted) of \(families)")
    }
}
