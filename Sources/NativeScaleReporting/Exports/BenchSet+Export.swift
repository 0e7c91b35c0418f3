import Foundation
public import NativeScaleResults
import NativeScaleStatistics

extension BenchSet {
    /// The set in `format`, ending in a newline: every display's figures in one document (their
    /// benchmark names already start with the display's id), or the set itself as JSON.
    public func exported(as format: ExportFormat) throws -> String {
        switch format {
        case .json: try JSONText.encode(self)
        case .googleBenchmark: try JSONText.encode(GoogleBenchmarkDocument(results))
        case .bmf: try JSONText.encode(BencherMetricDocument(results))
        case .githubActionBenchmark: try JSONText.encode(results.flatMap(\.githubActionBenchmarkEntries))
        case .csv:
            results.dropFirst().reduce(into: results[0].csvTable) { table, result in
                for row in result.csvTable.rows { table.append(row) }
            }.csv()
        }
    }
}

extension GoogleBenchmarkDocument {
    /// One document over several displays' results: the first one's context, every run, each
    /// display's families numbered after the ones before.
    init(_ results: [BenchResult]) {
        let documents = results.map(GoogleBenchmarkDocument.init)
        var runs: [Run] = []
        for document in documents {
            let offset = (runs.map(\.familyIndex).max() ?? -1) + 1
            runs += document.benchmarks.map { $0.numbered(after: offset) }
        }
        self.init(context: documents[0].context, benchmarks: runs)
    }
}

extension GoogleBenchmarkDocument.Run {
    /// The same run in family `familyIndex + offset`.
    func numbered(after offset: Int) -> Self {
        Self(
            name: name, runName: runName, runType: runType, familyIndex: familyIndex + offset, repetitions: repetitions,
            repetitionIndex: repetitionIndex, aggregateName: aggregateName, aggregateUnit: aggregateUnit, iterations: iterations,
            realTime: realTime, cpuTime: cpuTime)
    }
}

extension BencherMetricDocument {
    /// One document over several displays' results (names are unique: each starts with its display).
    init(_ results: [BenchResult]) {
        let documents = results.map(BencherMetricDocument.init)
        self.init(
            benchmarks: documents.reduce(into: [:]) { $0.merge($1.benchmarks) { first, _ in first } },
            statistics: documents.reduce(into: [:]) { $0.merge($1.statistics) { first, _ in first } })
    }
}
