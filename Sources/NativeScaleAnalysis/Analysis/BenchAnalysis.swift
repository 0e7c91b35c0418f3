public import NativeScaleCore
public import NativeScaleStatistics

/// The statistics of a benchmark run, computed from its raw samples alone (so a result file can
/// be re-analysed, and tests can feed synthetic samples).
public struct BenchAnalysis: Hashable, Sendable, Codable {
    /// Scaled against native for one filter, from per-round ratios.
    public struct Comparison: Hashable, Sendable, Codable {
        public let filter: ResampleFilter
        /// Per-round scaled frame / native frame − 1, with its bootstrap 95 % CI.
        public let overhead: BootstrapInterval
        /// Per-round scaled scene / native scene: the cost of the extra shaded pixels.
        public let sceneRatio: BootstrapInterval
        /// Per-round resample / native frame: the cost of the sampling stage itself.
        public let resampleShare: BootstrapInterval
        /// Rounds that contributed.
        public let rounds: Int

        /// Creates the value from its parts.
        public init(filter: ResampleFilter, overhead: BootstrapInterval, sceneRatio: BootstrapInterval, resampleShare: BootstrapInterval, rounds: Int) {
            self.filter = filter
            self.overhead = overhead
            self.sceneRatio = sceneRatio
            self.resampleShare = resampleShare
            self.rounds = rounds
        }
    }

    /// How much of one scaled path's GPU frame (first timestamp to last) its timed stages
    /// account for; the rest is the barrier that hands the drawable to the resample.
    ///
    /// GPU time against GPU time: the host's submit-to-fence time is not compared, since it
    /// holds fixed submit and wake-up costs that dwarf sub-millisecond frames on real GPUs.
    public struct TimestampCoverage: Hashable, Sendable, Codable {
        public let path: MeasuredPath
        /// Median of per-frame (scene + resample) / frame.
        public let stagesOverFrame: Double?
        /// Version-1 files measured GPU frame / host submit-to-fence per frame instead.
        public let gpuOverHost: Double?

        /// Creates the value from its parts.
        public init(path: MeasuredPath, stagesOverFrame: Double?, gpuOverHost: Double?) {
            self.path = path
            self.stagesOverFrame = stagesOverFrame
            self.gpuOverHost = gpuOverHost
        }
    }

    public let stages: [StageSummary]
    public let comparisons: [Comparison]
    /// Per scaled path timed on the GPU, how much of the frame its stages account for.
    public let timestampCoverage: [TimestampCoverage]

    /// Fewest paired rounds that give a comparison an interval: with fewer, the bootstrap of a
    /// median resamples one or two values and its "interval" is a point (zero width), which
    /// would claim a precision the run does not have.
    public static let minimumRoundsForInterval = 3

    /// Coverage below which the barrier between the stages is reported as a cost of its own.
    public static let minimumCoverage = 0.8

    /// Stages with two levels or a step, and paths whose barriers take a share of the frame.
    public var anomalies: [Anomaly] {
        let coverage = timestampCoverage.compactMap { item -> Anomaly? in
            guard let share = item.stagesOverFrame, share < Self.minimumCoverage else { return nil }
            return .barrierShare(path: item.path, stagesOverFrame: share)
        }
        return coverage
            + stages.compactMap { stage in
                guard let mode = stage.anomaly else { return nil }
                return switch mode.kind {
                case .bimodal:
                    .twoLevels(
                        path: stage.path, stage: stage.stage, lowMilliseconds: mode.lowLevel, highMilliseconds: mode.highLevel,
                        highFraction: mode.highFraction)
                case .shift:
                    .step(
                        path: stage.path, stage: stage.stage, lowMilliseconds: mode.lowLevel, highMilliseconds: mode.highLevel,
                        round: mode.changeIndex ?? 0)
                }
            }
    }

