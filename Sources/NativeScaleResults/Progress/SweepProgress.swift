public import NativeScaleCore
public import NativeScaleTuning

/// One step of a sweep as it goes, as values: the report words it (``line`` in Reporting).
public enum SweepProgress: Hashable, Sendable {
    /// The reference rendered at `size` and reduced to `native` with exact area.
    case reference(size: PixelSize, native: PixelSize)
    /// Render size `index` (from 0) of `count`: its quality measured at `target`.
    case quality(index: Int, count: Int, target: SweepTarget)
    /// Quality settled `settled` of `points` points before any timing (by `metric`); `racing`
    /// are left to time, over at most `looks` looks at `alpha`.
    case settledByQuality(settled: Int, points: Int, metric: QualityMetric, racing: Int, looks: Int, alpha: Double)
    /// Before any timing: `--frames` gives each point `rounds` rounds, fewer than the `needed`
    /// its sign test against the native size needs to reach `testLevel`: no point can be settled
    /// against native, and the sweep may end undecided (a warning, said whether or not a terminal
    /// shows progress).
    case tooFewRounds(rounds: Int, needed: Int, testLevel: Double)
    /// Look `look` of the race: `sizes` render sizes timed for a batch, `racing` points racing.
    case look(look: Int, sizes: Int, racing: Int)
    /// Render size `index` (from 0) of `count` timed to the stop rule (`--exhaustive`).
    case timing(index: Int, count: Int, renderSize: PixelSize)
}
