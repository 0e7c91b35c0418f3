import Foundation
import NativeScaleAnalysis
import NativeScaleCore
import NativeScaleExperiments
import NativeScaleMeasurement
import NativeScaleRenderer
import NativeScaleRendering
import NativeScaleResults
import NativeScaleStatistics
import Testing

/// `bench` through its use case on a renderer of known costs (``FakeRenderer``): the part of a
/// bench that needs no window and no Vulkan (``BenchUseCase/measure(on:through:progress:)``),
/// from the request to the result a user reads and a later run reads again.
@Suite("bench's use case on a renderer of known costs: what it measures, derives, notes and records")
struct BenchUseCaseTests {
    /// The iPhone 8 Plus: 1242×2208 drawn, 1080×1920 native.
    static let plan = RenderTargetPlan(display: try! DisplayCatalog.entry(named: "iphone-8-plus").display)

    static func useCase(
        filters: [ResampleFilter] = [.bilinear, .area], stop: StopCondition = StopCondition(rounds: 12, minimumRounds: 12),
        seed: UInt64 = 1, plan: RenderTargetPlan = plan, entry: CatalogEntry? = nil
    ) -> BenchUseCase {
        BenchUseCase(
            request: .init(
                plan: plan, entry: entry, workload: WorkloadConfiguration(workload: .fill), filters: filters, warmupRounds: 2,
                stop: stop, seed: seed, device: DeviceRequest(gpu: nil, validation: false, timeout: .seconds(5)), present: nil,
                capturesImages: false, version: "test"))
    }

    static func renderer(
        for plan: RenderTargetPlan = plan, costs: FakeRenderer.Costs = FakeRenderer.Costs(),
        device: GPUDeviceInfo = FakeRenderer.device, seed: UInt64 = 1
    ) -> FakeRenderer {
        FakeRenderer(
            deviceInfo: device, nativeSize: plan.nativeSize, drawableSize: plan.drawableSize, filters: ResampleFilter.allCases, costs: costs,
            seed: seed)
    }

    @Test("A bench measures native and each filter asked for, every round its stop rule allows")
    func measuresEveryPathAskedFor() throws {
        let result = try Self.useCase().measure(on: Self.renderer())
        #expect(Set(result.samples.map(\.path)) == [.native, .scaled(.bilinear), .scaled(.area)])
        #expect(result.rounds == 12 && result.samples.count == 36)
        #expect(result.configuration.filters == [.bilinear, .area])
    }

    @Test("A display drawn at its panel's size has no sampling stage: only the native path is measured")
    func noSamplingStageMeasuresNativeOnly() throws {
        let display = try Display(logicalSize: LogicalSize(width: 375, height: 812), scale: ScaleFactor(3), nativeScale: ScaleFactor(3))
        let plan = RenderTargetPlan(display: display)
        let result = try Self.useCase(plan: plan).measure(on: Self.renderer(for: plan))
        #expect(Set(result.samples.map(\.path)) == [.native])
        #expect(result.verdict == nil && result.analysis.comparisons.isEmpty)
    }

    @Test("The result read back from its JSON derives the same analysis, verdict, anomalies and audit as when it was measured")
    func readingDerivesTheSameFigures() throws {
        let measured = try Self.useCase().measure(on: Self.renderer())
        let read = try BenchResult.decode(json: JSONText.encode(measured), source: "measured.json")
        #expect(read.analysis == measured.analysis)
        #expect(read.verdict == measured.verdict)
        #expect(read.anomalies == measured.anomalies)
        #expect(read.audit == measured.audit)
    }

