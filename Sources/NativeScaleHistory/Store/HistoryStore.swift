import Foundation
import NativeScaleCore
public import NativeScaleResults
import NativeScaleStatistics

/// Benchmark results across commits in an SQLite file: one row per result (its full JSON, raw
/// samples included), one per metric, keyed by commit, branch, device, driver, display, workload.
///
/// Safe for concurrent writers (two CI jobs): WAL journal, a 30 s busy timeout, every record in
/// one `BEGIN IMMEDIATE` transaction, so a crash leaves the file as it was. A file that is not
/// a nativescale history is refused and never written.
public final class HistoryStore {
    /// `PRAGMA application_id` of a nativescale history: "NSHI".
    public static let applicationID = 0x4E53_4849
    /// The schema version this build writes (`PRAGMA user_version`).
    public static let schemaVersion = Migrations.steps.count

    package let database: SQLiteDatabase
    /// The file.
    public let path: String

    /// Opens the history at `path`, which must exist: a missing file is bad input, not an empty
    /// history.
    public convenience init(existingAt path: String) throws {
        guard FileManager.default.fileExists(atPath: path) else {
            throw HistoryError.badQuery("no history at \(path); record results first with 'nativescale history record RESULT.json' or pass --db")
        }
        try self.init(path: path)
    }

    /// Opens the history at `path`, creating it (and its folder) when missing, migrating an
    /// older schema.
    public convenience init(path: String) throws {
        try self.init(path: path, upTo: Self.schemaVersion)
    }

