/// A workload rendered as a sequence: `frames` frames shown at `framesPerSecond`, frame i at time
/// i / `framesPerSecond`, each drawn along the workload's stated motion (``SceneMotion``).
public struct FrameSequence: Hashable, Sendable, Codable {
    /// The frames in the sequence, at least 2.
    public let frames: Int
    /// The rate the frames are shown at.
    public let framesPerSecond: Double

    /// The frame counts and rates accepted.
    public static let frameRange = 2...600
    public static let rateRange = 1.0...1000

    /// A sequence of `frames` at `framesPerSecond`; nil outside ``frameRange`` and ``rateRange``.
    public init?(frames: Int, framesPerSecond: Double) {
        guard Self.frameRange.contains(frames), Self.rateRange.contains(framesPerSecond) else { return nil }
        self.frames = frames
        self.framesPerSecond = framesPerSecond
    }

    /// The time of frame `index` (taken modulo the sequence's length).
    public func time(ofFrame index: Int) -> FrameTime {
        let frame = ((index % frames) + frames) % frames
        return FrameTime(frame: frame, seconds: Double(frame) / framesPerSecond, delta: 1 / framesPerSecond, moving: true)
    }

    /// The sequence's length in seconds.
    public var duration: Double { Double(frames) / framesPerSecond }
}

/// The inputs a frame is drawn with: its index, its time, the time since the frame before, and
/// whether the content moves (a sequence), or holds still (a single image; a user shader's
/// clock still runs, at a round a sixtieth of a second).
public struct FrameTime: Hashable, Sendable {
    public let frame: Int
    public let seconds: Double
    public let delta: Double
    public let moving: Bool

    public init(frame: Int, seconds: Double, delta: Double, moving: Bool) {
        self.frame = frame
        self.seconds = seconds
        self.delta = delta
        self.moving = moving
    }

    /// A still frame of round `round`: a user shader sees `iTime` = round / 60.
    public static func still(round: Int) -> FrameTime {
        FrameTime(frame: round, seconds: Double(round) / 60, delta: 1.0 / 60, moving: false)
    }
}
