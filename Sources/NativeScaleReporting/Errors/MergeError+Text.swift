public import NativeScaleCore
public import NativeScaleResults

extension MergeError: WordedError {
    public var exitStatus: ExitStatus { .badInput }

    public func line(naming: SettingNaming) -> String {
        switch self {
        case .badShard(let text):
            (naming == .flags ? "--shard " : "") + "'\(text)' is not a shard; expected I/N with 1 ≤ I ≤ N ≤ \(Shard.maximumCount), e.g. 2/3"
        case .emptyShard(let shard, let total, let part):
            "\(naming.name(.shard)) \(shard) would hold no \(part.rawValue): there are \(total); expected at most \(total) shards"
        case .noFiles:
            "no files to merge; expected the shard results of one run"
        case .notShard(let path):
            "'\(path)' is not a shard result; expected "
                + (naming == .flags ? "files written with --shard I/N by 'sweep' or 'bench'" : "the files of a sweep or bench split into shards")
        case .mismatch(let path, let difference):
            "'\(path)' is not a shard of the same run: \(Self.text(difference)); expected shards of one command with the same options"
        case .duplicate(let path, let shard):
            "'\(path)' is shard \(shard) again; expected each shard once"
        case .missing(let shards, let count):
            "shard\(shards.count == 1 ? "" : "s") " + shards.map { "\($0)/\(count)" }.joined(separator: ", ")
                + " \(shards.count == 1 ? "is" : "are") missing; expected all \(count) shards"
        }
    }

    private static func text(_ difference: ShardDifference) -> String {
        switch difference {
        case .layout(let index, let count, let total, let expectedCount, let expectedTotal):
            "it is shard \(index)/\(count) of \(total), not of \(expectedCount) shards of \(expectedTotal)"
        case .selection(let selection, let expected):
            "it is a shard of " + selection.joined(separator: ",") + ", not of " + expected.joined(separator: ",")
        case .kind(let kind, let expected):
            "it is a \(kind.rawValue) result, not a \(expected == .benchSet ? "bench set" : expected.rawValue)"
        case .workload(let workload, let expected):
            "its workload \(workload.summary) differs from \(expected.summary)"
        case .filters: "its filters differ"
        case .target: "its render target differs"
        case .stop: "its stop condition or warm-up differs"
        case .configuration: "its configuration (display, workload, filters, scales, stop, target) differs"
        case .device(let name, let driver, let expectedName, let expectedDriver):
            "it ran on '\(name) \(driver)', not '\(expectedName) \(expectedDriver)'"
        case .qualityReference: "its quality reference differs"
        case .cropRegion: "its crop region differs (the renders differ)"
        case .renderSizes(let held, let positions):
            "it holds \(held) render sizes but its shard has \(positions)"
        }
    }
}
