public import NativeScaleCore

/// What an interleaved experiment measures on: one submission a round, each phase of a path
/// alone, and an empty submission. NativeScaleRenderer's `OffscreenRenderer` is the Vulkan one; tests give the
/// experiments, the race and the audit's wiring a renderer of known costs instead.
public protocol RoundRendering: AnyObject {
    /// The device the renderer runs on.
    var deviceInfo: GPUDeviceInfo { get }
    /// The clock that times stages now: GPU timestamps until they fail a sanity check, then the host's.
    var timingSource: TimingClock { get }
    /// Renders `paths` in order as one submission and returns their timings with the figures that check them.
    func renderAuditedRound(_ paths: [MeasuredPath]) throws(RendererError) -> RoundTiming
    /// Renders `path` alone, each phase in a submission of its own timed on the host clock.
    func renderIsolated(_ path: MeasuredPath) throws(RendererError) -> RoundTiming
    /// The host time of a submission that records nothing, in nanoseconds.
    func emptySubmission() throws(RendererError) -> Double
    /// Renders `paths` as the round just rendered, at `factor` times the content's cost and
    /// nothing else changed (the audit's dose check).
    func renderDoseRound(_ paths: [MeasuredPath], factor: Int) throws(RendererError) -> RoundTiming
}
