import NativeScaleAnalysis
import NativeScaleCore

/// A run made by hand, with every figure known: rounds of a native frame and a bilinear frame
/// whose scene costs the pixel ratio (1.3225) times native's, every step outside the stages timed
/// and the intervals tiling each round's span exactly, isolated checks that agree with the
/// batched frames. Clean, it passes every rule of the audit; each test changes the one figure a
/// rule exists for.
struct HandMadeRun {
    var rounds = 8
    var nativeScene = 100e6
    var sceneRatio = 1.3225
    var resample = 10e6
    var transition = 0.2e6
    var dependency = 20_000.0
    var calibration = 30_000.0
    /// Each frame's sentinel and probe, timed.
    var step = 40_000.0
    /// The empty submission an isolated phase pays beyond its work, and how far its repeats lay apart.
    var submission = 0.3e6
    var repeatSpread = 0.05e6
    /// Steps priced rather than timed (a file before bench schema 9): no steps, a lead instead.
    var priced = false
    var lead = 0.1e6

    static let pixelRatio = 1.3225

    /// The run's frames: round by round, native then bilinear, a little jitter from round to round.
    var samples: [FrameSample] {
        (0..<rounds).flatMap { round -> [FrameSample] in
            let jitter = 1 + Double(round % 3) * 0.004
            let native = nativeScene * jitter
            let scene = nativeScene * sceneRatio * jitter
            let resample = resample * jitter
            return [
                FrameSample(round: round, position: 0, path: .native, scene: native, resample: nil, frame: native, host: 0),
                FrameSample(
                    round: round, position: 1, path: .scaled(.bilinear), scene: scene, resample: resample, transition: transition,
                    frame: scene + transition + resample, host: 0),
            ]
        }
    }

    /// The timed steps of a round: the calibration, then each frame's sentinel and probe.
    var steps: [StepTime] {
        [StepTime(frame: nil, step: .calibration, nanoseconds: calibration)]
            + (0..<2).flatMap { frame in
                [StepTime(frame: frame, step: .sentinel, nanoseconds: step), StepTime(frame: frame, step: .probe, nanoseconds: step)]
            }
    }

    /// The round's audit figures for `frames`: the stages, its steps and one dependency per interval sum to its span.
    func round(_ round: Int, frames: [FrameSample]) -> RunAudit.Round {
        let stages = frames.map { $0.scene + ($0.transition ?? 0) + ($0.resample ?? 0) }.reduce(0, +)
        let stageIntervals = frames.map { frame in [frame.scene, frame.transition, frame.resample].compactMap { $0 }.count }.reduce(0, +)
        let steps = self.steps
        let span = stages + steps.map(\.nanoseconds).reduce(0, +) + Double(steps.count + stageIntervals) * dependency
        return RunAudit.Round(
            round: round, stages: stages, span: span, host: span + 0.2e6, dependency: dependency, unwritten: [],
            untimedSteps: priced ? steps.count : 0, lead: priced ? lead : calibration + dependency, overlap: 0, clamped: 0,
            calibration: calibration, steps: priced ? nil : steps)
    }

    /// Every round's figures.
    var auditRounds: [RunAudit.Round] {
        let samples = self.samples
        return (0..<rounds).map { index in round(index, frames: samples.filter { $0.round == index }) }
    }

    /// An isolated check of every path after each round the audit checks, agreeing with its batched frame.
    var isolated: [RunAudit.IsolatedCheck] {
        samples.filter { RunAudit.hasIsolatedCheck(afterRound: $0.round) }.map { frame in
            RunAudit.IsolatedCheck(
                round: frame.round, path: frame.path, host: frame.frame * 1.01 + submission * (frame.resample == nil ? 1 : 2),
                batched: frame.frame, scene: frame.scene * 1.01 + submission, batchedScene: frame.scene,
                resample: frame.resample.map { $0 * 1.01 + submission }, batchedResample: frame.resample, submission: submission,
                repeatSpread: repeatSpread)
        }
    }

    /// The audit of `samples` with `rounds` and `isolated` (the run's own unless given), summarised.
    func audit(
        samples: [FrameSample]? = nil, rounds: [RunAudit.Round]? = nil, isolated: [RunAudit.IsolatedCheck]? = nil,
        doses: [RunAudit.DoseCheck]? = nil, pixelBound: Bool = true
    ) -> RunAudit {
        let samples = samples ?? self.samples
        return RunAudit(hostComparable: false, rounds: rounds ?? auditRounds, isolated: isolated ?? self.isolated, doses: doses)
            .summarised(
                analysis: BenchAnalysis(samples: samples), samples: samples, pixelRatio: Self.pixelRatio, pixelBound: pixelBound, resolution: 1)
    }

    /// The findings of that audit.
    func findings(
        samples: [FrameSample]? = nil, rounds: [RunAudit.Round]? = nil, isolated: [RunAudit.IsolatedCheck]? = nil,
        doses: [RunAudit.DoseCheck]? = nil, pixelBound: Bool = true
    ) -> [AuditFinding] {
        audit(samples: samples, rounds: rounds, isolated: isolated, doses: doses, pixelBound: pixelBound).summary?.findings ?? []
    }
}
