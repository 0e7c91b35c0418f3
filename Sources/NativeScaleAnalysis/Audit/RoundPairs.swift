public import NativeScaleCore

/// Each scaled frame with the native frame of its round: the pairing every per-round ratio
/// (offscreen overheads, scene ratios, on-screen overheads, what `compare` tests) is made from.
/// Two frames of one round share the machine's state, so their ratio is steady when their
/// absolute times are not.
public struct RoundPairs<Frame: TimedFrame>: Sendable where Frame: Sendable {
    /// One round's scaled frame and the native frame beside it.
    public struct Pair: Sendable {
        public let round: Int
        public let scaled: Frame
        public let native: Frame
    }

    /// The pairs, in round order.
    public let pairs: [Pair]

    /// Pairs the frames of `filter`'s scaled path with the native frames of the same rounds; a
    /// round without a native frame contributes nothing.
    public init(_ frames: [Frame], filter: ResampleFilter) {
        var native: [Int: Frame] = [:]
        for frame in frames where frame.path == .native && native[frame.round] == nil { native[frame.round] = frame }
        pairs = frames.filter { $0.path == .scaled(filter) }.sorted { $0.round < $1.round }.compactMap { frame in
            native[frame.round].map { Pair(round: frame.round, scaled: frame, native: $0) }
        }
    }

    /// Per round, the scaled frame's `stage` over the native frame's `base` stage; rounds where
    /// either is missing, or the base is not positive, are left out.
    public func ratios(_ stage: Stage, over base: Stage) -> [Double] {
        pairs.compactMap { pair in
            guard let top = pair.scaled.nanoseconds(stage), let bottom = pair.native.nanoseconds(base), bottom > 0 else { return nil }
            return top / bottom
        }
    }

    /// Per round, the scaled frame's `stage` over the native frame's same stage.
    public func ratios(_ stage: Stage) -> [Double] { ratios(stage, over: stage) }
}
