internal import CSQLite
import NativeScaleResults
import NativeScaleStatistics

/// A prepared statement, finalised when it goes away (`sqlite3_finalize`); retains its database.
package struct Statement: ~Copyable {
    let database: SQLiteDatabase
    let handle: OpaquePointer

    deinit {
        sqlite3_finalize(handle)
    }

    /// `SQLITE_TRANSIENT`, which Swift does not import: SQLite copies the bound bytes.
    private static let transient = unsafeBitCast(-1, to: sqlite3_destructor_type.self)

    /// Binds `values` to parameters 1… (`sqlite3_bind_*`), after a reset.
    func bind(_ values: [Value]) throws(HistoryError) {
        sqlite3_reset(handle)
        sqlite3_clear_bindings(handle)
        for (offset, value) in values.enumerated() {
            let index = Int32(offset + 1)
            let code: Int32 =
                switch value {
                case .null: sqlite3_bind_null(handle, index)
                case .integer(let number): sqlite3_bind_int64(handle, index, number)
                case .real(let number): sqlite3_bind_double(handle, index, number)
                case .text(let text): sqlite3_bind_text(handle, index, text, -1, Self.transient)
                }
            guard code == SQLITE_OK else {
                throw database.classify(code, operation: "bind", message: String(cString: sqlite3_errmsg(database.handle)))
            }
        }
    }

    /// Steps once (`sqlite3_step`): true while rows come, false when done.
    package func step() throws(HistoryError) -> Bool {
        let code = sqlite3_step(handle)
        switch code {
        case SQLITE_ROW: return true
        case SQLITE_DONE: return false
        default: throw database.classify(code, operation: "step", message: String(cString: sqlite3_errmsg(database.handle)))
        }
    }

    /// Binds and runs a statement that returns no rows.
    package func run(_ values: [Value] = []) throws(HistoryError) {
        try bind(values)
        while try step() {}
    }

    func int(_ column: Int32) -> Int { Int(sqlite3_column_int64(handle, column)) }
    func double(_ column: Int32) -> Double { sqlite3_column_double(handle, column) }
    func optionalDouble(_ column: Int32) -> Double? { sqlite3_column_type(handle, column) == SQLITE_NULL ? nil : double(column) }
    package func text(_ column: Int32) -> String { sqlite3_column_text(handle, column).map { String(cString: $0) } ?? "" }
    func optionalText(_ column: Int32) -> String? { sqlite3_column_type(handle, column) == SQLITE_NULL ? nil : text(column) }

    /// A value bound to a parameter.
    package enum Value {
        case null
        case integer(Int64)
        case real(Double)
        case text(String)
    }
}