    /// Analyses `samples`; `seed` makes the bootstrap reproducible.
    public init(samples: [FrameSample], resamples: Int = BootstrapInterval.Defaults.resamples, seed: UInt64 = BootstrapInterval.Defaults.seed) {
        let paths = samples.map(\.path).uniqued()
        var stages: [StageSummary] = []
        for path in paths {
            let series = samples.filter { $0.path == path }.sorted { ($0.round, $0.position) < ($1.round, $1.position) }
            for stage in Self.stages(of: series) {
                let ms = series.compactMap { $0.duration(stage)?.milliseconds }
                stages.append(StageSummary(path: path, stage: stage, milliseconds: SampleStatistics(ms), anomaly: ModeAnalysis.analyse(ms)))
            }
        }
        self.stages = stages
        timestampCoverage = paths.compactMap { path in
            let ratios = samples.filter { $0.path == path && $0.transition != nil && $0.frame > 0 }
                .map { ($0.scene + ($0.resample ?? 0)) / $0.frame }
            return ratios.isEmpty ? nil : TimestampCoverage(path: path, stagesOverFrame: SampleStatistics.median(ratios), gpuOverHost: nil)
        }
        comparisons = paths.compactMap(\.filter).enumerated().map { index, filter in
            let pairs = Self.ratioPairs(samples, filter: filter)
            let overhead = Self.overheads(pairs)
            let scene = pairs.map { $0.scaled.scene / $0.native.scene }
            let share = pairs.map { ($0.scaled.resample ?? 0) / $0.native.frame }
            let seed = seed &+ UInt64(index)
            return Comparison(
                filter: filter,
                overhead: .median(of: overhead, resamples: resamples, seed: seed),
                sceneRatio: .median(of: scene, resamples: resamples, seed: seed &+ 1),
                resampleShare: .median(of: share, resamples: resamples, seed: seed &+ 2),
                rounds: overhead.count)
        }
    }

    /// The stages a path's frames were timed in: the scene, with MSAA the resolve, on a scaled
    /// path the resample (and an upscaler's passes, `easu` and `rcas`) and (timed on the GPU)
    /// the transition before it, the whole frame when
    /// it has more than the scene, and the host time always.
    static func stages(of series: [FrameSample]) -> [Stage] {
        guard !series.isEmpty else { return [] }
        var stages: [Stage] = [.scene]
        let resolves = series.allSatisfy { $0.resolve != nil }
        if resolves { stages.append(.resolve) }
        let resamples = series.allSatisfy { $0.resample != nil }
        if resamples {
            stages.append(.resample)
            for pass in SamplingPass.allCases where series.allSatisfy({ $0.passes?[pass] != nil }) { stages.append(Stage(pass)) }
            if series.allSatisfy({ $0.transition != nil }) { stages.append(.transition) }
        }
        if resolves || resamples { stages.append(.frame) }
        return stages + [.host]
    }

    /// The summary of `stage` on `path`; nil when it was not measured.
    public func summary(of stage: Stage, on path: MeasuredPath) -> StageSummary? {
        stages.first { $0.path == path && $0.stage == stage }
    }

    /// The widest overhead CI half-width, in percentage points; nil without comparisons.
    public var widestHalfWidthPoints: Double? {
        comparisons.map { $0.overhead.halfWidth * 100 }.max()
    }

    /// ``widestHalfWidthPoints`` of the analysis of `samples`, bootstrapping only the overheads
    /// (the same draws from the same seeds, so the same figure): what a stop rule reads once a
    /// second while measuring, without every stage's interval besides.
    public static func widestHalfWidthPoints(
        of samples: [FrameSample], resamples: Int = BootstrapInterval.Defaults.resamples,
        seed: UInt64 = BootstrapInterval.Defaults.seed
    ) -> Double? {
        samples.map(\.path).uniqued().compactMap(\.filter).enumerated().map { index, filter in
            BootstrapInterval.median(of: overheads(ratioPairs(samples, filter: filter)), resamples: resamples, seed: seed &+ UInt64(index)).halfWidth * 100
        }.max()
    }

    /// The rounds that compare `filter`'s path with native: rounds whose native frame or scene
    /// took no time say nothing of a ratio.
    static func ratioPairs(_ samples: [FrameSample], filter: ResampleFilter) -> [RoundPairs<FrameSample>.Pair] {
        RoundPairs(samples, filter: filter).pairs.filter { $0.native.frame > 0 && $0.native.scene > 0 }
    }

    /// Per round, the scaled frame over the native frame, less 1.
    static func overheads(_ pairs: [RoundPairs<FrameSample>.Pair]) -> [Double] {
        pairs.map { $0.scaled.frame / $0.native.frame - 1 }
    }
}
