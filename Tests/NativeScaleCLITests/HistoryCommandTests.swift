import Foundation
import NativeScaleCore
import NativeScaleHistory
import NativeScaleResults
import NativeScaleStatistics
import NativeScaleTestSupport
import Testing

#if canImport(FoundationXML)
    import FoundationXML
#endif

@Suite("history commands: check, record, show, export", .serialized)
struct HistoryCommandTests {
    let folder: TemporaryFolder

    init() throws {
        folder = try TemporaryFolder("nativescale-history")
    }

    func path(_ name: String) -> String { folder.path(name) }

    @Test("check exits 3 when the newest commit regressed and 0 on a noisy but flat history")
    func check() throws {
        let flat = path("flat.sqlite")
        let stepped = path("stepped.sqlite")
        try HistorySeries.record(into: try HistoryStore(path: flat), count: 8)
        try HistorySeries.record(into: try HistoryStore(path: stepped), count: 8, stepAt: 7, step: 1.20)
        let ok = try CommandRunner.run(["history", "check", "--db", flat, "--metric", "scaled/bilinear/frame"])
        #expect(ok.status == 0, "\(ok.standardOutput)\(ok.standardError)")
        #expect(ok.standardOutput.contains("  unchanged  ") && ok.standardOutput.contains("no series regressed"))
        let bad = try CommandRunner.run(["history", "check", "--db", stepped, "--metric", "scaled/bilinear/frame"])
        #expect(bad.status == 3, "\(bad.standardOutput)\(bad.standardError)")
        #expect(bad.standardOutput.contains("  regressed  ") && bad.standardOutput.contains("(exit 3): 1 regressed"), "\(bad.standardOutput)")
    }

    @Test("a record killed mid-transaction leaves the file as it was")
    func crashDuringRecord() throws {
        let file = path("crash.sqlite")
        try HistorySeries.record(into: try HistoryStore(path: file), count: 3)
        let result = path("late.json")
        try SyntheticResults.write(try SyntheticResults.make(nativeMilliseconds: 80, seed: 99), to: result)
        let killed = try CommandRunner.run(
            ["history", "record", "--db", file, "--commit", "late", result],
            environment: ["NATIVESCALE_HISTORY_KILL_DURING_RECORD": "1"])
        #expect(killed.status != 0, "the process must have been killed inside the transaction")
        let store = try HistoryStore(path: file)
        #expect(try store.count() == 3)
        do {
            let check = try store.database.prepare("PRAGMA integrity_check")
            _ = try check.step()
            #expect(check.text(0) == "ok")
        }
        let again = try CommandRunner.run(["history", "record", "--db", file, "--commit", "late", result])
        let recounted = try store.count()
        #expect(again.status == 0 && recounted == 4)
    }

    @Test("corrupt and foreign files get one clear line, exit 64, and are never written")
    func refusesOtherFiles() throws {
        let result = path("r.json")
        try SyntheticResults.write(try SyntheticResults.make(nativeMilliseconds: 70, seed: 5), to: result)
        let garbage = path("garbage.sqlite")
        try Data("this is not a database, it is a shopping list\n".utf8).write(to: URL(fileURLWithPath: garbage))
        let foreign = path("foreign.sqlite")
        do {
            let database = try SQLiteDatabase(path: foreign, create: true)
            try database.execute("CREATE TABLE contacts (name TEXT); INSERT INTO contacts VALUES ('Ada')")
        }
        for (file, fragment) in [(garbage, "is not a readable SQLite database"), (foreign, "is an SQLite database of another program")] {
            let before = try Data(contentsOf: URL(fileURLWithPath: file))
            for arguments in [["history", "record", "--db", file, result], ["history", "show", "--db", file]] {
                let run = try CommandRunner.run(arguments)
                #expect(run.status == 64, "\(arguments): \(run.standardError)")
                #expect(run.standardError.split(separator: "\n").count == 1 && run.standardError.contains(fragment), "\(run.standardError)")
            }
            #expect(try Data(contentsOf: URL(fileURLWithPath: file)) == before)
        }
    }

    @Test("show prints the series in commit order in every format and draws a trend with CI bands")
    func show() throws {
        let file = path("show.sqlite")
        try HistorySeries.record(into: try HistoryStore(path: file), count: 16, stepAt: 8, step: 1.15)
        let svg = path("trend.svg")
        let text = try CommandRunner.run(["history", "show", "--db", file, "--metric", "scaled/bilinear/frame", "--svg", svg])
        #expect(text.status == 0, "\(text.standardError)")
        let rows = text.standardOutput.split(separator: "\n").filter { $0.hasPrefix("  ") && $0.contains("c0ffee0000") }
        #expect(rows.count == 16)
        #expect(text.standardOutput.contains("◆ change at \(HistorySeries.commit(8).sha.prefix(12))"), "\(text.standardOutput)")
        let (summary, error) = XMLSummary.parse(try Data(contentsOf: URL(fileURLWithPath: svg)))
        #expect(error == nil)
        #expect(summary.elementCounts["polygon"] == 1 && summary.seriesNames.count == 1)
        let csv = try CommandRunner.run(["history", "show", "--db", file, "--metric", "scaled/bilinear/frame", "--format", "csv"])
        #expect(csv.standardOutput.split(separator: "\n").count == 17)
        let json = try CommandRunner.run([
            "history", "show", "--db", file, "--format", "json", "--from", String(HistorySeries.commit(2).sha.prefix(12)),
            "--to", String(HistorySeries.commit(4).sha.prefix(12)), "--metric", "native/scene",
        ])
        let document = try #require(try JSONSerialization.jsonObject(with: Data(json.standardOutput.utf8)) as? [String: Any])
        let series = try #require((document["series"] as? [[String: Any]])?.first?["series"] as? [String: Any])
        #expect((series["points"] as? [Any])?.count == 3)
        let none = try CommandRunner.run(["history", "show", "--db", file, "--display", "ipad-pro-13"])
        #expect(none.status == 64 && none.standardError.contains("no recorded results match --display ipad-pro-13"))
    }

