import Foundation
import NativeScaleAnalysis
import NativeScaleCore
import NativeScaleResults
import NativeScaleTestSupport
import Testing

/// `--trace` read back by an independent reader: scripts/read-trace, on Perfetto's own protobuf
/// classes (PyPI `perfetto`, installed by scripts/bootstrap in .build/trace-reader).
@Suite("Perfetto traces, read by Perfetto's own classes", .serialized)
struct TraceCommandTests {
    /// The repository's root, from this file's place in it.
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// A small display (128×192 drawn, 112×168 native) keeps runs short.
    let small = ["--points", "64x96", "--scale", "2", "--panel", "112x168"]

    /// Runs scripts/read-trace on `trace` against `results`; its status and what it printed.
    static func read(_ trace: String, _ results: [String]) throws -> (status: Int32, output: String) {
        let python = root.appendingPathComponent(".build/trace-reader/bin/python3")
        guard FileManager.default.isExecutableFile(atPath: python.path) else {
            Issue.record("no trace reader at \(python.path): run scripts/bootstrap (the README's test command does)")
            return (-1, "")
        }
        let process = Process()
        process.executableURL = python
        process.arguments = [root.appendingPathComponent("scripts/read-trace").path, trace] + results
        let output = Pipe()
        process.standardOutput = output
        process.standardError = output
        try process.run()
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return (process.terminationStatus, text)
    }

    /// The stages (scene, resolve, transition, resample) and rounds of a result file: the slices its trace must hold.
    static func expectedSlices(_ json: String) throws -> Int {
        let object = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: json))) as? [String: Any]
        let samples = object?["samples"] as? [[String: Any]] ?? []
        let stages = samples.map { sample in ["scene", "resolve", "transition", "resample"].filter { sample[$0] is Double }.count }.reduce(0, +)
        return stages + Set(samples.compactMap { $0["round"] as? Int }).count
    }

    /// One GPU track per path: native and every filter (`--filter all`).
    static let pathTracks = 1 + ResampleFilter.spatial.count

    @Test(
        "bench --trace with MSAA and every filter: one GPU track per path, every stage and host slice equal to its sample; --png draws a round",
        arguments: [["--samples", "4"], []])
    func benchTraceAgreesWithSamples(_ target: [String]) throws {
        let folder = try TemporaryFolder("nativescale-trace")
        let json = folder.url.appendingPathComponent("bench.json").path
        let trace = folder.url.appendingPathComponent("bench.pftrace").path
        let run = try CommandRunner.run(
            ["bench"] + small + target + [
                "--filter", "all", "--frames", "4", "--warmup", "1", "--validation",
                "--json", json, "--trace", trace,
            ])
        #expect(run.status == 0, "\(run.standardError)")
        #expect(run.standardOutput.contains("trace     \(trace): 1 process, \(Self.pathTracks + 3) tracks with"), "\(run.standardOutput)")
        let png = folder.url.appendingPathComponent("round.png")
        let read = try Self.read(trace, [json, "--png", png.path])
        #expect(read.status == 0, "\(read.output)")
        // Stage slices plus one host slice a round, each checked; the reader also counts the round slices.
        let stageAndHost = try Self.expectedSlices(json)
        #expect(read.output.contains("(\(Self.pathTracks) GPU path tracks)"), "\(read.output)")
        #expect(read.output.contains("\(stageAndHost) stage and host slices equal their samples, 0 disagree"), "\(read.output)")
        // --png draws the first round from the parsed trace: a PNG file.
        #expect((try? Data(contentsOf: png).prefix(8)) == Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]), "read-trace --png wrote no PNG")
    }

    @Test("The reader refuses a trace whose slices do not match the result: a sample's time changed in the JSON")
    func readerCatchesADisagreement() throws {
        let folder = try TemporaryFolder("nativescale-trace")
        let json = folder.url.appendingPathComponent("bench.json").path
        let trace = folder.url.appendingPathComponent("bench.pftrace").path
        // The reader is the subject, not the audit: three rounds beside a heavier load than CI's
        // (the suite and a back-to-back bench loop) once failed theirs, so the result is kept either way.
        let run = try CommandRunner.run(
            ["bench"] + small + [
                "--frames", "3", "--warmup", "1", "--quiet", "--keep-failed-audit",
                "--json", json, "--trace", trace,
            ])
        #expect(run.status == 0, "\(run.standardError)")
        var object = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: json))) as? [String: Any])
        var samples = try #require(object["samples"] as? [[String: Any]])
        samples[0]["scene"] = (samples[0]["scene"] as? Double ?? 0) + 1000
        object["samples"] = samples
        try JSONSerialization.data(withJSONObject: object).write(to: URL(fileURLWithPath: json))
        let read = try Self.read(trace, [json])
        #expect(read.status == 1, "\(read.output)")
        #expect(read.output.contains("1 disagree"), "\(read.output)")
    }

    @Test("--trace naming a folder is refused with one line, exit 64, before anything runs")
    func traceIntoAFolderIsRefused() throws {
        let folder = try TemporaryFolder("nativescale-trace")
        let run = try CommandRunner.run(["bench"] + small + ["--frames", "2", "--trace", folder.url.path])
        #expect(run.status == 64)
        #expect(run.standardError.contains("--trace '\(folder.url.path)' is a directory; expected a file name"), "\(run.standardError)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.url.path).isEmpty)
    }
}