    /// Opens the history at `path` as ``init(path:)`` does, migrating no further than schema
    /// `version`: the tests build the schema of every earlier version with it, to migrate each.
    package init(path: String, upTo version: Int) throws {
        self.path = path
        let exists = FileManager.default.fileExists(atPath: path)
        if exists {
            try Self.checkHeader(path)
        } else {
            let folder = (path as NSString).deletingLastPathComponent
            if !folder.isEmpty { try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true) }
        }
        database = try SQLiteDatabase(path: path, create: true)
        try checkOwnership()
        _ = try database.prepare("PRAGMA journal_mode = WAL").step()
        try database.execute("PRAGMA synchronous = NORMAL; PRAGMA foreign_keys = ON")
        try migrate(upTo: version)
    }

    /// An existing file must start with the SQLite header (an empty file is a new database).
    private static func checkHeader(_ path: String) throws {
        guard let handle = FileHandle(forReadingAtPath: path) else {
            throw HistoryError.corrupt(path: path, detail: "cannot be read")
        }
        defer { try? handle.close() }
        let header = handle.readData(ofLength: 16)
        guard header.isEmpty || header == Data("SQLite format 3\u{0}".utf8) else {
            throw HistoryError.corrupt(path: path, detail: "no SQLite header")
        }
    }

    /// Refuses databases of other programs and of newer nativescale versions.
    private func checkOwnership() throws {
        let application = try database.pragmaInteger("application_id")
        let version = try database.pragmaInteger("user_version")
        if application != 0 && application != Self.applicationID {
            throw HistoryError.foreign(path: path, detail: "application_id 0x\(String(application, radix: 16))")
        }
        if application == 0 {
            let tables = try database.prepare("SELECT count(*) FROM sqlite_master")
            _ = try tables.step()
            if tables.int(0) > 0 { throw HistoryError.foreign(path: path, detail: "\(tables.int(0)) tables and no nativescale application_id") }
        }
        if version > Self.schemaVersion { throw HistoryError.newerSchema(path: path, found: version, supported: Self.schemaVersion) }
    }

    /// Applies the missing migrations in one transaction, re-reading the version inside it so
    /// two processes opening a new file at once migrate it once.
    private func migrate(upTo target: Int = HistoryStore.schemaVersion) throws {
        guard try database.pragmaInteger("user_version") < target else { return }
        try database.transaction {
            let current = try database.pragmaInteger("user_version")
            guard current < target else { return }
            for step in Migrations.steps[current..<target] {
                switch step {
                case .sql(let sql): try database.execute(sql)
                case .rewriteResults: try rewriteResults()
                }
            }
            try database.execute("PRAGMA application_id = \(Self.applicationID); PRAGMA user_version = \(target)")
        }
    }

    /// Migration 3: every stored result decoded and validated, written back as the current
    /// schema, its metric rows recomputed from its samples. A row that fails validation stops
    /// the migration (the transaction rolls back, the file stays as it was).
    private func rewriteResults() throws {
        let rows = try database.prepare("SELECT id, result FROM runs ORDER BY id")
        try rows.bind([])
        var stored: [(Int, String)] = []
        while try rows.step() { stored.append((rows.int(0), rows.text(1))) }
        for (id, json) in stored {
            let result = try BenchResult.decode(json: json, source: "\(path) run \(id)").upgraded
            try database.prepare("UPDATE runs SET result = ? WHERE id = ?").run([.text(try JSONText.encode(result)), .integer(Int64(id))])
            try database.prepare("DELETE FROM metrics WHERE run_id = ?").run([.integer(Int64(id))])
            try insert(result.historyMetrics(), run: id)
        }
    }

    /// Inserts `metrics` as the metric rows of run `id`.
    private func insert(_ metrics: [ExtractedMetric], run id: Int) throws {
        let insert = try database.prepare(
            """
            INSERT INTO metrics (run_id, name, unit, median, ci_lower, ci_upper, p10, p90, count) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)
            """)
        for metric in metrics {
            func real(_ value: Double?) -> Statement.Value { value.map { .real($0) } ?? .null }
            try insert.run([
                .integer(Int64(id)), .text(metric.name), .text(metric.unit), .real(metric.median), real(metric.lower),
                real(metric.upper), real(metric.p10), real(metric.p90), .integer(Int64(metric.count)),
            ])
        }
    }

    /// One row of `runs`.
    private struct RunRow {
        let fingerprint: String
        let commit: CommitInfo
        let measuredAt: String
        let device: String
        let driver: String
        let display: String
        let workload: String
        let filters: [ResampleFilter]
        let version: String
        let json: String
        /// `bench` or `shaders`.
        let kind: String
        /// Whether the result carries an audit (shader statistics have nothing to audit: true).
        var audited = true
    }

    /// The run already recorded with `fingerprint`, if any.
    private func existingRun(_ fingerprint: String) throws -> Int? {
        let existing = try database.prepare("SELECT id FROM runs WHERE fingerprint = ?")
        try existing.bind([.text(fingerprint)])
        return try existing.step() ? existing.int(0) : nil
    }

    /// Inserts `row` into `runs` and returns its id.
    private func insertRun(_ row: RunRow) throws -> Int {
        try database.prepare(
            """
            INSERT INTO runs (fingerprint, commit_sha, branch, commit_date, measured_at, recorded_at, device, driver,
                              display, workload, filters, nativescale_version, result, kind, audited)
            VALUES (?, ?, ?, ?, ?, strftime('%Y-%m-%dT%H:%M:%SZ', 'now'), ?, ?, ?, ?, ?, ?, ?, ?, ?)
            """
        ).run([
            .text(row.fingerprint), .text(row.commit.sha), row.commit.branch.map { .text($0) } ?? .null, .text(row.commit.date),
            .text(row.measuredAt), .text(row.device), .text(row.driver), .text(row.display), .text(row.workload),
            .text(row.filters.map(\.rawValue).joined(separator: ",")), .text(row.version), .text(row.json), .text(row.kind),
            .integer(row.audited ? 1 : 0),
        ])
        return Int(database.lastInsertedRow)
    }

    /// Records `result` at `commit`; recording the same result again changes nothing.
    /// `afterInsert` runs inside the transaction once the rows are written (a test seam to
    /// interrupt a record half-way).
    @discardableResult
    public func record(_ result: BenchResult, commit: CommitInfo, afterInsert: () throws -> Void = {}) throws -> RecordOutcome {
        let json = try JSONText.encode(result.upgraded)
        let fingerprint = Self.fingerprint(json)
        let metrics = result.historyMetrics()
        return try database.transaction { () throws -> RecordOutcome in
            if let id = try existingRun(fingerprint) { return .alreadyRecorded(id: id) }
            let device = result.environment.device
            let id = try insertRun(
                RunRow(
                    fingerprint: fingerprint, commit: commit, measuredAt: result.environment.date, device: device.name,
                    driver: device.driver, display: result.displayKey, workload: result.workloadKey,
                    filters: result.configuration.filters, version: result.environment.nativescaleVersion,
                    json: json, kind: "bench", audited: result.audit != nil))
            try insert(metrics, run: id)
            try afterInsert()
            return .recorded(id: id, metrics: metrics.count)
        }
    }

    /// The points matching `query`, in commit order (commit date, then first record), then metric.
    public func points(_ query: SeriesQuery) throws -> [HistoryPoint] {
        var conditions: [String] = []
        var values: [Statement.Value] = []
        func match(_ column: String, _ value: String?, prefix: Bool = false) {
            guard let value else { return }
            conditions.append(prefix ? "\(column) LIKE ? ESCAPE '\\'" : "\(column) = ?")
            values.append(.text(prefix ? Self.likePattern(value) : value))
        }
        match("r.display", query.display)
        match("r.workload", query.workload)
        match("r.device", query.device, prefix: true)
        match("m.name", query.metric)
        if let filter = query.filter {
            conditions.append("(m.name LIKE ? ESCAPE '\\' OR m.name LIKE ? ESCAPE '\\' OR m.name LIKE 'native/%' OR m.name LIKE 'present/native/%')")
            values += [.text("scaled/\(Self.escapeLike(filter))/%"), .text("present/scaled/\(Self.escapeLike(filter))/%")]
        }
        // Commit positions come from one grouped query; joining a window-function CTE per
        // metric row instead made a 10,000-result series take minutes.
        let order = try commitOrder()
        let position = Dictionary(uniqueKeysWithValues: order.enumerated().map { ($1, $0) })
        let first = try query.fromCommit.map { try Self.position(of: $0, in: order, bound: .from) } ?? 0
        let last = try query.toCommit.map { try Self.position(of: $0, in: order, bound: .to) } ?? (order.count - 1)
        let sql = """
            SELECT r.id, r.commit_sha, r.branch, r.commit_date, r.measured_at, r.device, r.driver, r.display, r.workload,
                   m.name, m.unit, m.median, m.ci_lower, m.ci_upper, m.p10, m.p90, m.count, r.audited
            FROM metrics m JOIN runs r ON r.id = m.run_id
            \(conditions.isEmpty ? "" : "WHERE " + conditions.joined(separator: " AND "))
            """
        let statement = try database.prepare(sql)
        try statement.bind(values)
        var points: [(Int, HistoryPoint)] = []
        while try statement.step() {
            guard let index = position[statement.text(1)], index >= first, index <= last else { continue }
            let run = HistoryRun(
                id: statement.int(0), commit: statement.text(1), branch: statement.optionalText(2), commitDate: statement.text(3),
                measuredAt: statement.text(4), device: statement.text(5), driver: statement.text(6),
                display: statement.text(7), workload: statement.text(8), audited: statement.int(17) != 0)
            points.append(
                (
                    index,
                    HistoryPoint(
                        run: run, metric: statement.text(9), unit: statement.text(10), median: statement.double(11),
                        lower: statement.optionalDouble(12), upper: statement.optionalDouble(13),
                        p10: statement.optionalDouble(14), p90: statement.optionalDouble(15), count: statement.int(16))
                ))
        }
        return points.sorted { ($0.0, $0.1.run.id, $0.1.metric) < ($1.0, $1.1.run.id, $1.1.metric) }.map(\.1)
    }

    /// Every recorded commit, oldest first.
    public func commitOrder() throws -> [String] {
        let statement = try database.prepare("SELECT commit_sha FROM runs GROUP BY commit_sha ORDER BY min(commit_date), min(id)")
        try statement.bind([])
        var commits: [String] = []
        while try statement.step() { commits.append(statement.text(0)) }
        return commits
    }

    /// Records every target of a `nativescale shaders` result at `commit`: one run per target
    /// (kind `shaders`, display `shaders`, device and driver version together as the device, so
    /// a series never mixes compiler versions), one metric per statistic (unit `count`, exact;
    /// the drivers' hashes are left out). Recording the same result again changes nothing.
    @discardableResult
    public func record(_ result: ShaderStatisticsResult, commit: CommitInfo) throws -> [RecordOutcome] {
        let json = try JSONText.encode(result)
        let workload = result.configuration.workload.key
        return try database.transaction { () throws -> [RecordOutcome] in
            var outcomes: [RecordOutcome] = []
            for target in result.targets {
                let fingerprint = Self.fingerprint(target.key + "\u{1F}" + json)
                if let id = try existingRun(fingerprint) {
                    outcomes.append(.alreadyRecorded(id: id))
                    continue
                }
                let id = try insertRun(
                    RunRow(
                        fingerprint: fingerprint, commit: commit, measuredAt: result.environment.date,
                        device: target.historyDevice, driver: "\(target.driver) \(target.driverInfo)", display: "shaders",
                        workload: workload, filters: result.configuration.filters,
                        version: result.environment.nativescaleVersion, json: json, kind: "shaders"))
                let metrics = target.historyMetrics()
                try insert(metrics, run: id)
                outcomes.append(.recorded(id: id, metrics: metrics.count))
            }
            return outcomes
        }
    }

    /// The stored results in commit order, for export.
    public func results() throws -> [(run: HistoryRun, json: String)] {
        let statement = try database.prepare(
            """
            SELECT id, commit_sha, branch, commit_date, measured_at, device, driver, display, workload, result, audited
            FROM runs WHERE kind = 'bench' ORDER BY commit_date, id
            """)
        try statement.bind([])
        var rows: [(HistoryRun, String)] = []
        while try statement.step() {
            rows.append(
                (
                    HistoryRun(
                        id: statement.int(0), commit: statement.text(1), branch: statement.optionalText(2), commitDate: statement.text(3),
                        measuredAt: statement.text(4), device: statement.text(5), driver: statement.text(6),
                        display: statement.text(7), workload: statement.text(8), audited: statement.int(10) != 0), statement.text(9)
                ))
        }
        return rows
    }

    /// How many results are recorded.
    public func count() throws -> Int {
        let statement = try database.prepare("SELECT count(*) FROM runs")
        _ = try statement.step()
        return statement.int(0)
    }

    /// The position of the one recorded commit `prefix` names.
    static func position(of prefix: String, in order: [String], bound: HistoryError.CommitBound) throws(HistoryError) -> Int {
        let matches = order.indices.filter { order[$0].hasPrefix(prefix) }
        guard let first = matches.first else { throw .commitNotFound(prefix: prefix, bound: bound) }
        guard matches.count == 1 else { throw .ambiguousCommit(prefix: prefix, bound: bound, matches: matches.count) }
        return first
    }

    static func escapeLike(_ text: String) -> String {
        text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "%", with: "\\%").replacingOccurrences(of: "_", with: "\\_")
    }

    static func likePattern(_ text: String) -> String { "%" + escapeLike(text) + "%" }

    /// FNV-1a 64 of the result's JSON with its length: the same result file gives the same
    /// fingerprint, and the JSON carries the date and every raw sample.
    static func fingerprint(_ text: String) -> String {
        var hash: UInt64 = 0xCBF2_9CE4_8422_2325
        var length = 0
        for byte in text.utf8 {
            hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01B3
            length += 1
        }
        return String(hash, radix: 16) + "-" + String(length)
    }
}

extension HistoryStore {
    /// The between-run noise floor of every metric of `result`'s configuration (display,
    /// workload, device), in percent, keyed by `compare`'s benchmark names: the 95 % prediction
    /// bound between two single runs, from the last `runs` audited run medians of the metric
    /// (``NoiseFloor/twoRunPercent``). A metric with
    /// fewer than ``NoiseFloor/minimumRuns`` runs has no floor. Overheads are taken as the
    /// frame ratio `1 + overhead / 100`, as `compare` measures them; shader statistics are exact
    /// and left out.
    public func noiseFloors(for result: BenchResult, runs: Int = 20) throws -> [String: Double] {
        let points = try self.points(SeriesQuery(display: result.displayKey, workload: result.workloadKey))
            .filter { $0.run.device == result.environment.device.name && $0.unit != "count" && $0.run.audited }
        var floors: [String: Double] = [:]
        for (metric, series) in Dictionary(grouping: points, by: \.metric) {
            let values = series.suffix(runs).map { $0.unit == "%" ? 1 + $0.median / 100 : $0.median }
            guard let floor = NoiseFloor(runMedians: values) else { continue }
            floors["\(result.benchmarkPrefix)/\(metric)"] = floor.twoRunPercent
        }
        return floors
    }
}
