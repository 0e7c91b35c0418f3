import NativeScaleAnalysis
import NativeScaleCore
import Testing

/// The audit on a loaded machine, with the figures of the runs that taught it: beside the test
/// suite, lavapipe renders a frame at one of two speeds about 2.5× apart (a 128×192 fill scene
/// in 2.3–2.9 ms or 6.5–8.6 ms, `bench --points 64x96 --scale 2 --panel 112x168 --filter all
/// --frames 6 --validation` on this 2-core machine), frame by frame. Load only ever adds time.
@Suite("The audit on a loaded machine: the order rule's chance bound and the scene ratio's fastest frames")
struct LoadedRunAuditTests {
    /// One frame: its round, its place in the round, its path and its scene in milliseconds.
    struct Frame {
        let round: Int
        let position: Int
        let path: MeasuredPath
        let scene: Double
    }

    /// The audit of `frames`, each round's span exactly its stages.
    static func summary(of frames: [Frame]) throws -> AuditSummary {
        let samples = frames.map { frame in
            let scaled = frame.path != .native
            let scene = frame.scene * 1e6
            let resample = scaled ? 0.12e6 : nil
            let transition = scaled ? 0.01e6 : nil
            return FrameSample(
                round: frame.round, position: frame.position, path: frame.path, scene: scene, resample: resample,
                transition: transition, frame: scene + (resample ?? 0) + (transition ?? 0), host: 0)
        }
        let rounds = Dictionary(grouping: samples, by: \.round).sorted { $0.key < $1.key }.map { round, frames in
            let stages = frames.map(\.frame).reduce(0, +)
            return RunAudit.Round(round: round, stages: stages, span: stages, host: stages, dependency: 10_000, unwritten: [], untimedSteps: 0)
        }
        let audit = RunAudit(hostComparable: true, rounds: rounds, isolated: [])
            .summarised(analysis: BenchAnalysis(samples: samples), samples: samples, pixelRatio: 128.0 * 192 / (112 * 168), resolution: 1)
        return try #require(audit.summary)
    }

    /// `rounds` rounds of native, bilinear and lanczos3: lanczos3 follows bilinear in odd rounds
    /// and the native frame in even ones; after bilinear it runs at the fast speed, elsewhere at
    /// `elsewhere` ms.
    static func split(rounds: Int, elsewhere: Double) -> [Frame] {
        (0..<rounds).flatMap { round -> [Frame] in
            let order: [MeasuredPath] =
                round.isMultiple(of: 2)
                ? [.native, .scaled(.lanczos3), .scaled(.bilinear)]
                : [.native, .scaled(.bilinear), .scaled(.lanczos3)]
            return order.enumerated().map { position, path in
                let scene =
                    switch path {
                    case .native: 2.3
                    case .scaled(.lanczos3): round.isMultiple(of: 2) ? elsewhere : 2.9
                    default: 3.0
                    }
                return Frame(round: round, position: position, path: path, scene: scene)
            }
        }
    }

    static func orderFailures(_ summary: AuditSummary) -> [AuditFinding] {
        summary.findings.filter { if case .orderDependence = $0 { true } else { false } }
    }

    @Test(
        "A clean split of 3 frames against 3 is chance (2 in C(6, 3) = 20 labellings), not a fault: 6 rounds pass the order rule",
        arguments: [
            7.5, 12.0, 40.0,
        ])
    func sixRoundSplitIsChance(elsewhere: Double) throws {
        let summary = try Self.summary(of: Self.split(rounds: 6, elsewhere: elsewhere))
        #expect(Self.orderFailures(summary).isEmpty, "\(summary.findings)")
    }

    @Test(
        "The same split over 16 rounds (2 in C(16, 8) = 12,870) fails the order rule, naming lanczos3 after a scaled frame",
        arguments: [
            12.0, 40.0,
        ])
    func sixteenRoundSplitFails(elsewhere: Double) throws {
        let summary = try Self.summary(of: Self.split(rounds: 16, elsewhere: elsewhere))
        let failures = Self.orderFailures(summary)
        #expect(failures.count == 1, "\(summary.findings)")
        #expect(
            failures.contains { if case .orderDependence(.scaled(.lanczos3), .scene, .scaled, let ratio) = $0 { ratio < 1.0 / 3 } else { false } },
            "\(failures)")
    }

    @Test("Sides apart by less than 3× in their medians never fail, however many rounds")
    func closeSidesPass() throws {
        let summary = try Self.summary(of: Self.split(rounds: 40, elsewhere: 7.5))
        #expect(Self.orderFailures(summary).isEmpty, "\(summary.findings)")
    }

    /// 6 rounds of native at 2.3 ms and catmull-rom at `slow` ms in the rounds `slowRounds`
    /// name, 2.95 ms (1.28× native, the pixels 1.31×) in the others.
    static func catmullRom(slow: Double, slowRounds: Set<Int>) -> [Frame] {
        (0..<6).flatMap { round in
            [
                Frame(round: round, position: 0, path: .native, scene: 2.3),
                Frame(round: round, position: 1, path: .scaled(.catmullRom), scene: slowRounds.contains(round) ? slow : 2.95),
            ]
        }
    }

    static func sceneRatioFailures(_ summary: AuditSummary) -> [AuditFinding] {
        summary.findings.filter { if case .sceneRatio = $0 { true } else { false } }
    }

    @Test("Load that slows 5 of 6 scaled scenes moves the CI past 25 % of the pixels but not the fastest frames: no scene-ratio finding")
    func loadKeepsTheFastestFrames() throws {
        let summary = try Self.summary(of: Self.catmullRom(slow: 7.5, slowRounds: [0, 1, 2, 4, 5]))
        let ratio = try #require(summary.sceneRatios.first)
        #expect(try #require(ratio.lower) > ratio.pixels * 1.25, "the CI alone would fail it: \(ratio)")
        #expect(abs((ratio.fastest ?? 0) - 2.95 / 2.3) < 1e-9)
        #expect(Self.sceneRatioFailures(summary).isEmpty, "\(summary.findings)")
    }

    @Test("A stall in every scaled scene moves the fastest frames too: the scene ratio fails", arguments: [7.5, 15.0])
    func stallInEveryFrameFails(slow: Double) throws {
        let summary = try Self.summary(of: Self.catmullRom(slow: slow, slowRounds: Set(0..<6)))
        #expect(Self.sceneRatioFailures(summary).count == 1, "\(summary.findings)")
    }
}
