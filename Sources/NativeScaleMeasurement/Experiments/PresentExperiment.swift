public import NativeScaleAnalysis
public import NativeScaleCore
public import NativeScaleExperiments
public import NativeScaleRenderer
import NativeScaleRendering
public import NativeScaleResults
import NativeScaleStatistics
public import NativeScaleWindowing

/// Runs interleaved native / scaled frames through a window's swapchain:
/// acquire → render → resample (scaled) → copy into the swapchain image → present.
public struct PresentExperiment {
    /// The interleaving, warm-up, stop condition and seed, as offscreen.
    public let experiment: BenchExperiment

    public init(filters: [ResampleFilter], warmupRounds: Int, stop: StopCondition, seed: UInt64) {
        experiment = BenchExperiment(filters: filters, warmupRounds: warmupRounds, stop: stop, seed: seed)
    }

    /// Presents warm-up rounds, then measured rounds until the stop condition is met. The window
    /// must keep the renderer's native size: a resize during measurement is an error, not a new size.
    public func run(presenter: SwapchainPresenter, window: Window, renderer: OffscreenRenderer) throws -> (samples: [PresentSample], seconds: Double) {
        func present(_ path: MeasuredPath) throws -> PresentTiming {
            while true {
                switch try renderer.present(path, on: presenter) {
                case .presented(let timing, _): return timing
                case .outOfDate: continue
                case .minimized: window.waitEvents(seconds: 0.1)
                case .resized(let size):
                    throw RendererError.window(.resized(to: size, needed: renderer.nativeSize))
                }
            }
        }
        let seed = experiment.seed
        return try experiment.measure(
            beforeRound: { window.pollEvents() },
            round: { round, paths in
                try paths.enumerated().map { position, path in
                    PresentSample(round: round, position: position, path: path, timing: try present(path))
                }
            }, halfWidth: { PresentAnalysis(samples: $0, seed: seed).widestHalfWidthPoints })
    }
}
