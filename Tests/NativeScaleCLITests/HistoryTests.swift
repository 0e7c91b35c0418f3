import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import NativeScaleCore
import NativeScaleHarness
@testable import NativeScaleHistory
import Testing

@Suite("history: SQLite store, change points, check, export", .serialized)
struct HistoryTests {
    let folder: TemporaryFolder

    init() throws {
        folder = try TemporaryFolder("nativescale-history")
    }

    func path(_ name: String) -> String { folder.path(name) }

    static func commit(_ index: Int) -> CommitInfo {
        CommitInfo(sha: String(format: "%02dc0ffee%032d", index, 0), branch: "main", date: String(format: "2026-10-%02dT12:00:00Z", 1 + index))
    }

    /// `count` commits of one result each; from `stepAt` on the frames cost `step` times more.
    func recordSeries(_ store: HistoryStore, count: Int, stepAt: Int? = nil, step: Double = 1.10, seed: UInt64 = 1) throws {
        for index in 0..<count {
            let level = stepAt.map { index >= $0 ? step : 1 } ?? 1
            // Run-to-run noise of ±3 % on top of the ±2 % within a run, as on a shared machine.
            var drift = seed &+ UInt64(index) &* 7919
            drift = (drift ^ (drift >> 13)) &* 0x5bd1e995
            let runLevel = 1 + (Double(drift % 1000) / 1000 * 2 - 1) * 0.03
            let result = try SyntheticResults.make(nativeMilliseconds: 70 * level * runLevel, seed: seed &* 1000 &+ UInt64(index))
            try store.record(result, commit: Self.commit(index))
        }
    }

    @Test("record stores every metric with its CI; the same result twice is stored once")
    func recordIsIdempotent() throws {
        let store = try HistoryStore(path: path("h.sqlite"))
        let result = try SyntheticResults.make(nativeMilliseconds: 70, seed: 7)
        let first = try store.record(result, commit: Self.commit(0))
        guard case let .recorded(id, metrics) = first else { Issue.record("first record: \(first)"); return }
        #expect(metrics == 5, "native/scene, scaled/bilinear/{scene,resample,frame,overhead}")
        #expect(try store.record(result, commit: Self.commit(0)) == .alreadyRecorded(id: id))
        #expect(try store.count() == 1)
        let points = try store.points(SeriesQuery(metric: "native/scene"))
        let point = try #require(points.first)
        #expect(points.count == 1 && point.unit == "ms" && point.count == 30)
        let lower = try #require(point.lower), upper = try #require(point.upper)
        #expect(lower <= point.median && point.median <= upper && upper - lower < 0.1 * point.median)
        #expect(abs(point.median - 70) < 70 * 0.02)
    }

    @Test("a version-1 file is migrated to the current schema and keeps its results")
    func migratesVersionOne() throws {
        let file = path("v1.sqlite")
        do {
            let database = try SQLiteDatabase(path: file, create: true)
            guard case let .sql(first) = Migrations.steps[0] else { Issue.record("step 1 is SQL"); return }
            try database.execute(first)
            try database.execute("PRAGMA application_id = \(HistoryStore.applicationID); PRAGMA user_version = 1")
            let json = try String(contentsOfFile: Fixtures.benchVersion1, encoding: .utf8)
            try database.prepare("""
                INSERT INTO runs VALUES (1, 'f1', 'abc', 'main', '2026-10-01T00:00:00Z', '2026-10-01T00:00:00Z', '2026-10-01T00:00:00Z',
                                         'llvmpipe', 'Mesa', 'iphone-8-plus', 'fill-96', 'bilinear,area', '0.1.0', ?)
                """).run([.text(json)])
            try database.execute("INSERT INTO metrics VALUES (1, 'native/scene', 'ms', 70.0, 69.0, 71.0, 30)")
        }
        let store = try HistoryStore(path: file)
        #expect(try store.database.pragmaInteger("user_version") == HistoryStore.schemaVersion)
        // Migration 3 recomputed the metrics from the stored result's 12 rounds of samples.
        let points = try store.points(SeriesQuery(display: "iphone-8-plus"))
        let scene = try #require(points.first { $0.metric == "native/scene" })
        #expect(scene.count == 12 && scene.lower != nil && scene.median != 70)
        #expect(points.contains { $0.metric == "scaled/area/overhead" })
        try store.record(try SyntheticResults.make(nativeMilliseconds: 70, seed: 1), commit: Self.commit(1))
        #expect(try store.count() == 2)
    }

    @Test("a schema-2 history written by the previous build migrates in place: results become bench schema 2, metrics come from the samples")
    func migratesSchemaTwoFixture() throws {
        let file = path("fixture.sqlite")
        try FileManager.default.copyItem(atPath: Fixtures.historySchema2, toPath: file)
        let store = try HistoryStore(path: file)
        #expect(try store.database.pragmaInteger("user_version") == HistoryStore.schemaVersion)
        let stored = try #require(try store.results().first)
        let result = try BenchResult.decode(json: stored.json, source: "fixture")
        #expect(result.schemaVersion == BenchResult.currentSchemaVersion)
        #expect(stored.json.contains("\"notes\"") && !stored.json.contains("maxImageDimension2D"))
        let points = try store.points(SeriesQuery(metric: "scaled/bilinear/frame"))
        let frame = try #require(points.first)
        let samples = result.stageSamples(path: .scaled(.bilinear), stage: .frame)
        #expect(frame.count == 12 && abs(frame.median - SampleStatistics.median(samples)) < 1e-9)
        #expect(try store.count() == 1)
    }

