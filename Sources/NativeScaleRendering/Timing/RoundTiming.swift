public import NativeScaleCore

/// One submission's frames, and the figures that check their stage times against the clock
/// around them and against the work they claim.
public struct RoundTiming: Hashable, Sendable {
    /// One timing per path, in the order rendered.
    public let frames: [FrameTiming]
    /// Per frame: whether its work really wrote its images (``DrawnWork``).
    public let drawnWork: [DrawnWork]
    /// The cost of one start dependency taken out of every stage range, in nanoseconds: this
    /// submission's empty range, or the least of the renderer's calibration when that is less
    /// (``OffscreenRenderer/dependencyFloor``). 0 on the host clock, where each phase is a
    /// submission of its own.
    public let dependency: Double
    /// On the GPU clock: the first frame's first timestamp to the last frame's last, in
    /// nanoseconds. On the host clock: the sum of the timed submissions' host times.
    public let span: Double
    /// Submit to fence on the host of the submissions that carried the frames, in nanoseconds.
    public let host: Double
    /// The clock behind the figures.
    public let source: TimingClock
    /// On the host clock, the submissions outside every timed phase (each frame's sentinel and
    /// probe); 0 on the GPU clock, where every step is timed (``steps``).
    public let untimedSteps: Int
    /// Every interval of the submission that is no stage, timed: its calibration, and each
    /// frame's sentinel, preparation, MSAA resolve barrier and probe (``StampChain``); on the
    /// host clock, each frame's sentinel and probe submissions.
    public var steps: [StepTime] = []
    /// The raw timestamps the timing was read from, with their layout and the dependency floor
    /// (GPU clock only): what `bench --record` saves, and a replay reads through the same
    /// ``StampChain/timing(of:conversion:floor:host:submitted:drawnWork:)``.
    public var raw: RawStamps?

    /// A submission's raw timestamps and what reads them.
    public struct RawStamps: Hashable, Sendable {
        public let chain: StampChain
        public let stamps: [UInt64]
        /// The least empty range the renderer's calibration saw at creation, ns.
        public let floor: Double
        public let conversion: TimestampConversion
    }
    /// When the round's (first) submission was handed to the queue, in nanoseconds on the host's
    /// boot clock (``BootClock``): where a trace places the host's submission.
    public let submitted: Double?
    /// What the round's timestamps say about their own ranges; nil on the host clock.
    public var stamps: StampFigures? = nil

    /// The figures a round's raw timestamps give beyond its stage times, which the audit checks.
    public struct StampFigures: Hashable, Sendable {
        /// The submission's first stamp to the first frame's scene, ns: the calibration and the
        /// steps before the first scene (each timed in ``RoundTiming/steps``).
        public let lead: Double
        /// The most that one timed range started before the range recorded before it ended, ns
        /// (0 when none did): time counted twice.
        public let overlap: Double
        /// Timed ranges shorter than the dependency taken out of them, whose stage reads 0.
        public let clamped: Int
        /// This round's empty range (one start stamp and its dependency), ns, before the floor
        /// is applied.
        public let calibration: Double

        /// Creates the value from its parts (the synthesized initializer is internal; tests build these).
        package init(lead: Double, overlap: Double, clamped: Int, calibration: Double) {
            self.lead = lead
            self.overlap = overlap
            self.clamped = clamped
            self.calibration = calibration
        }
    }

    /// The sum of every frame's stage times (scene, resolve, transition, resample), in nanoseconds.
    public var stagesSum: Double {
        frames.map { $0.scene + ($0.resolve ?? 0) + ($0.transition ?? 0) + ($0.resample ?? 0) }.reduce(0, +)
    }

    /// Creates the value from its parts (the synthesized initializer is internal; tests build these).
    package init(
        frames: [FrameTiming], drawnWork: [DrawnWork], dependency: Double, span: Double, host: Double, source: TimingClock, untimedSteps: Int,
        submitted: Double?, stamps: StampFigures? = nil,
        steps: [StepTime] = []
    ) {
        self.steps = steps
        self.frames = frames
        self.drawnWork = drawnWork
        self.dependency = dependency
        self.span = span
        self.host = host
        self.source = source
        self.untimedSteps = untimedSteps
        self.submitted = submitted
        self.stamps = stamps
    }
}

/// Whether a frame wrote the images it must write: the scene's (resolved) image and the
/// frame's native-size output, each checked at its centre pixel against a sentinel.
public struct DrawnWork: Hashable, Sendable {
    /// The scene's single-sample image was written (by the draw, or the resolve).
    public let scene: Bool
    /// The frame's output (the native target, or the resample's output) was written.
    public let output: Bool

    /// Both images were written.
    public var complete: Bool { scene && output }

    /// Creates the value from its parts (the synthesized initializer is internal; tests build these).
    package init(scene: Bool, output: Bool) {
        self.scene = scene
        self.output = output
    }
}
