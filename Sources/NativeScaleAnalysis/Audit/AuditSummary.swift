public import NativeScaleCore
import NativeScaleStatistics

/// The figures of a run's audit and what it found wrong (``AuditFinding``).
///
/// Every bound comes from the run itself, never from an absolute time: a GPU that runs a stage
/// in 50 µs is held to its own noise, as lavapipe is to its 100 ms frames. The cost of one
/// untimed step is the run's measured empty range (a start stamp and its dependency) or its
/// measured transition (one layout barrier), whichever is more; an isolated submission's
/// overhead and noise are the run's own empty submissions; the resolution is the timer's tick.
public struct AuditSummary: Codable, Sendable, Hashable {
    /// Per round Σ stages / span: the median and the lowest round.
    public let coverage: Share?
    /// Per round Σ stages / host submit-to-fence, on devices where that is comparable: shown,
    /// not judged. On a CPU device the host time also holds the submission's own host work (the
    /// validation layer checks every command submitted, milliseconds a round), which no empty
    /// submission measures; the span the stamps give is what the stages are held to.
    public let hostCoverage: Share?
    /// The median cost of one start dependency, ns.
    public let dependencyNanoseconds: Double
    /// The cost allowed each untimed step, ns: the most of the run's median empty range, its
    /// median dependency and its median transition (absent in summaries before bench schema 6).
    public var stepNanoseconds: Double?
    /// The run's empty submissions: their median (what an isolated phase pays beyond its work)
    /// and their spread, max − min (how much a busy machine moves one), ns.
    public var submissionNanoseconds: Double?
    public var submissionSpreadNanoseconds: Double?
    /// Frames checked by the drawn-work probe, and how many left a sentinel.
    public let probedFrames: Int
    public let unwrittenFrames: Int
    /// Per path, isolated host time over batched frame time.
    public let isolated: [IsolatedRatio]
    /// Per filter, for pixel-bound workloads, the scene ratio beside the pixel ratio.
    public let sceneRatios: [SceneRatio]
    /// Per path, what its dose checks say (bench schema 9 on; absent before, and empty on the
    /// host clock).
    public var doseResponses: [DoseResponse]?
    /// The median share of a round's span that its timed steps (every interval outside the
    /// stages: calibration, sentinels, preparations, resolve barriers, probes) took (bench schema
    /// 9 on): what measuring every step costs, before its dependencies are taken out.
    public var stepShare: Double?
    /// What failed; empty when the audit passed.
    public internal(set) var findings: [AuditFinding]

    /// A share's median and its lowest value.
    public struct Share: Codable, Sendable, Hashable {
        public let median: Double
        public let minimum: Double

        /// Creates the value from its parts.
        public init(median: Double, minimum: Double) {
            self.median = median
            self.minimum = minimum
        }
    }

    /// One path's isolated checks.
    public struct IsolatedRatio: Codable, Sendable, Hashable {
        public let path: MeasuredPath
        public let checks: Int
        /// The median isolated host / batched frame.
        public let ratio: Double

        /// Creates the value from its parts.
        public init(path: MeasuredPath, checks: Int, ratio: Double) {
            self.path = path
            self.checks = checks
            self.ratio = ratio
        }
    }

    /// A pixel-bound scene ratio further than this from what its pixels allow fails.
    public static let sceneRatioTolerance = 0.25

