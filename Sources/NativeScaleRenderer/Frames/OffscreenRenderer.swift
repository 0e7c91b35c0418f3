internal import CVulkan
public import NativeScaleCore
public import NativeScaleRendering

/// Renders a workload at the native size, or at the drawable size followed by a resample to the
/// native size, and times each stage with GPU timestamps.
///
/// A composition, with no timing, recording or read-back of its own: ``FrameResources`` holds
/// what every frame draws with, a ``FrameRecorder`` records a path into a command buffer, the
/// ``GPUTimer`` owns the queries, the calibration and the fallback to the host clock, a
/// ``Readback`` reads images back, and a ``RoundRunner`` renders rounds through them, one per
/// ``FrameSlot`` in flight.
///
/// Headless: the native-size present target stands in for the swapchain image both paths would
/// present, with a swapchain image's usages. A round of frames is one submission, so the GPU does
/// not idle between the frames it compares. Every call but ``submitAuditedRound(_:)`` waits on
/// its fence before returning, and the slots wait on theirs when released, so nothing is in
/// flight when the renderer is released.
public final class OffscreenRenderer {
    let resources: FrameResources
    let timer: GPUTimer
    let runner: RoundRunner
    let readback: Readback

    /// The device rendered on.
    public var gpu: GPU { resources.gpu }
    /// The workload and its knobs.
    public var workload: WorkloadConfiguration { resources.workload }
    /// The colour format, MSAA samples and depth buffer rendered with.
    public var target: AttachmentConfiguration { resources.target }
    /// What the device offers the target: the format compute resamples store.
    public var support: TargetSupport { resources.support }
    /// The size rendered by the native path and produced by every resample.
    public var nativeSize: PixelSize { resources.nativeSize }
    /// The size the scaled path renders before resampling.
    public var drawableSize: PixelSize { resources.drawableSize }
    /// The filters prepared.
    public var filters: [ResampleFilter] { resources.filters }
    /// RCAS's sharpness for the filters that sharpen.
    public var sharpness: Sharpness { resources.sharpness }
    /// Submissions that may be in flight at once, each in a slot of its own.
    public var framesInFlight: Int { runner.slots.count }

    /// Untimed frames rendered at the start of each round's submission, so the measured frames
    /// start on a busy GPU (clocks up); 0 on CPU devices, which have no clocks to raise.
    public var leadInFrames: Int {
        get { runner.leadInFrames }
        set { runner.leadInFrames = newValue }
    }
    /// Rounds rendered so far: a user shader's `iFrame` (and `iTime` at 60 per second).
    public var rounds: Int { runner.rounds }
    /// The `fill` and `textured` passes' dependent ALU iterations per fragment in the next
    /// frames: the workload's at first; a closed loop changes it between submissions to change
    /// the content's cost (a push constant, so no pipeline or image changes).
    public var shaderCost: Int {
        get { runner.shaderCost }
        set { runner.shaderCost = newValue }
    }
    /// How many times the scene's draws are recorded in its render pass: 1, but in a dose check
    /// of a workload with no shader cost (``renderDoseRound(_:factor:)``), and where a closed loop
    /// steps the `scene` workload's geometry: each repeat draws the same meshes at the same depth,
    /// so its vertices and triangles are work again while the depth test rejects its fragments.
    public var drawRepeats: Int {
        get { runner.drawRepeats }
        set { runner.drawRepeats = newValue }
    }
    /// Paths whose scene draws are left out (the render pass still begins and ends): the
    /// drawn-work check's positive control in the tests, empty otherwise.
    package var skippedDraws: Set<MeasuredPath> {
        get { runner.skippedDraws }
        set { runner.skippedDraws = newValue }
    }
    /// A known timing fault put back on purpose, for the tests and developers that prove the
    /// audit fails it (``InjectedFault``); nil in every real run.
    public var injectedFault: InjectedFault? {
        get { runner.injectedFault }
        set { runner.injectedFault = newValue }
    }
    /// The least time one start dependency took in the calibration at creation, ns (``GPUTimer/dependencyFloor``).
    public var dependencyFloor: Double { timer.dependencyFloor }
    /// Why GPU timestamps were abandoned for the host clock, once they were.
    public var timestampProblem: TimestampSanity.Problem? { timer.timestampProblem }
    /// ``timestampProblem`` as the note results carry (the reports word it).
    public var timestampNote: RunNote? {
        timestampProblem.map { .timestampsUnusable(device: gpu.info.name, problem: $0, size: nil) }
    }
    /// Whether stages are timed with GPU timestamps (else host wall clock): the device must
    /// support them and they must have passed ``TimestampSanity`` so far.
    public var timingSource: TimingClock { timer.timingSource }

