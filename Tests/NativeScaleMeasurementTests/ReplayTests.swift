import NativeScaleAnalysis
import NativeScaleCore
import NativeScaleExperiments
import NativeScaleMeasurement
import NativeScaleRenderer
import NativeScaleRendering
import NativeScaleResults
import NativeScaleStatistics
import NativeScaleTestSupport
import NativeScaleUseCases
import Testing

/// Recorded timestamp streams through the real experiment, analysis and audit (``ReplayRenderer``):
/// the NVIDIA stand-in and lavapipe's clean runs pass, every fault class fails with the finding
/// it leaves, and the audit's own error rates on runs resampled from them are within their
/// stated bounds (docs/methodology.md, "The audit's error rates").
@Suite("Replayed streams: real GPUs' stamps through the audit, and its error rates")
struct ReplayTests {
    static let faults = ["start-after-work", "end-before-work", "start-without-dependency", "skipped-draw", "host-stall"]
    static let cleanLavapipe =
        ["lavapipe-iphone-8-plus-quiet", "lavapipe-64x64-quiet"]
        + (1...3).flatMap { ["lavapipe-iphone-8-plus-suite-\($0)", "lavapipe-64x64-suite-\($0)", "lavapipe-128x192-all-suite-\($0)"] }

    static func replay(_ name: String) throws -> ReplayUseCase.Outcome {
        try ReplayUseCase(stream: TimestampStream.read(from: Fixtures.stream(name)), seed: 0x5EED).run()
    }

    /// Whether `findings` hold the mark `fault` leaves: its work outside its range (a leak the
    /// dose check finds, a batched time alone cannot explain, a scene that depends on what came
    /// before it), or its work not done (a sentinel left, a scene far from its pixels).
    static func marks(_ fault: String, _ findings: [AuditFinding]) -> Bool {
        findings.contains { finding in
            switch (fault, finding) {
            case ("start-after-work", .leak(_, .step(.preparation)?, _)), ("end-before-work", .leak(_, .transition?, _)),
                ("end-before-work", .leak(_, .step(.probe)?, _)), ("start-without-dependency", .leak(_, .step(.preparation)?, _)),
                ("start-after-work", .isolatedMismatch), ("end-before-work", .isolatedMismatch), ("start-without-dependency", .isolatedMismatch),
                ("start-after-work", .clampedStages), ("end-before-work", .clampedStages),
                ("start-without-dependency", .orderDependence), ("skipped-draw", .unwrittenWork), ("host-stall", .isolatedMismatch),
                ("host-stall", .sceneRatio):
                true
            default: false
            }
        }
    }

    @Test("The NVIDIA stand-in (an H200 run's figures in this build's stamp layout) passes the audit: its 18.8 µs of steps between paths are timed, not priced")
    func nvidiaStandInPasses() throws {
        let outcome = try Self.replay("h200-standin")
        #expect(outcome.findings.isEmpty, "\(outcome.findings)")
        let summary = try #require(outcome.audit.summary)
        // Nothing priced: no step allowance, and the stages absorbed the dose's added time.
        #expect(summary.stepNanoseconds == nil)
        let doses = try #require(summary.doseResponses)
        #expect(doses.count == 2 && doses.allSatisfy { $0.checks >= DoseResponse.minimumChecks && $0.absorbed > 0.99 }, "\(doses)")
        #expect(summary.sceneRatios.allSatisfy { abs($0.measured - 1.321) < 0.01 }, "\(summary.sceneRatios)")
    }

    @Test("The NVIDIA stand-in with each injected fault added fails the audit, with the fault's mark", arguments: faults)
    func nvidiaStandInWithFaultFails(_ fault: String) throws {
        let outcome = try Self.replay("h200-standin-" + fault)
        #expect(Self.marks(fault, outcome.findings), "\(outcome.findings)")
    }

    @Test("lavapipe's clean streams pass, quiet and beside the test suite", arguments: cleanLavapipe)
    func cleanLavapipePasses(_ name: String) throws {
        let outcome = try Self.replay(name)
        #expect(outcome.findings.isEmpty, "\(outcome.findings)")
    }

    struct FaultCase: Sendable, CustomTestStringConvertible {
        let fault: String
        let size: String
        var testDescription: String { "\(fault) at \(size)" }
    }

    /// Every fault at every recorded size, but a start without its dependency at 64×64: there
    /// lavapipe writes the stamp before the scene anyway on a quiet machine, so no fault happens
    /// (the audit rightly passes; methodology.md's table names it).
    static let faultCases = ["64x64", "256x256", "1242x2208"].flatMap { size in
        faults.filter { !(size == "64x64" && $0 == "start-without-dependency") }.map { FaultCase(fault: $0, size: size) }
    }

