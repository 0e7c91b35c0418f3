public import NativeScaleCore
public import NativeScaleStatistics

/// What rendering at nativeScale saves per frame against the cheapest scaled path, as values:
/// computed once from a run's comparisons, stored with the result, and worded by the report.
public struct NativeSaving: Codable, Hashable, Sendable {
    /// The scaled path with the smallest overhead: the saving holds even against it.
    public let filter: ResampleFilter
    /// The native path's saving per frame over that path, in percent of the scaled frame
    /// (1 − 1 / (1 + overhead)); negative where native costs more (an upscaling display).
    public let savingPercent: Double
    /// Its 95 % interval, in percent; nil with fewer rounds than give one
    /// (``BenchAnalysis/minimumRoundsForInterval``).
    public let interval: Interval?
    /// Rounds that contributed.
    public let rounds: Int
    /// Scaled paths compared: more than one means the saving is against the cheapest of them.
    public let comparedPaths: Int

    /// A saving's interval, in percent.
    public struct Interval: Codable, Hashable, Sendable {
        public let low: Double
        public let high: Double
        /// Half its width, the ± a report gives.
        public var halfWidth: Double { (high - low) / 2 }
    }

    /// The verdict of comparisons whose overheads are `overheads` (filter, per-round overhead
    /// interval, rounds); nil when no scaled path was measured.
    public init?(overheads: [(filter: ResampleFilter, overhead: BootstrapInterval, rounds: Int)]) {
        guard let best = overheads.min(by: { $0.overhead.estimate < $1.overhead.estimate }) else { return nil }
        // The saving is monotonic in the overhead, so the interval maps bound to bound.
        func saving(_ overhead: Double) -> Double { (1 - 1 / (1 + overhead)) * 100 }
        filter = best.filter
        savingPercent = saving(best.overhead.estimate)
        interval =
            best.rounds >= BenchAnalysis.minimumRoundsForInterval
            ? Interval(low: saving(best.overhead.lower), high: saving(best.overhead.upper)) : nil
        rounds = best.rounds
        comparedPaths = overheads.count
    }

    /// The verdict of an offscreen run's analysis.
    public init?(_ analysis: BenchAnalysis) {
        self.init(overheads: analysis.comparisons.map { ($0.filter, $0.overhead, $0.rounds) })
    }

    /// The verdict of an on-screen run's analysis: the whole presented frame.
    public init?(_ analysis: PresentAnalysis) {
        self.init(overheads: analysis.comparisons.map { ($0.filter, $0.overhead, $0.rounds) })
    }
}
