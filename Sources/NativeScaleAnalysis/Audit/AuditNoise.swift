import NativeScaleCore
import NativeScaleStatistics

/// The bounds an audit holds a run to, each measured in the run itself: what one untimed step
/// costs, what an isolated submission pays beyond its work and how far a busy machine moves it,
/// and the timer's tick. None is an
/// absolute time, so the same checks hold a 50 µs GPU stage and a 100 ms lavapipe one.
package struct AuditNoise {
    /// The cost allowed one untimed step, ns.
    let step: Double
    /// Whether anything in the run measured a step (an empty range, a dependency, a transition,
    /// an empty submission): without, nothing bounds the untimed steps, and coverage is not judged.
    let measuredStep: Bool
    /// The run's median empty submission, ns (0 without isolated checks).
    let submission: Double
    /// Max − min of the run's empty submissions, ns.
    let submissionSpread: Double
    /// The timer's tick, ns.
    let resolution: Double
    /// Per path and stage, its fastest batched time over the run, ns: what a batched round beside
    /// an isolated check took without a descheduled thread. A stall in the range holds every round.
    /// From the raw frames, so that every stage an isolated check compares has one (the native
    /// path's whole frame too, which the analysis lists as its scene).
    let batchedMinimum: [MeasuredPath: [Stage: Double]]
    /// Per path and stage, its median batched time over the run, ns: at least the stage's work,
    /// since a busy machine only ever adds time to a frame.
    let batchedMedian: [MeasuredPath: [Stage: Double]]
    /// Per path, its batched frames over the run.
    let batchedFrames: [MeasuredPath: Int]
    /// Per round, its longest transition (one layout barrier, timed), ns.
    let roundTransitions: [Int: Double]

    package init(audit: RunAudit, analysis: BenchAnalysis, samples: [any TimedFrame], resolution: Double) {
        // Per path, its median transition (one layout barrier, timed on every scaled path).
        self.init(
            audit: audit, samples: samples, resolution: resolution,
            transitions: analysis.stages.filter { $0.stage == .transition }.map { StageDuration(milliseconds: $0.milliseconds.median).nanoseconds })
    }

    /// The bounds of frames no analysis compares (a closed loop's, each a submission of its
    /// own at a size of its own): the transitions are every frame's.
    package init(audit: RunAudit, samples: [any TimedFrame], resolution: Double) {
        let transitions = samples.compactMap { $0.nanoseconds(.transition) }
        self.init(audit: audit, samples: samples, resolution: resolution, transitions: transitions.isEmpty ? [] : [SampleStatistics.median(transitions)])
    }

    private init(audit: RunAudit, samples: [any TimedFrame], resolution: Double, transitions: [Double]) {
        roundTransitions = Dictionary(
            samples.compactMap { sample in sample.nanoseconds(.transition).map { (sample.round, $0) } },
            uniquingKeysWith: max)
        self.resolution = max(resolution, 0)
        let submissions = audit.isolated.compactMap(\.submission)
        submission = submissions.isEmpty ? 0 : SampleStatistics.median(submissions)
        submissionSpread = (submissions.max() ?? 0) - (submissions.min() ?? 0)
        batchedMinimum = Dictionary(grouping: samples, by: \.path).mapValues { frames in
            Dictionary(
                uniqueKeysWithValues: Stage.allCases.compactMap { stage in
                    frames.compactMap { $0.nanoseconds(stage) }.min().map { (stage, $0) }
                })
        }
        batchedFrames = Dictionary(grouping: samples, by: \.path).mapValues(\.count)
        batchedMedian = Dictionary(grouping: samples, by: \.path).mapValues { frames in
            Dictionary(
                uniqueKeysWithValues: Stage.allCases.compactMap { stage in
                    let times = frames.compactMap { $0.nanoseconds(stage) }
                    return times.isEmpty ? nil : (stage, SampleStatistics.median(times))
                })
        }
        let calibrations = audit.rounds.compactMap(\.calibration)
        // The run's median empty range (none before bench schema 6, whose rounds kept none).
        let emptyRange = calibrations.isEmpty ? 0 : SampleStatistics.median(calibrations)
        // One untimed step: a drain (the empty range), a layout barrier (the transition, timed
        // on every scaled path), or on the host clock a submission of its own (sentinels, probes).
        let hostClock = !audit.rounds.isEmpty && audit.rounds.allSatisfy { $0.dependency == 0 && $0.calibration == nil && $0.lead == nil }
        let measured = max(
            emptyRange, audit.rounds.isEmpty ? 0 : SampleStatistics.median(audit.rounds.map(\.dependency)),
            transitions.isEmpty ? 0 : SampleStatistics.median(transitions), hostClock ? submission : 0)
        measuredStep = measured > 0
        step = max(measured, self.resolution)
    }

    /// What a round's untimed steps may take, ns: each the run's step, or this round's own
    /// empty range or longest transition when that was longer (a busy machine slows every drain
    /// and barrier of that submission).
    func allowance(for round: RunAudit.Round) -> Double {
        Double(round.untimedSteps) * max(step, round.calibration ?? 0, roundTransitions[round.round] ?? 0) + resolution
    }

    /// Whether an isolated host time agrees with a batched time: the isolated time less the
    /// empty submission it paid (`submission`) lies within ``AuditSummary/isolatedFactor`` of
    /// the batched time either way, beyond the run's submission spread, the check's own repeats'
    /// spread (`spread`) and the timer's tick.
    /// `fastest` is the stage's fastest batched time over the run: the isolated work is held
    /// below by it (a batched round a busy machine stretched is not a fault; a stall in the range
    /// stretches them all) and above by this round's. With `typical` (the whole frame's median
    /// batched time over the run, at least its work since load only adds time) the work is held
    /// above by the larger of the two, beyond the submission spread and the tick but not the
    /// repeats' spread: on a loaded machine two repeats of a frame whose work lies outside its
    /// range sit at lavapipe's two speeds, and their spread hid the work (a 128×192 native frame
    /// 1,633× its batched time alone passed in 5 of 40 runs beside the test suite).
    /// `judgesFaster`: whether the run has enough batched frames of the path
    /// (``AuditSummary/fasterAloneMinimumRounds``) for an isolated time far below them to mean a
    /// stall in the range rather than a run whose every frame a busy machine slowed.
    func agrees(
        _ isolated: Double, _ batched: Double, submission: Double = 0, spread: Double = 0, fastest: Double? = nil,
        typical: Double? = nil, judgesFaster: Bool = true
    ) -> Bool {
        let work = isolated - submission
        let tolerance = submissionSpread + spread + resolution
        guard !judgesFaster || work >= (min(batched, fastest ?? batched) - tolerance) / AuditSummary.isolatedFactor else { return false }
        guard let typical else { return work <= batched * AuditSummary.isolatedFactor + tolerance }
        return work <= max(batched, typical) * AuditSummary.isolatedFactor + submissionSpread + resolution
    }

    /// Whether one compared pair of `check` agrees, beyond the check's own repeats' spread (how
    /// far apart the machine put two runs of the same work just then).
    func agrees(_ pair: (stage: Stage, isolated: Double, batched: Double, submission: Double), of check: RunAudit.IsolatedCheck) -> Bool {
        agrees(
            pair.isolated, pair.batched, submission: pair.submission,
            spread: check.repeatSpread ?? 0,
            fastest: batchedMinimum[check.path]?[pair.stage], typical: pair.stage == .frame ? batchedMedian[check.path]?[.frame] : nil,
            judgesFaster: (batchedFrames[check.path] ?? 0) >= AuditSummary.fasterAloneMinimumRounds)
    }

    /// Whether a compared pair can be resolved by a host-timed submission: its batched time is
    /// at least the run's median empty submission (what the isolated side pays beyond its work).
    /// A shorter stage alone is lost in the host's noise around it (a 128×192 blit resample of
    /// microseconds read 10× alone beside the test suite); its frame is still compared whole.
    func resolves(_ pair: (stage: Stage, isolated: Double, batched: Double, submission: Double)) -> Bool {
        pair.stage == .frame || pair.batched >= submission
    }

    /// Whether an isolated check agrees in the whole frame and in each stage it compares that a
    /// host-timed submission resolves (``resolves(_:)``).
    package func agrees(_ check: RunAudit.IsolatedCheck) -> Bool {
        check.pairs.filter(resolves).allSatisfy { agrees($0, of: check) }
    }
}
