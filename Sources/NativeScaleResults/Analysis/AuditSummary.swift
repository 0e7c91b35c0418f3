public import NativeScaleCore
import NativeScaleStatistics

/// The figures of a run's audit and what it found wrong (``AuditFinding``).
public struct AuditSummary: Codable, Sendable, Hashable {
    /// Per round Σ stages / span: the median and the lowest round.
    public let coverage: Share?
    /// Per round Σ stages / host submit-to-fence, on devices where that is comparable.
    public let hostCoverage: Share?
    /// The median cost of one start dependency, ns.
    public let dependencyNanoseconds: Double
    /// Frames checked by the drawn-work probe, and how many left a sentinel.
    public let probedFrames: Int
    public let unwrittenFrames: Int
    /// Per path, isolated host time over batched frame time.
    public let isolated: [IsolatedRatio]
    /// Per filter, for pixel-bound workloads, the scene ratio beside the pixel ratio.
    public let sceneRatios: [SceneRatio]
    /// What failed; empty when the audit passed.
    public let findings: [AuditFinding]

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

    /// One filter's measured scene ratio, its 95 % CI, and the pixel ratio it should follow.
    public struct SceneRatio: Codable, Sendable, Hashable {
        public let filter: ResampleFilter
        public let measured: Double
        public let lower: Double
        public let upper: Double
        public let pixels: Double

        /// Whether the whole CI lies outside ±``AuditSummary/sceneRatioTolerance`` of the pixels:
        /// a busy machine widens the CI, a fault (a 150 ms scene read at 0.3 ms) does not.
        var isOff: Bool {
            upper < pixels * (1 - AuditSummary.sceneRatioTolerance) || lower > pixels * (1 + AuditSummary.sceneRatioTolerance)
        }

        /// Creates the value from its parts.
        public init(filter: ResampleFilter, measured: Double, lower: Double, upper: Double, pixels: Double) {
            self.filter = filter
            self.measured = measured
            self.lower = lower
            self.upper = upper
            self.pixels = pixels
        }
    }

    /// A round whose coverage is below this, by more time than its untimed steps account for
    /// (``allowance(for:host:)``), fails; the audit fails when most rounds do.
    public static let minimumCoverage = 0.9
    /// The least time each untimed step is allowed, whatever the measured dependency: a barrier
    /// that flushes caches or changes a layout costs more than an empty drain on a real GPU.
    public static let minimumStepNanoseconds = 20_000.0
    /// What a round may lose to scheduling where its clock is the CPU's (the host clock, and
    /// every clock of a CPU device): the submit, the wake-up after the fence and the handoffs
    /// between a CPU device's threads, which a busy machine stretches by milliseconds (seen: 76 %
    /// host coverage of a 1 ms round while the test suite ran beside it, 99 % on a quiet one).
    public static let schedulingAllowanceNanoseconds = 5e6

    /// The time a round's untimed steps may take: each at least a measured dependency, plus
    /// scheduling where the clock is the CPU's.
    static func allowance(for round: RunAudit.Round, cpuClock: Bool) -> Double {
        Double(round.untimedSteps) * max(round.dependency, minimumStepNanoseconds) + (cpuClock ? schedulingAllowanceNanoseconds : 0)
    }

    /// Whether a round's stages miss more of `total` than the coverage rule and the allowance forgive.
    static func misses(_ round: RunAudit.Round, total: Double, cpuClock: Bool) -> Bool {
        round.stages < minimumCoverage * total && total - round.stages > allowance(for: round, cpuClock: cpuClock)
    }
    /// A pixel-bound scene ratio further than this from the pixel ratio fails.
    public static let sceneRatioTolerance = 0.25
    /// An isolated submission may take up to this factor of the batched frame, plus
    /// ``isolatedAllowanceNanoseconds`` for submitting, waking up and a descheduled thread, and
    /// no less than its inverse. The fault it catches is an order of magnitude (a 150 ms scene
    /// batched at 0.3 ms); a busy machine moves one submission by a few milliseconds.
    public static let isolatedFactor = 3.0
    public static let isolatedAllowanceNanoseconds = 5e6
    /// A pixel-bound scene's ratio is checked only when its native scene takes at least this
    /// many start dependencies (or 1 ms without one): below that, fixed costs per pass are more
    /// than a couple of percent of it, and its cost no longer follows its pixels.
    public static let sceneRatioMinimumDependencies = 50.0

