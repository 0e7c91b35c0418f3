public import NativeScaleCore
public import NativeScaleTuning

/// The document of `nativescale dynres replay --json` and `dynres bench --json` (schema `nativescale.dynres` v3): every
/// controller's replay of a recording through a cost model, frame by frame.
public struct DynamicResolutionResult: Codable, Hashable, Sendable {
    public static let schemaName = "nativescale.dynres"
    /// 2: the closed loop (`dynres bench`): `loop` and each controller's `measured`. 3: the
    /// loop's rounds carry their timed steps, and its audit the notes that do not fail it.
    public static let currentSchemaVersion = 3
    public static let readableSchemaVersions = 1...3

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
        public let frames: [Frame]
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
        public struct Setting: Codable, Hashable, Sendable {
            public let name: ControllerName
            public let headroom: Double?
            public let overBudgetPercent: Double
            public let meanQuality: Double
            public let withinBudget: Bool
        }

        public let metric: QualityMetric
        public let qualityLimit: Double
        public let minimumScale: Double
        public let settings: [Setting]

        public init(_ tuning: DynamicResolutionTuning, metric: QualityMetric) {
            self.metric = metric
            qualityLimit = tuning.qualityLimit
            minimumScale = tuning.minimumScale
            settings = tuning.settings.map {
                Setting(
                    name: $0.name, headroom: $0.headroom, overBudgetPercent: $0.outcome.overBudgetPercent, meanQuality: $0.meanQuality,
                    withinBudget: $0.withinBudget)
            }
        }
    }

    /// The document of `outcomes` (in the order of `names`) of replaying `input` through `replay`.
    public init(
        input path: String, replay: DynamicResolutionReplay, outputSize: PixelSize, fit: CostModelFit? = nil, tuning: Tuning? = nil,
        outcomes: [(name: ControllerName, outcome: DynamicResolutionReplay.Outcome)]
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
        let curve = fit?.qualityCurve
        controllers = outcomes.map { name, outcome in
            let quality = curve?.summary(of: outcome.frames.map(\.scale))
            return Controller(
                name: name, overBudgetPercent: outcome.overBudgetPercent, p99Milliseconds: outcome.p99Milliseconds,
                scaleChangesPerSecond: outcome.scaleChangesPerSecond, meanScale: outcome.meanScale,
                meanQuality: quality?.mean, worstQuality: quality?.worst,
                frames: outcome.frames.map { Frame(scale: $0.scale, predictedMilliseconds: $0.predictedMilliseconds) }, measured: nil)
        }
    }
}
