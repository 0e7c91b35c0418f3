import Foundation
import NativeScaleCore
import NativeScaleResults
import NativeScaleStatistics
import NativeScaleTestSupport
import Testing

@Suite("result files: version 1 still reads, every file is validated, analysis comes from the samples")
struct ResultFileTests {
    let folder: TemporaryFolder

    init() throws {
        folder = try TemporaryFolder("nativescale-results")
    }

    /// The version-2 file of a synthetic result, edited as JSON by `edit`.
    func file(_ name: String, edit: (inout [String: Any]) -> Void = { _ in }) throws -> String {
        let path = folder.path(name)
        let text = try JSONText.encode(SyntheticResults.make(nativeMilliseconds: 70, seed: 3))
        var object = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        edit(&object)
        try JSONSerialization.data(withJSONObject: object).write(to: URL(fileURLWithPath: path))
        return path
    }

    @Test("compare reads a real version-1 result written by the previous build against a version-2 one")
    func comparesVersionOne() throws {
        let v1 = try BenchResult.read(from: Fixtures.benchVersion1)
        #expect(v1.schemaVersion == 1 && v1.samples.count == 36)
        #expect(v1.environment.device.driverName == "llvmpipe")
        // Written before the unit was stored: its bounds read as points.
        #expect(v1.configuration.display.logicalUnit == nil && v1.configuration.display.unit == .point)
        let v2 = folder.path("v2.json")
        try AtomicFile.write(try JSONText.encode(v1.upgraded), to: v2)
        let run = try CommandRunner.run(["compare", Fixtures.benchVersion1, v2])
        #expect(run.status == 0, "\(run.standardError)")
        #expect(run.standardOutput.contains("iphone-8-plus/fill-96/scaled/area/frame-ratio"))
        #expect(!run.standardOutput.contains("regression(s):"), "\(run.standardOutput)")
    }

