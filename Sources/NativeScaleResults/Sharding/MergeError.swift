public import NativeScaleCore
import NativeScaleStatistics

/// Why shards cannot be split or merged.
public enum MergeError: ReportableError, Hashable, Sendable {
    /// A `--shard` that is not I/N with 1 ≤ I ≤ N ≤ 1000.
    case badShard(String)
    /// A shard that would hold nothing of the `total` parts split.
    case emptyShard(shard: String, total: Int, of: ShardedPart)
    /// Fewer than one file, or a file that is not a shard.
    case notShard(path: String)
    /// Files of different kinds, configurations, devices or shard counts.
    case mismatch(path: String, reason: String)
    /// The same shard twice.
    case duplicate(path: String, shard: String)
    /// Shards that were not given.
    case missing(shards: [Int], count: Int)

    public var exitStatus: ExitStatus { .badInput }

    public var description: String {
        switch self {
        case let .badShard(text):
            "'\(text)' is not a shard; expected I/N with 1 ≤ I ≤ N ≤ \(Shard.maximumCount), e.g. 2/3"
        case let .emptyShard(shard, total, part):
            "shard \(shard) would hold no \(part.rawValue): there are \(total); expected at most \(total) shards"
        case let .notShard(path):
            "'\(path)' is not a shard result; expected the files of a sweep or bench split into shards"
        case let .mismatch(path, reason):
            "'\(path)' is not a shard of the same run: \(reason); expected shards of one command with the same options"
        case let .duplicate(path, shard):
            "'\(path)' is shard \(shard) again; expected each shard once"
        case let .missing(shards, count):
            "shard\(shards.count == 1 ? "" : "s") " + shards.map { "\($0)/\(count)" }.joined(separator: ", ")
                + " \(shards.count == 1 ? "is" : "are") missing; expected all \(count) shards"
        }
    }
}

/// What a run splits into shards.
public enum ShardedPart: String, Hashable, Sendable {
    /// A sweep's render sizes.
    case renderSizes = "render sizes"
    /// A bench set's displays.
    case displays
}
