import Foundation
import NativeScaleHarness

/// The use case behind `nativescale history record`: every file read and validated before the
/// database is touched, each stored with its commit (given, from the result, or git HEAD).
public struct HistoryRecorder {
    public var commit: String?
    public var branch: String?
    public var commitDate: String?

    public init(commit: String?, branch: String?, commitDate: String?) {
        self.commit = commit
        self.branch = branch
        self.commitDate = commitDate
    }

    /// Reads and validates every file in `paths`, then records them into the history at
    /// `database` (created when missing), one line per file saying what happened. `afterInsert` runs
    /// inside each record's transaction (a test seam to interrupt a record half-way).
    public func record(_ paths: [String], intoHistoryAt database: String, afterInsert: () throws -> Void = {}) throws -> [String] {
        let documents = try paths.map { path in (path, try BenchResult.read(from: path)) }
        let store = try HistoryStore(path: database)
        let head = RunEnvironment.git(["rev-parse", "HEAD"])
        return try documents.map { path, result in
            guard let sha = commit ?? result.environment.gitCommit ?? head else {
                throw HistoryError.badQuery("\(path) names no commit and this is not a git checkout; pass --commit SHA")
            }
            let date = commitDate ?? RunEnvironment.git(["show", "-s", "--format=%cI", sha]) ?? result.environment.date
            let branchName = branch ?? (sha == head ? RunEnvironment.git(["rev-parse", "--abbrev-ref", "HEAD"]) : nil)
            switch try store.record(result, commit: CommitInfo(sha: sha, branch: branchName, date: date), afterInsert: afterInsert) {
            case let .recorded(id, metrics): return "recorded \(path) as run \(id) at \(sha.prefix(12)) (\(metrics) metrics)"
            case let .alreadyRecorded(id): return "\(path) is already recorded as run \(id); nothing changed"
            }
        }
    }
}
