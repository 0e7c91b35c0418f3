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
        try measure(frame: { round, position, path throws(RendererError) in
            FrameSample(round: round, position: position, path: path, timing: try renderer.render(path))
        }, halfWidth: { BenchAnalysis(samples: $0, seed: seed).widestHalfWidthPoints }, progress: progress)
    }

    /// The warm-up and measuring loop of every interleaved experiment: `frame` renders one path
    /// at a place in a round and returns its sample (warm-up samples are dropped); `halfWidth`
    /// is the widest CI half-width of the samples so far, checked at most once a second once
    /// `stop.minimumRounds` are in; `beforeRound` runs first in every round (event polling).
    public func measure<Sample, Failure: Error>(
        beforeRound: () -> Void = {}, frame: (_ round: Int, _ position: Int, _ path: RenderPath) throws(Failure) -> Sample,
        halfWidth: ([Sample]) -> Double?, progress: (Progress) -> Void = { _ in }
    ) throws(Failure) -> (samples: [Sample], seconds: Double) {
        for round in 0..<warmupRounds {
            beforeRound()
            for (position, path) in schedule.order(ofRound: round).enumerated() { _ = try frame(round, position, path) }
        }
        var samples: [Sample] = []
        let clock = ContinuousClock()
        let start = clock.now
        var round = 0
        var widest: Double?
        var lastCheck = start
        while true {
            beforeRound()
            for (position, path) in schedule.order(ofRound: round).enumerated() {
                samples.append(try frame(round, position, path))
            }
            round += 1
            let elapsed = Self.seconds(clock.now - start)
            // Check the precision at most once a second, with the report's own bootstrap.
            if stop.precision != nil, round >= stop.minimumRounds, schedule.paths.count > 1, clock.now - lastCheck >= .seconds(1) {
                widest = halfWidth(samples)
                lastCheck = clock.now
            }
            progress(Progress(round: round, elapsed: elapsed, widestHalfWidthPoints: widest, stop: stop))
            let precisionKnown = schedule.paths.count > 1 ? widest : 0
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
