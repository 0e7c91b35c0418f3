import NativeScaleRendering

/// What one submission in flight owns alone: its command buffer and fence, its range of the
/// timer's queries (its index), and the probe its frames' sentinels are read back through.
///
/// A renderer keeps one slot per frame it may have in flight; a submission waits for nothing but
/// the queue's order, and its slot is read (its fence waited on, its stamps and probes read) when
/// it comes round again. Per-frame resources go here; what every frame shares (images, pipelines,
/// the layout tracker) is in ``FrameResources``.
final class FrameSlot {
    /// The slot's place among its renderer's slots, and so its range of the timer's queries.
    let index: Int
    let context: CommandContext
    let probe: DrawnWorkProbe

    /// A command buffer, a signalled fence and a probe of `capacity` slots (two per frame).
    init(index: Int, gpu: GPU, probeCapacity: Int, tracker: LayoutTracker) throws(RendererError) {
        self.index = index
        context = try CommandContext(gpu: gpu)
        probe = try DrawnWorkProbe(gpu: gpu, capacity: probeCapacity, tracker: tracker)
    }
}
