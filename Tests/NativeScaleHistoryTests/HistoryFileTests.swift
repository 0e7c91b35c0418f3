import Foundation
import NativeScaleCore
import NativeScaleHistory
import NativeScaleResults
import NativeScaleTestSupport
import Testing

/// The history file across versions and damage: a file of every earlier schema migrates to the
/// current one with its results, and a damaged file is refused in one clear line and left
/// exactly as it was.
@Suite("history file: every earlier schema migrates, a damaged file is refused untouched", .serialized)
struct HistoryFileTests {
    let folder: TemporaryFolder

    init() throws {
        folder = try TemporaryFolder("nativescale-history-file")
    }

    /// A schema-1 history holding the version-1 bench fixture, as the first build wrote it.
    func versionOne(_ name: String) throws -> String {
        let file = folder.path(name)
        let database = try SQLiteDatabase(path: file, create: true)
        guard case .sql(let first) = Migrations.steps[0] else { throw HistoryError.badQuery("migration 1 is not SQL") }
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
        return file
    }

    @Test(
        "A history of every earlier schema migrates to the current one and keeps its result, its metrics from the samples",
        arguments: Array(1..<HistoryStore.schemaVersion))
    func everyEarlierSchemaMigrates(version: Int) throws {
        let file = try versionOne("v\(version).sqlite")
        do {
            let old = try HistoryStore(path: file, upTo: version)
            #expect(try old.database.pragmaInteger("user_version") == version)
        }
        let store = try HistoryStore(path: file)
        #expect(try store.database.pragmaInteger("user_version") == HistoryStore.schemaVersion)
        #expect(try store.count() == 1)
        let scene = try #require(try store.points(SeriesQuery(display: "iphone-8-plus")).first { $0.metric == "native/scene" })
        #expect(scene.count == 12 && scene.lower != nil)
        let stored = try #require(try store.results().first)
        #expect(try BenchResult.decode(json: stored.json, source: "migrated").schemaVersion == BenchResult.currentSchemaVersion)
    }

    /// A history of three runs, closed.
    func history(_ name: String) throws -> String {
        let file = folder.path(name)
        let store = try HistoryStore(path: file)
        try HistorySeries.record(into: store, count: 3)
        _ = try store.database.prepare("PRAGMA wal_checkpoint(TRUNCATE)").step()
        return file
    }

    struct Damage: Sendable, CustomTestStringConvertible {
        let testDescription: String
        let apply: @Sendable (inout Data) -> Void
    }

    static let damages = [
        Damage(testDescription: "not a database at all") { $0 = Data("frame,gpu_ms\n0,16.6\n".utf8) },
        Damage(testDescription: "a page in the middle overwritten") { data in
            let start = data.count / 2
            data.replaceSubrange(start..<min(start + 2048, data.count), with: Data(repeating: 0xA5, count: min(2048, data.count - start)))
        },
        Damage(testDescription: "the file cut to its first two pages") { data in data = data.prefix(8192) },
        Damage(testDescription: "the header's page size zeroed") { data in data.replaceSubrange(16..<18, with: Data([0, 0])) },
    ]

    @Test("A damaged history is refused with one line naming the file, and not one byte of it changes", arguments: damages)
    func damagedFileRefusedUntouched(_ damage: Damage) throws {
        let file = try history("damaged.sqlite")
        var bytes = try Data(contentsOf: URL(fileURLWithPath: file))
        damage.apply(&bytes)
        try bytes.write(to: URL(fileURLWithPath: file))
        var refusal: HistoryError?
        do {
            let store = try HistoryStore(path: file)
            _ = try store.points(SeriesQuery())
            _ = try store.results()
        } catch let error as HistoryError {
            refusal = error
        }
        let error = try #require(refusal, "the damaged file was read as if whole")
        guard case .corrupt = error else {
            Issue.record("expected a corrupt-file error, got \(error)")
            return
        }
        #expect(error.description.contains(file) && !error.description.contains("\n"))
        #expect(error.exitStatus == .badInput)
        #expect(try Data(contentsOf: URL(fileURLWithPath: file)) == bytes)
    }
}
