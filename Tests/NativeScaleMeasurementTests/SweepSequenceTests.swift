import Foundation
import NativeScaleCore
import NativeScaleMeasurement
import NativeScaleQuality
import NativeScaleResults
import NativeScaleTuning
import Testing

/// `sweep --sequence`: every point judged frame by frame against the reference's frames and in
/// ColorVideoVDP's video mode, on ``FakeDevice`` (no Vulkan), whose rings move 1 % of the width a frame.
@Suite("A sweep over a sequence: each point judged on every frame, the sequence in the video mode")
struct SweepSequenceTests {
    static let plan = SweepRaceTests.plan

    static func sweep(frames: Int) throws -> SweepUseCase {
        var workload = WorkloadConfiguration(workload: .fill, shaderCost: 0)
        workload.sequence = try #require(FrameSequence(frames: frames, framesPerSecond: 30))
        return SweepUseCase(
            request: .init(
                plan: plan, entry: nil, workload: workload, filters: [.bilinear, .area], sweep: try ScaleSweep(scales: [0.5, 0.8]),
                referenceFactor: 2, warmupRounds: 1, stop: StopCondition(rounds: frames, minimumRounds: frames), seed: 1,
                constraints: try TuningConstraints(), baselineFilter: .area, validation: false, cropSide: 16,
                viewing: try ViewingGeometry.resolve(panel: nil, pixelsPerDegree: try PixelsPerDegree(40)), metric: .flip,
                display: try ColorVideoVDPNamedDisplay.named("standard_fhd").model(), exhaustive: true))
    }

    @Test("Every point has each frame's JOD and FLIP's spread over the frames; its quality is the sequence's, and the crops carry strips")
    func everyPointIsJudgedFrameByFrame() throws {
        let result = try Self.sweep(frames: 6).run(on: FakeDevice(costs: SweepRaceTests.costs), version: "test")
        #expect(result.schemaVersion == 20 && result.configuration.workload.sequence?.frames == 6)
        for point in result.points {
            let frames = try #require(point.frames, "\(point.target.renderSize)")
            #expect(frames.frameJOD?.count == 6)
            let flip = try #require(frames.flip)
            #expect((0..<6).contains(flip.worstFrame) && flip.worst >= flip.mean && flip.percentile95 <= flip.worst)
            // The point's FLIP is the mean of its frames' means, its JOD the video mode's.
            #expect(abs((point.quality.flip?.mean ?? 0) - flip.mean) < 1e-12)
            let jod = try #require(point.quality.jod)
            #expect(jod < 10 && jod >= (frames.frameJOD?.min() ?? 10) - 1e-9 && jod <= (frames.frameJOD?.max() ?? 0) + 1e-9)
        }
        #expect(result.crops.images.filter { $0.pointIndex != nil }.allSatisfy { $0.stripPng != nil })
        #expect(result.recommendation != nil)
    }

    @Test("The sequence's native point is judged on every frame: its FLIP is the frames' mean, not frame 0's")
    func nativeIsJudgedOverTheSequence() throws {
        let result = try Self.sweep(frames: 4).run(on: FakeDevice(costs: SweepRaceTests.costs), version: "test")
        let native = try #require(result.points.first { !$0.target.needsResample })
        let device = FakeDevice()
        let size = Self.plan.nativeSize
        let references = try device.referenceFrames(
            workload: Self.sweep(frames: 4).request.workload, nativeSize: size, size: PixelSize(width: size.width * 2, height: size.height * 2))
        #expect(references.count == 4 && references[0] != references[3], "the reference moves")
        let means = try (0..<4).map { frame in
            QualityMetrics.measure(FakeRenderer.pattern(size, frame: frame), against: references[frame], pixelsPerDegree: try PixelsPerDegree(40)).metrics.flip?
                .mean ?? 0
        }
        #expect(abs((native.quality.flip?.mean ?? 0) - means.reduce(0, +) / 4) < 1e-12)
        #expect(native.frames?.flip?.worstFrame == means.indices.max { means[$0] < means[$1] })
    }

    @Test("The file reads back with its frames")
    func fileReadsBack() throws {
        let result = try Self.sweep(frames: 3).run(on: FakeDevice(costs: SweepRaceTests.costs), version: "test")
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("nativescale-sweep-sequence-\(UUID().uuidString).json").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        try JSONText.encode(result).write(toFile: path, atomically: true, encoding: .utf8)
        let read = try SweepResult.read(from: path)
        #expect(read.points.map(\.frames) == result.points.map(\.frames))
        #expect(read.configuration.workload.sequence == result.configuration.workload.sequence)
    }
}
