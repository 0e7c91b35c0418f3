/// Where `dynres bench` is: a calibration round or a frame of the loop done, as a value
/// Reporting words.
public struct LoopProgress: Hashable, Sendable {
    /// The part of the run.
    public enum Phase: String, Hashable, Sendable {
        /// Every calibration scale rendered once.
        case calibration
        /// One frame of the schedule, at scale 1 and at each controller's scale.
        case loop
    }

    public let phase: Phase
    public let done: Int
    public let total: Int

    public init(phase: Phase, done: Int, total: Int) {
        self.phase = phase
        self.done = done
        self.total = total
    }
}
