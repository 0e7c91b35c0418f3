import NativeScaleStatistics

extension FrameSpread {
    /// The spread of `values`, one a frame (not empty): the worst is the largest, the first of
    /// equals.
    public init(_ values: [Double]) {
        let worstFrame = values.indices.max { values[$0] < values[$1] } ?? 0
        self.init(
            mean: values.reduce(0, +) / Double(values.count), percentile95: SampleStatistics.quantile(values.sorted(), 0.95),
            worst: values[worstFrame], worstFrame: worstFrame)
    }
}
