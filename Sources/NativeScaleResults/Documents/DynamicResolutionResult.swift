public import NativeScaleCore
public import NativeScaleTuning

/// The document of `nativescale dynres replay --json` and `dynres bench --json` (schema `nativescale.dynres` v6): every
/// controller's replay of a recording through a cost model, frame by frame, its times as late as
/// its engine gets them, scored against the recording's load steps.
public struct DynamicResolutionResult: Codable, Hashable, Sendable {
    public static let schemaName = "nativescale.dynres"
    /// 2: the closed loop (`dynres bench`): `loop` and each controller's `measured`. 3: the
    /// loop's rounds carry their timed steps, and its audit the notes that do not fail it. 4: each
    /// controller's frames as columns (``FrameSeries``), its feedback delay, hitches and step
    /// responses; the recording's load steps; the tuning's cases and each setting's figures on them.
    /// 5: the loop's frames in flight and its host time over each frame's span. 6: each load step
    /// names the recording's own frame number (`recordedFrame`, a CSV's `frame` column), and each
    /// step response where its level ended (`nextStep`), a recovery counted only inside it.
    public static let currentSchemaVersion = 6
    public static let readableSchemaVersions = 1...6

    /// The recording replayed.
    public struct Input: Codable, Hashable, Sendable {
        public let path: String
        public let frames: Int
    }

    /// The cost model the frames were predicted with.
    public struct Model: Codable, Hashable, Sendable {
        public let fixedMilliseconds: Double
        public let millisecondsPerMegapixel: Double
    }

    /// One replayed frame.
    public struct Frame: Codable, Hashable, Sendable {
        public let scale: Double
        public let predictedMilliseconds: Double
    }

    /// One controller's replay and what it did.
    public struct Controller: Codable, Hashable, Sendable {
        public let name: ControllerName
        public let overBudgetPercent: Double
        public let p99Milliseconds: Double
        public let scaleChangesPerSecond: Double
        public let meanScale: Double
        /// The mean and worst quality of its frames' scales on the sweep's quality curve, in the
        /// fit's metric; nil without a sweep.
        public let meanQuality: Double?
        public let worstQuality: Double?
        /// Frames its GPU times arrived late (nil in v1–3 files: none).
        public let feedbackDelay: Int?
        /// Frames over 1.5 × the budget, percent (nil in v1–3 files).
        public let hitchPercent: Double?
        /// How it followed each of the recording's load steps (nil in v1–3 files).
        public let responses: [StepResponse]?
        public let frames: FrameSeries
        /// What it did on the device in the closed loop (`dynres bench`); nil in a replay.
        public var measured: Measured?
    }

    public let schema: String
    public let schemaVersion: Int
    public let input: Input
    public let budgetMilliseconds: Double
    public let model: Model
    /// The output size the scales are of.
    public let outputSize: SizeDocument<Int>
    public let minimumScale: Double
    public let maximumScale: Double
    /// How recorded frames moved to other scales (nil in v1 files: proportional).
    public let loadRule: LoadRule?
    /// The recording's load steps the responses are of (nil in v1–3 files).
    public let steps: [LoadStep]?
    /// Each load rule's error on the recording's changes of scale, when it spans scales (nil
    /// otherwise, in a closed loop, and in v1–3 files); the replay took the better one unless
    /// `--load-rule` named one.
    public var loadRuleFit: LoadRuleFit?
    public var controllers: [Controller]
    /// The fit the model came from, when it came from a sweep.
    public let fit: CostModelFit?
    /// The settings the replay found under a quality limit (`--quality-limit`); nil without one.
    public let tuning: Tuning?
    /// The closed loop's measurement (`dynres bench`); nil in a replay.
    public var loop: ClosedLoop?

    /// The settings found: the lowest minimum scale within the quality limit, and each
    /// controller's headroom that keeps frames over budget within 1 % with the best mean quality.
    public struct Tuning: Codable, Hashable, Sendable {
        /// One recording at one budget.
        public struct Case: Codable, Hashable, Sendable {
            public let recording: String
            public let budgetMilliseconds: Double

            public init(recording: String, budgetMilliseconds: Double) {
                self.recording = recording
                self.budgetMilliseconds = budgetMilliseconds
            }
        }