    /// The round whose shader inputs images are rendered with (``renderedImage(_:)``): 1 s in.
    static let imageRound = 60

    /// Checks the target on the device, then creates the images, textures, pipelines and
    /// resample stages for `filters`, and `framesInFlight` slots (at least one), each with a
    /// command buffer, a range of timestamp queries and a probe for a round of every path.
    /// `content` is what the scene stage draws for the `scene` and `shader` workloads;
    /// `sharpness` is RCAS's where a filter sharpens (`fsr1`).
    public init(
        gpu: GPU, workload: WorkloadConfiguration, content: FrameContent = .builtIn,
        target: AttachmentConfiguration = AttachmentConfiguration(colorFormat: .rgba8),
        nativeSize: PixelSize, drawableSize: PixelSize, filters: [ResampleFilter], sharpness: Sharpness = .engineDefault,
        framesInFlight: Int = 1
    ) throws(RendererError) {
        let resources = try FrameResources(
            gpu: gpu, workload: workload, content: content, target: target, nativeSize: nativeSize, drawableSize: drawableSize, filters: filters,
            sharpness: sharpness)
        let frames = filters.count + 1
        let timer = try GPUTimer(gpu: gpu, frames: frames, slots: max(1, framesInFlight), context: resources.context)
        var slots: [FrameSlot] = []
        for index in 0..<max(1, framesInFlight) {
            slots.append(try FrameSlot(index: index, gpu: gpu, probeCapacity: 2 * frames, tracker: resources.tracker))
        }
        self.resources = resources
        self.timer = timer
        runner = try RoundRunner(resources: resources, timer: timer, slots: slots)
        readback = Readback(resources: resources)
    }

    /// Waits for every round still in flight before the parts are released: a round submitted
    /// and never collected (an error part-way through a loop) must not outlive its images and queries.
    deinit {
        runner.waitForSlots()
    }

    /// Device memory of the images and tables, from `VkMemoryRequirements`.
    public var memory: RenderMemory { resources.memory }

    /// Device memory the scaled path with `filter` needs beyond the native path.
    public func extraMemory(for filter: ResampleFilter) -> Int { resources.extraMemory(for: filter) }

    /// The format `path`'s finished frame is stored in.
    public func outputFormat(of path: MeasuredPath) -> PixelFormat { resources.outputFormat(of: path) }

    /// Renders one frame on `path` and returns its stage timings.
    public func render(_ path: MeasuredPath) throws(RendererError) -> FrameTiming {
        try renderRound([path])[0]
    }

    /// Renders `paths` in order as one submission and returns one timing per path
    /// (``renderAuditedRound(_:)`` without its checks).
    public func renderRound(_ paths: [MeasuredPath]) throws(RendererError) -> [FrameTiming] {
        try renderAuditedRound(paths).frames
    }

    /// Renders `paths` in order as one submission, after ``leadInFrames`` untimed frames of the
    /// first, each frame with its own timestamp slots and drawn-work probe; returns the frames'
    /// timings with the figures that check them (``RoundTiming``). Frames whose timestamps fail
    /// ``TimestampSanity`` switch the renderer to the host clock for good (``timestampProblem``)
    /// and the round is timed again that way. Every frame of a round draws the same image (a
    /// user shader's time is the round's); the next round advances it.
    public func renderAuditedRound(_ paths: [MeasuredPath]) throws(RendererError) -> RoundTiming {
        defer { runner.rounds += 1 }
        return try runner.render(paths, round: runner.rounds)
    }

    /// A round submitted and not yet read back (``submitAuditedRound(_:)``).
    public struct SubmittedRound {
        let pending: RoundRunner.PendingRound
    }

