import NativeScaleAnalysis
import NativeScaleCore
import NativeScaleExperiments
import NativeScaleRenderer
import NativeScaleRendering
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
/// (``OffscreenRenderer/submitAuditedRound(_:)``) and is audited. Up to ``framesInFlight``
/// submissions are queued at once, each in a slot of its renderer's own (command buffer, query
/// range, probe), as an engine keeps frames in flight: a frame's time is read back when the
/// queue is full and it is the oldest, and only then reaches its controller. Each controller's
/// times reach it through a ``FeedbackQueue``: frame *n*'s time is handed over only after frame
/// *n + delay* is rendered, the frames between rendered at the scales picked without it.
struct ClosedLoopExperiment {
    let pool: ScaledRendererPool
    let schedule: LoadSchedule
    let frames: Int
    let calibrationScales: [Double]
    let calibrationRounds: Int
    /// Submissions kept queued at once (``ScaledRendererPool/framesInFlight``).
    var framesInFlight: Int { pool.framesInFlight }

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

    /// Where a frame's time goes once it is read back.
    enum Destination {
        /// A calibration round's frame of a level and a scale; `kept`: after the warm-up round.
        case calibration(level: Int, scale: Int, kept: Bool)
        /// The frame recorded at scale 1.
        case recording
        /// A controller's frame at the scale it picked.
        case controller(Int, scale: Double)
    }

    /// A frame submitted and not yet read back.
    struct Submitted {
        let renderer: OffscreenRenderer
        let round: OffscreenRenderer.SubmittedRound
        let size: PixelSize
        let destination: Destination
    }

    /// The frames in flight, oldest first.
    private var inFlight: [Submitted] = []

    /// Submits `scale` at load `level` as a submission of its own, first reading back the oldest
    /// frame in flight when ``framesInFlight`` are; returns the frames read back.
    mutating func submit(scale: Double, level: Int, to destination: Destination) throws(RendererError) -> [(LoopFrame, Destination)] {
        var read: [(LoopFrame, Destination)] = []
        while inFlight.count >= framesInFlight { read.append(try collectOldest()) }
        let size = pool.renderSize(scale: scale)
        let renderer = try pool.renderer(for: size, level: level)
        inFlight.append(
            Submitted(renderer: renderer, round: try renderer.submitAuditedRound([.scaled(pool.filter)]), size: size, destination: destination))
        return read
    }

    /// Reads back every frame still in flight, oldest first.
    mutating func drain() throws(RendererError) -> [(LoopFrame, Destination)] {
        var read: [(LoopFrame, Destination)] = []
        while !inFlight.isEmpty { read.append(try collectOldest()) }
        return read
    }

    /// Reads back the oldest frame in flight and audits it, numbered in the order rendered.
    private mutating func collectOldest() throws(RendererError) -> (LoopFrame, Destination) {
        let submitted = inFlight.removeFirst()
        let timing = try submitted.renderer.collect(submitted.round)
        let path = MeasuredPath.scaled(pool.filter)
        let index = audited.count
        let round = RunAudit.Round(
            round: index, stages: timing.stagesSum, span: timing.span, host: timing.host, dependency: timing.dependency,
            unwritten: timing.drawnWork[0].complete ? [] : [path], untimedSteps: timing.untimedSteps,
            lead: timing.stamps?.lead, overlap: timing.stamps?.overlap, clamped: timing.stamps?.clamped,
            calibration: timing.stamps?.calibration, steps: timing.steps)
        let frame = LoopFrame(
            size: submitted.size, timing: timing.frames[0], round: round,
            sample: FrameSample(round: index, position: 0, path: path, timing: timing.frames[0], submitted: timing.submitted))
        audited.append(frame)
        return (frame, submitted.destination)
    }

    /// The calibration: one warm-up round, then ``calibrationRounds`` rounds of every scale at
    /// every load level of the schedule (``LoadSchedule/shaderCosts``, the first first), the
    /// levels interleaved within each round; per level, per scale, its measured frames.
    mutating func calibrate(progress: (LoopProgress) -> Void) throws(RendererError) -> [[[LoopFrame]]] {
        let levels = schedule.shaderCosts
        var measured = Array(repeating: Array(repeating: [LoopFrame](), count: calibrationScales.count), count: levels.count)
        func keep(_ read: [(LoopFrame, Destination)]) {
            for case (let frame, .calibration(let level, let scale, true)) in read { measured[level][scale].append(frame) }
        }
        let jobs = levels.count * calibrationScales.count
        for round in 0...calibrationRounds {
            for offset in 0..<jobs {
                let job = (offset + round) % jobs
                let (level, index) = (job / calibrationScales.count, job % calibrationScales.count)
                keep(try submit(scale: calibrationScales[index], level: levels[level], to: .calibration(level: level, scale: index, kept: round > 0)))
            }
            if round > 0 { progress(LoopProgress(phase: .calibration, done: round, total: calibrationRounds)) }
        }
        keep(try drain())
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
        // A frame's time reaches its controller when it is read back, the oldest in flight.
        func deliver(_ read: [(LoopFrame, Destination)]) {
            for (frame, destination) in read {
                switch destination {
                case .recording: recording.append(frame)
                case .controller(let k, let scale):
                    measured[k].append((scale, frame))
                    if let arrived = queues[k].push(milliseconds: frame.milliseconds, scale: scale) { controllers[k].update(arrived) }
                case .calibration: break
                }
            }
        }
        let jobs = controllers.count + 1
        for index in 0..<frames {
            let cost = schedule.shaderCost(atFrame: index)
            for offset in 0..<jobs {
                // Job 0 is the recording; job k the k-th controller.
                let job = (offset + index) % jobs
                if job == 0 {
                    deliver(try submit(scale: 1, level: cost, to: .recording))
                } else {
                    let scale = controllers[job - 1].scale
                    controllers[job - 1].beginFrame()
                    deliver(try submit(scale: scale, level: cost, to: .controller(job - 1, scale: scale)))
                }
            }
            if (index + 1) % 10 == 0 || index + 1 == frames { progress(LoopProgress(phase: .loop, done: index + 1, total: frames)) }
        }
        deliver(try drain())
        return (recording, measured)
    }
}
