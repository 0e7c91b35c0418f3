/// Holm's step-down adjustment of a family of p-values: rejecting every hypothesis whose
/// adjusted p is below α keeps the chance of any false rejection in the family at most α,
/// whatever the dependence between the tests (Holm 1979, "A simple sequentially rejective
/// multiple test procedure", Scand. J. Statist. 6:65–70).
///
/// Sorted ascending, the i-th smallest of m p-values (from 1) is compared with α / (m − i + 1),
/// and the procedure stops at the first that fails; the adjusted p-value of the i-th is
/// max over j ≤ i of min(1, (m − j + 1) · p₍ⱼ₎), which rejects exactly the same hypotheses.
public enum HolmAdjustment {
    /// The adjusted p-values of `pValues`, in their order. NaN stays NaN and takes part in no step.
    public static func adjusted(_ pValues: [Double]) -> [Double] {
        let tested = pValues.indices.filter { !pValues[$0].isNaN }.sorted { pValues[$0] < pValues[$1] }
        var adjusted = pValues
        var running = 0.0
        for (rank, index) in tested.enumerated() {
            running = max(running, min(1, Double(tested.count - rank) * pValues[index]))
            adjusted[index] = running
        }
        return adjusted
    }

    /// Whether any hypothesis of a family of `family` tests can be rejected at `alpha` when the
    /// smallest p-value any of them can reach is `smallestPValue`: Holm's first step compares it
    /// with α / m.
    public static func canReject(smallestPValue: Double, family: Int, alpha: Double) -> Bool {
        smallestPValue * Double(max(family, 1)) < alpha
    }
}