    /// The one scene-ratio rule of the bench audit and the loop audit: whether `lower…upper` lies
    /// wholly further than ``sceneRatioTolerance`` outside what `pixels` allow: the pixel ratio
    /// itself for a scene long enough to follow its pixels, else anywhere between 1 and it (fixed
    /// costs per pass draw a short scene's ratio towards 1, never past the pixel ratio).
    public static func sceneRatioOutside(lower: Double, upper: Double, pixels: Double, followsPixels: Bool) -> Bool {
        let (low, high) = followsPixels ? (pixels, pixels) : (min(1, pixels), max(1, pixels))
        return upper < low * (1 - sceneRatioTolerance) || lower > high * (1 + sceneRatioTolerance)
    }
    /// An isolated phase may take up to this factor of its batched time, and no less than its
    /// inverse, beyond the run's own submission noise. The fault it catches is an order of
    /// magnitude (a 150 ms scene batched at 0.3 ms); lavapipe settles a stage at one of two
    /// cost levels, up to 1.9× apart (seen at 256×256: a 1.6 ms scene batched at 3.0 ms).
    public static let isolatedFactor = 3.0
    /// Batched frames a path needs before an isolated time far below them can fail it: under a
    /// test suite's load lavapipe runs whole stretches at its slow speed (up to 3.7× the fast
    /// one), and CI's 2-round runs at 192×144 had both native frames there, 0.17× and 0.19× alone.
    /// A stall in the range (the fault this side is for) holds every frame, so the fastest of
    /// five still shows it.
    public static let fasterAloneMinimumRounds = 5
    /// A pixel-bound scene's ratio is held to the pixel ratio only when its native scene takes
    /// at least this many start dependencies (on the host clock, empty submissions): below that,
    /// fixed costs per pass are more than a couple of percent of it, and the ratio is held
    /// between 1 and the pixel ratio instead.
    public static let sceneRatioMinimumDependencies = 50.0
    /// Rounds a scene ratio is judged from: the bootstrap interval of a median of n rounds spans
    /// at most their range, which holds the median with probability 1 − 2^(1−n): 75 % from 3 (a
    /// loaded machine stretched all three scaled scenes of a healthy CI run to 2.4× native), 94 %
    /// from 5.
    public static let sceneRatioMinimumRounds = 5
    /// Isolated checks a path needs before they can fail it: one alone cannot tell a fault from
    /// a preempted submission.
    public static let minimumIsolatedChecks = 2
    /// Untimed steps before the first frame's scene: the calibration's two stamps and their
    /// dependencies, the first frame's sentinel copy, the barrier before its scene.
    public static let leadSteps = 4
    /// A scene's median after one kind of frame (none, the native frame, a scaled frame) may be
    /// up to this factor shorter or longer than its median after the others: a frame's cost
    /// does not depend on what came before it, though lavapipe's two cost levels (up to 1.9×
    /// apart) fall on any round, and under a test suite's load three frames of one kind have
    /// sat 2.5× from the rest (CI, a 128×192 drawable).
    public static let orderFactor = 3.0
    /// ... and every frame of one side must lie beyond every frame of the other by this factor,
    /// so one descheduled frame cannot make it.
    public static let orderSeparation = 2.0
    /// Frames on each side of that comparison before it is made.
    public static let minimumOrderRounds = 3
    /// The most often the order rule may fail a run whose frames cost the same wherever they sit.
    public static let orderFalseAlarm = 0.01