    @Test("export writes github-action-benchmark history and Bencher files, one entry per result in commit order")
    func export() throws {
        let file = path("export.sqlite")
        try HistorySeries.record(into: try HistoryStore(path: file), count: 4)
        let data = path("data.json")
        #expect(try CommandRunner.run(["history", "export", "--db", file, "--format", "github-action-benchmark", "--output", data]).status == 0)
        let document = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: data))) as? [String: Any])
        let entries = try #require((document["entries"] as? [String: Any])?["nativescale"] as? [[String: Any]])
        #expect(entries.count == 4)
        #expect((entries.first?["commit"] as? [String: Any])?["id"] as? String == HistorySeries.commit(0).sha)
        #expect(((entries.first?["benches"] as? [[String: Any]])?.count ?? 0) >= 4)
        let folder = path("bmf")
        #expect(try CommandRunner.run(["history", "export", "--db", file, "--format", "bmf", "--output", folder]).status == 0)
        let index = try String(contentsOfFile: folder + "/runs.csv", encoding: .utf8).split(separator: "\n")
        #expect(index.count == 5)
        let first = String(index[1].split(separator: ",")[4])
        let bmf = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: folder + "/" + first))) as? [String: Any])
        #expect(bmf["iphone-8-plus/fill-96/native/scene"] != nil)
    }

    @Test("check with two baseline runs is inconclusive, not a regression; with three the same step is a regression beyond the noise floor")
    func checkNeedsThreeBaselineRuns() throws {
        let two = path("two.sqlite")
        let three = path("three.sqlite")
        try HistorySeries.record(into: try HistoryStore(path: two), count: 3, stepAt: 2, step: 1.5)
        try HistorySeries.record(into: try HistoryStore(path: three), count: 4, stepAt: 3, step: 1.5)
        let few = try CommandRunner.run(["history", "check", "--db", two, "--metric", "scaled/bilinear/frame"])
        #expect(few.status == 0, "\(few.standardOutput)\(few.standardError)")
        #expect(few.standardOutput.contains("inconclusive") && few.standardOutput.contains("at least 3 are needed"), "\(few.standardOutput)")
        let enough = try CommandRunner.run(["history", "check", "--db", three, "--metric", "scaled/bilinear/frame"])
        #expect(enough.status == 3, "\(enough.standardOutput)\(enough.standardError)")
        #expect(enough.standardOutput.contains("noise floor ±"))
        let refused = try CommandRunner.run(["history", "check", "--db", three, "--baseline", "2"])
        #expect(refused.status == 64 && refused.standardError.contains("--baseline 2"))
    }

    @Test("check leaves unaudited runs out of the baseline (inconclusive, naming them) unless --include-unaudited, which finds the same step a regression")
    func checkLeavesUnauditedOut() throws {
        let database = path("unaudited.sqlite")
        try HistorySeries.record(into: try HistoryStore(path: database), count: 5, stepAt: 4, step: 1.5, unaudited: [0, 1, 2])
        let left = try CommandRunner.run(["history", "check", "--db", database, "--metric", "scaled/bilinear/frame"])
        #expect(left.status == 0, "\(left.standardOutput)\(left.standardError)")
        #expect(left.standardOutput.contains("1 audited baseline run(s)") && left.standardOutput.contains("3 unaudited left out"), "\(left.standardOutput)")
        let included = try CommandRunner.run(["history", "check", "--db", database, "--metric", "scaled/bilinear/frame", "--include-unaudited"])
        #expect(included.status == 3, "\(included.standardOutput)\(included.standardError)")
        #expect(included.standardOutput.contains("unaudited runs included"), "\(included.standardOutput)")
    }

    @Test("record refuses a result whose audit failed: one line naming it, exit 5, no database written")
    func recordRefusesFailedAudit() throws {
        let file = path("failed-audit.json")
        let database = path("audit.sqlite")
        try SyntheticResults.write(try SyntheticResults.make(nativeMilliseconds: 70, seed: 1, coverage: 0.5), to: file)
        let run = try CommandRunner.run(["history", "record", file, "--db", database, "--commit", String(repeating: "a", count: 40)])
        #expect(run.status == 5, "\(run.standardOutput)\(run.standardError)")
        #expect(run.standardError.split(separator: "\n").count == 1 && run.standardError.contains("failed its audit"), "\(run.standardError)")
        #expect(!FileManager.default.fileExists(atPath: database))
    }

    @Test("record outside a git checkout of a result naming no commit, without --commit: one line, exit 64, no database written")
    func recordWithoutCommitWritesNothing() throws {
        let folder = try TemporaryFolder("nativescale-nogit")
        let file = folder.path("result.json")
        let database = folder.path(".nativescale/history.sqlite")
        try SyntheticResults.write(try SyntheticResults.make(nativeMilliseconds: 70, seed: 1), to: file)
        let run = try CommandRunner.run(["history", "record", file, "--db", database], environment: ["GIT_DIR": folder.path("no-git")])
        #expect(run.status == 64, "\(run.standardOutput)\(run.standardError)")
        #expect(run.standardError.split(separator: "\n").count == 1 && run.standardError.contains("names no commit"), "\(run.standardError)")
        #expect(!FileManager.default.fileExists(atPath: database) && !FileManager.default.fileExists(atPath: folder.path(".nativescale")))
    }
}
