public import NativeScaleCore

/// GPU times in flight: each frame's time reaches the controller ``delay`` frames after it was
/// rendered, as an engine's timer queries land, so frame *n*'s time first sets the scale of frame
/// *n + 1 + delay*. A delay of 0 is the time of the frame just rendered.
public struct FeedbackQueue: Sendable {
    /// Frames between a frame and the arrival of its time.
    public let delay: Int
    /// The times not yet arrived, oldest at `head`.
    private var pending: [(milliseconds: Double, scale: Double)]
    private var head = 0
    private var count = 0

    /// The most frames a time may be late: the history Unreal walks (`r.DynamicRes.HistorySize` 16).
    public static let maximumDelay = 16

    public init(delay: Int) throws(DynamicResolutionError) {
        try Self.check(delay: delay)
        self.init(validDelay: delay)
    }

    /// Refuses a delay outside 0…``maximumDelay`` frames.
    public static func check(delay: Int) throws(DynamicResolutionError) {
        guard (0...maximumDelay).contains(delay) else { throw .badFeedbackDelay(delay) }
    }

    /// A queue of a delay already checked by ``init(delay:)`` (a negative one is taken as 0).
    public init(validDelay delay: Int) {
        self.delay = max(0, delay)
        pending = Array(repeating: (0, 0), count: self.delay + 1)
    }

    /// Takes the time of the frame just rendered; returns the time that arrives now, if any.
    public mutating func push(milliseconds: Double, scale: Double) -> FrameFeedback? {
        pending[(head + count) % pending.count] = (milliseconds, scale)
        count += 1
        guard count > delay else { return nil }
        let oldest = pending[head]
        head = (head + 1) % pending.count
        count -= 1
        return FrameFeedback(age: delay, milliseconds: oldest.milliseconds, scale: oldest.scale)
    }
}

extension ResolutionController {
    /// Renders one frame through `queue`: the frame begins at ``scale``, `render` gives its GPU
    /// time, and whatever time arrives now is handed over. Returns the scale and the time.
    public mutating func step(through queue: inout FeedbackQueue, render: (Double) throws -> Double) rethrows -> (scale: Double, milliseconds: Double) {
        let scale = self.scale
        beginFrame()
        let milliseconds = try render(scale)
        if let arrived = queue.push(milliseconds: milliseconds, scale: scale) { update(arrived) }
        return (scale, milliseconds)
    }
}
