import NativeScaleStatistics

/// One part of work split deterministically over `count` machines (`--shard I/N`): the work item
/// at position p (0-based, in the order a single run takes them) belongs to shard p mod N + 1.
/// Round-robin rather than blocks, so each shard gets small and large render sizes alike.
public struct Shard: Hashable, Sendable, Codable {
    /// 1-based.
    public let index: Int
    public let count: Int

    /// The most shards.
    public static let maximumCount = 1000

    public init(index: Int, count: Int) throws(MergeError) {
        guard (1...Self.maximumCount).contains(count), (1...count).contains(index) else { throw .badShard("\(index)/\(count)") }
        self.index = index
        self.count = count
    }

    /// Parses `I/N`, e.g. `2/3`.
    public init(parsing text: String) throws(MergeError) {
        let parts = text.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2, let index = Int(parts[0]), let count = Int(parts[1]) else { throw .badShard(text) }
        try self.init(index: index, count: count)
    }

    /// Whether the item at `position` is this shard's.
    public func owns(_ position: Int) -> Bool { position % count == index - 1 }

    /// This shard's positions among `total` items.
    public func positions(of total: Int) -> [Int] { (0..<total).filter(owns) }

    public var description: String { "\(index)/\(count)" }
}

/// What a shard result records of its part: which items of the whole it holds.
public struct ShardDocument: Hashable, Sendable, Codable {
    public let index: Int
    public let count: Int
    /// Items a single run would take, in total.
    public let total: Int
    /// The positions (0-based, in a single run's order) this shard took.
    public let positions: [Int]

    public init(shard: Shard, total: Int) {
        index = shard.index
        count = shard.count
        self.total = total
        positions = shard.positions(of: total)
    }
}

extension ShardDocument {
    /// Checks that `shards` (each file's path, shard document and how it differs from the first
    /// file's run, if it does) are every shard of one split, each once, and returns them by index.
    static func complete<Item>(
        _ shards: [(path: String, shard: ShardDocument?, item: Item)],
        difference: (ShardDocument, Item) -> ShardDifference?
    ) throws(MergeError) -> [Int: Item] {
        guard let first = shards.first else { throw .noFiles }
        guard let layout = first.shard else { throw .notShard(path: first.path) }
        var byIndex: [Int: Item] = [:]
        for (path, shard, item) in shards {
            guard let shard else { throw .notShard(path: path) }
            if shard.count != layout.count || shard.total != layout.total {
                throw .mismatch(
                    path: path,
                    difference: .layout(
                        index: shard.index, count: shard.count, total: shard.total,
                        expectedCount: layout.count, expectedTotal: layout.total))
            }
            if let difference = difference(shard, item) { throw .mismatch(path: path, difference: difference) }
            if byIndex[shard.index] != nil { throw .duplicate(path: path, shard: "\(shard.index)/\(shard.count)") }
            byIndex[shard.index] = item
        }
        let missing = (1...layout.count).filter { byIndex[$0] == nil }
        guard missing.isEmpty else { throw .missing(shards: missing, count: layout.count) }
        return byIndex
    }
}