    @Test("a step in the frame cost is found at the commit where it happened")
    func findsStep() throws {
        let store = try HistoryStore(path: path("step.sqlite"))
        try recordSeries(store, count: 16, stepAt: 9, step: 1.12)
        let series = HistorySeries.group(try store.points(SeriesQuery(metric: "scaled/bilinear/frame")), commitOrder: try store.commitOrder())
        let changes = try #require(series.first).changes()
        #expect(changes.count == 1)
        let change = try #require(changes.first)
        #expect(change.commit == Self.commit(9).sha)
        #expect(abs(change.change.estimate - 0.12) < 0.04 && change.change.lower > 0.05)
        #expect(change.adjustedPValue < 0.01)
    }

    @Test("pure noise has no change point", arguments: [1, 2, 3, 4, 5] as [UInt64])
    func noiseHasNoChange(seed: UInt64) throws {
        let runs = (0..<24).map { index -> ChangePointDetector.Run in
            var x = seed &* 0x9E37_79B9_7F4A_7C15 &+ UInt64(index) &* 0xBF58_476D_1CE4_E5B9
            x = (x ^ (x >> 31)) &* 0x94D0_49BB_1331_11EB
            return .init(index: index, commit: "c\(index)", median: 70 * (1 + (Double(x % 10_000) / 10_000 * 2 - 1) * 0.05))
        }
        #expect(ChangePointDetector().changes(in: runs).isEmpty)
    }

    @Test("check exits 3 when the newest commit regressed and 0 on a noisy but flat history")
    func check() throws {
        let flat = path("flat.sqlite"), stepped = path("stepped.sqlite")
        try recordSeries(try HistoryStore(path: flat), count: 8)
        try recordSeries(try HistoryStore(path: stepped), count: 8, stepAt: 7, step: 1.20)
        let ok = try CommandRunner.run(["history", "check", "--db", flat, "--metric", "scaled/bilinear/frame"])
        #expect(ok.status == 0, "\(ok.standardOutput)\(ok.standardError)")
        #expect(ok.standardOutput.contains("  unchanged  ") && ok.standardOutput.contains("no series regressed"))
        let bad = try CommandRunner.run(["history", "check", "--db", stepped, "--metric", "scaled/bilinear/frame"])
        #expect(bad.status == 3, "\(bad.standardOutput)\(bad.standardError)")
        #expect(bad.standardOutput.contains("  regression  ") && bad.standardOutput.contains("(exit 3)"))
    }

    @Test("two writers on their own connections, released together by a barrier, overlap and lose none of 40 results")
    func concurrentWriters() throws {
        let file = path("shared.sqlite")
        _ = try HistoryStore(path: file)
        let perWriter = 20
        let results = try (0..<(2 * perWriter)).map { try SyntheticResults.make(nativeMilliseconds: 70, seed: 100 + UInt64($0)) }
        let ready = DispatchGroup(), go = DispatchSemaphore(value: 0), done = DispatchGroup()
        let spans = Spans()
        for writer in 0..<2 {
            ready.enter()
            done.enter()
            Thread.detachNewThread {
                defer { done.leave() }
                do {
                    let store = try HistoryStore(path: file)  // its own connection
                    ready.leave()
                    go.wait()  // the barrier: both writers start together
                    for index in 0..<perWriter {
                        let start = DispatchTime.now().uptimeNanoseconds
                        try store.record(results[writer * perWriter + index], commit: Self.commit(writer))
                        spans.add(writer: writer, start: start, end: DispatchTime.now().uptimeNanoseconds)
                    }
                } catch {
                    spans.fail("\(error)")
                }
            }
        }
        ready.wait()
        go.signal()
        go.signal()
        done.wait()
        #expect(spans.failures.isEmpty, "\(spans.failures)")
        // The writers overlapped: each started before the other finished.
        let (a, b) = (spans.range(of: 0), spans.range(of: 1))
        #expect(a.lowerBound < b.upperBound && b.lowerBound < a.upperBound)
        let store = try HistoryStore(path: file)
        #expect(try store.count() == 2 * perWriter)
        let check = try store.database.prepare("PRAGMA integrity_check")
        #expect(try check.step())
        #expect(check.text(0) == "ok")
    }

    /// When each writer's records started and ended, from both threads.
    final class Spans: @unchecked Sendable {
        private let lock = NSLock()
        private var spans: [(writer: Int, start: UInt64, end: UInt64)] = []
        private(set) var failures: [String] = []

