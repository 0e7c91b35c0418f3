import Foundation
import NativeScaleStatistics

/// The result file of `bench` over several displays (`--device a,b,c`, `--platform ios`) or one
/// shard of them (`--shard I/N`): each display's whole bench result, in the selection's order.
public struct BenchSet: Codable, Sendable {
    public static let schemaName = "nativescale.bench-set"
    public static let currentSchemaVersion = 1
    public static let readableSchemaVersions = 1...1

    public let schema: String
    public let schemaVersion: Int
    /// The catalog ids of the whole selection, in the order a single run takes them.
    public let selection: [String]
    /// Which displays of the selection this file holds when it is one shard; nil for all of them.
    public let shard: ShardDocument?
    /// One bench result per display held, in selection order.
    public let results: [BenchResult]

    public init(selection: [String], shard: ShardDocument?, results: [BenchResult]) {
        schema = Self.schemaName
        schemaVersion = Self.currentSchemaVersion
        self.selection = selection
        self.shard = shard
        self.results = results
    }

    /// The catalog ids this file holds, in order.
    public var held: [String] {
        guard let shard else { return selection }
        return shard.positions.map { selection[$0] }
    }

    /// Reads a bench set, validating every result in it as a bench file is validated, and that it
    /// holds exactly the displays its selection and shard say.
    public static func read(from path: String) throws(ResultFileError) -> BenchSet {
        try read(ResultFile.contents(of: path), path: path)
    }

    static func read(_ data: Data, path: String) throws(ResultFileError) -> BenchSet {
        let set = try ResultFile.decode(BenchSet.self, from: data, schema: schemaName, versions: readableSchemaVersions, kind: .benchSet, path: path)
        guard !set.selection.isEmpty, Set(set.selection).count == set.selection.count else {
            throw ResultFileError(path: path, problem: .badSelection)
        }
        if let shard = set.shard {
            guard let expected = try? Shard(index: shard.index, count: shard.count), shard.total == set.selection.count,
                shard.positions == expected.positions(of: shard.total)
            else {
                throw ResultFileError(path: path, problem: .shardPositions(index: shard.index, count: shard.count, total: shard.total, of: .displays))
            }
        }
        let results = try set.results.enumerated().map { index, result throws(ResultFileError) in
            try result.validated(path: "\(path) (result \(index))")
        }
        guard results.map({ $0.configuration.display.deviceID ?? "" }) == set.held else {
            throw ResultFileError(path: path, problem: .heldDisagrees(holds: results.map(\.configuration.display.deviceID), says: set.held))
        }
        return BenchSet(selection: set.selection, shard: set.shard, results: results)
    }

    /// The use case behind `nativescale merge` for bench sets: the shards of one multi-display
    /// bench (each once) as the set a single run writes.
    public static func merging(_ shards: [(path: String, set: BenchSet)]) throws(MergeError) -> BenchSet {
        guard let first = shards.first?.set else { throw .noFiles }
        let byIndex = try ShardDocument.complete(shards.map { ($0.path, $0.set.shard, $0.set) }) { shard, set in
            if set.selection != first.selection {
                return .selection(set.selection, expected: first.selection)
            }
            return zip(set.results, first.results.prefix(1)).compactMap { $0.settingsDifference(from: $1) }.first
        }
        var results: [BenchResult?] = Array(repeating: nil, count: first.selection.count)
        for set in byIndex.values {
            for (position, result) in zip(set.shard?.positions ?? [], set.results) { results[position] = result }
        }
        return BenchSet(selection: first.selection, shard: nil, results: results.compactMap { $0 })
    }
}

extension BenchResult {
    /// How this result's measurement settings (workload, filters, target, stop, device, driver)
    /// differ from `reference`'s, for results of different displays that must otherwise match.
    func settingsDifference(from reference: BenchResult) -> ShardDifference? {
        let a = configuration
        let b = reference.configuration
        if a.workload != b.workload { return .workload(a.workload, expected: b.workload) }
        if a.filters != b.filters { return .filters }
        if a.target != b.target { return .target }
        if a.stop != b.stop || a.warmupRounds != b.warmupRounds { return .stop }
        let x = environment.device
        let y = reference.environment.device
        if x.name != y.name || x.driverInfo != y.driverInfo {
            return .device(name: x.name, driver: x.driverInfo, expectedName: y.name, expectedDriver: y.driverInfo)
        }
        return nil
    }
}
