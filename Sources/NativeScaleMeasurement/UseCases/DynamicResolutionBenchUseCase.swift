public import NativeScaleAnalysis
public import NativeScaleCore
import NativeScaleRenderer
import NativeScaleRendering
public import NativeScaleResults
import NativeScaleStatistics
public import NativeScaleTuning

/// The use case behind `nativescale dynres bench`: the controllers in the loop on the device.
/// It fits the cost model to a calibration at ≥ 5 scales, renders the load schedule at scale 1
/// (the recording) and at every controller's scale, frame by frame, interleaved and audited,
/// then replays the recording through the same controllers and model and sets each
/// controller's measured frames against the replay's prediction.
public struct DynamicResolutionBenchUseCase {
    /// What to run.
    public struct Request: Sendable {
        /// The output size the scales are of (a display's native size).
        public var outputSize: PixelSize
        public var workload: WorkloadConfiguration
        public var target: AttachmentConfiguration = AttachmentConfiguration(colorFormat: .rgba8)
        /// The filter every frame is resampled to the output with (at scale 1 too).
        public var filter: ResampleFilter
        public var device: DeviceRequest
        public var settings: ControllerSettings
        public var controllers: [ControllerName]
        public var schedule: LoadSchedule
        /// Frames of the schedule.
        public var frames: Int
        /// Calibration rounds after one warm-up, every scale once a round.
        public var calibrationRounds: Int = Self.defaultCalibrationRounds
        /// How the replay moves the recording's frames to other scales; nil: the rule whose
        /// prediction of the calibration's heavier load levels from the first level's model lies
        /// nearer the measured medians (``LoadRule/proportional`` with one level).
        public var rule: LoadRule?
        /// Frames each time reaches its controller late, in the loop and in the replay; nil:
        /// each engine's own.
        public var feedbackDelay: Int?
        /// Submissions kept queued at once, each in a slot of its own: a frame's time is read
        /// back when the queue is full and it is the oldest (``defaultFramesInFlight``; 1: each
        /// frame waited on as it is submitted).
        public var framesInFlight: Int = Self.defaultFramesInFlight
        /// The nativescale version written into the result.
        public var version: String

        /// Frames in flight by default: two, as engines keep (one recorded while one renders).
        public static let defaultFramesInFlight = 2
        /// Calibration rounds by default.
        public static let defaultCalibrationRounds = 8
        /// Scales calibrated: this many, evenly from the smallest to the largest scale, and 1.
        public static let calibrationScaleCount = 6

        public init(
            outputSize: PixelSize, workload: WorkloadConfiguration, filter: ResampleFilter, device: DeviceRequest, settings: ControllerSettings,
            controllers: [ControllerName], schedule: LoadSchedule?, frames: Int, version: String
        ) {
            self.outputSize = outputSize
            self.workload = workload
            self.filter = filter
            self.device = device
            self.settings = settings
            self.controllers = controllers
            // With none given, the content's cost doubles for the middle third of the frames.
            self.schedule =
                schedule ?? LoadSchedule.doubledMiddleThird(frames: frames, shaderCost: workload.workload == .scene ? 1 : workload.shaderCost)
            self.frames = frames
            self.version = version
        }

        /// The calibration's scales: ``calibrationScaleCount`` from the smallest scale to the
        /// largest, and 1 (the recording's) where it is not among them.
        public var calibrationScales: [Double] {
            let (low, high) = (settings.minimumScale, settings.maximumScale)
            let count = Self.calibrationScaleCount
            let even = (0..<count).map { low + (high - low) * Double($0) / Double(count - 1) }
            return (even + (even.contains(1) ? [] : [1])).sorted().uniqued()
        }
    }

    public let request: Request

    public init(request: Request) {
        self.request = request
    }

