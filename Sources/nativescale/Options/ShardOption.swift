import ArgumentParser
import NativeScaleStatistics
import NativeScaleResults
import NativeScaleMeasurement
import NativeScaleReporting

/// `--shard I/N` of `sweep` and `bench`.
enum ShardOption {
    /// The shard `text` names, nil when the flag is absent; a malformed one is a bad flag value.
    static func parse(_ text: String?) throws -> Shard? {
        guard let text else { return nil }
        do { return try Shard(parsing: text) } catch { throw ValidationError(error.description) }
    }
}
