import Foundation
import NativeScaleTestSupport
import Testing

/// `bench --capture` where RenderDoc is missing, and the report's links to a run's trace and
/// captures. (CI captures for real with Debian's RenderDoc and converts the captures with
/// `renderdoccmd`; see .ci/run.)
@Suite("RenderDoc captures and the report's links to traces and captures", .serialized)
struct CaptureCommandTests {
    let small = ["--points", "64x96", "--scale", "2", "--panel", "112x168"]

    @Test("Without RenderDoc, bench --capture is one line naming the package, exit 69, and writes nothing (no result, no folder)")
    func captureWithoutRenderDocIsRefused() throws {
        let folder = try TemporaryFolder("nativescale-capture")
        let captures = folder.path("captures")
        let json = folder.path("bench.json")
        let run = try CommandRunner.run(
            ["bench"] + small + ["--frames", "2", "--json", json, "--capture", captures],
            environment: ["NATIVESCALE_RENDERDOC_LIBRARY": folder.path("no-such/librenderdoc.so")])
        #expect(run.status == 69, "\(run.standardError)")
        let lines = run.standardError.split(separator: "\n")
        #expect(lines.count == 1, "\(run.standardError)")
        #expect(run.standardError.contains("no RenderDoc library") && run.standardError.contains("apt-get install renderdoc"), "\(run.standardError)")
        #expect(run.standardOutput.isEmpty)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.url.path).isEmpty)
    }

    @Test(
        "--capture naming a file, or with several displays, is refused with one line, exit 64",
        arguments: [
            (["--capture", "FILE"], "--capture 'FILE' is a file; expected a folder to write into"),
            (["--device", "iphone-8,iphone-8-plus", "--capture", "captures"], "--capture takes one display"),
        ])
    func badCaptureFolder(_ arguments: [String], _ message: String) throws {
        let folder = try TemporaryFolder("nativescale-capture")
        let file = folder.path("file")
        _ = FileManager.default.createFile(atPath: file, contents: Data("x".utf8))
        let resolved = arguments.map { $0 == "FILE" ? file : ($0 == "captures" ? folder.path("captures") : $0) }
        let run = try CommandRunner.run(["bench", "--frames", "2"] + (resolved.contains("--device") ? [] : small) + resolved)
        #expect(run.status == 64, "\(run.standardError)")
        #expect(run.standardError.contains(message.replacingOccurrences(of: "FILE", with: file)), "\(run.standardError)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.url.path) == ["file"])
    }

    @Test("A report over results written with --trace links the trace relative to the page, and marks one no longer there")
    func reportLinksTheTrace() throws {
        let folder = try TemporaryFolder("nativescale-capture")
        let results = folder.url.appendingPathComponent("results")
        try FileManager.default.createDirectory(at: results, withIntermediateDirectories: true)
        let json = results.appendingPathComponent("bench.json").path
        let trace = results.appendingPathComponent("traces/bench.pftrace").path
        try FileManager.default.createDirectory(at: results.appendingPathComponent("traces"), withIntermediateDirectories: true)
        let run = try CommandRunner.run(["bench"] + small + ["--frames", "2", "--warmup", "1", "--quiet", "--json", json, "--trace", trace])
        #expect(run.status == 0, "\(run.standardError)")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: json))) as? [String: Any])
        #expect((object["files"] as? [String: Any])?["trace"] as? String == "traces/bench.pftrace")
        let page = folder.path("pages/report.html")
        try FileManager.default.createDirectory(atPath: folder.path("pages"), withIntermediateDirectories: true)
        let report = try CommandRunner.run(["report", json, "--output", page])
        #expect(report.status == 0, "\(report.standardError)")
        let html = try String(contentsOfFile: page, encoding: .utf8)
        #expect(html.contains("<a href=\"../results/traces/bench.pftrace\">traces/bench.pftrace</a>; open it in ui.perfetto.dev"), "\(html.suffix(800))")
        try FileManager.default.removeItem(atPath: trace)
        #expect(try CommandRunner.run(["report", json, "--output", page]).status == 0)
        #expect(try String(contentsOfFile: page, encoding: .utf8).contains("traces/bench.pftrace</a> (not found beside the result)"))
    }
}
