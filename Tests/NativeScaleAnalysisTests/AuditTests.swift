import Foundation
import NativeScaleAnalysis
import NativeScaleCore
import NativeScaleStatistics
import Testing

/// The audit's rules on the figures of a real faulty run and of the fixed one.
///
/// The faulty round is `bench --device iphone-8-plus --filter blit --filter bilinear --filter area`
/// on main `119f9b8` (lavapipe), round 0: native scene 114.29 ms; blit scene 150.82; bilinear
/// scene 0.29; area scene 0.33 and resample 130.81 (its scene's time moved into it). The fixed
/// round is the same command after the start-stamp dependency: every scene ~1.32× native.
@Suite("The audit: coverage, drawn work, isolated submissions and the scene ratio")
struct AuditTests {
    struct Stage {
        let path: MeasuredPath
        let scene: Double
        let resample: Double?
    }

    static let faulty = [
        Stage(path: .native, scene: 114.29, resample: nil), Stage(path: .scaled(.blit), scene: 150.82, resample: 8.1),
        Stage(path: .scaled(.bilinear), scene: 0.29, resample: 10.4), Stage(path: .scaled(.area), scene: 0.33, resample: 130.81),
    ]
    static let fixed = [
        Stage(path: .native, scene: 114.3, resample: nil), Stage(path: .scaled(.blit), scene: 151.0, resample: 8.1),
        Stage(path: .scaled(.bilinear), scene: 150.2, resample: 10.4), Stage(path: .scaled(.area), scene: 151.6, resample: 20.3),
    ]

    /// `rounds` rounds of `stages` (milliseconds, a little jitter), each round's span the real
    /// time its work took (`truth`: the fixed figures), and an isolated check of every path.
    static func audited(_ stages: [Stage], truth: [Stage] = fixed, rounds: Int = 6, unwritten: [MeasuredPath] = []) -> RunAudit {
        var samples: [FrameSample] = []
        var audits: [RunAudit.Round] = []
        var isolated: [RunAudit.IsolatedCheck] = []
        for round in 0..<rounds {
            let jitter = 1 + Double(round % 3) * 0.004
            for (position, stage) in stages.enumerated() {
                let scene = stage.scene * 1e6 * jitter
                let resample = stage.resample.map { $0 * 1e6 * jitter }
                let transition = resample == nil ? nil : 0.18e6
                let frame = scene + (transition ?? 0) + (resample ?? 0)
                samples.append(
                    FrameSample(
                        round: round, position: position, path: stage.path, scene: scene, resample: resample, transition: transition,
                        frame: frame, host: 0))
                if RunAudit.hasIsolatedCheck(afterRound: round) {
                    let real = truth[position]
                    isolated.append(
                        RunAudit.IsolatedCheck(
                            round: round, path: stage.path, host: (real.scene + (real.resample ?? 0)) * 1e6 * 1.01 + 0.3e6, batched: frame,
                            scene: real.scene * 1e6 * 1.01 + 0.15e6, batchedScene: scene,
                            resample: real.resample.map { $0 * 1e6 * 1.01 + 0.15e6 }, batchedResample: resample))
                }
            }
            let stagesSum = samples.filter { $0.round == round }.map { $0.scene + ($0.transition ?? 0) + ($0.resample ?? 0) }.reduce(0, +)
            let span = truth.map { ($0.scene + 0.18 + ($0.resample ?? 0)) * 1e6 * jitter }.reduce(0, +) + 0.4e6
            // 15 untimed steps, each allowed the run's measured transition (0.18 ms).
            audits.append(
                RunAudit.Round(
                    round: round, stages: stagesSum, span: span, host: span + 0.3e6, dependency: 15_000,
                    unwritten: round == 2 ? unwritten : [], untimedSteps: 15))
        }
        return RunAudit(hostComparable: true, rounds: audits, isolated: isolated)
            .summarised(analysis: BenchAnalysis(samples: samples), samples: samples, pixelRatio: 1.3225, resolution: 1)
    }

