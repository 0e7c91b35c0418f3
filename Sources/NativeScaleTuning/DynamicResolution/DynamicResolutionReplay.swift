public import NativeScaleCore

/// Frame times recorded at known scales, replayed through a controller: each frame's cost at the
/// scale the controller picks is predicted from its recorded time by the cost model.
///
/// A frame recorded at scale `r` in `t` ms costs `t × model(s) / model(r)` at scale `s` by
/// default (``LoadRule/proportional``), or its fixed part and the rest by the pixels
/// (``LoadRule/pixels``): the recording says how heavy the content was that frame, the model how
/// its cost moves with the render size.
public struct DynamicResolutionReplay: Sendable {
    /// One recorded frame.
    public struct RecordedFrame: Hashable, Sendable {
        public let gpuMilliseconds: Double
        /// The linear scale it was rendered at.
        public let scale: Double

        public init(gpuMilliseconds: Double, scale: Double) {
            self.gpuMilliseconds = gpuMilliseconds
            self.scale = scale
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
    }

    public let recording: [RecordedFrame]
    public let model: CostModel
    public let outputMegapixels: Double
    public let settings: ControllerSettings
    public let rule: LoadRule

    public init(recording: [RecordedFrame], model: CostModel, outputMegapixels: Double, settings: ControllerSettings, rule: LoadRule = .proportional) {
        self.recording = recording
        self.model = model
        self.outputMegapixels = outputMegapixels
        self.settings = settings
        self.rule = rule
    }

    /// Replays the recording through `controller`.
    public func run(_ controller: some ResolutionController) -> Outcome {
        var controller = controller
        var frames: [Frame] = []
        frames.reserveCapacity(recording.count)
        for recorded in recording {
            let scale = controller.scale
            let predicted = rule.milliseconds(
                recorded: recorded.gpuMilliseconds, at: recorded.scale, scale: scale, model: model,
                outputMegapixels: outputMegapixels)
            frames.append(Frame(scale: scale, predictedMilliseconds: predicted))
            controller.update(gpuMilliseconds: predicted)
        }
        return Self.outcome(frames, budget: settings.budgetMilliseconds)
    }

    /// Replays the recording through the controller `name`, with its engine's defaults (and
    /// `headroom` when given).
    public func run(_ name: ControllerName, headroom: Double? = nil) -> Outcome {
        run(name.make(settings: settings, model: model, outputMegapixels: outputMegapixels, headroom: headroom))
    }

    /// The same replay within other scale bounds.
    public func bounded(minimumScale: Double) throws(DynamicResolutionError) -> DynamicResolutionReplay {
        DynamicResolutionReplay(
            recording: recording, model: model, outputMegapixels: outputMegapixels,
            settings: try ControllerSettings(
                budgetMilliseconds: settings.budgetMilliseconds, minimumScale: minimumScale,
                maximumScale: settings.maximumScale), rule: rule)
    }

    /// The summary of `frames` (each a scale and its time) at `budget` ms.
    public static func outcome(_ frames: [Frame], budget: Double) -> Outcome {
        guard !frames.isEmpty else { return Outcome(frames: [], overBudgetPercent: 0, p99Milliseconds: 0, scaleChangesPerSecond: 0, meanScale: 0) }
        let count = Double(frames.count)
        let times = frames.map(\.predictedMilliseconds).sorted()
        let rank = max(Int((0.99 * count).rounded(.up)) - 1, 0)
        let changes = zip(frames, frames.dropFirst()).filter { $0.scale != $1.scale }.count
        return Outcome(
            frames: frames, overBudgetPercent: Double(frames.filter { $0.predictedMilliseconds > budget }.count) / count * 100,
            p99Milliseconds: times[rank], scaleChangesPerSecond: Double(changes) / (count * budget / 1000),
            meanScale: frames.map(\.scale).reduce(0, +) / count)
    }
}
