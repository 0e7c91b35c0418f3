public import NativeScaleAnalysis
public import NativeScaleCore
public import NativeScaleRendering
public import NativeScaleResults
import NativeScaleStatistics

/// Runs the interleaved native / scaled frames of one benchmark and keeps every sample.
public struct BenchExperiment {
    /// Progress after each round.
    public struct Progress: Sendable {
        public let round: Int
        public let elapsed: Double
        public let widestHalfWidthPoints: Double?
        public let stop: StopCondition
    }

    /// The paths measured, native first.
    public let schedule: InterleavingSchedule
    /// Rounds rendered before measuring.
    public let warmupRounds: Int
    /// When to stop.
    public let stop: StopCondition
    /// Seed of the bootstrap: the stopping check computes the very interval the report will show.
    public let seed: UInt64
    /// Measured rounds of the same run before this experiment (a batch of a measurement made in
    /// batches): isolated checks follow the run's rounds, not the batch's.
    public let roundsBefore: Int

    /// An experiment over the native path and one scaled path per filter (none when the display
    /// has no sampling stage).
    public init(filters: [ResampleFilter], warmupRounds: Int, stop: StopCondition, seed: UInt64, roundsBefore: Int = 0) {
        schedule = InterleavingSchedule(paths: [.native] + filters.map { .scaled($0) })
        self.warmupRounds = warmupRounds
        self.stop = stop
        self.seed = seed
        self.roundsBefore = roundsBefore
    }

    /// What an offscreen run measured: every sample, the measuring time in seconds, and the
    /// audit of its rounds.
    public struct Measurement {
        public let samples: [FrameSample]
        public let seconds: Double
        public let audit: RunAudit
    }

    /// One measured round's samples with its audit figures, as ``measure(beforeRound:round:halfWidth:restart:progress:)`` carries them.
    struct AuditedRound {
        let samples: [FrameSample]
        let round: RunAudit.Round
        let isolated: [RunAudit.IsolatedCheck]
        let dose: RunAudit.DoseCheck?
    }

    /// Renders warm-up rounds, then measured rounds until `stop` is met; returns the samples,
    /// the measuring time and the audit. Each round is one submission
    /// (``OffscreenRenderer/renderAuditedRound(_:)``); the statistics run between rounds, never
    /// between the frames they compare. After each round ``RunAudit/hasIsolatedCheck(afterRound:)``
    /// names (the first three, then every tenth), the round is rendered again at twice the
    /// content's cost (a dose check), and each path twice more alone, each phase in a
    /// submission of its own (untimed by the statistics; the audit keeps the faster). When the renderer
    /// abandons GPU timestamps mid-run, the samples so far are dropped and measuring starts
    /// over, so one run never mixes clocks.
    public func run(on renderer: some RoundRendering, progress: (Progress) -> Void = { _ in }) throws(RendererError) -> Measurement {
        var source = renderer.timingSource
        // `measure` numbers warm-up rounds like measured ones: calls beyond the warm-up are measured.
        var calls = 0
        let (rounds, seconds) = try measure(
            round: { round, paths throws(RendererError) -> [AuditedRound] in
                calls += 1
                let timing = try renderer.renderAuditedRound(paths)
                let samples = zip(paths.indices, zip(paths, timing.frames)).map { position, item in
                    FrameSample(round: round, position: position, path: item.0, timing: item.1, submitted: timing.submitted)
                }
                let unwritten = zip(paths, timing.drawnWork).filter { !$0.1.complete }.map(\.0)
                let audit = RunAudit.Round(
                    round: round, stages: timing.stagesSum, span: timing.span, host: timing.host,
                    dependency: timing.dependency, unwritten: unwritten, untimedSteps: timing.untimedSteps,
                    lead: timing.stamps?.lead, overlap: timing.stamps?.overlap, clamped: timing.stamps?.clamped,
                    calibration: timing.stamps?.calibration, steps: timing.steps)
                var isolated: [RunAudit.IsolatedCheck] = []
                var dose: RunAudit.DoseCheck?
                if calls > warmupRounds, RunAudit.hasIsolatedCheck(afterRound: roundsBefore + round) {
                    // First, while the machine is as it was for the round: the same frames at twice the content's cost, twice.
                    if timing.source == .gpuTimestamps { dose = try doseCheck(on: renderer, paths: paths, round: round) }
                    isolated = try isolatedChecks(on: renderer, samples: samples, round: round)
                }
                return [AuditedRound(samples: samples, round: audit, isolated: isolated, dose: dose)]
            }, halfWidth: { BenchAnalysis.widestHalfWidthPoints(of: $0.flatMap(\.samples), seed: seed) },
            restart: {
                defer { source = renderer.timingSource }
                return renderer.timingSource != source
            }, progress: progress)
        let audit = RunAudit(
            hostComparable: renderer.deviceInfo.kind == .cpu, rounds: rounds.map(\.round),
            isolated: rounds.flatMap(\.isolated), doses: source == .gpuTimestamps ? rounds.compactMap(\.dose) : nil)
        return Measurement(samples: rounds.flatMap(\.samples), seconds: seconds, audit: audit)
    }

