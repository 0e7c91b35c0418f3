import Foundation
import NativeScaleTestSupport
import Testing

/// A multi-display bench result (`bench --device a,b`) is not a dead end: compare pairs its
/// displays, export writes every display, report shows each.
@Suite("Bench sets: compare per display, export and report", .serialized)
struct BenchSetCommandTests {
    /// One small set of two displays, measured once for the suite: 8 rounds, so that the audit's
    /// "most rounds" is not two unlucky rounds of three on the suite's loaded cores (with 3, this
    /// stop's local run had iphone-8's first start 3.7 and 5.1 ms late in two of them, its audit
    /// failed, and compare of the set exited 5).
    static let folder = try! TemporaryFolder("nativescale-set")
    /// The set's path, or why it could not be measured: every test that reads it fails with that
    /// reason (the bench's exit status and its standard error), none passes on a missing file.
    static let measured: Swift.Result<String, MeasuringFailed> = {
        let path = folder.path("set.json")
        do {
            let run = try CommandRunner.run(["bench", "--device", "iphone-8,iphone-8-zoomed", "--frames", "8", "--warmup", "1", "--quiet", "--json", path])
            return run.status == 0 ? .success(path) : .failure(MeasuringFailed(reason: "bench exited \(run.status): \(run.standardError)"))
        } catch {
            return .failure(MeasuringFailed(reason: "bench did not run: \(error)"))
        }
    }()

    /// Why the suite's one set was not measured.
    struct MeasuringFailed: Error, CustomStringConvertible {
        let reason: String
        var description: String { reason }
    }

    /// The measured set's path; throws (failing the test) when the bench that makes it failed.
    static func set() throws -> String { try measured.get() }

    @Test("compare of two sets compares each display under its name, as text and as one JSON array")
    func compareSets() throws {
        let text = try CommandRunner.run(["compare", try Self.set(), try Self.set()])
        #expect(text.status == 0, "\(text.standardError)")
        #expect(
            text.standardOutput.contains("== iphone-8 (1 of 2)\n") && text.standardOutput.contains("== iphone-8-zoomed (2 of 2)\n"), "\(text.standardOutput)")
        let json = try CommandRunner.run(["compare", try Self.set(), try Self.set(), "--format", "json"])
        let gates = try #require(try JSONSerialization.jsonObject(with: Data(json.standardOutput.utf8)) as? [[String: Any]])
        #expect(gates.compactMap { $0["display"] as? String } == ["iphone-8", "iphone-8-zoomed"])
        #expect(gates.allSatisfy { $0["timing"] is [String: Any] })
    }

    @Test("compare refuses sets of different displays with one line naming the display, exit 64")
    func compareMismatchedSets() throws {
        var object = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: try Self.set()))) as? [String: Any])
        object["results"] = (object["results"] as? [Any]).map { Array($0.prefix(1)) }
        object["selection"] = (object["selection"] as? [Any]).map { Array($0.prefix(1)) }
        let one = Self.folder.path("one.json")
        try JSONSerialization.data(withJSONObject: object).write(to: URL(fileURLWithPath: one))
        let run = try CommandRunner.run(["compare", try Self.set(), one])
        #expect(run.status == 64)
        #expect(run.standardError.split(separator: "\n").count == 1 && run.standardError.contains("iphone-8-zoomed is in only one of"), "\(run.standardError)")
    }

    @Test("export writes every display's figures in each format, named by display", arguments: ["csv", "google-benchmark", "bmf", "github-action-benchmark"])
    func exportSet(_ format: String) throws {
        let run = try CommandRunner.run(["export", try Self.set(), "--format", format])
        #expect(run.status == 0, "\(run.standardError)")
        #expect(run.standardOutput.contains("iphone-8/fill-96/native/scene") && run.standardOutput.contains("iphone-8-zoomed/fill-96/scaled/bilinear/resample"))
    }

    @Test("report shows a section per display of a set")
    func reportSet() throws {
        let page = Self.folder.path("set.html")
        let run = try CommandRunner.run(["report", try Self.set(), "-o", page])
        #expect(run.standardOutput == "wrote \(page): one page over 1 result file(s)\n", "report says what it wrote: \(run.standardOutput)")
        #expect(run.status == 0, "\(run.standardError)")
        let html = try String(contentsOfFile: page, encoding: .utf8)
        #expect(html.components(separatedBy: "<section class=\"bench\">").count - 1 == 2)
    }
}
