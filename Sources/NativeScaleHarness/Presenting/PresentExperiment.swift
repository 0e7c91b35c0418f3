public import NativeScaleCore
public import NativeScaleRenderer

/// Runs interleaved native / scaled frames through a window's swapchain:
/// acquire → render → resample (scaled) → copy into the swapchain image → present.
public struct PresentExperiment {
    /// The paths measured, native first.
    public let schedule: InterleavingSchedule
    /// Rounds presented before measuring.
    public let warmupRounds: Int
    /// When to stop.
    public let stop: StopCondition
    /// Seed of the bootstrap.
    public let seed: UInt64

    public init(filters: [ResampleFilter], hasResample: Bool, warmupRounds: Int, stop: StopCondition, seed: UInt64) {
        schedule = InterleavingSchedule(paths: [.native] + (hasResample ? filters.map { .scaled($0) } : []))
        self.warmupRounds = warmupRounds
        self.stop = stop
        self.seed = seed
    }

    /// Presents warm-up rounds, then measured rounds until `stop` is met. The window must keep
    /// the renderer's native size: a resize during measurement is an error, not a new size.
    public func run(presenter: SwapchainPresenter, window: Window, renderer: OffscreenRenderer) throws -> (samples: [PresentSample], seconds: Double) {
        func present(_ path: RenderPath) throws -> PresentTiming {
            while true {
                switch try presenter.present(path, from: renderer) {
                case let .presented(timing, _): return timing
                case .outOfDate: continue
                case .minimized: window.waitEvents(seconds: 0.1)
                case let .resized(size):
                    throw RendererError.windowSystem("the window changed to \(size) during --present measurement; "
                        + "the benchmark needs the \(renderer.nativeSize) window it opened")
                }
            }
        }
        for round in 0..<warmupRounds {
            window.pollEvents()
            for path in schedule.order(ofRound: round) { _ = try present(path) }
        }
        var samples: [PresentSample] = []
        let clock = ContinuousClock()
        let start = clock.now
        var round = 0
        var halfWidth: Double?
        var lastCheck = start
        while true {
            window.pollEvents()
            for (position, path) in schedule.order(ofRound: round).enumerated() {
                samples.append(PresentSample(round: round, position: position, path: path, timing: try present(path)))
            }
            round += 1
            let elapsed = BenchExperiment.seconds(clock.now - start)
            if stop.precision != nil, round >= stop.minimumRounds, schedule.paths.count > 1, clock.now - lastCheck >= .seconds(1) {
                halfWidth = PresentAnalysis(samples: samples, seed: seed).widestHalfWidthPoints
                lastCheck = clock.now
            }
            if stop.isSatisfied(rounds: round, elapsed: elapsed, halfWidth: schedule.paths.count > 1 ? halfWidth : 0) {
                return (samples, elapsed)
            }
        }
    }
}
