internal import CVulkan
public import NativeScaleCore
import NativeScaleRendering

/// Renders rounds: records a submission of frames through the ``FrameRecorder`` into one of its
/// ``FrameSlot``s, submits it, and reads it back through the ``GPUTimer`` (or, once the stamps
/// fail, times it again on the host clock). It owns what changes from round to round: the
/// round count (a user shader's `iTime`), the content's cost, the audit's dose, and the faults
/// injected on purpose.
///
/// A round is rendered whole (``render(_:round:)``: submit, then read), or kept in flight
/// (``submit(_:)``, then ``collect(_:)`` when its slot comes round again): up to one round per slot
/// is queued at once, each with its own command buffer, query range and probe.
final class RoundRunner {
    let resources: FrameResources
    let timer: GPUTimer
    let slots: [FrameSlot]
    var recorder: FrameRecorder { FrameRecorder(resources: resources) }
    /// Untimed frames rendered at the start of each round's submission, so the measured frames
    /// start on a busy GPU (clocks up); 0 on CPU devices, which have no clocks to raise.
    var leadInFrames: Int
    /// Rounds rendered so far: a user shader's `iFrame` (and `iTime` at 60 per second).
    var rounds = 0
    /// The `fill` and `textured` passes' dependent ALU iterations per fragment in the next frames.
    var shaderCost: Int
    /// How many times the scene's draws are recorded in its render pass (``OffscreenRenderer/drawRepeats``).
    var drawRepeats = 1
    /// Paths whose scene draws are left out (the drawn-work check's positive control in the tests).
    var skippedDraws: Set<MeasuredPath> = []
    /// A known timing fault put back on purpose (``InjectedFault``); nil in every real run.
    var injectedFault: InjectedFault?
    /// What the injected host stall's scaled scene waits on.
    let stallEvent: HostEvent
    /// The last GPU-timed round's stages, less its stalled scene, in nanoseconds: the injected
    /// host stall sleeps twice it and a millisecond more, so the GPU reaches the wait first and
    /// then waits about a round's work.
    private var lastRoundWork = 0.0
    /// The slot the next submission takes.
    private var nextSlot = 0
    /// The slots whose submission has not been read back yet.
    private var inFlight: Set<Int> = []

    /// A round submitted and not yet read back; or, on the host clock, one rendered already
    /// (each phase a submission waited on: nothing stays in flight).
    struct PendingRound {
        /// The timing of a round rendered on the host clock at submission.
        var rendered: RoundTiming?
        let slot: Int
        let paths: [MeasuredPath]
        let round: Int
        let chain: StampChain
        let targets: [[DrawnWorkProbe.Target]]
        let stalled: Int?
        let start: ContinuousClock.Instant
        let submitted: Double
    }

    init(resources: FrameResources, timer: GPUTimer, slots: [FrameSlot]) throws(RendererError) {
        self.resources = resources
        self.timer = timer
        self.slots = slots
        shaderCost = resources.workload.shaderCost
        leadInFrames = resources.gpu.info.kind == .cpu ? 0 : 1
        stallEvent = try HostEvent(gpu: resources.gpu)
    }

    /// What a frame of `path` in `round` is recorded with.
    func settings(_ path: MeasuredPath, round: Int, stalls: Bool = false) -> FrameRecorder.Settings {
        FrameRecorder.Settings(
            round: round, shaderCost: shaderCost, drawRepeats: drawRepeats,
            draws: !skippedDraws.contains(path) && !(injectedFault == .skippedDraw && path != .native),
            fault: injectedFault, stall: stalls ? { self.stallEvent.recordWait(in: $0) } : nil)
    }

    /// Renders `paths` in order as one submission and reads it back: ``submit(_:round:)`` then ``collect(_:)``.
    func render(_ paths: [MeasuredPath], round: Int) throws(RendererError) -> RoundTiming {
        try collect(submit(paths, round: round))
    }

    /// Renders `paths` as ``render(_:round:)`` does, with the shader inputs of the round just
    /// rendered, at `factor` times the content's cost: the audit's dose check. The `fill` pass
    /// takes `factor` times its dependent ALU iterations (a push constant); every other workload
    /// records its draws `factor` times in the same render pass.
    func renderDose(_ paths: [MeasuredPath], factor: Int) throws(RendererError) -> RoundTiming {
        let (cost, repeats) = (shaderCost, drawRepeats)
        if resources.workload.workload == .fill, shaderCost > 0 { shaderCost = cost * factor } else { drawRepeats = factor }
        defer { (shaderCost, drawRepeats) = (cost, repeats) }
        return try render(paths, round: max(0, rounds - 1))
    }

