public import NativeScaleResults

/// The use case behind `nativescale merge`: the shards of one sweep, or of one bench over several
/// displays, each read and validated, merged into the result a single run writes.
public struct MergeUseCase {
    /// The shard files, in any order.
    public struct Request: Sendable {
        public var shards: [String]

        public init(shards: [String]) {
            self.shards = shards
        }
    }

    /// What the shards merge into.
    public enum Merged: Sendable {
        case sweep(SweepResult)
        case benchSet(BenchSet)
    }

    public let request: Request

    public init(request: Request) {
        self.request = request
    }

    /// Reads every shard, then merges: bench sets when the first file is one, sweeps otherwise.
    public func run() throws -> Merged {
        let files = try request.shards.map { path throws(ResultFileError) in (path: path, file: try ResultFile.read(from: path)) }
        guard case .benchSet = files.first?.file else {
            return .sweep(
                try SweepResult.merging(
                    try files.map { path, file throws(MergeError) in
                        guard case .sweep(let result) = file else { throw .notShard(path: path) }
                        return (path, result)
                    }))
        }
        return .benchSet(
            try BenchSet.merging(
                try files.map { path, file throws(MergeError) in
                    guard case .benchSet(let set) = file else { throw .mismatch(path: path, difference: .kind(file.kind, expected: .benchSet)) }
                    return (path, set)
                }))
    }
}
