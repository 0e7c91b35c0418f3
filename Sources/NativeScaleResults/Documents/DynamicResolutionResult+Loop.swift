public import NativeScaleAnalysis
public import NativeScaleCore
import NativeScaleStatistics
public import NativeScaleTuning

extension DynamicResolutionResult {
    /// What `dynres bench` measured on the device beyond the replay: the calibration the model was
    /// fitted to, the load schedule, the frames recorded at scale 1 that the replay predicted from,
    /// and the audit of every frame.
    public struct ClosedLoop: Codable, Hashable, Sendable {
        /// One change of the load: from `frame` on, the fill pass's `shaderCost`.
        public struct Step: Codable, Hashable, Sendable {
            public let frame: Int
            public let shaderCost: Int
        }

        public let environment: RunEnvironment
        public let workload: WorkloadConfiguration
        public let validation: Bool
        public let timing: TimingClock
        public let schedule: [Step]
        /// The model fitted to the calibration: each scale's median frame at the schedule's
        /// first load, with held-out errors.
        public let calibration: CostModelFit
        /// Calibration rounds measured (after one warm-up), every scale once a round.
        public let calibrationRounds: Int
        /// Each frame of the schedule rendered at scale 1 in the same rounds as the controllers'
        /// frames, ms: the recording the replay predicted from.
        public let recordedMilliseconds: [Double]
        public let audit: LoopAudit
        /// The model fitted at each load level of the schedule, calibrated in the same rounds
        /// (nil in v1–3 files): how a heavier level's cost splits into fixed work and pixels.
        public var levels: [LevelFit]?
        /// Each load rule's error on the calibration's heavier levels, predicted from their
        /// frames at scale 1 by the first level's model (nil with one level, and in v1–3 files):
        /// the rule the replay took, when none was asked for, is the nearer.
        public var ruleErrors: [FrameError]?
        /// Submissions the loop kept queued at once, each in a slot of its own (nil in v1–4
        /// files, which waited on every frame as it was submitted: 1). The audit judges each
        /// frame on its own stamps (its stages and steps tile its span); its host time also holds any
        /// submission it waited behind, and is shown, not judged.
        public var framesInFlight: Int?
        /// The frames in flight a loop accepts, and a file may hold.
        public static let acceptedFramesInFlight = 1...8

        /// One load level's fit: the fill pass's shader cost, or the scene's draw repeats.
        public struct LevelFit: Codable, Hashable, Sendable {
            public let level: Int
            public let fit: CostModelFit

            public init(level: Int, fit: CostModelFit) {
                self.level = level
                self.fit = fit
            }
        }

        public init(
            environment: RunEnvironment, workload: WorkloadConfiguration, validation: Bool, timing: TimingClock, schedule: LoadSchedule,
            calibration: CostModelFit, calibrationRounds: Int, recordedMilliseconds: [Double], audit: LoopAudit
        ) {
            self.environment = environment
            self.workload = workload
            self.validation = validation
            self.timing = timing
            self.schedule = schedule.steps.map { Step(frame: $0.frame, shaderCost: $0.shaderCost) }
            self.calibration = calibration
            self.calibrationRounds = calibrationRounds
            self.recordedMilliseconds = recordedMilliseconds
            self.audit = audit
        }
    }

    /// One frame a controller had rendered on the device.
    public struct MeasuredFrame: Codable, Hashable, Sendable {
        /// The scale the controller picked.
        public let scale: Double
        /// The size rendered at it.
        public let renderSize: SizeDocument<Int>
        /// The frame's GPU time (scene, transition and resample), ms.
        public let milliseconds: Double
        /// What the replay's load rule predicts for this frame at this scale from the frame
        /// recorded at scale 1 in the same round, ms.
        public let predictedMilliseconds: Double

        public init(scale: Double, renderSize: PixelSize, milliseconds: Double, predictedMilliseconds: Double) {
            self.scale = scale
            self.renderSize = SizeDocument(renderSize)
            self.milliseconds = milliseconds
            self.predictedMilliseconds = predictedMilliseconds
        }
    }

    /// How far one load rule's predictions lay from the measured frames.
    public struct FrameError: Codable, Hashable, Sendable {
        public let rule: LoadRule
        /// The median of `|measured − predicted| / predicted × 100`.
        public let medianAbsolutePercent: Double
        /// The mean of `(measured − predicted) / predicted × 100`: the bias.
        public let meanPercent: Double

        public init(rule: LoadRule, measured: [Double], predicted: [Double]) {
            self.rule = rule
            var errors: [Double] = []
            for (measured, predicted) in zip(measured, predicted) where predicted > 0 { errors.append((measured - predicted) / predicted * 100) }
            medianAbsolutePercent = errors.isEmpty ? 0 : SampleStatistics.median(errors.map(abs))
            meanPercent = errors.isEmpty ? 0 : errors.reduce(0, +) / Double(errors.count)
        }
    }

    /// What a controller did in the closed loop, and how far the replay's prediction was.
    public struct Measured: Codable, Hashable, Sendable {
        public let overBudgetPercent: Double
        public let p99Milliseconds: Double
        public let scaleChangesPerSecond: Double
        public let meanScale: Double
        public let frames: [MeasuredFrame]
        /// Measured less predicted frames over budget, in percentage points.
        public let overBudgetDifferencePoints: Double
        /// `(measured − predicted) / predicted × 100` of the mean scale.
        public let meanScaleErrorPercent: Double
        /// The model's error frame by frame at the scale the controller picked, by each load
        /// rule (``LoadRule``): the replay's rule first.
        public let frameErrors: [FrameError]
        /// Frames over 1.5 × the budget, percent (nil in v1–3 files).
        public let hitchPercent: Double?
        /// How it followed each load step of the schedule on the device (nil in v1–3 files).
        public let responses: [StepResponse]?

        /// The summary of `frames` at `budget`, against the replay's `predicted` outcome; `rules`
        /// gives each load rule's prediction of every frame, the replay's first; scored against `steps`.
        public init(
            frames: [MeasuredFrame], budget: Double, predicted: DynamicResolutionReplay.Outcome, rules: [(LoadRule, [Double])], steps: [LoadStep]
        ) {
            let outcome = DynamicResolutionReplay.outcome(
                frames.map { .init(scale: $0.scale, predictedMilliseconds: $0.milliseconds) }, budget: budget, steps: steps,
                feedbackDelay: predicted.feedbackDelay)
            hitchPercent = outcome.hitchPercent
            responses = outcome.responses
            overBudgetPercent = outcome.overBudgetPercent
            p99Milliseconds = outcome.p99Milliseconds
            scaleChangesPerSecond = outcome.scaleChangesPerSecond
            meanScale = outcome.meanScale
            self.frames = frames
            overBudgetDifferencePoints = outcome.overBudgetPercent - predicted.overBudgetPercent
            meanScaleErrorPercent = predicted.meanScale > 0 ? (outcome.meanScale - predicted.meanScale) / predicted.meanScale * 100 : 0
            frameErrors = rules.map { FrameError(rule: $0.0, measured: frames.map(\.milliseconds), predicted: $0.1) }
        }
    }
}
