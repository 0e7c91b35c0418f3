public import NativeScaleAnalysis
public import NativeScaleCore
import NativeScaleStatistics

extension BenchResult {
    /// One stage's per-frame milliseconds on `path`, in time order.
    public func stageSamples(path: MeasuredPath, stage: Stage) -> [Double] {
        samples.filter { $0.path == path }.sorted { ($0.round, $0.position) < ($1.round, $1.position) }
            .compactMap { $0.duration(stage)?.milliseconds }
    }

    /// One on-screen stage's per-frame milliseconds on `path` (with `--present`), in time order.
    public func presentSamples(path: MeasuredPath, stage: Stage) -> [Double] {
        (present?.samples ?? []).filter { $0.path == path }.sorted { ($0.round, $0.position) < ($1.round, $1.position) }
            .compactMap { $0.duration(stage)?.milliseconds }
    }

    /// Per-round scaled frame / native frame for `filter`.
    func frameRatios(filter: ResampleFilter) -> [Double] {
        RoundPairs(samples, filter: filter).pairs.map { $0.scaled.frame / $0.native.frame }
    }
}
