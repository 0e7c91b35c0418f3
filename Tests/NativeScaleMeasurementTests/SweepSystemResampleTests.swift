import Foundation
import NativeScaleCore
import NativeScaleMeasurement
import NativeScaleQuality
import NativeScaleReferences
import NativeScaleResults
import NativeScaleTuning
import Testing

/// A sweep applied in a format whose buffer is not the panel: GLFW on a display given by hand,
/// whose framebuffer is its 96×144 drawable on an 80×120 panel (``FakeDevice``, no Vulkan).
@Suite("A sweep through the system's resample: every point renders into the format's buffer and is judged at the panel")
struct SweepSystemResampleTests {
    static let plan = SweepRaceTests.plan
    static let system = SystemResample(format: .glfw, display: plan.display, platform: nil, filter: .area)

    static func sweep(system: SystemResample?, exhaustive: Bool = true) throws -> SweepUseCase {
        SweepUseCase(
            request: .init(
                plan: plan, entry: nil, workload: WorkloadConfiguration(workload: .fill, shaderCost: 0), filters: [.bilinear],
                sweep: try ScaleSweep(scales: [0.5]), referenceFactor: 2, warmupRounds: 1,
                stop: StopCondition(rounds: 8, minimumRounds: 8), seed: 1, constraints: try TuningConstraints(), baselineFilter: .area,
                validation: false, cropSide: 16, metric: .ssim, exhaustive: exhaustive, system: system))
    }

    @Test("Every renderer ends in the 96×144 buffer, the points are scales of it, and the file records the resample")
    func pointsRenderIntoTheBuffer() throws {
        let system = try #require(Self.system)
        #expect(system.buffer == PixelSize(width: 96, height: 144) && system.panel == PixelSize(width: 80, height: 120))
        let device = FakeDevice(costs: SweepRaceTests.costs)
        let result = try Self.sweep(system: system).run(on: device, version: "test")
        #expect(!device.made.isEmpty && device.made.allSatisfy { $0.nativeSize == system.buffer })
        #expect(result.points.allSatisfy { $0.target.nativeSize == system.buffer })
        // The native point is the whole buffer; 0.5 of it is 48×72; no drawable row (it is the buffer).
        #expect(Set(result.points.map(\.target.renderSize)) == [system.buffer, PixelSize(width: 48, height: 72)])
        #expect(result.configuration.system == system)
    }

    @Test("The native point's quality is the buffer's render after the system's resample, against the panel's reference")
    func qualityIsJudgedAfterTheSystem() throws {
        let system = try #require(Self.system)
        let result = try Self.sweep(system: system).run(on: FakeDevice(costs: SweepRaceTests.costs), version: "test")
        let native = try #require(result.points.first { !$0.target.needsResample })
        let panel = Self.plan.nativeSize
        let reference = try FakeDevice().referenceImage(
            workload: WorkloadConfiguration(workload: .fill), nativeSize: panel, size: PixelSize(width: panel.width * 2, height: panel.height * 2))
        let shown = ReferenceResampler.resample(FakeRenderer.pattern(system.buffer), to: panel.width, panel.height, filter: .area)
        let expected = QualityMetrics.measure(shown, against: QualityReference(reference, pixelsPerDegree: nil)).0
        #expect(native.quality.ssim == expected.ssim)
        // Without the resample the same render size is judged straight at the panel, and scores otherwise.
        let direct = try Self.sweep(system: nil).run(on: FakeDevice(costs: SweepRaceTests.costs), version: "test")
        let directNative = try #require(direct.points.first { !$0.target.needsResample })
        #expect(directNative.target.renderSize == panel && directNative.quality.ssim != native.quality.ssim)
    }

    /// Scale 0.5 of the buffer is below the native point's quality, so quality alone settles the
    /// race and no drawable size of its own is timed as a baseline (the buffer is the drawable).
    @Test("A race quality alone decides still times one render size: the file has its native frame time and an audit, and reads back")
    func raceDecidedByQualityStillTimesNative() throws {
        let result = try Self.sweep(system: Self.system, exhaustive: false).run(on: FakeDevice(costs: SweepRaceTests.costs), version: "test")
        #expect(result.points.filter { $0.filter != nil }.allSatisfy { $0.settlement?.reason.isByQuality == true })
        #expect(!result.experiments.isEmpty && result.nativeFrameMilliseconds.isFinite && result.nativeFrameMilliseconds > 0)
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("nativescale-quality-decided-\(UInt64.random(in: 0...UInt64.max)).json").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        try JSONText.encode(result).write(toFile: path, atomically: true, encoding: .utf8)
        let read = try SweepResult.read(from: path)
        #expect(read.configuration.system == Self.system && read.nativeFrameMilliseconds == result.nativeFrameMilliseconds)
    }
}