    /// The summary of `audit`, with `analysis` and the raw `samples` it was made from;
    /// `pixelRatio` is the scaled size's pixels over native's (nil without a scaled size);
    /// `pixelBound`, whether the workload's cost follows its pixels (``RunAudit/isPixelBound(_:)``);
    /// `resolution` is the timer's tick in ns.
    init(audit: RunAudit, analysis: BenchAnalysis, samples: [any TimedFrame], pixelRatio: Double?, pixelBound: Bool, resolution: Double) {
        let noise = AuditNoise(audit: audit, analysis: analysis, samples: samples, resolution: resolution)
        coverage = Self.share(audit.rounds.filter { $0.span > 0 }.map { $0.stages / $0.span })
        let stamped = audit.rounds.filter { $0.span > 0 && $0.steps != nil && $0.lead != nil }
        stepShare =
            stamped.isEmpty
            ? nil
            : SampleStatistics.median(
                stamped.map { round in
                    ((round.steps ?? []).map(\.nanoseconds).reduce(0, +) + Double((round.steps ?? []).count) * round.dependency) / round.span
                })
        let doses = DoseResponse.responses(of: audit, samples: samples, resolution: resolution)
        doseResponses = audit.doses == nil ? nil : doses
        hostCoverage = audit.hostComparable ? Self.share(audit.rounds.filter { $0.host > 0 }.map { $0.stages / $0.host }) : nil
        dependencyNanoseconds = audit.rounds.isEmpty ? 0 : SampleStatistics.median(audit.rounds.map(\.dependency))
        // A price for an untimed step only where a round has one: files before schema 9, and the host clock.
        stepNanoseconds = noise.measuredStep && audit.rounds.contains(where: Self.isPriced) ? noise.step : nil
        submissionNanoseconds = noise.submission
        submissionSpreadNanoseconds = noise.submissionSpread
        probedFrames = audit.rounds.count * Set(analysis.stages.map(\.path)).count
        unwrittenFrames = audit.rounds.map(\.unwritten.count).reduce(0, +)
        isolated = audit.isolated.map(\.path).uniqued().map { path in
            let checks = audit.isolated.filter { $0.path == path }
            return IsolatedRatio(path: path, checks: checks.count, ratio: SampleStatistics.median(checks.map(\.ratio)))
        }
        let nativeScene = StageDuration(milliseconds: analysis.summary(of: .scene, on: .native)?.milliseconds.median ?? 0).nanoseconds
        // Long enough to follow its pixels: many times what one step costs here (a dependency
        // on the GPU clock, an empty submission on the host clock); unknown, never.
        let unit = dependencyNanoseconds > 0 ? dependencyNanoseconds : noise.submission
        let followsPixels = pixelBound && unit > 0 && nativeScene >= Self.sceneRatioMinimumDependencies * unit
        func fastestScene(_ path: MeasuredPath) -> Double? { samples.filter { $0.path == path }.compactMap { $0.nanoseconds(.scene) }.min() }
        let nativeFastest = fastestScene(.native)
        sceneRatios =
            pixelRatio.map { pixels in
                // A ratio is judged on its interval, and only from rounds enough for the interval to
                // cover its median (``sceneRatioMinimumRounds``).
                analysis.comparisons.filter { $0.rounds >= Self.sceneRatioMinimumRounds }.map { comparison in
                    let fastest = nativeFastest.flatMap { native in native > 0 ? fastestScene(.scaled(comparison.filter)).map { $0 / native } : nil }
                    return SceneRatio(
                        filter: comparison.filter, measured: comparison.sceneRatio.estimate, lower: comparison.sceneRatio.lower,
                        upper: comparison.sceneRatio.upper, pixels: pixels, followsPixels: followsPixels, fastest: fastest)
                }
            } ?? []
        var findings = Self.clockFindings(audit, noise: noise)
        findings += Self.tilingFindings(audit, samples: samples, resolution: resolution)
        findings += Self.workFindings(audit, analysis: analysis, samples: samples, noise: noise)
        findings += sceneRatios.filter(\.isOff).compactMap { ratio in
            ratio.filter.map { .sceneRatio(filter: $0, measured: ratio.measured, pixels: ratio.pixels) }
        }
        findings += doses.filter(\.leaks).map { .leak(path: $0.path, interval: $0.largest, absorbed: $0.absorbed) }
        self.findings = findings
    }

    /// This summary with `more` findings.
    package func adding(_ more: [AuditFinding]) -> AuditSummary {
        var copy = self
        copy.findings += more
        return copy
    }

    static func share(_ values: [Double]) -> Share? {
        values.isEmpty ? nil : Share(median: SampleStatistics.median(values), minimum: values.min() ?? 0)
    }

    /// Whether more than half of `rounds` do `fails`: a fault is in every round, a descheduled
    /// thread in a few.
    static func most(_ rounds: [RunAudit.Round], _ fails: (RunAudit.Round) -> Bool) -> Bool {
        !rounds.isEmpty && rounds.filter(fails).count * 2 > rounds.count
    }

    /// Whether a round's untimed steps are priced rather than timed: a GPU round from before
    /// bench schema 9 (no steps), or a host-clock round (no lead), whose sentinel and probe
    /// submissions are held to the run's empty submissions.
    static func isPriced(_ round: RunAudit.Round) -> Bool {
        round.steps == nil || round.lead == nil
    }