    /// Calibrates, runs the loop and the replay; `progress` gets each calibration round and every
    /// tenth frame, `log` any validation message.
    public func run(progress: (LoopProgress) -> Void = { _ in }, log: (String) -> Void = { _ in }) throws -> DynamicResolutionResult {
        let content = try FrameLoader.content(for: request.workload)
        let (instance, gpu) = try request.device.open()
        let pool = try ScaledRendererPool(
            gpu: gpu, content: content, workload: request.workload, target: request.target,
            outputSize: request.outputSize, filter: request.filter, framesInFlight: request.framesInFlight)
        var experiment = ClosedLoopExperiment(
            pool: pool, schedule: request.schedule, frames: request.frames,
            calibrationScales: request.calibrationScales, calibrationRounds: request.calibrationRounds)
        let levels = try experiment.calibrate(progress: progress)
        let calibration = levels[0]
        let outputMegapixels = Double(request.outputSize.pixelCount) / 1e6
        let fits = fits(levels, pool: pool)
        let fitted = fits[0]
        guard let fit = fitted, let model = fit.model else {
            // Frames that fit no model may be frames whose work was not done: the audit says.
            let audit = self.audit(experiment, calibration: calibration, pool: pool, gpu: gpu)
            throw DynamicResolutionBenchError.noFit(
                fixed: fitted?.fixedMilliseconds, perMegapixel: fitted?.millisecondsPerMegapixel,
                findings: audit.findings)
        }
        let controllers = request.controllers.map { $0.make(settings: request.settings, model: model, outputMegapixels: outputMegapixels) }
        let delays = request.controllers.map { request.feedbackDelay ?? $0.defaultFeedbackDelay }
        let ruleErrors = Self.ruleErrors(fits: fits.compactMap { $0 }, model: model, outputMegapixels: outputMegapixels)
        let rule = request.rule ?? ruleErrors.min { $0.medianAbsolutePercent < $1.medianAbsolutePercent }?.rule ?? .proportional
        let (recording, measured) = try experiment.loop(controllers, delays: delays, progress: progress)
        try DeviceRequest.checkValidation(of: instance, log: log)
        let times = recording.map(\.milliseconds)
        let replay = try DynamicResolutionReplay(
            recording: times.map { .init(gpuMilliseconds: $0, scale: 1) }, model: model,
            outputMegapixels: outputMegapixels, settings: request.settings, rule: rule,
            steps: request.schedule.loadSteps(recorded: times)
        ).delayed(by: request.feedbackDelay)
        let outcomes = request.controllers.map { ($0, replay.run($0)) }
        var result = DynamicResolutionResult(
            input: "the loop's frames at scale 1", replay: replay, outputSize: request.outputSize, fit: fit,
            outcomes: outcomes)
        for index in result.controllers.indices {
            result.controllers[index].measured = onDevice(
                measured[index], recording: recording, predicted: outcomes[index].1, model: model,
                outputMegapixels: outputMegapixels, steps: replay.steps, rule: rule)
        }
        let audit = self.audit(experiment, calibration: calibration, pool: pool, gpu: gpu)
        result.loop = DynamicResolutionResult.ClosedLoop(
            environment: .current(device: gpu.info, version: request.version), workload: request.workload, validation: request.device.validation,
            timing: experiment.audited.allSatisfy { $0.timing.source == .gpuTimestamps } ? .gpuTimestamps : .hostWallClock, schedule: request.schedule,
            calibration: fit, calibrationRounds: request.calibrationRounds, recordedMilliseconds: recording.map(\.milliseconds), audit: audit)
        result.loop?.framesInFlight = request.framesInFlight
        result.loop?.levels = zip(request.schedule.shaderCosts, fits).compactMap { level, fit in
            fit.map { DynamicResolutionResult.ClosedLoop.LevelFit(level: level, fit: $0) }
        }
        result.loop?.ruleErrors = ruleErrors.isEmpty ? nil : ruleErrors
        return result
    }