        /// What a setting did on one case.
        public struct Figures: Codable, Hashable, Sendable {
            public let overBudgetPercent: Double
            public let hitchPercent: Double
            public let meanScale: Double
            public let meanQuality: Double
        }

        public struct Setting: Codable, Hashable, Sendable {
            public let name: ControllerName
            public let headroom: Double?
            /// The worst case's frames over budget, percent.
            public let overBudgetPercent: Double
            /// The worst case's mean quality.
            public let meanQuality: Double
            public let withinBudget: Bool
            /// Its figures on each case, in the order of ``Tuning/cases`` (nil in v1–3 files).
            public let cases: [Figures]?
        }

        public let metric: QualityMetric
        public let qualityLimit: Double
        public let minimumScale: Double
        public let settings: [Setting]
        /// The recordings and budgets searched over (nil in v1–3 files: the document's own).
        public let cases: [Case]?

        public init(_ tuning: DynamicResolutionTuning, metric: QualityMetric, cases: [Case]) {
            self.metric = metric
            qualityLimit = tuning.qualityLimit
            minimumScale = tuning.minimumScale
            self.cases = cases
            settings = tuning.settings.map { setting in
                Setting(
                    name: setting.name, headroom: setting.headroom, overBudgetPercent: setting.worstOverBudgetPercent,
                    meanQuality: setting.worstMeanQuality, withinBudget: setting.withinBudget,
                    cases: zip(setting.outcomes, setting.meanQualities).map { outcome, quality in
                        Figures(
                            overBudgetPercent: outcome.overBudgetPercent, hitchPercent: outcome.hitchPercent, meanScale: outcome.meanScale,
                            meanQuality: quality)
                    })
            }
        }
    }

    /// The document of `outcomes` (in the order of `names`) of replaying `input` through `replay`.
    public init(
        input path: String, replay: DynamicResolutionReplay, outputSize: PixelSize, fit: CostModelFit? = nil, tuning: Tuning? = nil,
        outcomes: [(name: ControllerName, outcome: DynamicResolutionReplay.Outcome)]
    ) {
        let curve = fit?.qualityCurve
        self.init(
            input: path, replay: replay, outputSize: outputSize, fit: fit, tuning: tuning,
            controllers: outcomes.map { name, outcome in Controller(name: name, outcome: outcome, curve: curve) })
    }

    /// The document of `controllers`, each already made from its outcome, of replaying `input`
    /// through `replay`.
    public init(
        input path: String, replay: DynamicResolutionReplay, outputSize: PixelSize, fit: CostModelFit? = nil, tuning: Tuning? = nil,
        controllers: [Controller]
    ) {
        self.fit = fit
        self.tuning = tuning
        schema = Self.schemaName
        schemaVersion = Self.currentSchemaVersion
        input = Input(path: path, frames: replay.recording.count)
        budgetMilliseconds = replay.settings.budgetMilliseconds
        model = Model(fixedMilliseconds: replay.model.fixedMilliseconds, millisecondsPerMegapixel: replay.model.millisecondsPerMegapixel)
        self.outputSize = SizeDocument(outputSize)
        minimumScale = replay.settings.minimumScale
        maximumScale = replay.settings.maximumScale
        loadRule = replay.rule
        steps = replay.steps
        self.controllers = controllers
    }
}

extension DynamicResolutionResult.Controller {
    /// The document of `name`'s `outcome`, its quality read off `curve` when there is one.
    public init(name: ControllerName, outcome: DynamicResolutionReplay.Outcome, curve: QualityCurve?) {
        let scales = outcome.frames.map { $0.scale }
        let quality = curve?.summary(of: scales)
        self.init(
            name: name, overBudgetPercent: outcome.overBudgetPercent, p99Milliseconds: outcome.p99Milliseconds,
            scaleChangesPerSecond: outcome.scaleChangesPerSecond, meanScale: outcome.meanScale,
            meanQuality: quality?.mean, worstQuality: quality?.worst, feedbackDelay: outcome.feedbackDelay, hitchPercent: outcome.hitchPercent,
            responses: outcome.responses, frames: .init(scales: scales, milliseconds: outcome.frames.map { $0.predictedMilliseconds }), measured: nil)
    }
}
