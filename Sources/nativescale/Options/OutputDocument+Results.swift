import NativeScaleResults

extension BenchResult: OutputDocument {
    static var schemaLine: String { "\(schemaName) v\(currentSchemaVersion); several displays: \(BenchSet.schemaName) v\(BenchSet.currentSchemaVersion)" }
    static var outputFormats: [ExportFormat] { ExportFormat.allCases }
}

extension SweepResult: OutputDocument {
    static var schemaLine: String { "\(schemaName) v\(currentSchemaVersion)" }
}

extension QualityComparison: OutputDocument {
    static var schemaLine: String { "\(schemaName) v\(currentSchemaVersion)" }
}

extension ShaderStatisticsResult: OutputDocument {
    static var schemaLine: String { "\(schemaName) v\(currentSchemaVersion)" }
}

extension DynamicResolutionResult: OutputDocument {
    static var schemaLine: String { "\(schemaName) v\(currentSchemaVersion)" }
}

/// What `merge` writes: the shards' merged sweep, or their merged bench set.
enum MergedDocument: OutputDocument {
    static var schemaLine: String {
        "\(SweepResult.schemaName) v\(SweepResult.currentSchemaVersion), or \(BenchSet.schemaName) v\(BenchSet.currentSchemaVersion)"
    }
}
