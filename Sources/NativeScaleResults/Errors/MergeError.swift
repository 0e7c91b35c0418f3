public import NativeScaleCore

/// Why shards cannot be split or merged, as values; Reporting words it
/// (`MergeError+Text.swift`), and the CLI names `--shard`.
public enum MergeError: Error, Hashable, Sendable {
    /// A `--shard` that is not I/N with 1 ≤ I ≤ N ≤ ``Shard/maximumCount``.
    case badShard(String)
    /// A shard that would hold nothing of the `total` parts split.
    case emptyShard(shard: String, total: Int, of: ShardedPart)
    /// No files were given.
    case noFiles
    /// A file that is not a shard.
    case notShard(path: String)
    /// A file that is not a shard of the same run as the first.
    case mismatch(path: String, difference: ShardDifference)
    /// The same shard twice.
    case duplicate(path: String, shard: String)
    /// Shards that were not given.
    case missing(shards: [Int], count: Int)
}

/// What a run splits into shards.
public enum ShardedPart: String, Hashable, Sendable {
    /// A sweep's render sizes.
    case renderSizes = "render sizes"
    /// A bench set's displays.
    case displays
}

/// How a shard differs from the first shard given, in what one run's shards share.
public enum ShardDifference: Hashable, Sendable {
    /// Another split: shard `index`/`count` of `total`, not of `expectedCount` shards of `expectedTotal`.
    case layout(index: Int, count: Int, total: Int, expectedCount: Int, expectedTotal: Int)
    /// A bench set over another selection of displays.
    case selection([String], expected: [String])
    /// A result of another kind (`sweep` among bench sets).
    case kind(ResultFile.Kind, expected: ResultFile.Kind)
    case workload(WorkloadConfiguration, expected: WorkloadConfiguration)
    case filters
    case target
    case stop
    /// A sweep's configuration: display, workload, filters, scales, stop or target.
    case configuration
    case device(name: String, driver: String, expectedName: String, expectedDriver: String)
    case qualityReference
    case cropRegion
    /// A sweep shard holding another number of render sizes than its positions.
    case renderSizes(held: Int, positions: Int)
}
