import NativeScaleAnalysis
import NativeScaleCore
import Testing

/// Each rule of the audit on a hand-made run (``HandMadeRun``): the clean run passes it, the one
/// figure it exists for fails it, and a fault in a minority of rounds (one preempted submission)
/// does not.
@Suite("The audit's rules, each passing and failing on hand-made samples")
struct AuditRuleTests {
    static func has(_ findings: [AuditFinding], _ match: (AuditFinding) -> Bool) -> Bool { findings.contains(where: match) }

    @Test("A clean run, timed or priced, passes every rule, with its figures: stages tile the span, isolated ratios near 1, the scene ratio the pixels'")
    func cleanRunPasses() throws {
        for run in [HandMadeRun(), HandMadeRun(priced: true)] {
            let audit = run.audit()
            let summary = try #require(audit.summary)
            #expect(summary.findings.isEmpty, "\(summary.findings)")
            #expect(audit.passed == true)
            #expect(summary.isolated.count == 2 && summary.isolated.allSatisfy { $0.checks == 3 && abs($0.ratio - 1.01) < 0.02 })
            #expect(summary.sceneRatios.count == 1 && abs((summary.sceneRatios.first?.measured ?? 0) - HandMadeRun.pixelRatio) < 0.01)
            #expect(summary.dependencyNanoseconds == run.dependency)
            #expect(summary.probedFrames == 2 * run.rounds && summary.unwrittenFrames == 0)
        }
    }

    @Test("An audit has no verdict until it is summarised")
    func noVerdictBeforeSummary() {
        let run = HandMadeRun()
        let audit = RunAudit(hostComparable: false, rounds: run.auditRounds, isolated: run.isolated)
        #expect(audit.passed == nil && audit.summary == nil)
    }

    // MARK: - The clock around the stages

    @Test("Coverage: priced steps fail when most rounds' spans hold more than their untimed steps may take; one such round does not")
    func coverage() {
        let run = HandMadeRun(priced: true)
        let leaky = run.auditRounds.map { round in
            RunAudit.Round(
                round: round.round, stages: round.stages, span: round.span + 50e6, host: round.host, dependency: round.dependency,
                unwritten: [], untimedSteps: round.untimedSteps, lead: round.lead, overlap: 0, clamped: 0, calibration: round.calibration)
        }
        #expect(Self.has(run.findings(rounds: leaky)) { if case .coverage(.gpu, let median, _) = $0 { median < 0.9 } else { false } })
        let one = run.auditRounds.enumerated().map { $0.offset == 3 ? leaky[3] : $0.element }
        #expect(run.findings(rounds: one).isEmpty)
    }

    @Test("Coverage is not judged where nothing in the run measured what an untimed step costs")
    func coverageNeedsAMeasuredStep() {
        var run = HandMadeRun(priced: true)
        run.dependency = 0
        run.calibration = 0
        run.transition = 0
        let rounds = run.auditRounds.map { round in
            RunAudit.Round(
                round: round.round, stages: round.stages, span: round.span + 50e6, host: round.host, dependency: 0, unwritten: [],
                untimedSteps: round.untimedSteps)
        }
        #expect(!Self.has(run.findings(rounds: rounds, isolated: [])) { if case .coverage = $0 { true } else { false } })
    }

    @Test("A late first start: a lead beyond four untimed steps in most rounds fails; within them passes")
    func lateFirstStart() {
        let late = HandMadeRun(priced: true, lead: 5e6)
        #expect(Self.has(late.findings()) { if case .lateFirstStart(let lead, _) = $0 { lead == 5e6 } else { false } })
        #expect(HandMadeRun(priced: true, lead: 0.5e6).findings().isEmpty)
    }

    @Test("Overlap: ranges that start before the one before them ends, by more than a tick, in most rounds, fail")
    func overlap() {
        let run = HandMadeRun()
        func with(_ overlap: Double) -> [RunAudit.Round] {
            run.auditRounds.map {
                var round = $0
                round.overlap = overlap
                return round
            }
        }
        #expect(Self.has(run.findings(rounds: with(2_000))) { $0 == .overlap(nanoseconds: 2_000) })
        #expect(run.findings(rounds: with(0.5)).isEmpty)
    }

    @Test("Stages that sum past their span fail: time counted twice")
    func stagesBeyondSpan() {
        let run = HandMadeRun()
        let rounds = run.auditRounds.map { round in
            RunAudit.Round(
                round: round.round, stages: round.span * 1.2, span: round.span, host: round.host, dependency: round.dependency, unwritten: [],
                lead: round.lead, overlap: 0, clamped: 0, calibration: round.calibration, steps: round.steps)
        }
        #expect(Self.has(run.findings(rounds: rounds)) { if case .stagesBeyondSpan(let ratio) = $0 { abs(ratio - 1.2) < 1e-9 } else { false } })
    }

