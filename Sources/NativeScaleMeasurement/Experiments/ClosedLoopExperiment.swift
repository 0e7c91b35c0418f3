import NativeScaleAnalysis
import NativeScaleCore
import NativeScaleRenderer
import NativeScaleResults
import NativeScaleStatistics
import NativeScaleTuning

/// A closed loop on the device: a calibration of frame cost against render size, then the load
/// schedule rendered frame by frame at scale 1 (the recording) and at each controller's scale,
/// the controllers told their own frames' GPU times.
///
/// Everything interleaves: each calibration round renders every scale once, in an order turned
/// one place a round; each loop frame renders the recording and every controller's frame, in an
/// order turned one place a frame. Each frame is a submission of its own
/// (``OffscreenRenderer/renderAuditedRound(_:)``) and is audited. Each controller's times reach
/// it through a ``FeedbackQueue``: frame *n*'s time is handed over only after frame *n + delay*
/// is rendered, the frames between rendered at the scales picked without it.
struct ClosedLoopExperiment {
    let pool: ScaledRendererPool
    let schedule: LoadSchedule
    let frames: Int
    let calibrationScales: [Double]
    let calibrationRounds: Int

    /// One frame rendered and timed, with its audit figures.
    struct LoopFrame {
        let size: PixelSize
        let timing: FrameTiming
        let round: RunAudit.Round
        let sample: FrameSample

        /// The whole frame on the GPU, ms.
        var milliseconds: Double { timing.frame / 1e6 }
    }

    /// Every frame audited so far, numbered in the order rendered.
    private(set) var audited: [LoopFrame] = []

    init(pool: ScaledRendererPool, schedule: LoadSchedule, frames: Int, calibrationScales: [Double], calibrationRounds: Int) {
        self.pool = pool
        self.schedule = schedule
        self.frames = frames
        self.calibrationScales = calibrationScales
        self.calibrationRounds = calibrationRounds
    }

    /// Renders `scale` at load `level` as a submission of its own, and audits it.
    mutating func render(scale: Double, level: Int) throws(RendererError) -> LoopFrame {
        let size = pool.renderSize(scale: scale)
        let renderer = try pool.renderer(for: size, level: level)
        let path = MeasuredPath.scaled(pool.filter)
        let timing = try renderer.renderAuditedRound([path])
        let index = audited.count
        let round = RunAudit.Round(
            round: index, stages: timing.stagesSum, span: timing.span, host: timing.host, dependency: timing.dependency,
            unwritten: timing.drawnWork[0].complete ? [] : [path], untimedSteps: timing.untimedSteps,
            lead: timing.stamps?.lead, overlap: timing.stamps?.overlap, clamped: timing.stamps?.clamped,
            calibration: timing.stamps?.calibration, steps: timing.steps)
        let frame = LoopFrame(
            size: size, timing: timing.frames[0], round: round,
            sample: FrameSample(round: index, position: 0, path: path, timing: timing.frames[0], submitted: timing.submitted))
        audited.append(frame)
        return frame
    }

    /// The calibration: one warm-up round, then ``calibrationRounds`` rounds of every scale at
    /// every load level of the schedule (``LoadSchedule/shaderCosts``, the first first), the
    /// levels interleaved within each round; per level, per scale, its measured frames.
    mutating func calibrate(progress: (LoopProgress) -> Void) throws(RendererError) -> [[[LoopFrame]]] {
        let levels = schedule.shaderCosts
        var measured = Array(repeating: Array(repeating: [LoopFrame](), count: calibrationScales.count), count: levels.count)
        let jobs = levels.count * calibrationScales.count
        for round in 0...calibrationRounds {
            for offset in 0..<jobs {
                let job = (offset + round) % jobs
                let (level, index) = (job / calibrationScales.count, job % calibrationScales.count)
                let frame = try render(scale: calibrationScales[index], level: levels[level])
                if round > 0 { measured[level][index].append(frame) }
            }
            if round > 0 { progress(LoopProgress(phase: .calibration, done: round, total: calibrationRounds)) }
        }
        return measured
    }

    /// The loop: per frame of the schedule, the recording at scale 1 and each controller's frame
    /// at the scale it picks, its times `delays[k]` frames late; returns the recording's frames
    /// and each controller's.
    mutating func loop(
        _ controllers: [any ResolutionController], delays: [Int],
        progress: (LoopProgress) -> Void
    ) throws(RendererError) -> (recording: [LoopFrame], controllers: [[(scale: Double, frame: LoopFrame)]]) {
        var controllers = controllers
        var queues = delays.map { FeedbackQueue(validDelay: $0) }
        var recording: [LoopFrame] = []
        var measured = Array(repeating: [(scale: Double, frame: LoopFrame)](), count: controllers.count)
        let jobs = controllers.count + 1
        for index in 0..<frames {
            let cost = schedule.shaderCost(atFrame: index)
            for offset in 0..<jobs {
                // Job 0 is the recording; job k the k-th controller.
                let job = (offset + index) % jobs
                if job == 0 {
                    recording.append(try render(scale: 1, level: cost))
                } else {
                    let scale = controllers[job - 1].scale
                    controllers[job - 1].beginFrame()
                    let frame = try render(scale: scale, level: cost)
                    measured[job - 1].append((scale, frame))
                    if let arrived = queues[job - 1].push(milliseconds: frame.milliseconds, scale: scale) { controllers[job - 1].update(arrived) }
                }
            }
            if (index + 1) % 10 == 0 || index + 1 == frames { progress(LoopProgress(phase: .loop, done: index + 1, total: frames)) }
        }
        return (recording, measured)
    }
}
