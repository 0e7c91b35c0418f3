extension FrameSample {
    /// The same frame numbered `offset` rounds later: for a measurement made in batches, each
    /// batch's rounds after the ones before it.
    public func renumbered(by offset: Int) -> FrameSample {
        FrameSample(
            round: round + offset, position: position, path: path, scene: scene, resolve: resolve, resample: resample,
            transition: transition, passes: passes, frame: frame, host: host, timeline: timeline)
    }
}