    @Test("Clamped stages: ranges read as 0 in most rounds fail, in one round of eight pass")
    func clampedStages() {
        let run = HandMadeRun()
        let most = run.auditRounds.map {
            var round = $0
            round.clamped = round.round < 6 ? 1 : 0
            return round
        }
        #expect(Self.has(run.findings(rounds: most)) { $0 == .clampedStages(rounds: 6, of: 8) })
        let one = run.auditRounds.map {
            var round = $0
            round.clamped = round.round == 0 ? 1 : 0
            return round
        }
        #expect(run.findings(rounds: one).isEmpty)
    }

    @Test("Tiling: where every step is timed, 5 ms of a span no interval accounts for fails; a dependency's worth does not")
    func untiled() {
        let run = HandMadeRun()
        func widened(by nanoseconds: Double) -> [RunAudit.Round] {
            run.auditRounds.map { round in
                RunAudit.Round(
                    round: round.round, stages: round.stages, span: round.span + nanoseconds, host: round.host, dependency: round.dependency,
                    unwritten: [], lead: round.lead, overlap: 0, clamped: 0, calibration: round.calibration, steps: round.steps)
            }
        }
        #expect(Self.has(run.findings(rounds: widened(by: 5e6))) { if case .untiled(let share) = $0 { share < 1 } else { false } })
        #expect(run.findings(rounds: widened(by: run.dependency)).isEmpty)
    }

    // MARK: - The work against the stamps

    @Test("Drawn work: a single frame that left its sentinel fails, naming the path and the frames")
    func unwrittenWork() {
        let run = HandMadeRun()
        let rounds = run.auditRounds.map { round in
            RunAudit.Round(
                round: round.round, stages: round.stages, span: round.span, host: round.host, dependency: round.dependency,
                unwritten: round.round == 4 ? [.scaled(.bilinear)] : [], lead: round.lead, overlap: 0, clamped: 0, calibration: round.calibration,
                steps: round.steps)
        }
        let audit = run.audit(rounds: rounds)
        #expect(audit.summary?.findings == [.unwrittenWork(path: .scaled(.bilinear), frames: 1)])
        #expect(audit.summary?.unwrittenFrames == 1)
    }

    /// The run's isolated checks with the bilinear path's whole frame and scene alone at `factor`
    /// times their batched time in the checks after `rounds`.
    static func isolated(_ run: HandMadeRun, factor: Double, after rounds: Set<Int>, path: MeasuredPath = .scaled(.bilinear)) -> [RunAudit.IsolatedCheck] {
        run.isolated.map { check in
            guard check.path == path, rounds.contains(check.round) else { return check }
            return RunAudit.IsolatedCheck(
                round: check.round, path: check.path, host: check.batched * factor + run.submission * (check.resample == nil ? 1 : 2),
                batched: check.batched, scene: check.batchedScene.map { $0 * factor + run.submission }, batchedScene: check.batchedScene,
                resample: check.resample, batchedResample: check.batchedResample, submission: check.submission, repeatSpread: check.repeatSpread)
        }
    }

    @Test("Isolated checks: a path ten times slower alone in most of its checks fails on its scene; in one of three it passes")
    func isolatedSlowerAlone() {
        let run = HandMadeRun()
        let findings = run.findings(isolated: Self.isolated(run, factor: 10, after: [0, 1, 2]))
        #expect(Self.has(findings) { if case .isolatedMismatch(.scaled(.bilinear), _, let ratio) = $0 { ratio > 3 } else { false } }, "\(findings)")
        #expect(run.findings(isolated: Self.isolated(run, factor: 10, after: [1])).isEmpty)
    }

    @Test("Isolated checks: one check alone never fails a path, however far it lies")
    func singleIsolatedCheckNeverFails() {
        let run = HandMadeRun()
        let one = Self.isolated(run, factor: 10, after: [0]).filter { $0.round == 0 }
        #expect(run.findings(isolated: one).isEmpty)
    }

    @Test("Isolated checks: a frame far faster alone (a stall in its range) fails once the path has five batched frames, not before")
    func isolatedFasterAlone() {
        let run = HandMadeRun()
        let fast = Self.isolated(run, factor: 0.1, after: [0, 1, 2], path: .native)
        #expect(Self.has(run.findings(isolated: fast)) { if case .isolatedMismatch(.native, _, let ratio) = $0 { ratio < 1.0 / 3 } else { false } })
        let short = HandMadeRun(rounds: 4)
        let shortFindings = short.findings(isolated: Self.isolated(short, factor: 0.1, after: [0, 1, 2], path: .native))
        #expect(!Self.has(shortFindings) { if case .isolatedMismatch = $0 { true } else { false } }, "\(shortFindings)")
    }

