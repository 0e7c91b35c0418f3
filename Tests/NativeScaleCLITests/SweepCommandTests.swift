import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import Testing

/// Collects what a chart or report test needs from an XML document.
final class XMLSummary: NSObject, XMLParserDelegate {
    var elementCounts: [String: Int] = [:]
    var classedText: [String: [String]] = [:]
    var seriesNames: [String] = []
    var imageSources: [String] = []
    private var currentClass: String?
    private var text = ""

    static func parse(_ data: Data) -> (summary: XMLSummary, error: String?) {
        let parser = XMLParser(data: data)
        let summary = XMLSummary()
        parser.delegate = summary
        let ok = parser.parse()
        return (summary, ok ? nil : (parser.parserError.map { "\($0)" } ?? "parse failed"))
    }

    func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?, attributes: [String: String] = [:]) {
        elementCounts[name, default: 0] += 1
        if name == "g", attributes["class"] == "series", let series = attributes["data-name"] { seriesNames.append(series) }
        if name == "img", let source = attributes["src"] { imageSources.append(source) }
        currentClass = name == "text" ? attributes["class"] : nil
        text = ""
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) { text += string }

    func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
        if name == "text", let currentClass { classedText[currentClass, default: []].append(text) }
        currentClass = nil
    }
}

@Suite("nativescale sweep and report", .serialized)
struct SweepCommandTests {
    /// 64×96 pt @2 on a 112×168 panel: drawable 128×192, native 112×168.
    let small = ["--points", "64x96", "--scale", "2", "--panel", "112x168"]