    /// The round's frames again at ``RunAudit/doseFactor`` times the content's cost,
    /// ``RunAudit/doseRepeats`` times (fewer if the renderer leaves GPU timestamps); nil when none ran.
    private func doseCheck(on renderer: some RoundRendering, paths: [MeasuredPath], round: Int) throws(RendererError) -> RunAudit.DoseCheck? {
        var repeats: [RunAudit.DoseCheck.Repeat] = []
        for _ in 0..<RunAudit.doseRepeats {
            let dosed = try renderer.renderDoseRound(paths, factor: RunAudit.doseFactor)
            guard dosed.source == .gpuTimestamps else { break }
            repeats.append(
                RunAudit.DoseCheck.Repeat(
                    frames: zip(paths.indices, zip(paths, dosed.frames)).map {
                        FrameSample(round: round, position: $0, path: $1.0, timing: $1.1, submitted: dosed.submitted)
                    }, steps: dosed.steps))
        }
        return repeats.isEmpty ? nil : RunAudit.DoseCheck(round: round, factor: RunAudit.doseFactor, repeats: repeats)
    }

    /// Each of the round's paths rendered alone twice, each phase a submission of its own, with
    /// two empty submissions: the isolated checks of the audit.
    private func isolatedChecks(on renderer: some RoundRendering, samples: [FrameSample], round: Int) throws(RendererError) -> [RunAudit.IsolatedCheck] {
        var isolated: [RunAudit.IsolatedCheck] = []
        for sample in samples {
            // Each twice, the faster kept: a preempted submission only ever reads longer,
            // so the faster of two is the work and the overhead, not the machine's load.
            let submissions = [try renderer.emptySubmission(), try renderer.emptySubmission()]
            let first = try renderer.renderIsolated(sample.path).frames[0]
            let second = try renderer.renderIsolated(sample.path).frames[0]
            let faster = { (stage: (FrameTiming) -> Double?) in
                stage(first).map { one in stage(second).map { min(one, $0) } ?? one }
            }
            // How far the repeats lay apart: the machine's noise at this moment.
            let apart =
                [
                    abs(first.host - second.host), abs(submissions[0] - submissions[1]),
                    abs(first.scene - second.scene), abs((first.resample ?? 0) - (second.resample ?? 0)),
                ].max() ?? 0
            isolated.append(
                RunAudit.IsolatedCheck(
                    round: round, path: sample.path, host: min(first.host, second.host), batched: sample.frame,
                    scene: faster(\.scene), batchedScene: sample.scene + (sample.resolve ?? 0),
                    resample: faster(\.resample), batchedResample: sample.resample,
                    submission: submissions.min(), repeatSpread: apart))
        }
        return isolated
    }

    /// The warm-up and measuring loop of every interleaved experiment: `round` renders the
    /// paths of one round in order and returns their samples (warm-up samples are dropped);
    /// `halfWidth` is the widest CI half-width of the samples so far, checked at most once a
    /// second once `stop.minimumRounds` are in; `beforeRound` runs first in every round (event
    /// polling); `restart` is asked after every round and, when true, drops the samples so far.
    public func measure<Sample, Failure: Error>(
        beforeRound: () -> Void = {}, round render: (_ round: Int, _ paths: [MeasuredPath]) throws(Failure) -> [Sample],
        halfWidth: ([Sample]) -> Double?, restart: () -> Bool = { false }, progress: (Progress) -> Void = { _ in }
    ) throws(Failure) -> (samples: [Sample], seconds: Double) {
        for round in 0..<warmupRounds {
            beforeRound()
            _ = try render(round, schedule.order(ofRound: round))
            _ = restart()
        }
        var samples: [Sample] = []
        let clock = ContinuousClock()
        var start = clock.now
        var round = 0
        var widest: Double?
        var lastCheck = start
        while true {
            beforeRound()
            samples += try render(round, schedule.order(ofRound: round))
            round += 1
            if restart() {
                samples.removeAll()
                round = 0
                widest = nil
                start = clock.now
                continue
            }
            let elapsed = (clock.now - start).inSeconds
            // Check the precision at most once a second, with the report's own bootstrap.
            if stop.precision != nil, round >= stop.minimumRounds, schedule.paths.count > 1, clock.now - lastCheck >= .seconds(1) {
                widest = halfWidth(samples)
                lastCheck = clock.now
            }
            progress(Progress(round: round, elapsed: elapsed, widestHalfWidthPoints: widest, stop: stop))
            let precisionKnown = schedule.paths.count > 1 ? widest : 0
            if stop.isSatisfied(rounds: round, elapsed: elapsed, halfWidth: precisionKnown) {
                return (samples, elapsed)
            }
        }
    }
}