    init(audit: RunAudit, analysis: BenchAnalysis, pixelRatio: Double?) {
        func share(_ values: [Double]) -> Share? {
            values.isEmpty ? nil : Share(median: SampleStatistics.median(values), minimum: values.min() ?? 0)
        }
        coverage = share(audit.rounds.filter { $0.span > 0 }.map { $0.stages / $0.span })
        hostCoverage = audit.hostComparable ? share(audit.rounds.filter { $0.host > 0 }.map { $0.stages / $0.host }) : nil
        dependencyNanoseconds = audit.rounds.isEmpty ? 0 : SampleStatistics.median(audit.rounds.map(\.dependency))
        probedFrames = audit.rounds.count * Set(analysis.stages.map(\.path)).count
        unwrittenFrames = audit.rounds.map(\.unwritten.count).reduce(0, +)
        isolated = audit.isolated.map(\.path).uniqued().map { path in
            let checks = audit.isolated.filter { $0.path == path }
            return IsolatedRatio(path: path, checks: checks.count, ratio: SampleStatistics.median(checks.map(\.ratio)))
        }
        let nativeScene = StageDuration(milliseconds: analysis.summary(of: .scene, on: .native)?.milliseconds.median ?? 0).nanoseconds
        let longEnough = nativeScene >= (dependencyNanoseconds > 0 ? Self.sceneRatioMinimumDependencies * dependencyNanoseconds : 1e6)
        sceneRatios = pixelRatio.map { pixels in
            guard longEnough else { return [] }
            return analysis.comparisons.filter { $0.rounds > 0 }.map {
                SceneRatio(filter: $0.filter, measured: $0.sceneRatio.estimate, lower: $0.sceneRatio.lower, upper: $0.sceneRatio.upper, pixels: pixels)
            }
        } ?? []

        var findings: [AuditFinding] = []
        let timed = audit.rounds.filter { $0.span > 0 }
        if let coverage, timed.filter({ Self.misses($0, total: $0.span, cpuClock: audit.hostComparable) }).count * 2 > timed.count {
            findings.append(.coverage(clock: .gpu, median: coverage.median, minimum: coverage.minimum))
        }
        let hosted = audit.rounds.filter { $0.host > 0 }
        if let hostCoverage, hosted.filter({ Self.misses($0, total: $0.host, cpuClock: true) }).count * 2 > hosted.count {
            findings.append(.coverage(clock: .host, median: hostCoverage.median, minimum: hostCoverage.minimum))
        }
        for path in audit.rounds.flatMap(\.unwritten).uniqued() {
            findings.append(.unwrittenWork(path: path, frames: audit.rounds.filter { $0.unwritten.contains(path) }.count))
        }
        for check in audit.isolated.map(\.path).uniqued() {
            let checks = audit.isolated.filter { $0.path == check }
            let failing = checks.filter { !Self.agrees($0) }
            // One disagreeing check can be a preempted submission; most of them cannot.
            if failing.count * 2 > checks.count {
                // The stage that disagrees most, by its median ratio over the failing checks.
                let worst = [Stage.frame, .scene, .resample].compactMap { stage -> (Stage, Double)? in
                    let ratios = failing.flatMap(\.pairs).filter { $0.stage == stage && !Self.agrees($0.isolated, $0.batched, submission: $0.submission) }
                        .map { $0.batched > 0 ? $0.isolated / $0.batched : .infinity }
                    return ratios.isEmpty ? nil : (stage, SampleStatistics.median(ratios))
                }.max { max($0.1, 1 / $0.1) < max($1.1, 1 / $1.1) }
                findings.append(.isolatedMismatch(path: check, stage: worst?.0 ?? .frame, ratio: worst?.1 ?? SampleStatistics.median(failing.map(\.ratio))))
            }
        }
        for ratio in sceneRatios where ratio.isOff {
            findings.append(.sceneRatio(filter: ratio.filter, measured: ratio.measured, pixels: ratio.pixels))
        }
        self.findings = findings
    }

    /// Whether an isolated check agrees with the batched frame in the whole frame and in each
    /// stage it compares.
    static func agrees(_ check: RunAudit.IsolatedCheck) -> Bool {
        check.pairs.allSatisfy { agrees($0.isolated, $0.batched, submission: $0.submission) }
    }

    /// Whether an isolated host time agrees with a batched time, either way within the factor
    /// and the allowance (a busy machine stretches either side); above, also the submission
    /// overhead it paid (an empty submission's host time per phase), which only adds.
    static func agrees(_ isolated: Double, _ batched: Double, submission: Double = 0) -> Bool {
        isolated >= (batched - isolatedAllowanceNanoseconds) / isolatedFactor
            && isolated <= batched * isolatedFactor + isolatedAllowanceNanoseconds + submission
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
    /// A pixel-bound scene's cost ratio is far from its pixel ratio.
    case sceneRatio(filter: ResampleFilter, measured: Double, pixels: Double)
}