    @Test("The scaled scene costs its pixels: the scene ratio's interval holds the 1.3225 pixel ratio of 1242×2208 over 1080×1920")
    func sceneRatioFollowsThePixels() throws {
        let result = try Self.useCase().measure(on: Self.renderer())
        let ratio = Double(Self.plan.drawableSize.pixelCount) / Double(Self.plan.nativeSize.pixelCount)
        for comparison in result.analysis.comparisons {
            #expect(
                comparison.sceneRatio.lower <= ratio * 1.01 && comparison.sceneRatio.upper >= ratio * 0.99, "\(comparison.filter): \(comparison.sceneRatio)")
        }
    }

    @Test("The verdict names the cheapest scaled path and what native saves against it")
    func verdictNamesTheCheapestPath() throws {
        var costs = FakeRenderer.Costs()
        costs.resamplePerPixel = [.bilinear: 0.02, .area: 0.2]
        let result = try Self.useCase().measure(on: Self.renderer(costs: costs))
        let verdict = try #require(result.verdict)
        #expect(verdict.filter == .bilinear)
        #expect(verdict.savingPercent > 0 && verdict.comparedPaths == 2)
    }

    @Test("An honest renderer's run passes its audit")
    func honestRunPassesTheAudit() throws {
        let result = try Self.useCase().measure(on: Self.renderer())
        let summary = try #require(result.audit?.summary)
        #expect(summary.findings.isEmpty, "\(summary.findings)")
    }

    @Test("Scaled scenes whose stamps cover a third of their work fail the audit")
    func uncoveredScenesFailTheAudit() throws {
        var costs = FakeRenderer.Costs()
        costs.batchedScaledSceneCoverage = 0.3
        let result = try Self.useCase(stop: StopCondition(rounds: 20, minimumRounds: 20)).measure(on: Self.renderer(costs: costs))
        #expect(result.audit?.summary?.findings.isEmpty == false)
    }

    @Test("A renderer that abandons GPU timestamps leaves a note naming its device and the problem, and a host-clock result")
    func abandonedTimestampsAreNoted() throws {
        let renderer = Self.renderer()
        renderer.abandonsTimestampsAfterRound = 4
        let result = try Self.useCase().measure(on: renderer)
        #expect(result.notes == [.timestampsUnusable(device: "Fake GPU", problem: .zero, size: nil)])
        #expect(result.configuration.timing == .hostWallClock)
    }

    @Test("An upscaler measured at a downsample is noted with its sizes; at an upscale, or a kernel, there is no note", arguments: [false, true])
    func upscalerOutsideItsRangeIsNoted(upscaling: Bool) throws {
        let down = try DisplayCatalog.entry(named: "iphone-8-plus").display
        let plan = RenderTargetPlan(display: down, preset: upscaling ? .quality : nil)
        let result = try Self.useCase(filters: [.bilinear, .fsr1], plan: plan).measure(on: Self.renderer(for: plan))
        let expected: [RunNote] =
            upscaling
            ? [] : [.upscalerOutsideItsRange(.fsr1, from: PixelSize(width: 1242, height: 2208), to: PixelSize(width: 1080, height: 1920))]
        #expect(result.notes ?? [] == expected)
        let read = try BenchResult.decode(json: JSONText.encode(result), source: "written")
        #expect(read.notes ?? [] == expected)
    }

    @Test("A data-centre device's note comes first among the notes, as the device reported it")
    func deviceNotesComeFirst() throws {
        let device = GPUDeviceInfo(
            index: 0, name: "NVIDIA H200", kind: .discrete, driverName: "fake", driverInfo: "", apiVersion: "1.3.0",
            timestampPeriod: 1, timestampValidBits: 64, timestampComputeAndGraphics: true, maxImageDimension2D: 32768,
            unsuitableReasons: [], cannotRunWork: false, notes: [.dataCentrePart(device: "NVIDIA H200", part: "H200")])
        let renderer = Self.renderer(device: device)
        renderer.abandonsTimestampsAfterRound = 4
        let result = try Self.useCase().measure(on: renderer)
        #expect(result.notes?.first == .dataCentrePart(device: "NVIDIA H200", part: "H200"))
        #expect(result.notes?.count == 2)
    }

    @Test("The scaled path's extra memory is the renderer's: the drawable image and the resample's output")
    func extraMemoryIsTheRenderers() throws {
        let result = try Self.useCase().measure(on: Self.renderer())
        #expect(result.memory.extraBytes == (Self.plan.drawableSize.pixelCount + Self.plan.nativeSize.pixelCount) * 4)
    }

    @Test("Progress arrives once a measured round, in order, with the request's stop rule")
    func progressEveryRound() throws {
        var rounds: [Int] = []
        let stop = StopCondition(rounds: 9, minimumRounds: 9)
        _ = try Self.useCase(stop: stop).measure(on: Self.renderer()) { progress in
            rounds.append(progress.round)
            #expect(progress.stop == stop)
        }
        #expect(rounds == Array(1...9))
    }

    @Test("The seed is the bootstrap's: the same seed derives the same intervals from the same frames, another seed other bounds around the same medians")
    func seedDecidesTheIntervals() throws {
        func comparisons(_ seed: UInt64) throws -> [BenchAnalysis.Comparison] {
            try Self.useCase(seed: seed).measure(on: Self.renderer(seed: 3)).analysis.comparisons
        }
        let first = try comparisons(7)
        let again = try comparisons(7)
        let other = try comparisons(8)
        #expect(first == again)
        #expect(first.map(\.overhead.estimate) == other.map(\.overhead.estimate))
        #expect(first.map(\.overhead.lower) != other.map(\.overhead.lower) || first.map(\.overhead.upper) != other.map(\.overhead.upper))
    }

    @Test("The result records what was asked: workload, filters, warm-up, stop rule and seed")
    func recordsTheRequest() throws {
        let stop = StopCondition(rounds: 8, minimumRounds: 8)
        let result = try Self.useCase(filters: [.lanczos3], stop: stop, seed: 42).measure(on: Self.renderer())
        let configuration = result.configuration
        #expect(configuration.workload == WorkloadConfiguration(workload: .fill))
        #expect(configuration.filters == [.lanczos3] && configuration.warmupRounds == 2 && configuration.stop == stop && configuration.seed == 42)
        #expect(
            configuration.display.drawableSize == SizeDocument(width: 1242, height: 2208)
                && configuration.display.nativeSize == SizeDocument(width: 1080, height: 1920))
    }
}
