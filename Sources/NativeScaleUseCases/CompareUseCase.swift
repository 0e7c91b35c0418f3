public import NativeScaleCore
public import NativeScaleResults

/// The use case behind `nativescale compare`: reads two result files (validated, statistics
/// recomputed), and compares them: two bench results (with their devices' shader statistics when
/// both carry them), two bench sets display by display, or two shaders results.
public struct CompareUseCase {
    /// The two files and the gate's settings.
    public struct Request: Sendable {
        public var base: String
        public var head: String
        public var settings: ComparisonSettings
        /// The smallest rise in percent of a shader statistic's cost that is a regression.
        public var statisticThreshold: Double
        public var allowMismatch: Bool
        /// Each base result's between-run noise floors by benchmark (from a history); nil for none.
        public var noiseFloors: (@Sendable (BenchResult) throws -> [String: Double])?

        public init(
            base: String, head: String, settings: ComparisonSettings, statisticThreshold: Double, allowMismatch: Bool,
            noiseFloors: (@Sendable (BenchResult) throws -> [String: Double])? = nil
        ) {
            self.base = base
            self.head = head
            self.settings = settings
            self.statisticThreshold = statisticThreshold
            self.allowMismatch = allowMismatch
            self.noiseFloors = noiseFloors
        }
    }

    public let request: Request

    public init(request: Request) {
        self.request = request
    }

    /// The gates: one for two results, one per display for two bench sets.
    public func run() throws -> [ComparisonGate] {
        switch (try ResultFile.read(from: request.base), try ResultFile.read(from: request.head)) {
        case (.shaders(let base), .shaders(let head)):
            return [
                ComparisonGate(
                    display: nil, timing: nil,
                    statistics: try ShaderStatisticsComparison(
                        base, head, thresholdPercent: request.statisticThreshold, allowMismatch: request.allowMismatch))
            ]
        case (.bench(let base), .bench(let head)):
            return [try gate(base, head, display: nil)]
        case (.benchSet(let base), .benchSet(let head)):
            return try pairs(base, head).map { display, base, head in try gate(base, head, display: display) }
        case (let base, let head):
            throw CompareError.kindsDiffer(base: request.base, baseKind: base.kind, head: request.head, headKind: head.kind)
        }
    }

    /// Two bench results' timing comparison and, when both carry them, their shader statistics'.
    func gate(_ base: BenchResult, _ head: BenchResult, display: String?) throws -> ComparisonGate {
        var settings = request.settings
        if let noiseFloors = request.noiseFloors { settings.noiseFloors = try noiseFloors(base) }
        return ComparisonGate(
            display: display,
            timing: try ResultComparison(base: [base], head: [head], settings: settings, allowMismatch: request.allowMismatch),
            statistics: try ShaderStatisticsComparison(
                benchBase: [base], head: [head], thresholdPercent: request.statisticThreshold,
                allowMismatch: request.allowMismatch))
    }

    /// The displays of two bench sets, paired by id in the base's order; every display must be in both.
    func pairs(_ baseSet: BenchSet, _ headSet: BenchSet) throws(CompareError) -> [(display: String, base: BenchResult, head: BenchResult)] {
        func id(_ result: BenchResult) -> String { result.configuration.display.deviceID ?? result.configuration.display.name ?? "display" }
        let baseIDs = baseSet.results.map(id)
        let headIDs = headSet.results.map(id)
        if let missing = baseIDs.first(where: { !headIDs.contains($0) }) ?? headIDs.first(where: { !baseIDs.contains($0) }) {
            throw .displaysDiffer(missing: missing, base: request.base, baseDisplays: baseIDs, head: request.head, headDisplays: headIDs)
        }
        return baseSet.results.compactMap { result in headSet.results.first { id($0) == id(result) }.map { (id(result), result, $0) } }
    }
}

/// Two result files `compare` cannot pair; the CLI words it.
public enum CompareError: Error, Hashable, Sendable {
    /// Results of different kinds (a sweep against a bench result).
    case kindsDiffer(base: String, baseKind: ResultFile.Kind, head: String, headKind: ResultFile.Kind)
    /// Bench sets of different displays: `missing` is in one of them only.
    case displaysDiffer(missing: String, base: String, baseDisplays: [String], head: String, headDisplays: [String])
}
