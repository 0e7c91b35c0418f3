public import NativeScaleCore
public import NativeScaleRenderer

/// Runs the interleaved native / scaled frames of one benchmark and keeps every sample.
public struct BenchExperiment {
    /// Progress after each round.
    public struct Progress: Sendable {
        public let round: Int
        public let elapsed: Double
        public let widestHalfWidthPoints: Double?
        public let stop: StopCondition
    }

    /// The paths measured, native first.
    public let schedule: InterleavingSchedule
    /// Rounds rendered before measuring.
    public let warmupRounds: Int
    /// When to stop.
    public let stop: StopCondition
    /// Seed of the bootstrap: the stopping check computes the very interval the report will show.
    public let seed: UInt64

    /// An experiment over the native path and one scaled path per filter (none when the display
    /// has no sampling stage).
    public init(filters: [ResampleFilter], hasResample: Bool, warmupRounds: Int, stop: StopCondition, seed: UInt64) {
        schedule = InterleavingSchedule(paths: [.native] + (hasResample ? filters.map { .scaled($0) } : []))
        self.warmupRounds = warmupRounds
        self.stop = stop
        self.seed = seed
    }

    /// Renders warm-up rounds, then measured rounds until `stop` is met; returns the samples
    /// and the measuring time in seconds.
    public func run(on renderer: OffscreenRenderer, progress: (Progress) -> Void = { _ in }) throws(RendererError) -> (samples: [FrameSample], seconds: Double) {
        for round in 0..<warmupRounds {
            for path in schedule.order(ofRound: round) { _ = try renderer.render(path) }
        }
        var samples: [FrameSample] = []
        let clock = ContinuousClock()
        let start = clock.now
        var round = 0
        var halfWidth: Double?
        var lastCheck = start
        while true {
            for (position, path) in schedule.order(ofRound: round).enumerated() {
                samples.append(FrameSample(round: round, position: position, path: path, timing: try renderer.render(path)))
            }
            round += 1
            let elapsed = Self.seconds(clock.now - start)
            // Check the precision at most once a second, with the report's own bootstrap.
            if stop.precision != nil, round >= stop.minimumRounds, schedule.paths.count > 1, clock.now - lastCheck >= .seconds(1) {
                halfWidth = BenchAnalysis(samples: samples, seed: seed).widestHalfWidthPoints
                lastCheck = clock.now
            }
            progress(Progress(round: round, elapsed: elapsed, widestHalfWidthPoints: halfWidth, stop: stop))
            let precisionKnown = schedule.paths.count > 1 ? halfWidth : 0
            if stop.isSatisfied(rounds: round, elapsed: elapsed, halfWidth: precisionKnown) {
                return (samples, elapsed)
            }
        }
    }

    static func seconds(_ duration: Duration) -> Double {
        let (seconds, attoseconds) = duration.components
        return Double(seconds) + Double(attoseconds) / 1e18
    }
}