    /// The findings of the stamps against the clock around them: coverage of the span and the
    /// first frame's late start where steps are priced (``isPriced(_:)``; a round whose every
    /// step is timed tiles its span, and its dose checks judge where the work went), ranges that
    /// overlap or sum past the span, ranges clamped to zero.
    static func clockFindings(_ audit: RunAudit, noise: AuditNoise) -> [AuditFinding] {
        var findings: [AuditFinding] = []
        let timed = audit.rounds.filter { $0.span > 0 }
        let priced = timed.filter(isPriced)
        if noise.measuredStep, let coverage = share(priced.map { $0.stages / $0.span }), most(priced, { $0.span - $0.stages > noise.allowance(for: $0) }) {
            findings.append(.coverage(clock: .gpu, median: coverage.median, minimum: coverage.minimum))
        }
        let led = audit.rounds.filter { $0.lead != nil && $0.steps == nil }
        if most(led, { ($0.lead ?? 0) > Double(leadSteps) * max(noise.step, $0.calibration ?? 0) + noise.resolution }) {
            findings.append(.lateFirstStart(nanoseconds: SampleStatistics.median(led.compactMap(\.lead)), allowed: Double(leadSteps) * noise.step))
        }
        let stamped = audit.rounds.filter { $0.overlap != nil }
        if most(stamped, { ($0.overlap ?? 0) > noise.resolution }) {
            findings.append(.overlap(nanoseconds: SampleStatistics.median(stamped.compactMap(\.overlap))))
        }
        if most(timed, { $0.stages > $0.span + Double(max($0.untimedSteps, 1)) * noise.resolution }) {
            findings.append(.stagesBeyondSpan(ratio: SampleStatistics.median(timed.map { $0.stages / $0.span })))
        }
        let clamping = audit.rounds.filter { $0.clamped != nil }
        if most(clamping, { ($0.clamped ?? 0) > 0 }) {
            findings.append(.clampedStages(rounds: clamping.filter { ($0.clamped ?? 0) > 0 }.count, of: clamping.count))
        }
        return findings
    }

    /// Where every step is timed (bench schema 9 on, GPU clock), a round's stages and steps
    /// with one dependency back per interval must sum to its span: the intervals tile it. Only
    /// the stages' clamping at 0 (at most one dependency each) and the timer's tick may part
    /// them. A round that does not is time the file's figures do not account for.
    static func tilingFindings(_ audit: RunAudit, samples: [any TimedFrame], resolution: Double) -> [AuditFinding] {
        let frames = Dictionary(grouping: samples, by: \.round)
        let tiled = audit.rounds.filter { !isPriced($0) && $0.span > 0 && frames[$0.round] != nil }
        let shares = tiled.map { round -> (share: Double, off: Bool) in
            let steps = round.steps ?? []
            let stages = (frames[round.round] ?? []).map { frame in
                [Stage.scene, .resolve, .transition, .resample].filter { frame.nanoseconds($0) != nil }.count
            }
            let intervals = Double(steps.count + stages.reduce(0, +))
            let accounted = round.stages + steps.map(\.nanoseconds).reduce(0, +) + intervals * round.dependency
            return (accounted / round.span, abs(accounted - round.span) > intervals * (round.dependency + resolution) + resolution)
        }
        guard !shares.isEmpty, shares.filter(\.off).count * 2 > shares.count else { return [] }
        return [.untiled(median: SampleStatistics.median(shares.map(\.share)))]
    }

    /// The findings of the work against what the stamps claim: frames that left a sentinel,
    /// isolated submissions that disagree, scenes whose time depends on what came before them,
    /// rounds the analysis had to leave out.
    static func workFindings(_ audit: RunAudit, analysis: BenchAnalysis, samples: [any TimedFrame], noise: AuditNoise) -> [AuditFinding] {
        var findings: [AuditFinding] = []
        for path in audit.rounds.flatMap(\.unwritten).uniqued() {
            findings.append(.unwrittenWork(path: path, frames: audit.rounds.filter { $0.unwritten.contains(path) }.count))
        }
        for check in audit.isolated.map(\.path).uniqued() {
            let checks = audit.isolated.filter { $0.path == check }
            let failing = checks.filter { !noise.agrees($0) }
            // One disagreeing check can be a preempted submission (or the cold first round of a
            // run with no warm-up); most of two or more cannot.
            guard checks.count >= minimumIsolatedChecks, failing.count * 2 > checks.count else { continue }
            // The stage that disagrees most, by its median ratio over the failing checks.
            let worst = [Stage.frame, .scene, .resample].compactMap { stage -> (Stage, Double)? in
                let ratios = failing.flatMap { failed in failed.pairs.filter { $0.stage == stage && noise.resolves($0) && !noise.agrees($0, of: failed) } }
                    .map { RunAudit.ratio($0.isolated, over: $0.batched) }
                return ratios.isEmpty ? nil : (stage, SampleStatistics.median(ratios))
            }.max { max($0.1, 1 / $0.1) < max($1.1, 1 / $1.1) }
            findings.append(.isolatedMismatch(path: check, stage: worst?.0 ?? .frame, ratio: worst?.1 ?? SampleStatistics.median(failing.map(\.ratio))))
        }
        findings += orderFindings(samples)
        // Each filter against the rounds it was measured in: a sweep's race stops timing a filter
        // it settled while the others at its size go on, and those rounds were never its own.
        var dropped: (count: Int, of: Int)?
        for comparison in analysis.comparisons {
            let path = MeasuredPath.scaled(comparison.filter)
            let measured = Set(samples.filter { $0.path == path }.map(\.round)).count
            if comparison.rounds < measured, measured - comparison.rounds > dropped?.count ?? 0 { dropped = (measured - comparison.rounds, measured) }
        }
        if let dropped { findings.append(.droppedRounds(count: dropped.count, of: dropped.of)) }
        return findings
    }
}