/// `sweep --trace` and `ab --trace`, read back the same way.
@Suite("Perfetto traces of sweeps and ab runs", .serialized)
struct SweepAndABTraceTests {
    let small = ["--points", "64x96", "--scale", "2", "--panel", "112x168"]

    @Test("sweep --trace: one process per render size timed, every stage and host slice equal to the sweep's samples")
    func sweepTraceAgreesWithSamples() throws {
        let folder = try TemporaryFolder("nativescale-trace")
        let json = folder.path("sweep.json")
        let trace = folder.path("sweep.pftrace")
        let run = try CommandRunner.run(
            ["sweep"] + small + [
                "--scales", "0.8,1.2", "--filter", "area", "--filter", "bilinear", "--frames", "4",
                "--warmup", "1", "--exhaustive", "--json", json, "--trace", trace,
            ])
        #expect(run.sweepFinished, "\(run.status) \(run.standardError)")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: json))) as? [String: Any])
        let sizes = (object["experiments"] as? [[String: Any]] ?? []).filter { !(($0["samples"] as? [Any]) ?? []).isEmpty }.count
        #expect(run.standardOutput.contains("trace     \(trace): \(sizes) processes"), "\(run.standardOutput)")
        let read = try TraceCommandTests.read(trace, [json])
        #expect(read.status == 0, "\(read.output)")
        #expect(read.output.contains("\(sizes) process(es)") && read.output.contains(", 0 disagree"), "\(read.output)")
    }

    @Test("ab --trace: base and head as two processes holding every round's run, each slice equal to its run's samples")
    func abTraceAgreesWithSamples() throws {
        let folder = try TemporaryFolder("nativescale-trace")
        let keep = folder.path("runs")
        let trace = folder.path("ab.pftrace")
        let binary = CommandRunner.executable.path
        // Four fixed rounds: the fewest the U test accepts; under Holm's adjustment they cannot
        // decide a family of metrics, so an A/A run is "cannot decide", exit 0.
        let run = try CommandRunner.run(
            [
                "ab", binary, binary, "--rounds", "4", "--shader-families", "none", "--keep", keep, "--trace", trace,
                "--",
            ] + small + ["--frames", "3", "--warmup", "1"])
        #expect(run.standardError.contains("trace     \(trace): 2 processes"), "\(run.standardError)")
        let rounds = ["1", "2", "3", "4"]
        let files = rounds.flatMap { ["\(keep)/round-\($0)-base.json", "\(keep)/round-\($0)-head.json"] }
        // The exit status is the runs' audits': 5 when one failed (three frames on a loaded
        // machine may), else 0; the trace is written before that gate either way.
        let passed = try files.map { try BenchResult.read(from: $0).audit?.passed }
        #expect(run.status == (passed.allSatisfy { $0 == true } ? 0 : 5), "\(passed) \(run.standardError)")
        let base = files.filter { $0.hasSuffix("-base.json") }.joined(separator: ",")
        let head = files.filter { $0.hasSuffix("-head.json") }.joined(separator: ",")
        let read = try TraceCommandTests.read(trace, [base, head])
        #expect(read.status == 0, "\(read.output)")
        #expect(read.output.contains("2 process(es)") && read.output.contains(", 0 disagree"), "\(read.output)")
    }
}