    /// What one controller did on the device: its frames' scales, sizes and times, each with the
    /// time every load rule predicted for it from the frame recorded at scale 1 (the request's
    /// rule first).
    private func onDevice(
        _ picked: [(scale: Double, frame: ClosedLoopExperiment.LoopFrame)], recording: [ClosedLoopExperiment.LoopFrame],
        predicted: DynamicResolutionReplay.Outcome, model: CostModel, outputMegapixels: Double, steps: [LoadStep], rule: LoadRule
    ) -> DynamicResolutionResult.Measured {
        let rules = [rule] + LoadRule.allCases.filter { $0 != rule }
        let predictions = rules.map { rule in
            (
                rule,
                zip(recording, picked).map { recorded, frame in
                    rule.milliseconds(recorded: recorded.milliseconds, at: 1, scale: frame.scale, model: model, outputMegapixels: outputMegapixels)
                }
            )
        }
        let frames = zip(picked, predictions[0].1).map { frame, predicted in
            DynamicResolutionResult.MeasuredFrame(
                scale: frame.scale, renderSize: frame.frame.size, milliseconds: frame.frame.milliseconds,
                predictedMilliseconds: predicted)
        }
        return DynamicResolutionResult.Measured(
            frames: frames, budget: request.settings.budgetMilliseconds, predicted: predicted, rules: predictions, steps: steps)
    }

    /// The model fitted to each load level's calibration: per scale, its median frame.
    private func fits(_ levels: [[[ClosedLoopExperiment.LoopFrame]]], pool: ScaledRendererPool) -> [CostModelFit?] {
        levels.map { level in
            CostModelFit(
                filter: request.filter, outputSize: request.outputSize,
                timed: zip(request.calibrationScales, level).map { scale, frames in
                    CostModelFit.TimedScale(
                        scale: scale, megapixels: Double(pool.renderSize(scale: scale).pixelCount) / 1e6,
                        milliseconds: SampleStatistics.median(frames.map(\.milliseconds)))
                })
        }
    }

    /// How far each load rule's prediction of every heavier level's calibration medians, each
    /// from that level's frame at scale 1 by the first level's `model`, lay from the medians
    /// measured; none with one level.
    static func ruleErrors(fits: [CostModelFit], model: CostModel, outputMegapixels: Double) -> [DynamicResolutionResult.FrameError] {
        guard fits.count > 1 else { return [] }
        return LoadRule.allCases.map { rule in
            var measured: [Double] = []
            var predicted: [Double] = []
            for fit in fits.dropFirst() {
                guard let recorded = fit.points.first(where: { $0.scale == 1 })?.milliseconds else { continue }
                for point in fit.points where point.scale != 1 {
                    measured.append(point.milliseconds)
                    predicted.append(rule.milliseconds(recorded: recorded, at: 1, scale: point.scale, model: model, outputMegapixels: outputMegapixels))
                }
            }
            return DynamicResolutionResult.FrameError(rule: rule, measured: measured, predicted: predicted)
        }
    }

    /// The audit of every frame the experiment rendered, the calibration's scenes against their pixels.
    private func audit(_ experiment: ClosedLoopExperiment, calibration: [[ClosedLoopExperiment.LoopFrame]], pool: ScaledRendererPool, gpu: GPU) -> LoopAudit {
        let scenes = zip(request.calibrationScales, calibration).map { scale, frames in
            LoopAudit.CalibrationScenes(scale: scale, pixels: pool.renderSize(scale: scale).pixelCount, scenes: frames.map(\.timing.scene))
        }
        return LoopAudit(
            rounds: experiment.audited.map(\.round), samples: experiment.audited.map(\.sample),
            calibration: RunAudit.isPixelBound(request.workload) ? scenes : [], resolution: gpu.info.timerResolution,
            cpu: gpu.info.kind == .cpu)
    }
}

/// A closed loop whose calibration fits no model; the CLI words it.
public enum DynamicResolutionBenchError: Error, Hashable, Sendable {
    /// The calibration's frames fit no cost that grows with the pixels (nil: fewer than two
    /// sizes); `findings`, what the audit of its frames found wrong.
    case noFit(fixed: Double?, perMegapixel: Double?, findings: [AuditFinding])
}