/// What an audit found wrong; reports turn each into a sentence.
public enum AuditFinding: Codable, Sendable, Hashable {
    /// The clock a coverage was taken against.
    public enum Clock: String, Codable, Sendable, Hashable {
        /// First to last timestamp of the submission.
        case gpu
        /// The submission's host submit-to-fence time.
        case host
    }

    /// The stages account for too little of their rounds: work fell outside the timed ranges.
    case coverage(clock: Clock, median: Double, minimum: Double)
    /// A path's frames left the sentinel: work the stage times claim was not done.
    case unwrittenWork(path: MeasuredPath, frames: Int)
    /// A path alone (each phase its own submission) took a time the batched stamps do not
    /// explain, in the whole frame or in one stage.
    case isolatedMismatch(path: MeasuredPath, stage: Stage, ratio: Double)
    /// A pixel-bound scene's cost ratio is far from what its pixels allow.
    case sceneRatio(filter: ResampleFilter, measured: Double, pixels: Double)
    /// A closed loop's calibration: a scale's fastest scene over the largest scale's, far from
    /// what their pixels allow.
    case calibrationSceneRatio(scale: Double, measured: Double, pixels: Double)
    /// The first frame's first stamp came later than the steps before it take: its work may
    /// have run before its range (median lead and what its steps are allowed, ns).
    case lateFirstStart(nanoseconds: Double, allowed: Double)
    /// A timed range started before the one before it ended: time counted twice (median, ns).
    case overlap(nanoseconds: Double)
    /// The stages sum past the span that holds them: time counted twice (median stages / span).
    case stagesBeyondSpan(ratio: Double)
    /// Timed ranges shorter than an empty one, read as 0, in most rounds.
    case clampedStages(rounds: Int, of: Int)
    /// Rounds whose native frame read 0, left out of every ratio.
    case droppedRounds(count: Int, of: Int)
    /// Rounds whose stages and timed steps do not sum to their span, in most rounds: the median
    /// share of the span they account for.
    case untiled(median: Double)
    /// A path's dose checks: most of the time a second content cost added lay outside its
    /// stages, beyond those intervals' noise (``DoseResponse``); `interval` grew most, and the
    /// stages absorbed `absorbed` of the added time (median).
    case leak(path: MeasuredPath, interval: DoseResponse.Interval?, absorbed: Double)
    /// On screen, a path's timed steps inside its frames' spans (the transition, an MSAA
    /// resolve's barrier) took more than the offscreen run's same intervals and their noise, by
    /// more than ``DoseResponse/leakShare`` of the frame's work, in `frames` of `of` frames.
    case presentSteps(path: MeasuredPath, interval: DoseResponse.Interval?, frames: Int, of: Int)
    /// A path's stage took `ratio` times as long (medians) after `after` as after any other
    /// kind of frame, every frame of one side beyond every frame of the other: its time depends
    /// on what came before it in the round.
    case orderDependence(path: MeasuredPath, stage: Stage, after: Predecessor, ratio: Double)

    /// What came before a frame in its round.
    public enum Predecessor: String, Codable, Sendable, Hashable {
        /// Nothing: the round's first frame.
        case none
        /// The native frame.
        case native
        /// A scaled frame.
        case scaled
    }
}