    @Test("Scene ratio: a pixel-bound scene at half or 0.9 of native's cost fails; one not bound by pixels is held between 1 and the pixels instead")
    func sceneRatio() {
        let half = HandMadeRun(sceneRatio: 0.5)
        #expect(
            Self.has(half.findings()) {
                if case .sceneRatio(.bilinear, let measured, let pixels) = $0 { abs(measured - 0.5) < 0.01 && pixels == 1.3225 } else { false }
            })
        #expect(Self.has(half.findings(pixelBound: false)) { if case .sceneRatio = $0 { true } else { false } })
        // 0.9 lies more than 25 % under 1.3225, but within 25 % of 1 (what fixed costs draw a ratio towards).
        #expect(HandMadeRun(sceneRatio: 0.9).findings(pixelBound: false).isEmpty)
        #expect(Self.has(HandMadeRun(sceneRatio: 0.9).findings()) { if case .sceneRatio = $0 { true } else { false } })
    }

    @Test("Scene ratio: fewer rounds than it needs leave it unjudged")
    func sceneRatioNeedsRounds() throws {
        let summary = try #require(HandMadeRun(rounds: 4, sceneRatio: 0.5).audit().summary)
        #expect(summary.sceneRatios.isEmpty)
        #expect(!Self.has(summary.findings) { if case .sceneRatio = $0 { true } else { false } })
    }

    @Test("Dropped rounds: rounds whose native frame read 0 are left out of the ratios, and said")
    func droppedRounds() {
        let run = HandMadeRun()
        let samples = run.samples.map { frame in
            frame.path == .native && frame.round >= 6
                ? FrameSample(round: frame.round, position: 0, path: .native, scene: 0, resample: nil, frame: 0, host: 0) : frame
        }
        let rounds = (0..<run.rounds).map { round in run.round(round, frames: samples.filter { $0.round == round }) }
        #expect(Self.has(run.findings(samples: samples, rounds: rounds)) { $0 == .droppedRounds(count: 2, of: 8) })
    }

    /// Rounds of three frames whose order alternates, so that the bilinear frame follows native in even
    /// rounds and area in odd ones; its scene after area takes `afterScaled` times its scene.
    static func alternating(rounds: Int, afterScaled: Double) -> [FrameSample] {
        (0..<rounds).flatMap { round -> [FrameSample] in
            let jitter = 1 + Double(round % 4) * 0.01
            let order: [MeasuredPath] =
                round.isMultiple(of: 2) ? [.native, .scaled(.bilinear), .scaled(.area)] : [.scaled(.area), .scaled(.bilinear), .native]
            return order.enumerated().map { position, path in
                let scene = (path == .native ? 100e6 : 132e6) * jitter * (path == .scaled(.bilinear) && !round.isMultiple(of: 2) ? afterScaled : 1)
                let resample: Double? = path == .native ? nil : 10e6
                return FrameSample(round: round, position: position, path: path, scene: scene, resample: resample, frame: scene + (resample ?? 0), host: 0)
            }
        }
    }

    /// The audit of `samples` with rounds that hold them exactly and no isolated checks.
    static func orderFindings(_ samples: [FrameSample]) -> [AuditFinding] {
        let rounds = Dictionary(grouping: samples, by: \.round).map { round, frames in
            let stages = frames.map { $0.scene + ($0.resample ?? 0) }.reduce(0, +)
            return RunAudit.Round(round: round, stages: stages, span: stages, host: stages, dependency: 0, unwritten: [])
        }
        return RunAudit(hostComparable: false, rounds: rounds.sorted { $0.round < $1.round }, isolated: [])
            .summarised(analysis: BenchAnalysis(samples: samples), samples: samples, pixelRatio: nil, resolution: 1).summary?.findings ?? []
    }

    @Test("Order: a scene ten times shorter after a scaled frame in 8 of 16 rounds fails, naming what came before it")
    func orderDependence() {
        let findings = Self.orderFindings(Self.alternating(rounds: 16, afterScaled: 0.1))
        #expect(
            Self.has(findings) { if case .orderDependence(.scaled(.bilinear), .scene, _, let ratio) = $0 { ratio < 0.2 || ratio > 5 } else { false } },
            "\(findings)")
        #expect(Self.orderFindings(Self.alternating(rounds: 16, afterScaled: 1)).isEmpty)
    }

    @Test("Order: six rounds cannot reach the rule's false-alarm budget, so even a clean split of them is not a finding")
    func orderNeedsRounds() {
        #expect(Self.orderFindings(Self.alternating(rounds: 6, afterScaled: 0.1)).isEmpty)
    }

    // MARK: - Dose checks

    /// Dose checks after rounds 0 to 2: each repeat renders the round's frames again with the added
    /// time in the bilinear frame's scene (`inScene`) or in its sentinel step instead.
    static func doses(_ run: HandMadeRun, inScene: Bool) -> [RunAudit.DoseCheck] {
        (0..<3).map { round in
            let frames = run.samples.filter { $0.round == round }
            let added = frames.first { $0.path == .scaled(.bilinear) }?.scene ?? 0
            let repeated = frames.map { frame in
                frame.path == .scaled(.bilinear) && inScene
                    ? FrameSample(
                        round: round, position: frame.position, path: frame.path, scene: frame.scene * 2, resample: frame.resample,
                        transition: frame.transition, frame: frame.frame + frame.scene, host: 0)
                    : frame
            }
            let steps = run.steps.map { step in
                step.frame == 1 && step.step == .sentinel && !inScene ? StepTime(frame: 1, step: .sentinel, nanoseconds: step.nanoseconds + added) : step
            }
            return RunAudit.DoseCheck(round: round, factor: 2, repeats: Array(repeating: .init(frames: repeated, steps: steps), count: 2))
        }
    }

    @Test("Dose: added time the scene absorbs passes; the same time landing in a step outside the stages is a leak named by that step")
    func doseLeak() throws {
        let run = HandMadeRun()
        let clean = try #require(run.audit(doses: Self.doses(run, inScene: true)).summary)
        #expect(clean.findings.isEmpty, "\(clean.findings)")
        let bilinear = try #require(clean.doseResponses?.first { $0.path == .scaled(.bilinear) })
        #expect(bilinear.checks == 3 && abs(bilinear.absorbed - 1) < 1e-9)
        let leaky = run.findings(doses: Self.doses(run, inScene: false))
        #expect(Self.has(leaky) { $0 == .leak(path: .scaled(.bilinear), interval: .step(.sentinel), absorbed: 0) }, "\(leaky)")
    }

    // MARK: - The rules' own arithmetic

    @Test(
        "The scene-ratio bound: within 25 % of the pixels for a scene that follows them, else between 1 and the pixels",
        arguments: [
            (1.30, 1.34, 1.3225, true, false), (0.90, 0.95, 1.3225, true, true), (1.60, 1.65, 1.3225, true, false),
            (1.70, 1.80, 1.3225, true, true), (1.00, 1.05, 1.3225, false, false), (0.70, 0.74, 1.3225, false, true),
            (1.70, 1.80, 1.3225, false, true), (0.40, 0.45, 0.5625, false, false), (0.30, 0.40, 0.5625, true, true),
        ])
    func sceneRatioBound(lower: Double, upper: Double, pixels: Double, follows: Bool, outside: Bool) {
        #expect(AuditSummary.sceneRatioOutside(lower: lower, upper: upper, pixels: pixels, followsPixels: follows) == outside)
    }

    @Test("A loaded median off its pixels is forgiven when the fastest scenes' ratio is the pixels'; a fault moves them all")
    func fastestScenesForgiveLoad() {
        #expect(!SceneRatio(filter: .area, measured: 2.5, lower: 2.3, upper: 2.7, pixels: 1.31, followsPixels: true, fastest: 1.29).isOff)
        #expect(SceneRatio(filter: .area, measured: 2.5, lower: 2.3, upper: 2.7, pixels: 1.31, followsPixels: true, fastest: 2.4).isOff)
        #expect(SceneRatio(filter: .area, measured: 0.01, lower: 0.005, upper: 0.02, pixels: 1.31, followsPixels: true).isOff)
    }

    @Test(
        "Isolated checks come after each of the first three rounds, then every tenth",
        arguments: [(0, true), (1, true), (2, true), (3, false), (9, false), (10, true), (11, false), (20, true)])
    func isolatedCheckSchedule(round: Int, checked: Bool) {
        #expect(RunAudit.hasIsolatedCheck(afterRound: round) == checked)
    }

    @Test("An isolated ratio over a range read as 0 counts that range as 1 ns: finite, and a lower bound")
    func ratioOverEmptyRange() {
        let check = RunAudit.IsolatedCheck(round: 0, path: .native, host: 5e6, batched: 0)
        #expect(check.ratio == 5e6)
    }

    @Test("An isolated scaled frame pays two submissions (scene and resample), a native frame one")
    func isolatedPairsPaySubmissions() throws {
        let scaled = RunAudit.IsolatedCheck(
            round: 0, path: .scaled(.area), host: 10, batched: 9, scene: 6, batchedScene: 5, resample: 4, batchedResample: 3, submission: 1)
        #expect(scaled.pairs.map(\.stage) == [.frame, .scene, .resample])
        #expect(scaled.pairs.map(\.submission) == [2, 1, 1])
        let native = RunAudit.IsolatedCheck(round: 0, path: .native, host: 10, batched: 9, submission: 1)
        #expect(native.pairs.map(\.submission) == [1])
    }
}