        func add(writer: Int, start: UInt64, end: UInt64) { lock.withLock { spans.append((writer, start, end)) } }
        func fail(_ message: String) { lock.withLock { failures.append(message) } }
        func range(of writer: Int) -> ClosedRange<UInt64> {
            lock.withLock {
                let mine = spans.filter { $0.writer == writer }
                return (mine.map(\.start).min() ?? 0)...(mine.map(\.end).max() ?? 0)
            }
        }
    }

    @Test("a record killed mid-transaction leaves the file as it was")
    func crashDuringRecord() throws {
        let file = path("crash.sqlite")
        try recordSeries(try HistoryStore(path: file), count: 3)
        let result = path("late.json")
        try SyntheticResults.write(try SyntheticResults.make(nativeMilliseconds: 80, seed: 99), to: result)
        let killed = try CommandRunner.run(["history", "record", "--db", file, "--commit", "late", result],
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
        try recordSeries(try HistoryStore(path: file), count: 16, stepAt: 8, step: 1.15)
        let svg = path("trend.svg")
        let text = try CommandRunner.run(["history", "show", "--db", file, "--metric", "scaled/bilinear/frame", "--svg", svg])
        #expect(text.status == 0, "\(text.standardError)")
        let rows = text.standardOutput.split(separator: "\n").filter { $0.hasPrefix("  ") && $0.contains("c0ffee0000") }
        #expect(rows.count == 16)
        #expect(text.standardOutput.contains("◆ change at \(Self.commit(8).sha.prefix(12))"), "\(text.standardOutput)")
        let (summary, error) = XMLSummary.parse(try Data(contentsOf: URL(fileURLWithPath: svg)))
        #expect(error == nil)
        #expect(summary.elementCounts["polygon"] == 1 && summary.seriesNames.count == 1)
        let csv = try CommandRunner.run(["history", "show", "--db", file, "--metric", "scaled/bilinear/frame", "--format", "csv"])
        #expect(csv.standardOutput.split(separator: "\n").count == 17)
        let json = try CommandRunner.run(["history", "show", "--db", file, "--format", "json", "--from", String(Self.commit(2).sha.prefix(12)),
                                          "--to", String(Self.commit(4).sha.prefix(12)), "--metric", "native/scene"])
        let document = try #require(try JSONSerialization.jsonObject(with: Data(json.standardOutput.utf8)) as? [String: Any])
        let series = try #require((document["series"] as? [[String: Any]])?.first?["series"] as? [String: Any])
        #expect((series["points"] as? [Any])?.count == 3)
        let none = try CommandRunner.run(["history", "show", "--db", file, "--display", "ipad-pro-13"])
        #expect(none.status == 64 && none.standardError.contains("no recorded results match --display ipad-pro-13"))
    }

    @Test("export writes github-action-benchmark history and Bencher files, one entry per result in commit order")
    func export() throws {
        let file = path("export.sqlite")
        try recordSeries(try HistoryStore(path: file), count: 4)
        let data = path("data.json")
        #expect(try CommandRunner.run(["history", "export", "--db", file, "--format", "github-action-benchmark", "--output", data]).status == 0)
        let document = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: data))) as? [String: Any])
        let entries = try #require((document["entries"] as? [String: Any])?["nativescale"] as? [[String: Any]])
        #expect(entries.count == 4)
        #expect((entries.first?["commit"] as? [String: Any])?["id"] as? String == Self.commit(0).sha)
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
        let two = path("two.sqlite"), three = path("three.sqlite")
        try recordSeries(try HistoryStore(path: two), count: 3, stepAt: 2, step: 1.5)
        try recordSeries(try HistoryStore(path: three), count: 4, stepAt: 3, step: 1.5)
        let few = try CommandRunner.run(["history", "check", "--db", two, "--metric", "scaled/bilinear/frame"])
        #expect(few.status == 0, "\(few.standardOutput)\(few.standardError)")
        #expect(few.standardOutput.contains("inconclusive") && few.standardOutput.contains("at least 3 are needed"), "\(few.standardOutput)")
        let enough = try CommandRunner.run(["history", "check", "--db", three, "--metric", "scaled/bilinear/frame"])
        #expect(enough.status == 3, "\(enough.standardOutput)\(enough.standardError)")
        #expect(enough.standardOutput.contains("noise floor ±"))
        let refused = try CommandRunner.run(["history", "check", "--db", three, "--baseline", "2"])
        #expect(refused.status == 64 && refused.standardError.contains("--baseline 2"))
    }

    @Test("record refuses a result whose audit failed: one line naming it, exit 5, no database written")
    func recordRefusesFailedAudit() throws {
        let file = path("failed-audit.json"), database = path("audit.sqlite")
        try SyntheticResults.write(try SyntheticResults.make(nativeMilliseconds: 70, seed: 1, coverage: 0.5), to: file)
        let run = try CommandRunner.run(["history", "record", file, "--db", database, "--commit", String(repeating: "a", count: 40)])
        #expect(run.status == 5, "\(run.standardOutput)\(run.standardError)")
        #expect(run.standardError.split(separator: "\n").count == 1 && run.standardError.contains("failed its audit"), "\(run.standardError)")
        #expect(!FileManager.default.fileExists(atPath: database))
    }
}