    /// Submits `paths` as ``renderAuditedRound(_:)`` does, into the next of ``framesInFlight``
    /// slots, without waiting for it; ``collect(_:)`` reads it when its slot comes round again.
    /// Throws when every slot holds a round not yet collected.
    public func submitAuditedRound(_ paths: [MeasuredPath]) throws(RendererError) -> SubmittedRound {
        let pending = try runner.submit(paths, round: runner.rounds)
        runner.rounds += 1
        return SubmittedRound(pending: pending)
    }

    /// Waits for a submitted round and returns its timing (``renderAuditedRound(_:)``'s).
    public func collect(_ round: SubmittedRound) throws(RendererError) -> RoundTiming {
        try runner.collect(round.pending)
    }

    /// Renders `paths` as ``renderAuditedRound(_:)`` does, with the shader inputs of the round
    /// just rendered, at `factor` times the content's cost: the audit's dose check, whose added
    /// work the stages must absorb. No image, barrier or stamp changes, so every interval
    /// outside the stages must take what it took at the first cost.
    public func renderDoseRound(_ paths: [MeasuredPath], factor: Int) throws(RendererError) -> RoundTiming {
        try runner.renderDose(paths, factor: factor)
    }

    /// Renders `path` alone, each phase in a submission of its own timed on the host clock
    /// (the scene with its resolve, then the resample), as the audit's isolated check does.
    public func renderIsolated(_ path: MeasuredPath) throws(RendererError) -> RoundTiming {
        try runner.renderIsolated(path)
    }

    /// The host time of a submission that records nothing (`vkQueueSubmit` to the fence): what
    /// each of ``renderIsolated(_:)``'s phases pays beyond its work (more under the validation
    /// layer, which checks every submission), in nanoseconds.
    public func emptySubmission() throws(RendererError) -> Double {
        try runner.emptySubmission()
    }

    /// Renders `path` and reads back the native-size result (`vkCmdCopyImageToBuffer`), rounded
    /// to 8 bits per channel; a user shader draws its image at ``imageRound``.
    public func renderedImage(_ path: MeasuredPath) throws(RendererError) -> RGBAImage {
        try renderedPixels(path).rgba8
    }

    /// Renders `path` and reads back the native-size result as stored, in floating point.
    public func renderedPixels(_ path: MeasuredPath) throws(RendererError) -> RGBAFloatImage {
        try renderedPixels(path, round: Self.imageRound)
    }

    /// Renders frame `frame` of the workload's sequence (``WorkloadConfiguration/sequence``)
    /// through `path` and reads back the native-size result, rounded to 8 bits per channel.
    /// The same frame gives the same bits on the same device, whatever was rendered before it;
    /// but a temporal upscaler's, which is made from its history too: the same bits after the
    /// same frames (a frame that does not follow the one before resets it).
    public func renderedImage(_ path: MeasuredPath, frame: Int) throws(RendererError) -> RGBAImage {
        try renderedPixels(path, round: frame).rgba8
    }

    /// Renders `path` at the time of `round` and reads the result back as stored.
    func renderedPixels(_ path: MeasuredPath, round: Int) throws(RendererError) -> RGBAFloatImage {
        _ = try runner.render([path], round: round)
        return try readback.pixels(of: resources.output(of: path), size: nativeSize, format: outputFormat(of: path))
    }

    /// The native-size image `path`'s last frame ended in, read back as stored; nothing is rendered.
    public func lastOutputPixels(_ path: MeasuredPath) throws(RendererError) -> RGBAFloatImage {
        try readback.pixels(of: resources.output(of: path), size: nativeSize, format: outputFormat(of: path))
    }

    /// The scene at the drawable size, as the last scaled frame rendered it (resolved).
    public func drawableImageContents() throws(RendererError) -> RGBAImage {
        try drawablePixels().rgba8
    }

    /// The resolved drawable as stored, in floating point.
    public func drawablePixels() throws(RendererError) -> RGBAFloatImage {
        try readback.pixels(of: resources.drawable.color.handle, size: drawableSize, format: target.colorFormat)
    }
}
