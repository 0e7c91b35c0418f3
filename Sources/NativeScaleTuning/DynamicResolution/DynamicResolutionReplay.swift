public import NativeScaleCore

/// Frame times recorded at known scales, replayed through a controller: each frame's cost at the
/// scale the controller picks is predicted from its recorded time by the cost model.
///
/// A frame recorded at scale `r` in `t` ms costs `t × model(s) / model(r)` at scale `s` by
/// default (``LoadRule/proportional``), or its fixed part and the rest by the pixels
/// (``LoadRule/pixels``): the recording says how heavy the content was that frame, the model how
/// its cost moves with the render size.
///
/// Each controller sees each frame's time ``feedbackDelay`` frames late (nil: its engine's own,
/// ``ControllerName/defaultFeedbackDelay``), and its frames are scored against the recording's
/// load steps (``LoadStep``).
public struct DynamicResolutionReplay: Sendable {
    /// One recorded frame.
    public struct RecordedFrame: Hashable, Sendable {
        public let gpuMilliseconds: Double
        /// The linear scale it was rendered at.
        public let scale: Double
        /// The frame's number in its recording (a CSV's `frame` column); nil where the recording
        /// numbers none (PresentMon, a bench result, a trace), and its place in it is its number.
        public let number: Int?

        public init(gpuMilliseconds: Double, scale: Double, number: Int? = nil) {
            self.gpuMilliseconds = gpuMilliseconds
            self.scale = scale
            self.number = number
        }
    }

    /// One replayed frame: the scale the controller picked and its predicted time.
    public struct Frame: Hashable, Sendable {
        public let scale: Double
        public let predictedMilliseconds: Double

        public init(scale: Double, predictedMilliseconds: Double) {
            self.scale = scale
            self.predictedMilliseconds = predictedMilliseconds
        }
    }

    /// What a controller did over the recording.
    public struct Outcome: Hashable, Sendable {
        public let frames: [Frame]
        /// Frames over the budget, in percent.
        public let overBudgetPercent: Double
        public let p99Milliseconds: Double
        /// Scale changes per second of frames at the budget's rate.
        public let scaleChangesPerSecond: Double
        public let meanScale: Double
        /// Frames over 1.5 × the budget, in percent.
        public let hitchPercent: Double
        /// How it followed each of the recording's load steps.
        public let responses: [StepResponse]
        /// The frames its times arrived late.
        public let feedbackDelay: Int
    }

    /// A frame over this many budgets is a hitch.
    public static let hitchBudgets = 1.5

    public let recording: [RecordedFrame]
    public let model: CostModel
    public let outputMegapixels: Double
    public private(set) var settings: ControllerSettings
    public let rule: LoadRule
    /// Frames each time arrives late; nil: each engine's own.
    public private(set) var feedbackDelay: Int?
    /// The recording's load steps, found in it (``LoadStep/detect(in:)``) or given.
    public let steps: [LoadStep]

    public init(
        recording: [RecordedFrame], model: CostModel, outputMegapixels: Double, settings: ControllerSettings, rule: LoadRule = .proportional,
        steps: [LoadStep]? = nil
    ) {
        self.recording = recording
        self.model = model
        self.outputMegapixels = outputMegapixels
        self.settings = settings
        self.rule = rule
        let found =
            steps
            ?? LoadStep.detect(
                in: recording.map { $0.gpuMilliseconds / model.milliseconds(scale: $0.scale, outputMegapixels: outputMegapixels) })
        // Each step named by the recording's own frame number, where it numbers its frames.
        self.steps = found.map { step in
            var named = step
            named.recordedFrame = step.frame < recording.count ? recording[step.frame].number : nil
            return named
        }
    }

    /// The same replay with each time `frames` frames late (nil: each engine's own delay).
    public func delayed(by frames: Int?) throws(DynamicResolutionError) -> DynamicResolutionReplay {
        if let frames { try FeedbackQueue.check(delay: frames) }
        var replay = self
        replay.feedbackDelay = frames
        return replay
    }

