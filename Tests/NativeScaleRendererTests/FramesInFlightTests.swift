import NativeScaleCore
import NativeScaleRenderer
import NativeScaleRendering
import Testing

/// Rounds kept in flight: each submission in a slot of its own (command buffer, query range,
/// probe), read back when the caller collects it, under synchronization validation.
@Suite("Frames in flight: rounds queued in slots of their own, under validation", .serialized)
struct FramesInFlightTests {
    static let native = PixelSize(width: 120, height: 213)
    static let drawable = PixelSize(width: 138, height: 245)
    static let paths: [MeasuredPath] = [.native, .scaled(.bilinear)]

    func renderer(_ device: ValidatedDevice, slots: Int) throws -> OffscreenRenderer {
        try OffscreenRenderer(
            gpu: device.gpu, workload: WorkloadConfiguration(workload: .fill, shaderCost: 16), nativeSize: Self.native,
            drawableSize: Self.drawable, filters: [.bilinear], framesInFlight: slots)
    }

    @Test("Two rounds submitted before either is read back are each timed from their own stamps, with every frame's work written")
    func twoRoundsInFlight() throws {
        let device = try ValidatedDevice()
        let renderer = try renderer(device, slots: 2)
        #expect(renderer.framesInFlight == 2)
        let first = try renderer.submitAuditedRound(Self.paths)
        let second = try renderer.submitAuditedRound(Self.paths)
        #expect(renderer.rounds == 2)
        for timing in [try renderer.collect(first), try renderer.collect(second)] {
            #expect(timing.source == .gpuTimestamps)
            #expect(timing.frames.count == 2 && timing.drawnWork.allSatisfy(\.complete), "\(timing.drawnWork)")
            // The stages lie inside their own submission's span: stamps of the other slot never mix in.
            #expect(timing.span > 0 && timing.stagesSum <= timing.span, "stages \(timing.stagesSum) ns in a span of \(timing.span) ns")
            #expect(timing.frames.allSatisfy { $0.scene > 0 })
        }
        device.expectNoMessages()
    }

    @Test("A submission while every slot holds a round not yet read back is refused, and accepted once one is read back")
    func fullSlotsRefuseASubmission() throws {
        let device = try ValidatedDevice()
        let renderer = try renderer(device, slots: 2)
        let first = try renderer.submitAuditedRound(Self.paths)
        let second = try renderer.submitAuditedRound(Self.paths)
        #expect(throws: RendererError.recording(.slotsInFlight(2))) { _ = try renderer.submitAuditedRound(Self.paths) }
        _ = try renderer.collect(first)
        let third = try renderer.submitAuditedRound(Self.paths)
        _ = try renderer.collect(second)
        #expect(try renderer.collect(third).drawnWork.allSatisfy(\.complete))
        device.expectNoMessages()
    }

    @Test("One slot: a renderer made as before waits on every round, and a second submission before the first is read is refused")
    func oneSlotIsTheSynchronousRenderer() throws {
        let device = try ValidatedDevice()
        let renderer = try renderer(device, slots: 1)
        #expect(renderer.framesInFlight == 1)
        let timing = try renderer.renderAuditedRound(Self.paths)
        #expect(timing.frames.count == 2)
        let pending = try renderer.submitAuditedRound(Self.paths)
        #expect(throws: RendererError.recording(.slotsInFlight(1))) { _ = try renderer.submitAuditedRound(Self.paths) }
        _ = try renderer.collect(pending)
        device.expectNoMessages()
    }
}
