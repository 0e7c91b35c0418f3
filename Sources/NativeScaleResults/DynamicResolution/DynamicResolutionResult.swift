public import NativeScaleCore

/// The document of `nativescale dynres replay --json` (schema `nativescale.dynres` v1): every
/// controller's replay of a recording through a cost model, frame by frame.
public struct DynamicResolutionResult: Codable, Hashable, Sendable {
    public static let schemaName = "nativescale.dynres"
    public static let currentSchemaVersion = 1

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
        public let frames: [Frame]
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
    public let controllers: [Controller]
    /// The fit the model came from, when it came from a sweep.
    public let fit: CostModelFit?

    /// The document of `outcomes` (in the order of `names`) of replaying `input` through `replay`.
    public init(input path: String, replay: DynamicResolutionReplay, outputSize: PixelSize, fit: CostModelFit? = nil,
                outcomes: [(name: ControllerName, outcome: DynamicResolutionReplay.Outcome)]) {
        self.fit = fit
        schema = Self.schemaName
        schemaVersion = Self.currentSchemaVersion
        input = Input(path: path, frames: replay.recording.count)
        budgetMilliseconds = replay.settings.budgetMilliseconds
        model = Model(fixedMilliseconds: replay.model.fixedMilliseconds, millisecondsPerMegapixel: replay.model.millisecondsPerMegapixel)
        self.outputSize = SizeDocument(outputSize)
        minimumScale = replay.settings.minimumScale
        maximumScale = replay.settings.maximumScale
        controllers = outcomes.map { name, outcome in
            Controller(name: name, overBudgetPercent: outcome.overBudgetPercent, p99Milliseconds: outcome.p99Milliseconds,
                       scaleChangesPerSecond: outcome.scaleChangesPerSecond, meanScale: outcome.meanScale,
                       frames: outcome.frames.map { Frame(scale: $0.scale, predictedMilliseconds: $0.predictedMilliseconds) })
        }
    }
}
