extension BenchResult {
    /// One stage's per-frame milliseconds for `path`, in time order.
    public func stageSamples(path: String, stage: String) -> [Double] {
        samples.filter { $0.path == path }.sorted { ($0.round, $0.position) < ($1.round, $1.position) }.compactMap { sample in
            switch stage {
            case "scene": sample.scene / 1e6
            case "resample": sample.resample.map { $0 / 1e6 }
            case "transition": sample.transition.map { $0 / 1e6 }
            default: sample.frame / 1e6
            }
        }
    }

    /// Per-round scaled frame / native frame for `path`.
    func frameRatios(path: String) -> [Double] {
        let native = Dictionary(samples.filter { $0.path == "native" }.map { ($0.round, $0.frame) }, uniquingKeysWith: { a, _ in a })
        return samples.filter { $0.path == path }.sorted { $0.round < $1.round }.compactMap { sample in
            native[sample.round].map { sample.frame / $0 }
        }
    }
}
