public import NativeScaleAnalysis
public import NativeScaleCore
public import NativeScaleResults
import NativeScaleStatistics

/// Why the history database could not be read or written, in words a user can act on.
public enum HistoryError: Error, Hashable, Sendable {
    /// The file is not an SQLite database, or is damaged (`SQLITE_NOTADB`, `SQLITE_CORRUPT`).
    case corrupt(path: String, detail: String)
    /// The file is an SQLite database of another program.
    case foreign(path: String, detail: String)
    /// The database was written by a newer nativescale.
    case newerSchema(path: String, found: Int, supported: Int)
    /// An SQLite call failed.
    case sqlite(operation: String, code: Int32, message: String)
    /// A filter or argument matched nothing, or is malformed.
    case badQuery(String)
    /// A result whose audit failed: its stage times do not bound their work, so it is not recorded.
    case auditFailed(path: String, findings: [AuditFinding])
    /// A commit prefix bounding a range matches no recorded commit.
    case commitNotFound(prefix: String, bound: CommitBound)
    /// A commit prefix bounding a range starts several recorded commits.
    case ambiguousCommit(prefix: String, bound: CommitBound, matches: Int)
    /// No recorded series matches the filters given (in the database at `path`).
    case noMatch(given: [GivenFilter], path: String)
    /// A result names no commit, none was given, and the working directory is not a git checkout.
    case noCommit(path: String)

    /// Which end of a commit range.
    public enum CommitBound: String, Hashable, Sendable {
        case from, to
    }

    /// What a series query can filter on, and the value it was given.
    public struct GivenFilter: Hashable, Sendable {
        public enum Filter: String, Hashable, Sendable {
            case display, workload, filter, device, metric, from, to
        }

        public let filter: Filter
        public let value: String
    }
}

extension HistoryError: CustomStringConvertible {
    public var description: String {
        switch self {
        case .corrupt(let path, let detail):
            "\(path) is not a readable SQLite database (\(detail)); nativescale leaves it untouched: move it away or pass another --db"
        case .foreign(let path, let detail):
            "\(path) is an SQLite database of another program (\(detail)); nativescale leaves it untouched: pass another --db"
        case .newerSchema(let path, let found, let supported):
            "\(path) has history schema version \(found), newer than the \(supported) this nativescale reads; update nativescale"
        case .sqlite(let operation, let code, let message):
            "SQLite failed in \(operation): \(message) (code \(code))"
        case .badQuery(let detail):
            detail
        case .auditFailed(let path, let findings):
            "\(path) failed its audit (\(findings.count) finding\(findings.count == 1 ? "" : "s")); its stage times are not trusted, so it is not recorded"
        case .commitNotFound(let prefix, let bound):
            "the range's \(bound.rawValue) commit \(prefix) matches no recorded commit"
        case .ambiguousCommit(let prefix, let bound, let matches):
            "the range's \(bound.rawValue) commit \(prefix) is ambiguous: it starts \(matches) recorded commits; give more characters"
        case .noMatch(let given, let path):
            "no recorded results match " + (given.isEmpty ? "(no filters)" : given.map { "\($0.filter.rawValue) \($0.value)" }.joined(separator: ", "))
                + " in \(path)"
        case .noCommit(let path):
            "\(path) names no commit and this is not a git checkout; give the commit it was measured at"
        }
    }
}

extension HistoryError: ReportableError {
    /// A file that is not a usable history, or a query that matches nothing, is bad input;
    /// a failing SQLite call is a failed run.
    public var exitStatus: ExitStatus {
        switch self {
        case .corrupt, .foreign, .newerSchema, .badQuery, .commitNotFound, .ambiguousCommit, .noMatch, .noCommit: .badInput
        case .sqlite: .failure
        case .auditFailed: .auditFailed
        }
    }
}
