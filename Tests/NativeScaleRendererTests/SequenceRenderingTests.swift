import NativeScaleCore
import NativeScaleReferences
import NativeScaleRenderer
import NativeScaleRendering
import Testing

/// Workloads rendered as sequences (`--sequence N --fps F`): each frame where the stated motion
/// puts it, the same bits for the same frame, and frame 0 the still image.
@Suite("Sequences on the default device, under validation", .serialized)
struct SequenceRenderingTests {
    static let size = PixelSize(width: 120, height: 213)

    /// A renderer of `workload` at ``size``: the procedural scene's geometry against depth for `scene`.
    static func renderer(_ device: ValidatedDevice, _ workload: WorkloadConfiguration) throws -> OffscreenRenderer {
        guard workload.workload == .scene else {
            return try OffscreenRenderer(gpu: device.gpu, workload: workload, nativeSize: size, drawableSize: size, filters: [])
        }
        return try OffscreenRenderer(
            gpu: device.gpu, workload: workload, content: .geometry(ProceduralScene.make(draws: 2, instances: 3, triangles: 96)),
            target: AttachmentConfiguration(colorFormat: .rgba8, depthFormat: .d32f), nativeSize: size, drawableSize: size, filters: [])
    }

    static func workload(_ workload: Workload, frames: Int = 8, fps: Double = 60) throws -> WorkloadConfiguration {
        var configuration = WorkloadConfiguration(workload: workload, shaderCost: 4, layers: 6, fetches: 2, draws: 2, instances: 3, triangles: 96)
        configuration.sequence = try #require(FrameSequence(frames: frames, framesPerSecond: fps))
        return configuration
    }

    @Test(
        "Every frame is the same bits when rendered again, in any order, and by another renderer; frames differ from each other",
        arguments: [Workload.fill, .textured, .ui, .scene])
    func framesAreDeterministic(_ workload: Workload) throws {
        let device = try ValidatedDevice()
        let configuration = try Self.workload(workload)
        let first = try Self.renderer(device, configuration)
        let forward = try (0..<4).map { try first.renderedImage(.native, frame: $0) }
        let second = try Self.renderer(device, configuration)
        let backward = try (0..<4).reversed().map { try second.renderedImage(.native, frame: $0) }.reversed()
        let same = Array(backward) == forward
        #expect(same)
        #expect(try first.renderedImage(.native, frame: 2) == forward[2])
        for index in 1..<4 { #expect(forward[index] != forward[index - 1], "frames \(index - 1) and \(index) are the same") }
        // Frame i of an 8-frame sequence is frame i + 8: the sequence loops.
        #expect(try first.renderedImage(.native, frame: 9) == forward[1])
        device.expectNoMessages()
    }

    @Test("Frame 0 of a sequence is the still image, bit for bit", arguments: [Workload.fill, .textured, .ui, .scene])
    func firstFrameIsStill(_ workload: Workload) throws {
        let device = try ValidatedDevice()
        var still = try Self.workload(workload)
        still.sequence = nil
        let moving = try Self.renderer(device, try Self.workload(workload))
        let plain = try Self.renderer(device, still)
        let first = try moving.renderedImage(.native, frame: 0)
        let image = try plain.renderedImage(.native)
        let same = first == image
        #expect(same, "DIFF \(first.maximumDifference(from: image)) \(first.shareOfPixels(differingFrom: image, byMoreThan: 0))")
        device.expectNoMessages()
    }

    /// The pattern moves as ``SceneMotion`` states: the CPU reference at frame i's time agrees
    /// with the GPU's frame i as the still pattern agrees with the still image (edges aside).
    @Test("The fill pattern scrolls and rotates as SceneMotion states, frame by frame", arguments: [1, 5, 23])
    func patternFollowsItsMotion(frame: Int) throws {
        let device = try ValidatedDevice()
        let configuration = try Self.workload(.fill, frames: 30, fps: 30)
        let renderer = try OffscreenRenderer(gpu: device.gpu, workload: configuration, nativeSize: Self.size, drawableSize: Self.size, filters: [])
        let image = try renderer.renderedImage(.native, frame: frame)
        let time = try #require(configuration.sequence).time(ofFrame: frame)
        let expected = SceneReference.fill(width: Self.size.width, height: Self.size.height, time: time)
        let share = image.shareOfPixels(differingFrom: expected, byMoreThan: 2)
        #expect(share < 0.01, "frame \(frame): \(share * 100) % of pixels differ by more than 2/255")
        let still = SceneReference.fill(width: Self.size.width, height: Self.size.height)
        #expect(image.shareOfPixels(differingFrom: still, byMoreThan: 2) > 0.2, "frame \(frame) has not moved")
        device.expectNoMessages()
    }
}