    @Test(
        "compare, export, report and history record refuse a file with no samples or a negative time: one line, exit 64, nothing written",
        arguments: [("empty", "has no samples"), ("negative", "sample 2 (round 1, native) has scene -1.0 ns")])
    func refusesBadSamples(kind: String, message: String) throws {
        let good = try file("good.json")
        let bad = try file("\(kind).json") { object in
            var samples = object["samples"] as? [[String: Any]] ?? []
            if kind == "empty" { samples = [] } else { samples[2]["scene"] = -1.0 }
            object["samples"] = samples
        }
        let html = folder.path("r.html")
        let db = folder.path("h.sqlite")
        let csv = folder.path("out.csv")
        for arguments in [
            ["compare", good, bad], ["export", bad, "--format", "csv", "--output", csv], ["report", bad, "--output", html],
            ["history", "record", bad, "--db", db, "--commit", "abc"],
        ] {
            let run = try CommandRunner.run(arguments)
            #expect(run.status == 64, "\(arguments)")
            #expect(run.standardError.split(separator: "\n").count == 1)
            #expect(run.standardError.contains("'\(bad)' \(message)"), "\(run.standardError)")
        }
        for path in [html, db, csv] { #expect(!FileManager.default.fileExists(atPath: path)) }
    }

    @Test("A file whose native scenes are all 0 ms is refused with one line and exit 64 by compare, report and history record, never read as a gain")
    func refusesZeroNativeScenes() throws {
        let good = try file("good.json")
        let zero = try file("zero.json") { object in
            object["samples"] = (object["samples"] as? [[String: Any]] ?? []).map { sample in
                guard sample["path"] as? String == "native" else { return sample }
                var zeroed = sample
                zeroed["scene"] = 0.0
                zeroed["frame"] = 0.0
                return zeroed
            }
        }
        let html = folder.path("z.html")
        let db = folder.path("z.sqlite")
        for arguments in [["compare", good, zero], ["report", zero, "--output", html], ["history", "record", zero, "--db", db, "--commit", "abc"]] {
            let run = try CommandRunner.run(arguments)
            #expect(run.status == 64, "\(arguments): \(run.standardOutput)")
            #expect(run.standardError.split(separator: "\n").count == 1)
            #expect(run.standardError.contains("'\(zero)' has native scene 0 ns in all"), "\(run.standardError)")
        }
        for path in [html, db] { #expect(!FileManager.default.fileExists(atPath: path)) }
    }

    @Test("A file stripped of its audit reads as unaudited in compare, report and history record")
    func strippedAuditIsUnaudited() throws {
        let good = try file("good.json")
        let stripped = try file("stripped.json") { object in object["audit"] = nil }
        let compared = try CommandRunner.run(["compare", good, stripped])
        #expect(compared.status == 0, "\(compared.standardError)")
        #expect(compared.standardOutput.contains("Unaudited: head run 1 carries no audit"), "\(compared.standardOutput)")
        let html = folder.path("u.html")
        let report = try CommandRunner.run(["report", stripped, "--output", html])
        #expect(report.status == 0, "\(report.standardError)")
        #expect(try String(contentsOfFile: html, encoding: .utf8).contains("audit     unaudited: this result carries no audit".drop { $0 == " " }))
        let record = try CommandRunner.run(["history", "record", stripped, "--db", folder.path("u.sqlite"), "--commit", "abc"])
        #expect(record.status == 0, "\(record.standardError)")
        #expect(record.standardOutput.contains("; unaudited: the file carries no audit"), "\(record.standardOutput)")
    }

    @Test("counts that disagree with the samples are refused")
    func refusesInconsistentCounts() throws {
        let bad = try file("rounds.json") { $0["rounds"] = 31 }
        let run = try CommandRunner.run(["export", bad, "--format", "csv"])
        #expect(run.status == 64)
        #expect(run.standardError.contains("says 31 rounds but its samples hold 30"))
    }

    @Test("the analysis block of a file is ignored: statistics are recomputed from the samples")
    func recomputesAnalysis() throws {
        let tampered = try file("tampered.json") { object in
            var analysis = object["analysis"] as? [String: Any] ?? [:]
            analysis["stages"] = []
            analysis["comparisons"] = []
            object["analysis"] = analysis
        }
        let run = try CommandRunner.run(["export", tampered, "--format", "csv"])
        #expect(run.status == 0, "\(run.standardError)")
        #expect(run.standardOutput.contains("iphone-8-plus/fill-96/native/scene,median,ms,"))
        #expect(run.standardOutput.contains("iphone-8-plus/fill-96/scaled/bilinear,overhead,%,"))
    }

    @Test("an --output that is a directory is one line naming it, exit 64, before any work")
    func outputDirectory() throws {
        let good = try file("good.json")
        let run = try CommandRunner.run(["export", good, "--format", "csv", "--output", folder.url.path])
        #expect(run.status == 64)
        #expect(run.standardError == "nativescale: error: --output '\(folder.url.path)' is a directory; expected a file name (see 'nativescale help')\n")
        let compare = try CommandRunner.run(["compare", good, good, "--output", folder.url.path])
        #expect(compare.status == 64)
        #expect(compare.standardError == "nativescale: error: cannot write '\(folder.url.path)': it is a directory; expected a file name\n")
    }
}

/// `compare` with one run per side: the noise floor from the history, `--noise`, and inconclusive verdicts.
@Suite("compare: the between-run noise floor of single runs", .serialized)
struct NoiseFloorTests {
    /// A history of five runs of the same configuration whose native frames spread ±5 % (a 10 % range).
    func history(in folder: TemporaryFolder) throws -> String {
        let database = folder.path("history.sqlite")
        for (index, level) in [20.0, 21.0, 19.0, 20.4, 19.6].enumerated() {
            let path = folder.path("run\(index).json")
            try SyntheticResults.write(try SyntheticResults.make(nativeMilliseconds: level, spread: 0.01, seed: UInt64(index + 10)), to: path)
            let record = try CommandRunner.run([
                "history", "record", "--db", database, path, "--commit", "\(index + 1)000000",
                "--commit-date", "2026-01-0\(index + 1)T00:00:00Z",
            ])
            #expect(record.status == 0, "\(record.standardError)")
        }
        return database
    }

    func result(_ level: Double, seed: UInt64, in folder: TemporaryFolder, name: String) throws -> String {
        let path = folder.path(name)
        try SyntheticResults.write(try SyntheticResults.make(nativeMilliseconds: level, spread: 0.01, seed: seed), to: path)
        return path
    }

    @Test("From the history a 4 % A/A difference is within noise and a 30 % step a regression; without a floor the step is inconclusive")
    func floors() throws {
        let folder = try TemporaryFolder()
        let database = try history(in: folder)
        let base = try result(20, seed: 1, in: folder, name: "base.json")
        let aa = try result(20.8, seed: 2, in: folder, name: "aa.json")
        let step = try result(26, seed: 3, in: folder, name: "step.json")

        let within = try CommandRunner.run(["compare", base, aa, "--threshold", "2", "--history", database])
        #expect(within.status == 0, "\(within.standardOutput)\(within.standardError)")
        let nativeLine = try #require(within.standardOutput.split(separator: "\n").first { $0.contains("/native/scene") })
        #expect(nativeLine.contains("within the noise floor"))
        // The five recorded runs sit near 19 … 21 ms: between two single runs, a 95 % prediction
        // bound of t(4) × SD of their log medians × √2, 16.1 % for exactly 20, 21, 19, 20.4, 19.6.
        #expect(nativeLine.contains("±16."), "\(nativeLine)")

        let regressed = try CommandRunner.run(["compare", base, step, "--history", database])
        #expect(regressed.status == 3, "\(regressed.standardOutput)")
        #expect(regressed.standardOutput.contains("1 regression(s)") || regressed.standardOutput.contains("regression(s):"))

        let inconclusive = try CommandRunner.run(["compare", base, step])
        #expect(inconclusive.status == 0, "\(inconclusive.standardOutput)")
        #expect(inconclusive.standardOutput.contains("Inconclusive:"))
        let strict = try CommandRunner.run(["compare", base, step, "--fail-on-inconclusive"])
        #expect(strict.status == 4)
        let given = try CommandRunner.run(["compare", base, step, "--noise", "8"])
        #expect(given.status == 3)
    }

    @Test(
        "Bad floors are one line, exit 64",
        arguments: [
            (["--noise", "0"], "--noise 0.0 is not a percentage"), (["--noise", "nan"], "--noise nan is not a percentage"),
            (["--noise", "5000"], "--noise 5000.0 is not a percentage"),
            (["--history", "/nonexistent/h.sqlite"], "--history '/nonexistent/h.sqlite' does not exist"),
        ])
    func badFloors(arguments: [String], message: String) throws {
        let run = try CommandRunner.run(["compare", Fixtures.benchVersion1, Fixtures.benchVersion1] + arguments)
        #expect(run.status == 64)
        #expect(run.standardError.contains(message), "\(run.standardError)")
        #expect(run.standardError.split(separator: "\n").count == 1)
    }

    @Test("compare names a result whose audit failed and exits 5; the audit is recomputed from the raw rounds, not trusted")
    func compareRefusesFailedAudit() throws {
        let folder = try TemporaryFolder("nativescale-audit")
        let good = folder.path("good.json")
        let bad = folder.path("bad.json")
        try SyntheticResults.write(try SyntheticResults.make(nativeMilliseconds: 20, seed: 1, coverage: 0.99), to: good)
        // A file that claims its audit passed while its rounds say otherwise.
        let failed = try SyntheticResults.make(nativeMilliseconds: 20, seed: 2, coverage: 0.5)
        let text = try JSONText.encode(failed)
        let tampered = text.replacingOccurrences(of: #""findings" : ["#, with: #""findings" : [], "ignored" : ["#)
        try AtomicFile.write(tampered, to: bad)
        let passing = try CommandRunner.run(["compare", good, good])
        #expect(passing.status == 0, "\(passing.standardOutput)\(passing.standardError)")
        let run = try CommandRunner.run(["compare", good, bad])
        #expect(run.status == 5, "\(run.standardOutput)\(run.standardError)")
        #expect(run.standardOutput.contains("Audit failed in 1 run(s) (head 1: the stages cover only 50.0 %"), "\(run.standardOutput)")
    }
}