    @Test("The faulty round fails on coverage, the isolated check and the scene ratio, naming the paths")
    func faultyRoundFails() throws {
        let summary = try #require(Self.audited(Self.faulty).summary)
        #expect(summary.findings.contains { if case .coverage(.gpu, let median, _) = $0 { median < 0.75 } else { false } }, "\(summary.findings)")
        #expect(
            summary.findings.contains { if case .isolatedMismatch(.scaled(.bilinear), .scene, let ratio) = $0 { ratio > 100 } else { false } },
            "\(summary.findings)")
        // area's resample held its scene's time: alone, its resample is a sixth of that.
        #expect(summary.findings.contains { if case .isolatedMismatch(.scaled(.area), _, _) = $0 { true } else { false } })
        #expect(summary.findings.contains { if case .sceneRatio(.bilinear, let measured, _) = $0 { measured < 0.01 } else { false } })
        #expect(summary.findings.contains { if case .sceneRatio(.area, _, _) = $0 { true } else { false } })
        #expect(!summary.findings.contains { if case .sceneRatio(.blit, _, _) = $0 { true } else { false } })
        #expect(Self.audited(Self.faulty).passed == false)
    }

    @Test("The fixed round passes with coverage near 1 and isolated ratios near 1")
    func fixedRoundPasses() throws {
        let audit = Self.audited(Self.fixed)
        let summary = try #require(audit.summary)
        #expect(summary.findings.isEmpty, "\(summary.findings)")
        #expect(audit.passed == true)
        #expect((summary.coverage?.median ?? 0) > 0.99)
        #expect(summary.isolated.allSatisfy { $0.ratio > 0.95 && $0.ratio < 1.1 })
        #expect(summary.sceneRatios.allSatisfy { abs($0.measured / $0.pixels - 1) < 0.05 })
    }

    @Test("MSAA's fault: the resample's time read in the transition (0.09 ms resample, 10.3 ms transition) fails the isolated check on the resample")
    func msaaResampleInTransitionFails() throws {
        // `bench --device iphone-8-plus --samples 4 --filter bilinear` on main 119f9b8: scene 83.1,
        // resolve 14.4, transition 10.3, resample 0.09 ms; alone, its resample phase takes 10.8 ms.
        let samples = (0..<4).flatMap { round in
            [
                FrameSample(round: round, position: 0, path: .native, scene: 62.8e6, resolve: 10.9e6, resample: nil, frame: 73.7e6, host: 0),
                FrameSample(
                    round: round, position: 1, path: .scaled(.bilinear), scene: 83.1e6, resolve: 14.4e6, resample: 0.09e6, transition: 10.3e6,
                    frame: 107.9e6, host: 0),
            ]
        }
        let rounds = (0..<4).map { RunAudit.Round(round: $0, stages: 181.5e6, span: 182e6, host: 182.5e6, dependency: 0, unwritten: [], untimedSteps: 12) }
        let isolated = (0..<3).flatMap { round in
            [
                RunAudit.IsolatedCheck(round: round, path: .native, host: 74e6, batched: 73.7e6, scene: 74e6, batchedScene: 73.7e6),
                RunAudit.IsolatedCheck(
                    round: round, path: .scaled(.bilinear), host: 109e6, batched: 107.9e6, scene: 98e6, batchedScene: 97.5e6,
                    resample: 10.8e6, batchedResample: 0.09e6),
            ]
        }
        let summary = try #require(
            RunAudit(hostComparable: true, rounds: rounds, isolated: isolated)
                .summarised(analysis: BenchAnalysis(samples: samples), samples: samples, pixelRatio: 1.3225, resolution: 1).summary)
        #expect(summary.findings.count == 1)
        #expect(
            summary.findings.contains { if case .isolatedMismatch(.scaled(.bilinear), .resample, let ratio) = $0 { ratio > 100 } else { false } },
            "\(summary.findings)")
    }

    /// Eight rounds of native (10 ms), bilinear and area (13.2 ms scene, 1 ms resample); area
    /// only in rounds `areaRounds`, and native reading 0 in rounds `zeroNative`.
    static func droppedRoundsFindings(areaRounds: Range<Int>, zeroNative: Set<Int>) -> [AuditFinding] {
        var samples: [FrameSample] = []
        for round in 0..<8 {
            let native = zeroNative.contains(round) ? 0 : 10e6
            samples.append(FrameSample(round: round, position: 0, path: .native, scene: native, resample: nil, frame: native, host: 0))
            samples.append(FrameSample(round: round, position: 1, path: .scaled(.bilinear), scene: 13.2e6, resample: 1e6, frame: 14.2e6, host: 0))
            if areaRounds.contains(round) {
                samples.append(FrameSample(round: round, position: 2, path: .scaled(.area), scene: 13.2e6, resample: 1e6, frame: 14.2e6, host: 0))
            }
        }
        let rounds = (0..<8).map { round in
            let stages = samples.filter { $0.round == round }.map(\.frame).reduce(0, +)
            return RunAudit.Round(round: round, stages: stages, span: stages, host: stages, dependency: 0, unwritten: [], untimedSteps: 0)
        }
        return RunAudit(hostComparable: true, rounds: rounds, isolated: [])
            .summarised(analysis: BenchAnalysis(samples: samples), samples: samples, pixelRatio: 1.3225, resolution: 1).summary?.findings ?? []
    }

    @Test("Rounds whose native frame read 0 are left out of every ratio, and the audit names how many")
    func zeroNativeRoundsAreDropped() {
        let findings = Self.droppedRoundsFindings(areaRounds: 0..<8, zeroNative: [3, 5])
        #expect(findings.contains(.droppedRounds(count: 2, of: 8)), "\(findings)")
    }

    @Test("A native range left empty (batched frames read 0) fails the isolated check with a finite ratio, and the kept summary reads back as written")
    func emptiedRangeKeepsAReadableRatio() throws {
        let emptied = [Stage(path: .native, scene: 0, resample: nil)] + Self.fixed.dropFirst()
        let summary = try #require(Self.audited(emptied).summary)
        let mismatches = summary.findings.compactMap { finding -> Double? in
            if case .isolatedMismatch(.native, _, let ratio) = finding { ratio } else { nil }
        }
        #expect(!mismatches.isEmpty, "\(summary.findings)")
        let ratios = mismatches + summary.isolated.map(\.ratio)
        #expect(ratios.allSatisfy { $0.isFinite }, "\(ratios)")
        // JSONEncoder refuses a non-finite number: the summary encodes only because every ratio is finite.
        let read = try JSONDecoder().decode(AuditSummary.self, from: JSONEncoder().encode(summary))
        #expect(read == summary)
    }

    @Test("A filter a sweep's race stopped timing early is judged on its own rounds: nothing dropped")
    func filterTimedInFewerRoundsDropsNothing() {
        let findings = Self.droppedRoundsFindings(areaRounds: 0..<3, zeroNative: [])
        #expect(!findings.contains { if case .droppedRounds = $0 { true } else { false } }, "\(findings)")
        // A zero native frame still counts, in the rounds of each filter it stood beside (the one named: bilinear's 8).
        let zero = Self.droppedRoundsFindings(areaRounds: 0..<3, zeroNative: [1])
        #expect(zero.filter { if case .droppedRounds = $0 { true } else { false } } == [.droppedRounds(count: 1, of: 8)], "\(zero)")
    }

    @Test("A frame that left its sentinel fails the audit, naming its path")
    func unwrittenFails() throws {
        let summary = try #require(Self.audited(Self.fixed, unwritten: [.scaled(.area)]).summary)
        #expect(summary.findings == [.unwrittenWork(path: .scaled(.area), frames: 1)])
        #expect(summary.unwrittenFrames == 1)
    }

    /// Every workload's scene ratio is checked: a scaled scene 3× native at 1.32× the pixels fails whether or not the
    /// cost follows the pixels; 1.2× passes both; no scaled size, nothing to check.
    @Test(
        "Every workload's scene ratio is checked: 3× native at 1.32× the pixels fails, 1.2× passes, no scaled size has nothing to check",
        arguments: [(3.0, 1.3225 as Double?, false), (1.2, 1.3225, true), (3.0, nil, true)])
    func sceneRatioForEveryWorkload(_ ratio: Double, _ pixelRatio: Double?, _ passes: Bool) throws {
        let samples = (0..<6).flatMap { round in
            [
                FrameSample(round: round, position: 0, path: .native, scene: 10e6, resample: nil, frame: 10e6, host: 0),
                FrameSample(
                    round: round, position: 1, path: .scaled(.bilinear), scene: ratio * 10e6, resample: 2e6, transition: 0.1e6,
                    frame: ratio * 10e6 + 2.1e6, host: 0),
            ]
        }
        let rounds = (0..<6).map {
            RunAudit.Round(
                round: $0, stages: (ratio + 1) * 10e6 + 2.1e6, span: (ratio + 1) * 10e6 + 2.5e6, host: 43e6, dependency: 0,
                unwritten: [], untimedSteps: 10)
        }
        let raw = RunAudit(hostComparable: false, rounds: rounds, isolated: [])
        for pixelBound in [true, false] {
            let audit = raw.summarised(
                analysis: BenchAnalysis(samples: samples), samples: samples, pixelRatio: pixelRatio, pixelBound: pixelBound,
                resolution: 1)
            #expect(audit.passed == passes, "pixel-bound \(pixelBound): \(audit.summary?.findings ?? [])")
        }
    }

    /// The CI failure of stop 31 (`bench --points 64x96 --scale 2 --panel 112x168 --filter all
    /// --frames 6`, the test suite running beside it): blit's resample alone took 21.65× its
    /// batched 0.3 ms, and area's batched scene was stretched to 13.6 ms by a descheduled thread.
    @Test(
        "One preempted submission in a run's three isolated checks does not fail the audit; the same disagreement in two of three does",
        arguments: [(preempted: 1, fails: false), (preempted: 2, fails: true)])
    func preemptedIsolatedCheck(preempted: Int, fails: Bool) throws {
        let samples = (0..<6).flatMap { round in
            [
                FrameSample(round: round, position: 0, path: .native, scene: 2.0e6, resample: nil, frame: 2.0e6, host: 0),
                FrameSample(round: round, position: 1, path: .scaled(.blit), scene: 2.5e6, resample: 0.3e6, transition: 0.05e6, frame: 2.85e6, host: 0),
            ]
        }
        let rounds = (0..<6).map { RunAudit.Round(round: $0, stages: 4.85e6, span: 4.9e6, host: 5e6, dependency: 0, unwritten: [], untimedSteps: 10) }
        let checks = (0..<6).filter(RunAudit.hasIsolatedCheck(afterRound:))
        #expect(checks == [0, 1, 2])
        let isolated = checks.flatMap { round in
            [
                RunAudit.IsolatedCheck(round: round, path: .native, host: 2.1e6, batched: 2.0e6, scene: 2.1e6, batchedScene: 2.0e6),
                RunAudit.IsolatedCheck(
                    round: round, path: .scaled(.blit), host: round < preempted ? 9.5e6 : 2.9e6, batched: 2.85e6,
                    scene: 2.55e6, batchedScene: 2.5e6, resample: round < preempted ? 6.5e6 : 0.32e6, batchedResample: 0.3e6),
            ]
        }
        let summary = try #require(
            RunAudit(hostComparable: true, rounds: rounds, isolated: isolated)
                .summarised(analysis: BenchAnalysis(samples: samples), samples: samples, pixelRatio: nil, resolution: 1).summary)
        #expect(
            summary.findings.contains { if case .isolatedMismatch(.scaled(.blit), .resample, _) = $0 { true } else { false } } == fails,
            "\(summary.findings)")
        #expect(!summary.findings.contains { if case .isolatedMismatch(.native, _, _) = $0 { true } else { false } })
    }

    /// The CI failure of stop 43's first run (`bench --points 64x96 --scale 2 --panel 112x168 --filter
    /// area --frames 10`, the suite running beside it): two batched rounds were stretched, the
    /// native frame to 4.71 and 4.33 ms (its fastest was 0.60 ms), and the native frame's isolated
    /// checks (0.61 ms) read as 0.13× "their" batched frame: the fastest batched frame that holds
    /// a stretched round below was looked up in the analysis, which lists the native frame as its
    /// scene, so the native path had none.
    @Test("A native frame's isolated check is held below by the native path's fastest batched frame: batched rounds a busy machine stretched 8× do not fail it")
    func stretchedNativeRounds() throws {
        let native: [Double] = [0.596e6, 4.706e6, 4.332e6, 0.61e6, 0.62e6, 0.6e6]
        let samples = native.enumerated().flatMap { round, frame in
            [
                FrameSample(round: round, position: 0, path: .native, scene: frame, resample: nil, frame: frame, host: 0),
                FrameSample(round: round, position: 1, path: .scaled(.area), scene: 0.8e6, resample: 0.16e6, transition: 0.03e6, frame: 0.99e6, host: 0),
            ]
        }
        let rounds = native.indices.map {
            RunAudit.Round(
                round: $0, stages: native[$0] + 0.99e6, span: native[$0] + 1.05e6, host: native[$0] + 1.1e6,
                dependency: 0, unwritten: [], untimedSteps: 10)
        }
        let isolated = (0..<3).flatMap { round in
            [
                RunAudit.IsolatedCheck(
                    round: round, path: .native, host: 0.61e6, batched: native[round], scene: 0.61e6, batchedScene: native[round],
                    submission: 0.0125e6, repeatSpread: 0.0074e6),
                RunAudit.IsolatedCheck(
                    round: round, path: .scaled(.area), host: 1.0e6, batched: 0.99e6, scene: 0.8e6, batchedScene: 0.8e6,
                    resample: 0.16e6, batchedResample: 0.16e6, submission: 0.0125e6, repeatSpread: 0.01e6),
            ]
        }
        let summary = try #require(
            RunAudit(hostComparable: true, rounds: rounds, isolated: isolated)
                .summarised(analysis: BenchAnalysis(samples: samples), samples: samples, pixelRatio: nil, resolution: 1).summary)
        #expect(!summary.findings.contains { if case .isolatedMismatch = $0 { true } else { false } }, "\(summary.findings)")
    }

    @Test("Isolated checks follow the first three measured rounds and every tenth after them")
    func isolatedCheckSchedule() {
        #expect((0..<32).filter(RunAudit.hasIsolatedCheck(afterRound:)) == [0, 1, 2, 10, 20, 30])
    }

    /// The noise of a run whose isolated checks' empty submissions took `submissions` ns, with
    /// `frames` batched native frames of `batched` ns each.
    static func noise(submissions: [Double], batched: Double, frames: Int = 5) -> AuditNoise {
        let checks = submissions.map { RunAudit.IsolatedCheck(round: 0, path: .native, host: 1e6, batched: 1e6, submission: $0) }
        let samples = (0..<frames).map { FrameSample(round: $0, position: 0, path: .native, scene: batched, resample: nil, frame: batched, host: 0) }
        return AuditNoise(
            audit: RunAudit(hostComparable: true, rounds: [], isolated: checks), analysis: BenchAnalysis(samples: samples),
            samples: samples, resolution: 1)
    }

    /// Isolated checks are held to the run's own submission noise, never an absolute time: a 0.05 ms frame alone in 4
    /// ms disagrees when the run's empty submissions vary by 0.1 ms, agrees when they vary by 4 ms; 30 ms alone for
    /// 100 ms batched disagrees either way, from 5 batched frames.
    @Test("Isolated checks are held to the run's own submission noise, never an absolute time")
    func isolatedAllowance() {
        let quietSubmissions = [0.05e6, 0.1e6, 0.15e6]
        let busySubmissions = [0.05e6, 2e6, 4.05e6]
        let tiny = RunAudit.IsolatedCheck(round: 0, path: .native, host: 4e6, batched: 0.05e6, submission: 0.1e6)
        #expect(!Self.noise(submissions: quietSubmissions, batched: 0.05e6).agrees(tiny))
        #expect(Self.noise(submissions: busySubmissions, batched: 0.05e6).agrees(tiny))
        // Within the factor of lavapipe's two cost levels: agrees on a quiet machine.
        #expect(
            Self.noise(submissions: quietSubmissions, batched: 0.1e6)
                .agrees(RunAudit.IsolatedCheck(round: 0, path: .native, host: 0.25e6, batched: 0.1e6, submission: 0.1e6)))
        let large = RunAudit.IsolatedCheck(round: 0, path: .native, host: 30e6, batched: 100e6, submission: 0.1e6)
        #expect(!Self.noise(submissions: quietSubmissions, batched: 100e6).agrees(large))
        #expect(!Self.noise(submissions: busySubmissions, batched: 100e6).agrees(large))
    }

    @Test("Alone far faster than batched is not judged from fewer than 5 batched frames: a busy machine can slow every one of 2 (CI: 0.17× alone)")
    func fasterAloneNeedsFiveFrames() {
        let large = RunAudit.IsolatedCheck(round: 0, path: .native, host: 30e6, batched: 100e6, submission: 0.1e6)
        #expect(Self.noise(submissions: [0.05e6, 0.1e6, 0.15e6], batched: 100e6, frames: 2).agrees(large))
        #expect(!Self.noise(submissions: [0.05e6, 0.1e6, 0.15e6], batched: 100e6, frames: AuditSummary.fasterAloneMinimumRounds).agrees(large))
    }

    /// A scene too short to follow its pixels (under 50 dependencies) is held between 1 and the pixel ratio, not to
    /// it: 1.05 passes, 10 (a stall in its range) fails.
    @Test(
        "A scene too short to follow its pixels is held between 1 and the pixel ratio: 1.05 passes, 10 (a stall) fails",
        arguments: [(0.21e6, true), (2.0e6, false)])
    func shortScenesAreHeldBetweenOneAndThePixelRatio(scaledScene: Double, passes: Bool) throws {
        let samples = (0..<6).flatMap { round in
            [
                FrameSample(round: round, position: 0, path: .native, scene: 0.2e6, resample: nil, frame: 0.2e6, host: 0),
                FrameSample(
                    round: round, position: 1, path: .scaled(.bilinear), scene: scaledScene, resample: 0.1e6, transition: 0.02e6,
                    frame: scaledScene + 0.12e6, host: 0),
            ]
        }
        let rounds = (0..<6).map { round in
            RunAudit.Round(
                round: round, stages: scaledScene + 0.32e6, span: scaledScene + 0.34e6, host: scaledScene + 0.4e6, dependency: 30_000,
                unwritten: [], untimedSteps: 10)
        }
        let audit = RunAudit(hostComparable: true, rounds: rounds, isolated: [])
            .summarised(analysis: BenchAnalysis(samples: samples), samples: samples, pixelRatio: 1.3225, resolution: 1)
        let ratio = try #require(audit.summary?.sceneRatios.first)
        #expect(ratio.followsPixels == false)
        #expect(audit.passed == passes, "\(audit.summary?.findings ?? [])")
    }
}
