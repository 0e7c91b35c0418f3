public import NativeScaleAnalysis
public import NativeScaleCore
import NativeScaleExperiments
public import NativeScaleRendering
public import NativeScaleResults
import NativeScaleStatistics

/// The use case behind `nativescale replay`: a recorded ``TimestampStream`` through the real
/// experiment, analysis and audit, with no device (``ReplayRenderer``); and, to bound the
/// audit's own false alarms, the same for runs resampled from the stream's rounds.
public struct ReplayUseCase {
    /// What a replay gives: the experiment's samples, their analysis, and the audit judged on them.
    public struct Outcome: Sendable {
        public let samples: [FrameSample]
        public let analysis: BenchAnalysis
        public let audit: RunAudit
        /// The audit's findings (empty: passed).
        public var findings: [AuditFinding] { audit.summary?.findings ?? [] }
    }

    public let stream: TimestampStream
    public let seed: UInt64

    public init(stream: TimestampStream, seed: UInt64) {
        self.stream = stream
        self.seed = seed
    }

    /// Replays the whole stream: every submission must be the experiment's next call, and every
    /// one must be used.
    public func run() throws(RendererError) -> Outcome {
        try Self.replay(stream, seed: seed)
    }

    static func replay(_ stream: TimestampStream, seed: UInt64) throws(RendererError) -> Outcome {
        let renderer = ReplayRenderer(stream)
        let experiment = BenchExperiment(filters: stream.filters, warmupRounds: stream.warmupRounds, stop: StopCondition(rounds: stream.rounds), seed: seed)
        let measurement = try experiment.run(on: renderer)
        guard renderer.finished else { throw .recording(.replayDiverged(asked: "no more submissions", holds: "more")) }
        let analysis = BenchAnalysis(samples: measurement.samples, seed: seed)
        let native = stream.nativeSize.width * stream.nativeSize.height
        let drawable = stream.drawableSize.width * stream.drawableSize.height
        let audit = measurement.audit.summarised(
            analysis: analysis, samples: measurement.samples,
            pixelRatio: stream.filters.isEmpty ? nil : Double(drawable) / Double(native),
            pixelBound: RunAudit.isPixelBound(stream.workload), resolution: stream.timestampPeriod)
        return Outcome(samples: measurement.samples, analysis: analysis, audit: audit)
    }
}

extension ReplayUseCase {
    /// How often the audit fails runs resampled from the stream, with the exact one-sided 95 %
    /// upper bound of that rate (Clopper–Pearson).
    public struct Resampled: Sendable {
        public let runs: Int
        public let failed: Int
        /// The findings of each failed run.
        public let failures: [[AuditFinding]]
        public var upperBound: Double { BinomialBound.upper(successes: failed, trials: runs, confidence: 0.95) }
        /// The exact one-sided 95 % lower bound of the rate at which runs fail: a detection rate's bound.
        public var lowerBound: Double { 1 - BinomialBound.upper(successes: runs - failed, trials: runs, confidence: 0.95) }
    }

    /// One measured round as recorded: its round submission and the checks that followed it.
    struct RoundUnit {
        let round: TimestampStream.Submission
        let checks: [TimestampStream.Submission]
    }

    /// `count` runs of the stream's length, each made of its warm-up rounds as recorded and,
    /// for every measured round, a round drawn with replacement (seeded) from the stream's rounds
    /// of the same order: one with its checks where the experiment checks (the first three, then
    /// every tenth), else any round without its checks. A block bootstrap with blocks of one
    /// round inside one process, whose rounds share lavapipe's cost level; each run is replayed
    /// through the experiment, analysis and audit. Nil when the stream has no check of some
    /// order the runs need, or any round on the host clock.
    public func resampled(count: Int) throws(RendererError) -> Resampled? {
        var warmup: [TimestampStream.Submission] = []
        var units: [RoundUnit] = []
        for submission in stream.submissions {
            if submission.kind == .round {
                guard submission.stamps != nil else { return nil }
                if warmup.count < stream.warmupRounds { warmup.append(submission) } else { units.append(RoundUnit(round: submission, checks: [])) }
            } else if let last = units.popLast() {
                units.append(RoundUnit(round: last.round, checks: last.checks + [submission]))
            }
        }
        let schedule = InterleavingSchedule(paths: [.native] + stream.filters.map { .scaled($0) })
        var generator = RandomSource(seed: seed)
        var failures: [[AuditFinding]] = []
        for _ in 0..<count {
            var submissions = warmup
            for round in 0..<stream.rounds {
                let order = schedule.order(ofRound: round)
                let checked = RunAudit.hasIsolatedCheck(afterRound: round)
                let pool = units.filter { $0.round.paths == order && (!checked || !$0.checks.isEmpty) }
                guard !pool.isEmpty else { return nil }
                let unit = pool[Int(generator.next() % UInt64(pool.count))]
                submissions += [unit.round] + (checked ? unit.checks : [])
            }
            var run = stream
            run.submissions = submissions
            let findings = try Self.replay(run, seed: seed).findings
            if !findings.isEmpty { failures.append(findings) }
        }
        return Resampled(runs: count, failed: failures.count, failures: failures)
    }
}
