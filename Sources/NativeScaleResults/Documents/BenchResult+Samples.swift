public import NativeScaleCore
import NativeScaleStatistics

extension BenchResult {
    /// One stage's per-frame milliseconds on `path`, in time order.
    public func stageSamples(path: MeasuredPath, stage: Stage) -> [Double] {
        samples.filter { $0.path == path }.sorted { ($0.round, $0.position) < ($1.round, $1.position) }
            .compactMap { $0.nanoseconds(stage).map { $0 / 1e6 } }
    }

    /// One on-screen stage's per-frame milliseconds on `path` (with `--present`), in time order.
    public func presentSamples(path: MeasuredPath, stage: Stage) -> [Double] {
        (present?.samples ?? []).filter { $0.path == path }.sorted { ($0.round, $0.position) < ($1.round, $1.position) }
            .compactMap { $0.nanoseconds(stage).map { $0 / 1e6 } }
    }

    /// Per-round scaled frame / native frame for `filter`.
    func frameRatios(filter: ResampleFilter) -> [Double] {
        let native = Dictionary(samples.filter { $0.path == .native }.map { ($0.round, $0.frame) }, uniquingKeysWith: { a, _ in a })
        return samples.filter { $0.path == .scaled(filter) }.sorted { $0.round < $1.round }.compactMap { sample in
            native[sample.round].map { sample.frame / $0 }
        }
    }
}
