import Foundation
import NativeScaleAnalysis
import NativeScaleCore
import NativeScaleReporting
import NativeScaleResults
import NativeScaleTestSupport
import NativeScaleTuning
import Testing

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// Every kind of document nativescale writes, recorded (scripts/record-document-fixtures), read
/// back through its reader and worded by Reporting as the command that wrote it prints it: the
/// text names the document's own figures, and no line is empty of meaning (no "nan", no
/// placeholder, no trailing space).
@Suite("The text of every document kind, on recorded documents")
struct DocumentTextTests {
    struct Row: Sendable, CustomTestStringConvertible {
        let file: String
        /// The text the command prints, and what it must name, both from the document read back.
        let render: @Sendable (String) throws -> (text: String, names: [String])
        var testDescription: String { file }
    }

    static func size(_ size: SizeDocument<Int>) -> String { "\(size.width)×\(size.height)" }

    static let rows: [Row] = [
        Row(file: "bench.json") { path in
            let result = try BenchResult.read(from: path)
            let display = result.configuration.display
            let verdict = try #require(result.verdict)
            return (
                result.text,
                [
                    size(display.nativeSize), size(display.drawableSize), "native", "scaled/bilinear", "scaled/area", "Verdict:",
                    "\(verdict.filter.rawValue)", result.environment.device.name,
                ]
            )
        },
        Row(file: "bench-set.json") { path in
            let set = try BenchSet.read(from: path)
            return (set.results.map(\.text).joined(separator: "\n"), set.selection + set.results.map { size($0.configuration.display.nativeSize) })
        },
        Row(file: "sweep.json") { path in
            let result = try SweepResult.read(from: path)
            return (result.text, result.points.map { "\($0.target.renderSize)" } + [size(result.configuration.display.nativeSize)])
        },
        Row(file: "shaders.json") { path in
            let result = try ShaderStatisticsResult.read(from: path)
            return (result.tables(markdown: false), result.targets.map(\.key) + result.targets.map(\.device))
        },
        Row(file: "quality.json") { path in
            let comparison = try JSONDecoder().decode(QualityComparison.self, from: Data(contentsOf: URL(fileURLWithPath: path)))
            return (comparison.text, [NumberText.fixed(comparison.metrics.psnr, fractionDigits: 2), size(comparison.size), "PSNR"])
        },
        Row(file: "dynres-replay.json") { path in
            let result = try DynamicResolutionResult.read(from: path)
            return (result.text, result.controllers.map(\.name.rawValue) + [size(result.outputSize)])
        },
        Row(file: "dynres-bench.json") { path in
            let result = try DynamicResolutionResult.read(from: path)
            let loop = try #require(result.loop)
            return (result.text, result.controllers.map(\.name.rawValue) + [size(result.outputSize), loop.environment.device.name])
        },
    ]

    @Test("Each document's text names its own figures, and no line is a placeholder", arguments: rows)
    func textNamesTheDocument(_ row: Row) throws {
        let (text, names) = try row.render(URL(fileURLWithPath: Fixtures.documents).appendingPathComponent(row.file).path)
        #expect(!text.isEmpty)
        for name in names { #expect(text.contains(name), "\(row.file)'s text does not name \(name)") }
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        for line in lines {
            #expect(!line.lowercased().contains("nan") || line.contains("nanosecond"), "\(row.file): \(line)")
            #expect(!line.contains("TODO") && !line.contains("placeholder"), "\(row.file): \(line)")
            #expect(line.last != " ", "\(row.file): trailing space in '\(line)'")
        }
    }

    /// The charts a document gets (bench's stage breakdown, sweep's and dynres's chart sets),
    /// each with the names of what it plots.
    static let charts: [Row] = [
        Row(file: "bench.json") { path in
            let result = try BenchResult.read(from: path)
            return (BenchCharts.stageBreakdown(result), result.analysis.stages.map(\.path.name).uniqued())
        },
        Row(file: "sweep.json") { path in
            let result = try SweepResult.read(from: path)
            return (SweepCharts.all(result).map(\.svg).joined(separator: "\n"), result.points.compactMap { $0.filter?.rawValue }.uniqued())
        },
        Row(file: "dynres-replay.json") { path in
            let result = try DynamicResolutionResult.read(from: path)
            return (DynamicResolutionCharts.all(result).map(\.svg).joined(separator: "\n"), result.controllers.map(\.name.rawValue))
        },
    ]

    @Test("Each document's charts are well-formed SVG naming what they plot", arguments: charts)
    func chartsNameTheDocument(_ row: Row) throws {
        let (svgs, names) = try row.render(URL(fileURLWithPath: Fixtures.documents).appendingPathComponent(row.file).path)
        for svg in svgs.split(separator: "\n<svg").map({ $0.hasPrefix("<svg") || $0.hasPrefix("<?xml") ? String($0) : "<svg" + $0 }) {
            #expect(throws: Never.self, "\(row.file): a chart is not well-formed XML") { try XMLDocument(xmlString: svg) }
        }
        for name in names { #expect(svgs.contains(name), "\(row.file)'s charts do not name \(name)") }
    }

    @Test("Every kind of result file the reader knows has a row here, and every row's file is that kind")
    func everyKindHasARow() throws {
        var kinds: Set<ResultFile.Kind> = []
        for row in Self.rows where !row.file.hasPrefix("quality") {
            kinds.insert(try ResultFile.read(from: URL(fileURLWithPath: Fixtures.documents).appendingPathComponent(row.file).path).kind)
        }
        // The race noise and the timestamp stream are inputs nativescale reads, not results it words.
        #expect(kinds == Set(ResultFile.Kind.allCases).subtracting([.raceNoise, .timestamps]))
    }
}