    func temporaryFolder() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("nativescale-sweep-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    @Test("A small validated sweep writes its table, JSON, charts and images; report embeds them in one well-formed page")
    func endToEnd() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let json = folder.appendingPathComponent("sweep.json").path
        let charts = folder.appendingPathComponent("charts")
        let images = folder.appendingPathComponent("images")
        let result = try CommandRunner.run(["sweep"] + small + [
            "--scales", "0.75,1.25", "--filter", "area", "--filter", "bilinear", "--frames", "4", "--warmup", "1", "--validation",
            "--json", json, "--svg", charts.path, "--save-images", images.path])
        #expect(result.status == 0, "\(result.standardError)")
        #expect(!result.standardError.contains("validation:"))
        #expect(result.standardOutput.contains("Recommendation: render "))

        let object = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: json))) as? [String: Any])
        #expect(object["schema"] as? String == "nativescale.sweep")
        let points = try #require(object["points"] as? [[String: Any]])
        // Native, the drawable 128×192 and the scales 0.75 and 1.25, each resampled size with two filters.
        #expect(points.count == 7)
        let sizes = Set(points.compactMap { ($0["target"] as? [String: Any])?["renderSize"] as? [String: Int] }.map { "\($0["width"]!)x\($0["height"]!)" })
        #expect(sizes == ["112x168", "128x192", "84x126", "140x210"])
        for point in points {
            let quality = try #require(point["quality"] as? [String: Any])
            let ssim = try #require(quality["ssim"] as? Double)
            #expect(ssim > 0.2 && ssim < 1)
            #expect((quality["psnr"] as? Double ?? 0) > 5)
            let cost = try #require(point["cost"] as? [String: Any])
            #expect((cost["ratio"] as? Double ?? 0) > 0)
        }
        #expect(!((object["frontier"] as? [Int]) ?? []).isEmpty)
        #expect(((object["recommendation"] as? [String: Any])?["sentence"] as? String)?.hasPrefix("render ") == true)

        for name in ["cost-vs-scale.svg", "ssim-vs-scale.svg", "psnr-vs-scale.svg", "pareto.svg"] {
            let (summary, error) = XMLSummary.parse(try Data(contentsOf: charts.appendingPathComponent(name)))
            #expect(error == nil, "\(name): \(error ?? "")")
            #expect(summary.classedText["x-axis"]?.first?.isEmpty == false, "\(name) has an x axis title")
            #expect(summary.classedText["y-axis"]?.first?.isEmpty == false, "\(name) has a y axis title")
            #expect(summary.seriesNames.contains("area") && summary.seriesNames.contains("bilinear"), "\(name): \(summary.seriesNames)")
            #expect(summary.classedText["legend"]?.contains("area") == true)
        }
        let saved = try FileManager.default.contentsOfDirectory(atPath: images.path)
        #expect(saved.contains("reference-112x168.png") && saved.contains("native-112x168-error.png") && saved.contains("drawable-128x192-area.png"))

        let bench = folder.appendingPathComponent("bench.json").path
        let benchRun = try CommandRunner.run(["bench"] + small + ["--frames", "4", "--warmup", "1", "--json", bench, "--svg", charts.path, "--quiet"])
        #expect(benchRun.status == 0, "\(benchRun.standardError)")
        let (bars, barsError) = XMLSummary.parse(try Data(contentsOf: charts.appendingPathComponent("stage-breakdown.svg")))
        #expect(barsError == nil)
        #expect(bars.seriesNames == ["native", "scaled/bilinear"])

        let html = folder.appendingPathComponent("report.html")
        let report = try CommandRunner.run(["report", json, bench, "--output", html.path])
        #expect(report.status == 0, "\(report.standardError)")
        let page = try Data(contentsOf: html)
        let (summary, error) = XMLSummary.parse(page)
        #expect(error == nil, "report.html is not well-formed: \(error ?? "")")
        #expect(summary.elementCounts["svg"] == 5)
        #expect(summary.imageSources.count >= 1 + 2 * 3)
        for source in summary.imageSources {
            let prefix = "data:image/png;base64,"
            #expect(source.hasPrefix(prefix))
            let bytes = try #require(Data(base64Encoded: String(source.dropFirst(prefix.count))))
            #expect(Array(bytes.prefix(8)) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        }
        let text = String(decoding: page, as: UTF8.self)
        #expect(!text.contains("src=\"http") && !text.contains("href=") && !text.contains("<script"))
    }

    @Test("Bad input: one line naming the value, exit 64, no result file", arguments: [
        (["--scales", "0:1:0.1"], "--scales '0:1:0.1'"),
        (["--scales", "1,x"], "'x', which is not a number"),
        (["--min-ssim", "2"], "--min-ssim 2 is out of range"),
        (["--budget-ms", "-1"], "--budget-ms -1 is out of range"),
        (["--reference-factor", "9"], "--reference-factor 9"),
        (["--baseline-filter", "box"], "The value 'box' is invalid for '--baseline-filter <baseline-filter>'"),
        (["--filter", "gauss"], "The value 'gauss' is invalid for '--filter <filter>'"),
    ])
    func badInput(_ arguments: [String], _ message: String) throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let json = folder.appendingPathComponent("sweep.json").path
        let result = try CommandRunner.run(["sweep"] + small + arguments + ["--json", json])
        #expect(result.status == 64)
        #expect(result.standardError.contains(message), "\(result.standardError)")
        #expect(result.standardError.split(separator: "\n").count == 1)
        #expect(result.standardOutput.isEmpty)
        #expect(!FileManager.default.fileExists(atPath: json))
    }

    @Test("report refuses foreign files and non-HTML outputs, writing nothing")
    func reportRefusals() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let foreign = folder.appendingPathComponent("foreign.json")
        try Data("{\"schema\": \"something-else\", \"schemaVersion\": 1}".utf8).write(to: foreign)
        let html = folder.appendingPathComponent("r.html").path
        let refused = try CommandRunner.run(["report", foreign.path, "--output", html])
        #expect(refused.status == 64)
        #expect(refused.standardError.contains("is not a nativescale bench result"))
        #expect(!FileManager.default.fileExists(atPath: html))
        let missing = try CommandRunner.run(["report", folder.appendingPathComponent("none.json").path, "--output", html])
        #expect(missing.status == 64 && missing.standardError.contains("does not exist"))
        let notHTML = try CommandRunner.run(["report", foreign.path, "--output", folder.appendingPathComponent("r.txt").path])
        #expect(notHTML.status == 64 && notHTML.standardError.contains("is not an HTML file name"))
    }
}
