import Foundation
import NativeScaleAnalysis
import NativeScaleHost
import NativeScaleResults
import NativeScaleStatistics

/// The use case behind `nativescale history record`: every file read and validated before the
/// database is touched, each stored with its commit (given, from the result, or git HEAD).
public struct HistoryRecordUseCase {
    /// The files, the history, and the commit to record them at (nil: from each result, else git HEAD).
    public struct Request: Sendable {
        public var results: [String]
        /// The history file, created when missing.
        public var database: String
        public var commit: String?
        public var branch: String?
        public var commitDate: String?

        public init(results: [String], database: String, commit: String?, branch: String?, commitDate: String?) {
            self.results = results
            self.database = database
            self.commit = commit
            self.branch = branch
            self.commitDate = commitDate
        }
    }

    public let request: Request

    public init(request: Request) {
        self.request = request
    }

    /// Throws when a bench result of `file` (or any display of a set) failed its audit.
    static func refuseFailedAudit(_ file: ResultFile, path: String) throws {
        let results: [BenchResult] =
            switch file {
            case .bench(let result): [result]
            case .benchSet(let set): set.results
            default: []
            }
        if let findings = results.compactMap({ $0.audit?.summary?.findings }).first(where: { !$0.isEmpty }) {
            throw HistoryError.auditFailed(path: path, findings: findings)
        }
    }

    /// Reads and validates every file, then records them into the history (created when
    /// missing), one line per file saying what happened. `afterInsert` runs inside each record's
    /// transaction (a test seam to interrupt a record half-way).
    public func run(afterInsert: () throws -> Void = {}) throws -> [String] {
        let (commit, branch, commitDate) = (request.commit, request.branch, request.commitDate)
        let documents = try request.results.map { path in
            let file = try ResultFile.read(from: path)
            if case .sweep = file {
                throw HistoryError.badQuery("\(path) is a sweep result; the history records 'bench --json' and 'shaders --json' files")
            }
            try Self.refuseFailedAudit(file, path: path)
            return (path, file)
        }
        let head = Git.output(["rev-parse", "HEAD"])
        func commitInfo(_ path: String, resultCommit: String?, resultDate: String) throws -> CommitInfo {
            guard let sha = commit ?? resultCommit ?? head else {
                throw HistoryError.noCommit(path: path)
            }
            let date = commitDate ?? Git.output(["show", "-s", "--format=%cI", sha]) ?? resultDate
            let branchName = branch ?? (sha == head ? Git.output(["rev-parse", "--abbrev-ref", "HEAD"]) : nil)
            return CommitInfo(sha: sha, branch: branchName, date: date)
        }
        // Every commit is resolved before the history is opened, so a refused record creates no database.
        let planned = try documents.map { path, file -> (path: String, file: ResultFile, commits: [CommitInfo]) in
            let stamps: [(commit: String?, date: String)] =
                switch file {
                case .bench(let result): [(result.environment.gitCommit, result.environment.date)]
                case .shaders(let result): [(result.environment.gitCommit, result.environment.date)]
                case .benchSet(let set): set.results.map { ($0.environment.gitCommit, $0.environment.date) }
                case .sweep, .dynres: []
                }
            return (path, file, try stamps.map { try commitInfo(path, resultCommit: $0.commit, resultDate: $0.date) })
        }
        let store = try HistoryStore(path: request.database)
        return try planned.flatMap { path, file, commits -> [String] in
            switch file {
            case .bench(let result):
                return [Self.line(path, try store.record(result, commit: commits[0], afterInsert: afterInsert), commits[0].sha, audited: result.audit != nil)]
            case .shaders(let result):
                return zip(result.targets, try store.record(result, commit: commits[0])).map { target, outcome in
                    Self.line(path, outcome, commits[0].sha, " (\(target.key))")
                }
            case .benchSet(let set):
                return try zip(set.results, commits).map { result, info in
                    Self.line(
                        path, try store.record(result, commit: info, afterInsert: afterInsert), info.sha,
                        " (\(result.configuration.display.deviceID ?? "display"))",
                        audited: result.audit != nil)
                }
            case .sweep, .dynres: return []
            }
        }
    }

    /// What recording `path` (its `what`: a target, a display) did, in one line.
    private static func line(_ path: String, _ outcome: RecordOutcome, _ sha: String, _ what: String = "", audited: Bool = true) -> String {
        switch outcome {
        case .recorded(let id, let metrics):
            "recorded \(path)\(what) as run \(id) at \(sha.prefix(12)) (\(metrics) metrics)"
                + (audited ? "" : "; unaudited: the file carries no audit, so 'history check' leaves it out of baselines unless --include-unaudited")
        case .alreadyRecorded(let id): "\(path)\(what) is already recorded as run \(id); nothing changed"
        }
    }
}
