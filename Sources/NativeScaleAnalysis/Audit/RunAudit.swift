public import NativeScaleCore
import NativeScaleStatistics

/// The checks of a run's stage times against the clock around them and against the work they
/// claim, in a result file: the raw figures of every round and isolated check, and the summary
/// and findings computed from them (recomputed whenever a file is read).
///
/// A stage time is true only if its range bounds its work. Looking inside one frame cannot tell:
/// a range that misses its work is short, not inconsistent. So every round is checked against
/// the submission around it, every frame's output against a sentinel, and the batched stamps
/// against a submission that holds one path alone.
public struct RunAudit: Codable, Sendable, Hashable {
    /// The figures of one measured round (one submission).
    public struct Round: Codable, Sendable, Hashable {
        /// The round (0-based, after warm-up).
        public let round: Int
        /// The sum of its frames' stage times (scene, resolve, transition, resample), ns.
        public let stages: Double
        /// The submission's first timestamp to its last frame's last, ns (GPU clock; before
        /// bench schema 6 from the first frame's first); on the host clock the wall clock from
        /// the round's first submission to its last fence (before schema 6, the sum of the
        /// phases' own submissions).
        public let span: Double
        /// Submit to fence of the submission on the host, ns.
        public let host: Double
        /// The measured cost of one start dependency, ns (taken out of every stage).
        public let dependency: Double
        /// Paths whose frame left the sentinel in its scene image or its output: work not done.
        public let unwritten: [MeasuredPath]
        /// Steps outside every timed range (dependencies, barriers, probe copies), each allowed
        /// one untimed step's measured cost (``AuditSummary/stepNanoseconds``).
        public let untimedSteps: Int
        /// The submission's first stamp to the first frame's first, ns (absent before bench
        /// schema 6, and on the host clock).
        public var lead: Double?
        /// The most that a timed range started before the one before it ended, ns: time counted
        /// twice (absent before schema 6, and on the host clock).
        public var overlap: Double?
        /// Timed ranges shorter than the dependency taken out of them: stages that read 0.
        public var clamped: Int?
        /// The round's empty range before the floor, ns: what one untimed step cost here and now.
        public var calibration: Double?
        /// Every interval of the submission that is no stage, timed (bench schema 9 on): with
        /// the stages they tile the span, so nothing in it is priced. Absent in older files,
        /// whose untimed steps were priced at ``AuditSummary/stepNanoseconds`` each.
        public var steps: [StepTime]?

        public init(
            round: Int, stages: Double, span: Double, host: Double, dependency: Double, unwritten: [MeasuredPath], untimedSteps: Int = 0,
            lead: Double? = nil, overlap: Double? = nil, clamped: Int? = nil, calibration: Double? = nil, steps: [StepTime]? = nil
        ) {
            self.steps = steps
            self.lead = lead
            self.overlap = overlap
            self.clamped = clamped
            self.calibration = calibration
            self.untimedSteps = untimedSteps
            self.round = round
            self.stages = stages
            self.span = span
            self.host = host
            self.dependency = dependency
            self.unwritten = unwritten
        }
    }

    /// One path rendered alone, each phase in a submission of its own timed on the host,
    /// beside the same path's frame in the batched round just before it.
    public struct IsolatedCheck: Codable, Sendable, Hashable {
        /// The batched round it follows.
        public let round: Int
        public let path: MeasuredPath
        /// Submit to fence of the isolated submissions together, ns.
        public let host: Double
        /// The path's frame in the batched round, ns.
        public let batched: Double
        /// The scene phase (with its resolve) alone, and the batched scene and resolve, ns.
        public let scene: Double?
        public let batchedScene: Double?
        /// The resample phase alone, and the batched resample, ns (scaled paths).
        public let resample: Double?
        public let batchedResample: Double?
        /// The host time of an empty submission just before, ns: what each phase pays beyond its
        /// work (the validation layer makes it milliseconds).
        public let submission: Double?
        /// How far the check's two repeats (of the path alone, and of the empty submission) lay
        /// apart at most, ns: the machine's noise at that moment (absent before bench schema 6).
        public var repeatSpread: Double?

        public init(
            round: Int, path: MeasuredPath, host: Double, batched: Double, scene: Double? = nil, batchedScene: Double? = nil,
            resample: Double? = nil, batchedResample: Double? = nil, submission: Double? = nil, repeatSpread: Double? = nil
        ) {
            self.submission = submission
            self.repeatSpread = repeatSpread
            self.round = round
            self.path = path
            self.host = host
            self.batched = batched
            self.scene = scene
            self.batchedScene = batchedScene
            self.resample = resample
            self.batchedResample = batchedResample
        }

        /// Each compared pair: the whole frame, then the scene and the resample where both sides
        /// have one, with the submission overhead the isolated side paid (one per phase: a
        /// native frame has one, a scaled frame two).
        public var pairs: [(stage: Stage, isolated: Double, batched: Double, submission: Double)] {
            // The whole frame paid one submission per phase: the scene's, and a scaled path's resample's.
            let overhead = submission ?? 0
            var pairs: [(Stage, Double, Double, Double)] = [(.frame, host, batched, (resample == nil ? 1 : 2) * overhead)]
            if let scene, let batchedScene { pairs.append((.scene, scene, batchedScene, overhead)) }
            if let resample, let batchedResample { pairs.append((.resample, resample, batchedResample, overhead)) }
            return pairs
        }

