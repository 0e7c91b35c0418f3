import Foundation
import NativeScaleAnalysis
import NativeScaleCore
import NativeScaleHistory
import NativeScaleResults
import NativeScaleStatistics
import NativeScaleTestSupport
import Testing

#if canImport(FoundationXML)
    import FoundationXML
#endif

@Suite("history store: records, migrations, change points, concurrent writers", .serialized)
struct HistoryStoreTests {
    let folder: TemporaryFolder

    init() throws {
        folder = try TemporaryFolder("nativescale-history")
    }

    func path(_ name: String) -> String { folder.path(name) }

    @Test("record stores every metric with its CI; the same result twice is stored once")
    func recordIsIdempotent() throws {
        let store = try HistoryStore(path: path("h.sqlite"))
        let result = try SyntheticResults.make(nativeMilliseconds: 70, seed: 7)
        let first = try store.record(result, commit: HistorySeries.commit(0))
        guard case .recorded(let id, let metrics) = first else {
            Issue.record("first record: \(first)")
            return
        }
        #expect(metrics == 5, "native/scene, scaled/bilinear/{scene,resample,frame,overhead}")
        #expect(try store.record(result, commit: HistorySeries.commit(0)) == .alreadyRecorded(id: id))
        #expect(try store.count() == 1)
        let points = try store.points(SeriesQuery(metric: "native/scene"))
        let point = try #require(points.first)
        #expect(points.count == 1 && point.unit == "ms" && point.count == 30)
        let lower = try #require(point.lower)
        let upper = try #require(point.upper)
        #expect(lower <= point.median && point.median <= upper && upper - lower < 0.1 * point.median)
        #expect(abs(point.median - 70) < 70 * 0.02)
    }

    @Test("a version-1 file is migrated to the current schema and keeps its results")
    func migratesVersionOne() throws {
        let file = path("v1.sqlite")
        do {
            let database = try SQLiteDatabase(path: file, create: true)
            guard case .sql(let first) = Migrations.steps[0] else {
                Issue.record("step 1 is SQL")
                return
            }
            try database.execute(first)
            try database.execute("PRAGMA application_id = \(HistoryStore.applicationID); PRAGMA user_version = 1")
            let json = try String(contentsOfFile: Fixtures.benchVersion1, encoding: .utf8)
            try database.prepare(
                """
                INSERT INTO runs VALUES (1, 'f1', 'abc', 'main', '2026-10-01T00:00:00Z', '2026-10-01T00:00:00Z', '2026-10-01T00:00:00Z',
                                         'llvmpipe', 'Mesa', 'iphone-8-plus', 'fill-96', 'bilinear,area', '0.1.0', ?)
                """
            ).run([.text(json)])
            try database.execute("INSERT INTO metrics VALUES (1, 'native/scene', 'ms', 70.0, 69.0, 71.0, 30)")
        }
        let store = try HistoryStore(path: file)
        #expect(try store.database.pragmaInteger("user_version") == HistoryStore.schemaVersion)
        // Migration 3 recomputed the metrics from the stored result's 12 rounds of samples.
        let points = try store.points(SeriesQuery(display: "iphone-8-plus"))
        let scene = try #require(points.first { $0.metric == "native/scene" })
        #expect(scene.count == 12 && scene.lower != nil && scene.median != 70)
        #expect(points.contains { $0.metric == "scaled/area/overhead" })
        try store.record(try SyntheticResults.make(nativeMilliseconds: 70, seed: 1), commit: HistorySeries.commit(1))
        #expect(try store.count() == 2)
    }

    @Test("a schema-2 history written by the previous build migrates in place: results become bench schema 2, metrics come from the samples")
    func migratesSchemaTwoFixture() throws {
        let file = path("fixture.sqlite")
        try FileManager.default.copyItem(atPath: Fixtures.historySchema2, toPath: file)
        let store = try HistoryStore(path: file)
        #expect(try store.database.pragmaInteger("user_version") == HistoryStore.schemaVersion)
        let stored = try #require(try store.results().first)
        // Migration 5 read the stored result: bench schema 2 had no audit.
        #expect(stored.run.audited == false)
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
        try HistorySeries.record(into: store, count: 16, stepAt: 9, step: 1.12)
        let series = HistorySeries.group(try store.points(SeriesQuery(metric: "scaled/bilinear/frame")), commitOrder: try store.commitOrder())
        let changes = try #require(series.first).changes()
        #expect(changes.count == 1)
        let change = try #require(changes.first)
        #expect(change.commit == HistorySeries.commit(9).sha)
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

    @Test("two writers on their own connections, released together by a barrier, lose none of 40 results and leave the database whole")
    func concurrentWriters() throws {
        let file = path("shared.sqlite")
        _ = try HistoryStore(path: file)
        let perWriter = 20
        let results = try (0..<(2 * perWriter)).map { try SyntheticResults.make(nativeMilliseconds: 70, seed: 100 + UInt64($0)) }
        let ready = DispatchGroup()
        let go = DispatchSemaphore(value: 0)
        let done = DispatchGroup()
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
                        try store.record(results[writer * perWriter + index], commit: HistorySeries.commit(writer))
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
        // Whether the two threads' records overlapped is the scheduler's to say, so it is not
        // asserted here; the contention itself is made certain in `writerWaitsForAnOpenTransaction`.
        let store = try HistoryStore(path: file)
        #expect(try store.count() == 2 * perWriter)
        let check = try store.database.prepare("PRAGMA integrity_check")
        #expect(try check.step())
        #expect(check.text(0) == "ok")
    }

    @Test("A writer that meets another connection's open write transaction waits for its commit, then records: nothing lost, no error")
    func writerWaitsForAnOpenTransaction() throws {
        let file = path("held.sqlite")
        let holder = try HistoryStore(path: file)
        // Opened (and migrated) before the lock is taken; used on the other thread only.
        let waiter = Held(try HistoryStore(path: file))
        let result = try SyntheticResults.make(nativeMilliseconds: 70, seed: 7)
        try holder.database.execute("BEGIN IMMEDIATE")  // the write lock, held
        let started = DispatchSemaphore(value: 0)
        let finished = DispatchSemaphore(value: 0)
        let outcome = Spans()
        Thread.detachNewThread {
            started.signal()
            do {
                try waiter.store.record(result, commit: HistorySeries.commit(9))
                outcome.add(writer: 1, start: 0, end: DispatchTime.now().uptimeNanoseconds)
            } catch {
                outcome.fail("\(error)")
            }
            finished.signal()
        }
        started.wait()
        // Half a second for the record to reach the lock. However the threads are scheduled, it
        // cannot finish before the commit below (SQLite holds it there, the store's busy timeout),
        // so a correct store always passes; a store that let it through would finish it in the
        // half second, before the commit, and fail.
        Thread.sleep(forTimeInterval: 0.5)
        let committed = DispatchTime.now().uptimeNanoseconds
        try holder.database.execute("COMMIT")
        finished.wait()
        #expect(outcome.failures.isEmpty, "\(outcome.failures)")
        #expect(outcome.range(of: 1).upperBound > committed)
        #expect(try holder.count() == 1)
    }

    /// A store handed to one other thread, which alone uses it from then on.
    final class Held: @unchecked Sendable {
        let store: HistoryStore
        init(_ store: HistoryStore) { self.store = store }
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

}
