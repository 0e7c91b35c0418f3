public import NativeScaleCore
public import NativeScaleStatistics

/// Statistics of the on-screen frames: every stage per path, and what each scaled path costs
/// over the native one on screen (host frame) and on the GPU, as bootstrap CIs of the median
/// per-round ratio.
public struct PresentAnalysis: Hashable, Sendable, Codable {
    /// A scaled path against the native path, round by round.
    public struct Comparison: Hashable, Sendable, Codable {
        public let filter: ResampleFilter
        /// Median of (scaled total / native total − 1): the whole on-screen frame.
        public let overhead: BootstrapInterval
        /// Median of (scaled GPU frame / native GPU frame − 1).
        public let gpuOverhead: BootstrapInterval
        public let rounds: Int

        /// Creates the value from its parts.
        public init(filter: ResampleFilter, overhead: BootstrapInterval, gpuOverhead: BootstrapInterval, rounds: Int) {
            self.filter = filter
            self.overhead = overhead
            self.gpuOverhead = gpuOverhead
            self.rounds = rounds
        }
    }

    /// The on-screen stages in table order.
    public static let stageOrder: [Stage] = [.scene, .resample, .copy, .gpuFrame, .acquire, .present, .total]

    public let stages: [StageSummary]
    public let comparisons: [Comparison]

    public init(samples: [PresentSample], resamples: Int = BootstrapInterval.Defaults.resamples, seed: UInt64 = BootstrapInterval.Defaults.seed) {
        let paths = samples.map(\.path).uniqued()
        var stages: [StageSummary] = []
        for path in paths {
            let series = samples.filter { $0.path == path }
            for stage in Self.stageOrder {
                let milliseconds = series.compactMap { $0.duration(stage)?.milliseconds }
                guard !milliseconds.isEmpty else { continue }
                stages.append(StageSummary(path: path, stage: stage, milliseconds: SampleStatistics(milliseconds), anomaly: nil))
            }
        }
        self.stages = stages
        comparisons = paths.compactMap(\.filter).enumerated().map { index, filter in
            let pairs = RoundPairs(samples, filter: filter)
            let overhead = pairs.ratios(.total).map { $0 - 1 }
            let gpu = pairs.ratios(.gpuFrame).map { $0 - 1 }
            let seed = seed &+ UInt64(index)
            return Comparison(
                filter: filter,
                overhead: .median(of: overhead, resamples: resamples, seed: seed),
                gpuOverhead: .median(of: gpu, resamples: resamples, seed: seed &+ 1),
                rounds: overhead.count)
        }
    }

    /// The median of `stage` on `path`, in milliseconds.
    public func median(_ stage: Stage, on path: MeasuredPath) -> Double? {
        stages.first { $0.path == path && $0.stage == stage }?.milliseconds.median
    }

    /// The widest on-screen overhead CI half-width, in percentage points.
    public var widestHalfWidthPoints: Double? {
        comparisons.map { $0.overhead.halfWidth * 100 }.max()
    }
}
