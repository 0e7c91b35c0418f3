internal import CSQLite
import NativeScaleResults
import NativeScaleStatistics

/// An SQLite connection (`sqlite3_open_v2` … `sqlite3_close_v2`) with the settings a history
/// shared by concurrent CI jobs needs: WAL, a busy timeout, foreign keys.
package final class SQLiteDatabase {
    let handle: OpaquePointer
    let path: String

    /// Opens `path`; creates it only when `create` is set.
    package init(path: String, create: Bool) throws(HistoryError) {
        var handle: OpaquePointer?
        let flags = SQLITE_OPEN_READWRITE | (create ? SQLITE_OPEN_CREATE : 0) | SQLITE_OPEN_FULLMUTEX
        let code = sqlite3_open_v2(path, &handle, flags, nil)
        guard code == SQLITE_OK, let handle else {
            let message = handle.map { String(cString: sqlite3_errmsg($0)) } ?? "out of memory"
            if let handle { sqlite3_close_v2(handle) }
            throw .sqlite(operation: "open \(path)", code: code, message: message)
        }
        self.handle = handle
        self.path = path
        sqlite3_busy_timeout(handle, 30_000)
    }

    deinit {
        sqlite3_close_v2(handle)
    }

    /// Runs `sql` (one or more statements without results) with `sqlite3_exec`.
    package func execute(_ sql: String) throws(HistoryError) {
        var error: UnsafeMutablePointer<CChar>?
        let code = sqlite3_exec(handle, sql, nil, nil, &error)
        let message = error.map { String(cString: $0) } ?? ""
        sqlite3_free(error)
        guard code == SQLITE_OK else { throw classify(code, operation: String(sql.prefix(60)), message: message) }
    }

    /// A prepared statement (`sqlite3_prepare_v2`).
    package func prepare(_ sql: String) throws(HistoryError) -> Statement {
        var statement: OpaquePointer?
        let code = sqlite3_prepare_v2(handle, sql, -1, &statement, nil)
        guard code == SQLITE_OK, let statement else {
            throw classify(code, operation: "prepare \(sql.prefix(60))", message: String(cString: sqlite3_errmsg(handle)))
        }
        return Statement(database: self, handle: statement)
    }

    /// Runs `body` in a `BEGIN IMMEDIATE` transaction (the write lock taken up front, so two
    /// writers queue on the busy timeout instead of deadlocking), committing on success and
    /// rolling back on any error.
    func transaction<T>(_ body: () throws -> T) throws -> T {
        try execute("BEGIN IMMEDIATE")
        do {
            let value = try body()
            try execute("COMMIT")
            return value
        } catch {
            try? execute("ROLLBACK")
            throw error
        }
    }

    /// The value of `PRAGMA name`, as an integer.
    package func pragmaInteger(_ name: String) throws(HistoryError) -> Int {
        let statement = try prepare("PRAGMA \(name)")
        guard try statement.step() else { return 0 }
        return statement.int(0)
    }

    /// The rowid of the last insert (`sqlite3_last_insert_rowid`).
    var lastInsertedRow: Int64 { sqlite3_last_insert_rowid(handle) }

    func classify(_ code: Int32, operation: String, message: String) -> HistoryError {
        let primary = code & 0xFF
        if primary == SQLITE_NOTADB || primary == SQLITE_CORRUPT {
            return .corrupt(path: path, detail: message)
        }
        return .sqlite(operation: operation, code: code, message: message)
    }
}
