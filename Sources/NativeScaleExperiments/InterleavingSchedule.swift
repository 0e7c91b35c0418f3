public import NativeScaleCore
import NativeScaleResults
import NativeScaleStatistics

/// The order in which one round renders its configurations.
///
/// Every round renders the native path and each scaled path once. The order rotates by one
/// each round and reverses every other round (A B C, C B A, B C A, A C B, …), so that no
/// configuration always follows the same one and a drift within a round (warming caches, a
/// throttling clock) falls on every configuration equally.
public struct InterleavingSchedule: Sendable {
    /// The configurations of a round, native first.
    public let paths: [MeasuredPath]

    /// A schedule of the native path and one scaled path per filter.
    public init(paths: [MeasuredPath]) {
        self.paths = paths
    }

    /// The order of round `round` (0-based).
    public func order(ofRound round: Int) -> [MeasuredPath] {
        let count = paths.count
        guard count > 1 else { return paths }
        let rotation = (round / 2) % count
        let rotated = Array(paths[rotation...] + paths[..<rotation])
        return round % 2 == 0 ? rotated : rotated.reversed()
    }
}
