internal import CVulkan
public import NativeScaleCore
import NativeScaleRendering

/// Timing on the host clock, for devices whose GPU timestamps cannot be used, and the audit's
/// isolated check: each phase a submission of its own (the GPU clock's timing of stamps is
/// ``StampChain/timing(of:conversion:floor:host:submitted:drawnWork:)``).
extension RoundRunner {
    /// Renders `path` alone, each phase in a submission of its own timed on the host clock
    /// (the scene with its resolve, then the resample), as the audit's isolated check does:
    /// nothing else shares the submissions, so each host time bounds its phase's work whatever
    /// the timestamps do.
    func renderIsolated(_ path: MeasuredPath) throws(RendererError) -> RoundTiming {
        defer { rounds += 1 }
        return try renderOnHost([path], round: rounds, slot: idleSlot())
    }

    /// Each frame on the host clock (``renderTimedOnHost(_:round:keeping:)``), with its
    /// sentinels and probes in untimed submissions of their own before and after it, through
    /// `slot`'s probe (a slot not in flight). The span is the wall clock from the first
    /// submission to the last fence, so the phases' host times are checked against the clock
    /// around them, as GPU stages are against their submission's stamps; the untimed steps are
    /// the sentinel and probe submissions.
    func renderOnHost(_ paths: [MeasuredPath], round: Int, slot: FrameSlot) throws(RendererError) -> RoundTiming {
        let targets = try paths.map { path throws(RendererError) in try resources.probeTargets(of: path) }
        var timings: [FrameTiming] = []
        let clock = ContinuousClock()
        let start = clock.now
        var steps: [StepTime] = []
        for (index, path) in paths.enumerated() {
            let sentinel = try resources.context.run { commandBuffer in slot.probe.recordSentinels(targets[index], in: commandBuffer) }
            timings.append(try renderTimedOnHost(path, round: round, keeping: Set(targets[index].map(\.image))))
            let probed = try resources.context.run { commandBuffer in
                slot.probe.recordProbes(targets[index], firstSlot: 2 * index, in: commandBuffer)
                slot.probe.recordHostRead(in: commandBuffer)
            }
            steps += [
                StepTime(frame: index, step: .sentinel, nanoseconds: sentinel.inNanoseconds),
                StepTime(frame: index, step: .probe, nanoseconds: probed.inNanoseconds),
            ]
        }
        let span = (clock.now - start).inNanoseconds
        return RoundTiming(
            frames: timings, drawnWork: try drawnWork(of: targets, probe: slot.probe), dependency: 0, span: span, host: span,
            source: .hostWallClock, untimedSteps: 2 * paths.count, submitted: timings.first?.starts?.scene, steps: steps)
    }

    /// Times each phase as its own submission on the host clock; the phases are recorded by the
    /// same recorder as the timed path, with the same barriers, minus the timestamps. A resolve
    /// is timed with its scene.
    func renderTimedOnHost(_ path: MeasuredPath, round: Int, keeping: Set<VkImage>) throws(RendererError) -> FrameTiming {
        let untimed = FrameStamper.untimed(resources.stampLayout(of: path, probed: false))
        let settings = settings(path, round: round)
        let recorder = recorder
        switch path {
        case .native:
            let run = try resources.context.runMarked { commandBuffer in
                recorder.recordScenePhase(into: resources.native, preparing: [], keeping: keeping, settings: settings, in: commandBuffer, stamp: untimed)
            }
            let scene = run.host.inNanoseconds
            return FrameTiming(
                scene: scene, resolve: nil, resample: nil, transition: nil, frame: scene, host: scene, source: .hostWallClock,
                starts: StageStarts(scene: run.submitted, resolve: nil, transition: nil, resample: nil))
        case .scaled(let filter):
            let stage = try resources.stage(filter)
            let scenePhase = try resources.context.runMarked { commandBuffer in
                recorder.recordScenePhase(
                    into: resources.drawable, preparing: stage.preparations, keeping: keeping, settings: settings, in: commandBuffer, stamp: untimed)
            }
            let resamplePhase = try resources.context.runMarked { commandBuffer in recorder.recordResamplePhase(stage, in: commandBuffer, stamp: untimed) }
            let scene = scenePhase.host.inNanoseconds
            let resample = resamplePhase.host.inNanoseconds
            return FrameTiming(
                scene: scene, resolve: nil, resample: resample, transition: nil, frame: scene + resample, host: scene + resample,
                source: .hostWallClock,
                starts: StageStarts(scene: scenePhase.submitted, resolve: nil, transition: nil, resample: resamplePhase.submitted))
        }
    }
}
