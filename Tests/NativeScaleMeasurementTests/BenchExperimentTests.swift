import NativeScaleAnalysis
import NativeScaleCore
import NativeScaleExperiments
import NativeScaleMeasurement
import NativeScaleResults
import NativeScaleStatistics
import Testing

/// The interleaved experiment on a renderer of known costs (``FakeRenderer``), at a real GPU's
/// sub-millisecond scale: the iPhone 8 Plus's 1242×2208 drawable and 1080×1920 panel at 0.1 ns a
/// pixel, a 0.2 ms native scene. What it renders, when it stops, when it starts over, and what
/// its audit is handed, in milliseconds and without Vulkan.
@Suite("Experiments on a renderer of known costs: order, stop rules, restarts and the audit's wiring")
struct BenchExperimentTests {
    static let native = PixelSize(width: 1080, height: 1920)
    static let drawable = PixelSize(width: 1242, height: 2208)
    static let filters: [ResampleFilter] = [.bilinear, .area]

    static func renderer(_ costs: FakeRenderer.Costs = FakeRenderer.Costs()) -> FakeRenderer {
        FakeRenderer(nativeSize: native, drawableSize: drawable, filters: filters, costs: costs)
    }

    @Test("Warm-up and measured rounds each render every path once, in the schedule's order for that round")
    func roundsFollowTheSchedule() throws {
        let renderer = Self.renderer()
        let experiment = BenchExperiment(filters: Self.filters, warmupRounds: 3, stop: StopCondition(rounds: 12, minimumRounds: 12), seed: 1)
        let measurement = try experiment.run(on: renderer)
        #expect(renderer.rounds.count == 3 + 12)
        for (call, paths) in renderer.rounds.enumerated() {
            #expect(paths == experiment.schedule.order(ofRound: call < 3 ? call : call - 3), "call \(call)")
        }
        #expect(measurement.samples.count == 12 * 3)
        for sample in measurement.samples {
            #expect(experiment.schedule.order(ofRound: sample.round)[sample.position].name == sample.path.name)
        }
        // Every position of a round holds each path as often as the others (the schedule rotates them).
        let nativePositions = measurement.samples.filter { $0.path == .native }.map(\.position)
        #expect(Set(nativePositions).count == 3)
    }

    struct StopCase: Sendable, CustomTestStringConvertible {
        let stop: StopCondition
        let rounds: Int
        let testDescription: String
    }

    @Test(
        "The experiment stops at the round its stop rule names",
        arguments: [
            StopCase(stop: StopCondition(rounds: 5, minimumRounds: 5), rounds: 5, testDescription: "--frames 5"),
            StopCase(stop: StopCondition(rounds: 7, minimumRounds: 20), rounds: 7, testDescription: "--frames 7 below the minimum rounds"),
            StopCase(stop: StopCondition(timeLimit: 0, minimumRounds: 9), rounds: 9, testDescription: "a spent time limit waits for the minimum rounds"),
            StopCase(stop: StopCondition(rounds: 30, timeLimit: 0, minimumRounds: 4), rounds: 4, testDescription: "the time limit before --frames"),
        ])
    func stopsWhereTheRuleSays(_ stopCase: StopCase) throws {
        let renderer = Self.renderer()
        let measurement = try BenchExperiment(filters: Self.filters, warmupRounds: 2, stop: stopCase.stop, seed: 1).run(on: renderer)
        #expect(Set(measurement.samples.map(\.round)) == Set(0..<stopCase.rounds))
        #expect(renderer.rounds.count == 2 + stopCase.rounds)
    }

    @Test(
        "Isolated checks follow the first three rounds and every tenth of the run, a batch's rounds counted after those before it",
        arguments: [(0, 25, [0, 1, 2, 10, 20]), (8, 5, [2]), (30, 3, [0])])
    func isolatedChecksFollowTheRunsRounds(roundsBefore: Int, rounds: Int, checked: [Int]) throws {
        let renderer = Self.renderer()
        let experiment = BenchExperiment(
            filters: Self.filters, warmupRounds: 1, stop: StopCondition(rounds: rounds, minimumRounds: rounds), seed: 1,
            roundsBefore: roundsBefore)
        let measurement = try experiment.run(on: renderer)
        #expect(Set(measurement.audit.isolated.map(\.round)) == Set(checked))
        // Each check renders every path twice alone, and keeps one entry per path.
        #expect(measurement.audit.isolated.count == checked.count * 3)
        #expect(renderer.isolated.count == checked.count * 3 * 2)
    }