        /// Isolated host time over batched frame time; a batched time read as 0 (a range left
        /// empty) counts as 1 ns, the finest tick a timer reads, so the ratio is finite (a kept
        /// result writes it and reads it back) and a lower bound of the true one.
        public var ratio: Double { RunAudit.ratio(host, over: batched) }
    }

    /// A measured round rendered again in the same order at a second cost of its content (the
    /// `fill` pass's shader cost, or every other workload's draws, times ``factor``; a push
    /// constant or a repeat inside the same render pass, so no image or barrier changes), twice:
    /// the added work must land in the stages, and no other interval may grow beyond its noise.
    /// Each interval is judged on the shorter of its two repeats: a preempted interval only ever
    /// reads longer, a leak reads longer in both.
    public struct DoseCheck: Codable, Sendable, Hashable {
        /// One rendering of the round at the second cost.
        public struct Repeat: Codable, Sendable, Hashable {
            /// Its frames, in the round's order (``FrameSample/round`` is the round repeated).
            public let frames: [FrameSample]
            /// Its steps, timed as the round's are.
            public let steps: [StepTime]

            public init(frames: [FrameSample], steps: [StepTime]) {
                self.frames = frames
                self.steps = steps
            }
        }

        /// The measured round it repeats.
        public let round: Int
        /// How many times the content's cost the repeats rendered.
        public let factor: Int
        public let repeats: [Repeat]

        public init(round: Int, factor: Int, repeats: [Repeat]) {
            self.round = round
            self.factor = factor
            self.repeats = repeats
        }
    }

    /// Whether the submission's host time holds only its frames (a CPU device: no lead-in frame,
    /// no clock ramp), so stages are checked against it too.
    public let hostComparable: Bool
    public let rounds: [Round]
    public let isolated: [IsolatedCheck]
    /// The dose checks (bench schema 9 on; absent before, and on the host clock).
    public var doses: [DoseCheck]?
    /// Figures and findings from the rounds, the checks and the run's analysis; nil until a
    /// result computes it (``summarised(analysis:pixelRatio:)``).
    public package(set) var summary: AuditSummary?

    public init(hostComparable: Bool, rounds: [Round], isolated: [IsolatedCheck], doses: [DoseCheck]? = nil) {
        self.doses = doses
        self.hostComparable = hostComparable
        self.rounds = rounds
        self.isolated = isolated
        summary = nil
    }

    /// Whether a workload's scene cost follows its pixels, so that its scene ratio must be the
    /// pixel ratio (the fill workload and a user's shader: one full-screen pass of the same cost
    /// per pixel). The others (ui, textured, scene) have fixed costs per pass too (vertices,
    /// draws, state), which draw the ratio towards 1: their scene ratio is held between 1 and the
    /// pixel ratio.
    public static func isPixelBound(_ workload: WorkloadConfiguration) -> Bool {
        workload.workload == .fill || workload.workload == .shader
    }

    /// How many times its content's cost a dose check renders.
    public static let doseFactor = 2
    /// How many times a dose check renders its round at that cost.
    public static let doseRepeats = 2
    /// Measured rounds between isolated checks, after the first ``isolatedChecksAtStart``.
    public static let isolatedCheckInterval = 10
    /// Measured rounds each followed by an isolated check at the start of a run: a path fails
    /// only when most of its checks disagree, so even a short run needs three, or one preempted
    /// submission (on either side of a check) would fail it.
    public static let isolatedChecksAtStart = 3

    /// Whether measured round `round` (0-based) is followed by an isolated check and a dose
    /// check: each of the first ``isolatedChecksAtStart``, then every ``isolatedCheckInterval``th.
    public static func hasIsolatedCheck(afterRound round: Int) -> Bool {
        round < isolatedChecksAtStart || round % isolatedCheckInterval == 0
    }

    /// `isolated` over `batched`, a batched time read as 0 counted as 1 ns: finite, and at most
    /// the true ratio.
    static func ratio(_ isolated: Double, over batched: Double) -> Double {
        isolated / max(batched, 1)
    }

    /// This audit with its summary computed from the run's `analysis` and raw `samples`;
    /// `pixelRatio` is given for pixel-bound workloads, whose scene ratio is checked against it;
    /// `resolution` is the timer's tick in nanoseconds (the device's `timestampPeriod`).
    public func summarised(
        analysis: BenchAnalysis, samples: [any TimedFrame], pixelRatio: Double?, pixelBound: Bool = true,
        resolution: Double
    ) -> RunAudit {
        var audit = self
        audit.summary = AuditSummary(
            audit: self, analysis: analysis, samples: samples, pixelRatio: pixelRatio, pixelBound: pixelBound,
            resolution: resolution)
        return audit
    }

    /// Whether the audit found nothing wrong (true before a summary exists is never claimed: nil).
    public var passed: Bool? { summary.map { $0.findings.isEmpty } }
}
