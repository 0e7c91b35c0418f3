internal import CVulkan
public import NativeScaleCore

/// Timing on the host clock, for devices whose GPU timestamps cannot be used: each phase a
/// submission of its own (the GPU clock's timing of stamps is ``StampChain/timing(of:conversion:floor:host:submitted:drawnWork:)``).
extension OffscreenRenderer {
    /// Each frame on the host clock (``renderTimedOnHost(_:round:keeping:)``), with its
    /// sentinels and probes in untimed submissions of their own before and after it. The span is
    /// the wall clock from the first submission to the last fence, so the phases' host times
    /// are checked against the clock around them, as GPU stages are against their submission's
    /// stamps; the untimed steps are the sentinel and probe submissions.
    func renderRoundOnHost(_ paths: [MeasuredPath], round: Int) throws(RendererError) -> RoundTiming {
        let targets = try paths.map { path throws(RendererError) in try probeTargets(of: path) }
        var timings: [FrameTiming] = []
        let clock = ContinuousClock()
        let start = clock.now
        var steps: [StepTime] = []
        for (index, path) in paths.enumerated() {
            let sentinel = try context.run { commandBuffer in probe.recordSentinels(targets[index], in: commandBuffer) }
            timings.append(try renderTimedOnHost(path, round: round, keeping: Set(targets[index].map(\.image))))
            let probed = try context.run { commandBuffer in
                probe.recordProbes(targets[index], firstSlot: 2 * index, in: commandBuffer)
                probe.recordHostRead(in: commandBuffer)
            }
            steps += [
                StepTime(frame: index, step: .sentinel, nanoseconds: sentinel.inNanoseconds),
                StepTime(frame: index, step: .probe, nanoseconds: probed.inNanoseconds),
            ]
        }
        let span = (clock.now - start).inNanoseconds
        return RoundTiming(
            frames: timings, drawnWork: try drawnWork(of: targets), dependency: 0, span: span, host: span,
            source: .hostWallClock, untimedSteps: 2 * paths.count, submitted: timings.first?.starts?.scene, steps: steps)
    }

    /// Times each phase as its own submission on the host clock, for devices whose timestamps
    /// cannot be used; the phases are recorded by the same functions as the timed path, with
    /// the same barriers, minus the timestamps. A resolve is timed with its scene.
    func renderTimedOnHost(_ path: MeasuredPath, round: Int, keeping: Set<VkImage>) throws(RendererError) -> FrameTiming {
        let untimed = FrameStamper(layout: stampLayout(of: path, probed: false), firstQuery: nil) { _, _ in }
        let scene = SceneRecording(draws: draws(path), stalls: false, round: round)
        switch path {
        case .native:
            let run = try context.runMarked { commandBuffer in
                recordScenePhase(into: native, preparing: [], keeping: keeping, scene: scene, in: commandBuffer, stamp: untimed)
            }
            let scene = run.host.inNanoseconds
            return FrameTiming(
                scene: scene, resolve: nil, resample: nil, transition: nil, frame: scene, host: scene, source: .hostWallClock,
                starts: StageStarts(scene: run.submitted, resolve: nil, transition: nil, resample: nil))
        case .scaled(let filter):
            guard let stage = stages[filter] else { throw .pipelines(.filterNotPrepared(filter)) }
            let scenePhase = try context.runMarked { commandBuffer in
                recordScenePhase(
                    into: drawable, preparing: stage.preparations, keeping: keeping, scene: scene, in: commandBuffer,
                    stamp: untimed)
            }
            let resamplePhase = try context.runMarked { commandBuffer in
                recordResamplePhase(stage, in: commandBuffer, stamp: untimed)
            }
            let scene = scenePhase.host.inNanoseconds
            let resample = resamplePhase.host.inNanoseconds
            return FrameTiming(
                scene: scene, resolve: nil, resample: resample, transition: nil, frame: scene + resample, host: scene + resample,
                source: .hostWallClock,
                starts: StageStarts(scene: scenePhase.submitted, resolve: nil, transition: nil, resample: resamplePhase.submitted))
        }
    }
}