    @Test("Every lavapipe stream recorded with a fault fails the audit, with the fault's mark", arguments: faultCases)
    func lavapipeFaultFails(_ fault: FaultCase) throws {
        let outcome = try Self.replay("lavapipe-\(fault.size)-\(fault.fault)")
        #expect(Self.marks(fault.fault, outcome.findings), "\(outcome.findings)")
    }

    @Test(
        "Beside the test suite, 6-round 128×192 runs with a start stamp after its work, which the repeats' spread once hid, fail in all 300 resampled runs",
        arguments: [1, 2])
    func startAfterWorkBesideTheSuiteIsCaught(_ run: Int) throws {
        let stream = try TimestampStream.read(from: Fixtures.stream("lavapipe-128x192-start-after-work-suite-\(run)"))
        let once = try ReplayUseCase(stream: stream, seed: 0x5EED).run()
        #expect(Self.marks("start-after-work", once.findings), "\(once.findings)")
        let resampled = try #require(try ReplayUseCase(stream: stream, seed: 7).resampled(count: 300))
        #expect(resampled.failed == resampled.runs)
    }

    @Test("At 64×64 a start stamp with no dependency is written before the scene anyway: nothing leaks, and the audit passes")
    func startWithoutDependencyAtTheSmallestSizeIsNoFault() throws {
        let outcome = try Self.replay("lavapipe-64x64-start-without-dependency")
        #expect(outcome.findings.isEmpty, "\(outcome.findings)")
    }

    /// False alarms: 100 runs resampled from each clean stream (methodology.md's table has 300 each), 0 fail; the
    /// pooled rate's one-sided 95 % upper bound is at most 1 %.
    @Test("False alarms: 100 runs resampled from each clean stream, 0 fail; the pooled rate's one-sided 95 % bound is at most 1 %")
    func falseAlarmRate() throws {
        var runs = 0
        var failed = 0
        for name in Self.cleanLavapipe + ["h200-standin"] {
            let resampled = try #require(try ReplayUseCase(stream: TimestampStream.read(from: Fixtures.stream(name)), seed: 7).resampled(count: 100))
            runs += resampled.runs
            failed += resampled.failed
            #expect(resampled.failed == 0, "\(name): \(resampled.failures.first ?? [])")
        }
        #expect(BinomialBound.upper(successes: failed, trials: runs, confidence: 0.95) <= 0.01)
    }

    @Test(
        "Detection: 300 runs resampled from each fault stream at each size, every one fails; the one-sided 95 % lower bound is at least 99 %",
        arguments: faultCases)
    func detectionRate(_ fault: FaultCase) throws {
        let resampled = try #require(
            try ReplayUseCase(
                stream: TimestampStream.read(from: Fixtures.stream("lavapipe-\(fault.size)-\(fault.fault)")),
                seed: 7
            ).resampled(count: 300))
        #expect(resampled.failed == resampled.runs)
        #expect(resampled.lowerBound >= 0.99)
    }

    @Test("A run recorded on lavapipe replays to the very samples, analysis and audit it measured")
    func recordedRunReplaysExactly() throws {
        let instance = try Instance(validation: true)
        let gpu = try GPU(instance: instance)
        let filters: [ResampleFilter] = [.bilinear, .blit]
        let native = PixelSize(width: 56, height: 56)
        let drawable = PixelSize(width: 64, height: 64)
        let workload = WorkloadConfiguration(workload: .fill, shaderCost: 96)
        let renderer = try OffscreenRenderer(gpu: gpu, workload: workload, nativeSize: native, drawableSize: drawable, filters: filters)
        let recorder = StreamRecorder(recording: renderer)
        let live = try BenchExperiment(filters: filters, warmupRounds: 2, stop: StopCondition(rounds: 12), seed: 3).run(on: recorder)
        let stream = recorder.stream(
            origin: "ReplayTests", nativeSize: native, drawableSize: drawable,
            target: TargetDocument(format: .rgba8, samples: 1, depth: .none, resampleOutputFormat: .rgba8),
            workload: workload, filters: filters, leadInFrames: renderer.leadInFrames, warmupRounds: 2, rounds: 12)
        let replayed = try ReplayUseCase(stream: stream, seed: 3).run()
        #expect(replayed.samples == live.samples)
        #expect(replayed.audit.rounds == live.audit.rounds && replayed.audit.doses == live.audit.doses && replayed.audit.isolated == live.audit.isolated)
        #expect(instance.validationLog?.messages ?? [] == [])
    }

    @Test("A stream that is not the experiment's is refused: one submission short, or of other paths")
    func divergedStreamIsRefused() throws {
        var stream = try TimestampStream.read(from: Fixtures.stream("h200-standin"))
        stream.submissions.removeLast()
        #expect(throws: RendererError.self) { try ReplayUseCase(stream: stream, seed: 1).run() }
        var other = try TimestampStream.read(from: Fixtures.stream("h200-standin"))
        other.submissions.append(other.submissions[0])
        #expect(throws: RendererError.self) { try ReplayUseCase(stream: other, seed: 1).run() }
    }
}
