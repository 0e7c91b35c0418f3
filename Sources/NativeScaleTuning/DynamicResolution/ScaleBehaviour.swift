public import NativeScaleCore

/// What a controller's scale does over the second half of its frames, when the start is behind
/// it: it rests on one scale, it cycles (up and down at least ``minimumCycleTurns`` times each),
/// or it moves without going both ways again and again (as a changing load moves it).
public struct ScaleBehaviour: Hashable, Sendable {
    /// The kinds of behaviour.
    public enum Kind: String, Hashable, Sendable {
        /// One scale throughout.
        case settled
        /// Up and down again and again.
        case cycle
        /// Changes that do not go both ways again and again.
        case moving
    }

    public let kind: Kind
    /// The smallest and the largest scale visited (one scale when settled).
    public let scales: [Double]
    /// Scales visited.
    public let distinctScales: Int
    /// Changes up and down.
    public let increases: Int
    public let decreases: Int

    /// The fewest changes each way that make a cycle.
    public static let minimumCycleTurns = 2

    /// The behaviour of `frames`' second half; nil with fewer than 4 frames.
    public init?(_ frames: [DynamicResolutionReplay.Frame]) {
        self.init(scales: frames.map { $0.scale })
    }

    /// The behaviour of the second half of `scales`, a frame's each; nil with fewer than 4.
    public init?(scales frames: [Double]) {
        guard frames.count >= 4 else { return nil }
        let half = frames.suffix(frames.count / 2).map { ($0 * 1e6).rounded() / 1e6 }
        var increases = 0
        var decreases = 0
        for index in half.indices.dropFirst() where half[index] != half[index - 1] {
            if half[index] > half[index - 1] { increases += 1 } else { decreases += 1 }
        }
        self.increases = increases
        self.decreases = decreases
        let visited = Set(half)
        distinctScales = visited.count
        let low = visited.min() ?? half[0]
        let high = visited.max() ?? half[0]
        scales = low == high ? [low] : [low, high]
        kind =
            increases + decreases == 0
            ? .settled
            : increases >= Self.minimumCycleTurns && decreases >= Self.minimumCycleTurns ? .cycle : .moving
    }

    /// Frames per change of scale over the second half, on average; nil when settled.
    public func framesPerChange(of frames: Int) -> Double? {
        increases + decreases == 0 ? nil : Double(frames / 2) / Double(increases + decreases)
    }
}
