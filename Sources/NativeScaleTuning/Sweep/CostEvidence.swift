public import NativeScaleCore

/// What a ``SweepRace`` knows of the measured costs: comparisons that are sure at the race's
/// stated error rate, and point estimates to choose what to compare with.
///
/// Indices are the race's point indices; the native point costs exactly 1 (every experiment's
/// baseline), and a point not yet measured, or whose measurement is not trusted, is never sure
/// of anything.
public protocol CostEvidence {
    /// Its cost as a multiple of the native frame (the median of its rounds); 1 for the native
    /// point; nil when not measured.
    func estimate(_ index: Int) -> Double?
    /// Whether point `index` surely costs more than point `other`.
    func isSurelyCostlier(_ index: Int, than other: Int) -> Bool
    /// Whether point `index`'s frame time is surely over `budget`.
    func isSurelyOver(_ index: Int, budget: FrameBudget) -> Bool
    /// Whether point `index`'s frame time is surely within `budget`.
    func isSurelyWithin(_ index: Int, budget: FrameBudget) -> Bool
}
