import Foundation
import NativeScaleResults
import NativeScaleStatistics
import NativeScaleTestSupport
import Testing

@Suite("Exports: bench --output-format/--output and nativescale export", .serialized)
struct ExportCommandTests {
    /// One small bench result shared by the tests (two filters, 8 rounds).
    static let result: Result<URL, any Error> = Result {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("nativescale-export-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let json = folder.appendingPathComponent("result.json")
        let run = try CommandRunner.run([
            "bench", "--points", "64x96", "--scale", "2", "--panel", "112x168", "--filter", "area",
            "--filter", "bilinear", "--frames", "8", "--warmup", "1", "--quiet", "--json", json.path,
        ])
        guard run.status == 0 else { throw CocoaError(.fileWriteUnknown, userInfo: [NSLocalizedDescriptionKey: run.standardError]) }
        return json
    }

    func export(_ format: String) throws -> Data {
        let run = try CommandRunner.run(["export", try Self.result.get().path, "--format", format])
        #expect(run.status == 0, "\(run.standardError)")
        return Data(run.standardOutput.utf8)
    }

    @Test("google-benchmark: repetitions and aggregates as compare.py reads them")
    func googleBenchmark() throws {
        let object = try #require(try JSONSerialization.jsonObject(with: export("google-benchmark")) as? [String: Any])
        #expect(object["context"] is [String: Any])
        let benchmarks = try #require(object["benchmarks"] as? [[String: Any]])
        for entry in benchmarks {
            for key in ["name", "real_time", "cpu_time", "time_unit", "run_type", "iterations", "family_index"] {
                #expect(entry[key] != nil, "\(entry["name"] ?? "?") lacks \(key)")
            }
            #expect(entry["time_unit"] as? String == "ms")
        }
        let iterations = Dictionary(grouping: benchmarks.filter { $0["run_type"] as? String == "iteration" }) { $0["name"] as? String ?? "" }
        // native scene; area and bilinear scene, transition (the barrier between scene and
        // resample), resample, frame: 9 series of 8 frames each.
        #expect(iterations.count == 9)
        #expect(iterations.values.allSatisfy { $0.count == 8 })
        let aggregates = benchmarks.filter { $0["run_type"] as? String == "aggregate" }.compactMap { $0["name"] as? String }
        #expect(aggregates.contains("64x96@2-112x168/fill-96/scaled/area/resample_median"))
        #expect(aggregates.count == 9 * 3)
    }

    @Test("bmf: benchmarks of measures of value with bounds")
    func bencher() throws {
        let object = try #require(try JSONSerialization.jsonObject(with: export("bmf")) as? [String: [String: [String: Double]]])
        let resample = try #require(object["64x96@2-112x168/fill-96/scaled/area/resample"]?["latency"])
        let value = try #require(resample["value"])
        let lower = try #require(resample["lower_value"])
        let upper = try #require(resample["upper_value"])
        #expect(lower <= value && value <= upper && value > 1000)  // nanoseconds
        let overhead = try #require(object["64x96@2-112x168/fill-96/scaled/area/overhead"]?["overhead-percent"])
        #expect(overhead["value"] != nil)
    }

    @Test("github-action-benchmark: customSmallerIsBetter entries")
    func githubAction() throws {
        let entries = try #require(try JSONSerialization.jsonObject(with: export("github-action-benchmark")) as? [[String: Any]])
        #expect(entries.count == 9 + 2)
        for entry in entries {
            #expect(entry["name"] is String && entry["unit"] is String && entry["value"] is Double)
            #expect((entry["range"] as? String)?.hasPrefix("± ") == true)
        }
    }

    @Test("csv: a header and rows of seven fields")
    func csv() throws {
        let lines = String(decoding: try export("csv"), as: UTF8.self).split(separator: "\n")
        #expect(lines.first == "benchmark,metric,unit,value,lower,upper,count")
        #expect(lines.count == 1 + 9 + 2 * 3)
        #expect(lines.dropFirst().allSatisfy { $0.split(separator: ",", omittingEmptySubsequences: false).count == 7 })
    }

    @Test("json: the result itself, unchanged in meaning")
    func json() throws {
        let object = try #require(try JSONSerialization.jsonObject(with: export("json")) as? [String: Any])
        #expect(object["schema"] as? String == "nativescale.bench")
        #expect((object["samples"] as? [Any])?.count == 8 * 3)
    }

    @Test(
        "Files that are not a result are refused with one line and status 64",
        arguments: [
            ("not json at all", "is not JSON"),
            ("[{\"schema\": \"nativescale.bench\"}]", "is a JSON array, not a result; expected the JSON object"),
            ("\"nativescale.bench\"", "is a JSON string, not a result"),
            ("{\"schema\": \"google-benchmark\"}", "is a 'google-benchmark' document, not a result; expected what 'nativescale bench --json'"),
            ("{\"schema\": \"nativescale.quality\", \"schemaVersion\": 1}", "is a 'nativescale.quality' document, not a result"),
            ("{\"schema\": \"nativescale.bench\", \"schemaVersion\": 99}", "has schema version 99"),
            ("{\"schema\": \"nativescale.bench\", \"schemaVersion\": 1}", "is a malformed nativescale bench result"),
        ])
    func refused(contents: String, reason: String) throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("nativescale-bad-\(UUID().uuidString).json")
        try Data(contents.utf8).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        let output = file.path + ".out"
        let run = try CommandRunner.run(["export", file.path, "--format", "bmf", "--output", output])
        #expect(run.status == 64)
        #expect(run.standardError.split(separator: "\n").count == 1)
        #expect(run.standardError.contains(reason), "\(run.standardError)")
        #expect(!FileManager.default.fileExists(atPath: output))
    }

    @Test(
        "Bad export flags",
        arguments: [
            (
                ["export", "/tmp/x.json", "--format", "xml"],
                "The value 'xml' is invalid for '--format <format>'. Please provide one of 'json', 'google-benchmark'"
            ),
            (["bench", "--device", "iphone-8-plus", "--output-format", "csv"], "--output-format csv needs --output FILE"),
            (
                ["bench", "--device", "iphone-8-plus", "--output-format", "yaml", "--output", "/tmp/nativescale-never.yaml"],
                "The value 'yaml' is invalid for '--output-format <output-format>'"
            ),
        ])
    func badFlags(arguments: [String], message: String) throws {
        let run = try CommandRunner.run(arguments)
        #expect(run.status == 64)
        #expect(run.standardError.contains(message), "\(run.standardError)")
    }
}
