public import NativeScaleCore

/// One measured way to fill the native size: a render size, the filter that takes it to the
/// native size, what it costs and how close it comes to the reference.
public struct TuningCandidate: Hashable, Sendable {
    /// The size rendered.
    public let target: SweepTarget
    /// The resample filter; nil when the target is the native size (no resample).
    public let filter: ResampleFilter?
    /// Frame time over the native path's frame time, measured interleaved.
    public let costRatio: Double
    /// The frame time this implies on the measured device, in milliseconds.
    public let frameMilliseconds: Double
    /// Quality against the reference.
    public let quality: QualityMetrics

    /// Creates a candidate.
    public init(target: SweepTarget, filter: ResampleFilter?, costRatio: Double, frameMilliseconds: Double, quality: QualityMetrics) {
        self.target = target
        self.filter = filter
        self.costRatio = costRatio
        self.frameMilliseconds = frameMilliseconds
        self.quality = quality
    }

    /// Its quality under `metric`, higher is better (``QualityMetric/score(_:)``).
    public func score(_ metric: QualityMetric) -> Double { metric.score(quality) }

    /// `1080×1920 directly` or `1242×2208 + area`.
    public var label: String {
        guard let filter, target.needsResample else { return "\(target.renderSize) directly" }
        return "\(target.label) + \(filter.rawValue)"
    }
}