    @Test("When timestamps are abandoned mid-run, measuring starts over and no sample mixes clocks")
    func abandonedTimestampsRestartTheRun() throws {
        let renderer = Self.renderer()
        renderer.abandonsTimestampsAfterRound = 2 + 4
        let measurement = try BenchExperiment(filters: Self.filters, warmupRounds: 2, stop: StopCondition(rounds: 10, minimumRounds: 10), seed: 1)
            .run(on: renderer)
        #expect(measurement.samples.count == 10 * 3)
        #expect(measurement.samples.allSatisfy { $0.transition == nil }, "a GPU-clock sample survived the switch to the host clock")
        #expect(renderer.rounds.count == 2 + 4 + 10)
    }

    /// The audit of one measurement, as bench summarises it.
    static func audit(_ costs: FakeRenderer.Costs, rounds: Int = 24) throws -> RunAudit {
        let renderer = Self.renderer(costs)
        let measurement = try BenchExperiment(filters: Self.filters, warmupRounds: 2, stop: StopCondition(rounds: rounds, minimumRounds: rounds), seed: 1)
            .run(on: renderer)
        let analysis = BenchAnalysis(samples: measurement.samples, seed: 1)
        return measurement.audit.summarised(
            analysis: analysis, samples: measurement.samples,
            pixelRatio: Double(drawable.pixelCount) / Double(native.pixelCount), resolution: 1)
    }

    @Test("Stage times that bound their work pass the audit at a real GPU's sub-millisecond scale")
    func honestTimesPass() throws {
        let audit = try Self.audit(FakeRenderer.Costs())
        #expect(audit.passed == true, "\(audit.summary?.findings ?? [])")
    }

    /// Scaled scenes whose stamps cover a sliver of their work fail the audit: the dose check finds the rest in the
    /// preparation, and the scene ratio is off its pixels.
    @Test(
        "Scaled scenes whose stamps cover a sliver of their work fail the audit: the dose check and the scene ratio see it",
        arguments: [0.02, 0.3])
    func stampsThatMissTheWorkFail(coverage: Double) throws {
        var costs = FakeRenderer.Costs()
        costs.batchedScaledSceneCoverage = coverage
        let findings = try #require(try Self.audit(costs).summary?.findings)
        #expect(findings.contains { if case .leak(path: .scaled(_), interval: .step(.preparation)?, _) = $0 { true } else { false } }, "\(findings)")
        #expect(findings.contains { if case .sceneRatio = $0 { true } else { false } }, "\(findings)")
    }

    @Test(
        "The dose check: the fake's stamps that hold their work absorb the whole added time; stamps that miss 70 % of the scene leave it in the preparation",
        arguments: [(1.0, false), (0.3, true)])
    func doseCheck(coverage: Double, leaks: Bool) throws {
        var costs = FakeRenderer.Costs()
        costs.batchedScaledSceneCoverage = coverage
        let responses = try #require(try Self.audit(costs).summary?.doseResponses)
        let scaled = responses.filter { $0.path != .native }
        #expect(!scaled.isEmpty && scaled.allSatisfy { $0.checks >= DoseResponse.minimumChecks && $0.leaks == leaks }, "\(responses)")
        #expect(scaled.allSatisfy { abs($0.absorbed - coverage) < 0.05 }, "\(responses)")
        #expect(responses.filter { $0.path == .native }.allSatisfy { !$0.leaks && abs($0.absorbed - 1) < 0.05 }, "\(responses)")
    }

    @Test("The scene ratio the analysis reports is the pixel ratio the renderer's costs were made from")
    func sceneRatioIsThePixelRatio() throws {
        let renderer = Self.renderer()
        let measurement = try BenchExperiment(filters: Self.filters, warmupRounds: 2, stop: StopCondition(rounds: 30, minimumRounds: 30), seed: 1)
            .run(on: renderer)
        let analysis = BenchAnalysis(samples: measurement.samples, seed: 1)
        let pixels = Double(Self.drawable.pixelCount) / Double(Self.native.pixelCount)
        for filter in Self.filters {
            let ratio = try #require(analysis.comparisons.first { $0.filter == filter }?.sceneRatio.estimate)
            #expect(abs(ratio / pixels - 1) < 0.03, "\(filter): \(ratio) vs \(pixels)")
        }
    }
}