    /// Replays the recording through `controller`, each frame's time arriving `delay` frames late.
    public func run(_ controller: some ResolutionController, delay: Int) -> Outcome {
        var controller = controller
        var queue = FeedbackQueue(validDelay: delay)
        var frames: [Frame] = []
        frames.reserveCapacity(recording.count)
        for recorded in recording {
            let (scale, predicted) = controller.step(through: &queue) { scale in
                rule.milliseconds(recorded: recorded.gpuMilliseconds, at: recorded.scale, scale: scale, model: model, outputMegapixels: outputMegapixels)
            }
            frames.append(Frame(scale: scale, predictedMilliseconds: predicted))
        }
        return Self.outcome(frames, budget: settings.budgetMilliseconds, steps: steps, feedbackDelay: delay)
    }

    /// Replays the recording through the controller `name`, with its engine's defaults (and
    /// `headroom` when given), at the replay's delay or its engine's.
    public func run(_ name: ControllerName, headroom: Double? = nil) -> Outcome {
        name.with(
            settings: settings, model: model, outputMegapixels: outputMegapixels, headroom: headroom, Runner(replay: self, delay: delay(of: name)))
    }

    /// Runs the replay through the controller it is handed, at `delay`.
    private struct Runner: ControllerVisitor {
        let replay: DynamicResolutionReplay
        let delay: Int
        func visit(_ controller: some ResolutionController) -> Outcome { replay.run(controller, delay: delay) }
    }

    /// The frames `name`'s times arrive late in this replay.
    public func delay(of name: ControllerName) -> Int { feedbackDelay ?? name.defaultFeedbackDelay }

    /// The same replay within other scale bounds.
    public func bounded(minimumScale: Double) throws(DynamicResolutionError) -> DynamicResolutionReplay {
        with(
            try ControllerSettings(budgetMilliseconds: settings.budgetMilliseconds, minimumScale: minimumScale, maximumScale: settings.maximumScale))
    }

    /// The same replay of another recording (its steps found in it).
    public func replacing(_ recording: [RecordedFrame]) throws(DynamicResolutionError) -> DynamicResolutionReplay {
        try DynamicResolutionReplay(recording: recording, model: model, outputMegapixels: outputMegapixels, settings: settings, rule: rule)
            .delayed(by: feedbackDelay)
    }

    /// The same replay at another budget.
    public func budgeted(_ budget: Double) throws(DynamicResolutionError) -> DynamicResolutionReplay {
        with(try ControllerSettings(budgetMilliseconds: budget, minimumScale: settings.minimumScale, maximumScale: settings.maximumScale))
    }

    /// The same replay (its recording's steps and delay kept) under `settings`.
    private func with(_ settings: ControllerSettings) -> DynamicResolutionReplay {
        var replay = self
        replay.settings = settings
        return replay
    }

    /// The summary of `frames` (each a scale and its time) at `budget` ms, scored against
    /// `steps`, its times `feedbackDelay` frames late.
    public static func outcome(_ frames: [Frame], budget: Double, steps: [LoadStep] = [], feedbackDelay: Int = 0) -> Outcome {
        guard !frames.isEmpty else {
            return Outcome(
                frames: [], overBudgetPercent: 0, p99Milliseconds: 0, scaleChangesPerSecond: 0, meanScale: 0, hitchPercent: 0, responses: [],
                feedbackDelay: feedbackDelay)
        }
        let count = Double(frames.count)
        let scales = frames.map { $0.scale }
        let times = frames.map { $0.predictedMilliseconds }
        var over = 0
        var hitches = 0
        var changes = 0
        var sum = 0.0
        for index in frames.indices {
            if times[index] > budget { over += 1 }
            if times[index] > budget * hitchBudgets { hitches += 1 }
            if index > 0 && scales[index] != scales[index - 1] { changes += 1 }
            sum += scales[index]
        }
        return Outcome(
            frames: frames, overBudgetPercent: Double(over) / count * 100,
            p99Milliseconds: Percentile.value(0.99, of: times), scaleChangesPerSecond: Double(changes) / (count * budget / 1000),
            meanScale: sum / count, hitchPercent: Double(hitches) / count * 100,
            responses: StepResponse.responses(scales: scales, milliseconds: times, steps: steps, budget: budget), feedbackDelay: feedbackDelay)
    }
}
