/// A step of a timed submission outside every stage, with stamps of its own: the submission's
/// empty range and, around each frame, the copies and barriers that prove and prepare it.
///
/// Every stamp of a submission is a start stamp (the stamp, then an execution dependency), so
/// the stamps split the submission's span into intervals that each bound their work: the
/// stages, and these steps. None is priced: each is timed in every round, and judged against
/// its own noise and against a second shader cost (the audit's dose check).
public enum SubmissionStep: String, Codable, CaseIterable, Hashable, Sendable {
    /// The submission's empty range: one stamp and its dependency, nothing else. What one
    /// dependency costs here and now, taken out of every interval.
    case calibration
    /// The sentinel pixels written into the images a frame must write (a barrier and a
    /// one-pixel copy per image): the first frame's also drains the lead-in frame's writes.
    case sentinel
    /// The barriers before the scene: the draw target, depth and resolve images and the
    /// resample's outputs moved to their uses.
    case preparation
    /// With MSAA, the barrier that hands the samples to the resolve.
    case resolveBarrier = "resolve-barrier"
    /// The centre pixels copied out of the images the frame wrote (a barrier and a one-pixel
    /// copy per image).
    case probe
}

/// How long one step of a submission took, and which frame of the round it belongs to.
public struct StepTime: Codable, Hashable, Sendable {
    /// The frame's position in its round; nil for the submission's own steps (its calibration).
    public let frame: Int?
    public let step: SubmissionStep
    /// Its interval less the one dependency every interval holds, ns (may read below 0 by the
    /// timer's noise: never clamped, so the intervals still sum to the span).
    public let nanoseconds: Double

    /// Creates the value from its parts.
    public init(frame: Int?, step: SubmissionStep, nanoseconds: Double) {
        self.frame = frame
        self.step = step
        self.nanoseconds = nanoseconds
    }
}