    /// Records `paths` in order into the next slot, after ``leadInFrames`` untimed frames of the
    /// first, each frame with its own stamps and probe, and submits it without waiting for it.
    /// Throws when every slot already holds a round not yet collected.
    func submit(_ paths: [MeasuredPath], round: Int) throws(RendererError) -> PendingRound {
        let index = nextSlot
        guard !inFlight.contains(index) else { throw .recording(.slotsInFlight(slots.count)) }
        guard timer.timingSource == .gpuTimestamps, let first = paths.first else {
            let timing = try renderOnHost(paths, round: round, slot: slots[index])
            return PendingRound(
                rendered: timing, slot: index, paths: paths, round: round, chain: StampChain(frames: []), targets: [], stalled: nil,
                start: .now, submitted: timing.submitted ?? 0)
        }
        let slot = slots[index]
        let chain = StampChain(frames: paths.map { resources.stampLayout(of: $0, probed: true) })
        guard UInt32(chain.count) <= timer.slotQueries, 2 * paths.count <= slot.probe.capacity else {
            throw .recording(.timestampSlots(frames: paths.count, prepared: timer.slotQueries))
        }
        timer.reset(slot: index)
        let targets = try paths.map { path throws(RendererError) in try resources.probeTargets(of: path) }
        // The injected host stall: the first filter's scene waits for the host's set, in every round.
        let stalled = injectedFault == .hostStall ? resources.filters.first.flatMap { paths.firstIndex(of: .scaled($0)) } : nil
        if stalled != nil { try stallEvent.reset() }
        try slot.context.record { commandBuffer throws(RendererError) in
            for _ in 0..<leadInFrames {
                try recorder.record(
                    first, settings: settings(first, round: round), in: commandBuffer, stamp: .untimed(resources.stampLayout(of: first, probed: false)))
            }
            // The calibration's start; the first frame's first stamp ends it.
            timer.writeStart(0, slot: index, in: commandBuffer)
            for (position, (path, firstQuery)) in zip(paths, chain.firstSlots).enumerated() {
                let stamp = timer.stamper(for: chain.frames[position], firstQuery: UInt32(firstQuery), slot: index, in: commandBuffer)
                try recorder.record(
                    path, settings: settings(path, round: round, stalls: position == stalled), in: commandBuffer, stamp: stamp,
                    probing: FrameRecorder.Probing(probe: slot.probe, targets: targets[position], firstSlot: 2 * position))
            }
            timer.write(UInt32(chain.count - 1), slot: index, in: commandBuffer)
            slot.probe.recordHostRead(in: commandBuffer)
        }
        let submitted = BootClock.now()
        let start = ContinuousClock.now
        try slot.context.submit()
        inFlight.insert(index)
        nextSlot = (index + 1) % slots.count
        if stalled != nil {
            BootClock.sleep(nanoseconds: 2 * lastRoundWork + 1e6)
            try stallEvent.set()
        }
        return PendingRound(
            rendered: nil, slot: index, paths: paths, round: round, chain: chain, targets: targets, stalled: stalled, start: start,
            submitted: submitted)
    }

    /// Waits for `pending`'s fence, reads its stamps and probes, and returns its timing; when
    /// its stamps fail ``TimestampSanity`` the timer leaves the GPU clock for good and the round
    /// is rendered again on the host clock.
    func collect(_ pending: PendingRound) throws(RendererError) -> RoundTiming {
        if let rendered = pending.rendered { return rendered }
        let slot = slots[pending.slot]
        defer { inFlight.remove(pending.slot) }
        try slot.context.waitForFence()
        let host = (ContinuousClock.now - pending.start).inNanoseconds
        let written = try drawnWork(of: pending.targets, probe: slot.probe)
        guard
            let timing = try timer.timing(
                of: pending.chain, slot: pending.slot, host: host, submitted: pending.submitted, drawnWork: written)
        else {
            return try renderOnHost(pending.paths, round: pending.round, slot: slot)
        }
        // The stalled frame's scene holds the wait, not work: the next stall sleeps past the rest.
        var work = 0.0
        for (index, frame) in timing.frames.enumerated() { work += index == pending.stalled ? frame.frame - frame.scene : frame.frame }
        lastRoundWork = work
        return timing
    }

    /// Waits for every slot's last submission (`vkWaitForFences`, each at most the GPU's
    /// timeout), so that nothing the renderer owns is freed while the GPU still uses it; a wait
    /// that fails leaves nothing more to wait for.
    func waitForSlots() {
        for slot in slots { try? slot.context.waitForFence() }
    }

    /// The slot the next submission takes, which must hold no round in flight.
    func idleSlot() throws(RendererError) -> FrameSlot {
        guard !inFlight.contains(nextSlot) else { throw .recording(.slotsInFlight(slots.count)) }
        return slots[nextSlot]
    }

    /// What the probes of a round's frames read back.
    func drawnWork(of targets: [[DrawnWorkProbe.Target]], probe: DrawnWorkProbe) throws(RendererError) -> [DrawnWork] {
        let written = try probe.written(firstSlot: 0, formats: targets.flatMap { $0.map(\.format) })
        return targets.indices.map { DrawnWork(scene: written[2 * $0], output: written[2 * $0 + 1]) }
    }

    /// The host time of a submission that records nothing (`vkQueueSubmit` to the fence): what
    /// each phase of an isolated check pays beyond its work, ns.
    func emptySubmission() throws(RendererError) -> Double {
        (try resources.context.run { _ in }).inNanoseconds
    }
}
