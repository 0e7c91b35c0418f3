import Foundation
import NativeScaleContent
import NativeScaleCore
import NativeScaleReferences
import NativeScaleRenderer
import NativeScaleRendering
import Testing

/// Snapdragon GSR 2 on the default device, under validation: its passes against the CPU
/// reference (``TemporalGameSuperResolution``) fed the very frames the scene pass wrote, the
/// jittered scene's motion vectors against the camera, and the history's reset.
@Suite("SGSR 2 on the default device, under validation: the CPU reference's arithmetic, unjittered motion vectors, resets", .serialized)
struct TemporalUpscalerTests {
    static let render = PixelSize(width: 128, height: 96)
    static let display = PixelSize(width: 256, height: 192)

    /// The orbiting procedural scene as a sequence, its objects turning or still, rendered at
    /// half the display's width and height through SGSR 2.
    static func renderer(_ device: ValidatedDevice, depth: DepthFormat, turning: Bool = true) throws -> OffscreenRenderer {
        var workload = WorkloadConfiguration(workload: .scene, draws: 3, instances: 4, triangles: 512)
        workload.sequence = try #require(FrameSequence(frames: 12, framesPerSecond: 30))
        workload.motionVectors = true
        var geometry = ProceduralScene.make(draws: 3, instances: 4, triangles: 512)
        geometry.turns = turning
        return try OffscreenRenderer(
            gpu: device.gpu, workload: workload, content: .geometry(geometry),
            target: AttachmentConfiguration(colorFormat: .rgba8, depthFormat: depth), nativeSize: display, drawableSize: render, filters: [.sgsr2])
    }

    @Test(
        "Its passes on the GPU equal the CPU reference within a level of 255 on every pixel of 12 frames, fed each frame's own colour, depth and vectors",
        arguments: [DepthFormat.d32f, .d24s8])
    func passesMatchTheReference(depth: DepthFormat) throws {
        let device = try ValidatedDevice()
        let renderer = try Self.renderer(device, depth: depth)
        let jitter = try #require(TemporalJitter(renderSize: Self.render, displaySize: Self.display))
        var reference = try #require(TemporalGameSuperResolution(renderSize: Self.render, displaySize: Self.display))
        var differing = 0
        for frame in 0..<12 {
            let buffers = try renderer.renderedSceneBuffers(.scaled(.sgsr2), frame: frame)
            let gpu = try renderer.lastOutputPixels(.scaled(.sgsr2))
            let offset = jitter.offset(ofFrame: frame)
            let input = TemporalGameSuperResolution.Frame(
                color: RGBAFloatImage(texelsOf: buffers.color), depth: try #require(buffers.depth), motion: buffers.motion,
                jitter: SIMD2(Float(offset.x), Float(offset.y)), reset: frame == 0, sameCamera: false,
                fieldOfViewTangent: SceneCamera.horizontalTangent(aspect: Float(Self.render.width) / Float(Self.render.height)))
            let upscaled = reference.upscale(input)
            let cpu = try #require(upscaled).quantized(to: .rgba8)
            let worst = gpu.maximumDifference(from: cpu) * 255
            #expect(worst <= 1.001, "frame \(frame): \(worst) levels apart")
            differing += (0..<Self.display.pixelCount).count { pixel in
                (0..<3).contains { abs(gpu.values[pixel * 4 + $0] - cpu.values[pixel * 4 + $0]) > 0.5 / 255 }
            }
        }
        // Most pixels are the same bits; the rest a level apart (the sampler's bilinear history, exp's last ulp).
        #expect(differing < 12 * Self.display.pixelCount / 100, "\(differing) pixels of \(12 * Self.display.pixelCount) differ by a level")
        device.expectNoMessages()
    }

    @Test("A jittered frame's motion vectors are not jittered: each covered pixel's is where its point, unjittered, was a frame before (within 0.02 px)")
    func jitteredFramesWriteUnjitteredVectors() throws {
        let device = try ValidatedDevice()
        // The camera alone moves: the objects' turn would add motion the camera's reprojection does not have.
        let renderer = try Self.renderer(device, depth: .d32f, turning: false)
        let jitter = try #require(TemporalJitter(renderSize: Self.render, displaySize: Self.display))
        let bounds = try #require(ProceduralScene.make(draws: 3, instances: 4, triangles: 512).bounds)
        let sequence = try #require(renderer.workload.sequence)
        let aspect = Float(Self.render.width) / Float(Self.render.height)
        for frame in [3, 8] {
            let buffers = try renderer.renderedSceneBuffers(.scaled(.sgsr2), frame: frame)
            let depth = try #require(buffers.depth)
            let current = SceneCamera(fitting: bounds, aspect: aspect, orbit: SceneMotion.orbit(at: sequence.time(ofFrame: frame)))
            let previous = SceneCamera(fitting: bounds, aspect: aspect, orbit: SceneMotion.orbit(at: sequence.time(ofFrame: frame - 1)))
            let unproject = try #require(current.viewProjection.inverse)
            let offset = jitter.offset(ofFrame: frame)
            let shift = SIMD2(Float(offset.x), Float(offset.y))
            var (worst, worstIfJittered, covered): (Float, Float, Int) = (0, 0, 0)
            for y in 0..<Self.render.height {
                for x in 0..<Self.render.width where depth.covers(x: x, y: y) {
                    covered += 1
                    // The pixel's centre shows the point that, unjittered, is at centre − jitter.
                    let unjittered = SIMD2(Float(x) + 0.5, Float(y) + 0.5) - shift
                    let ndc = SIMD4(unjittered.x / Float(Self.render.width) * 2 - 1, unjittered.y / Float(Self.render.height) * 2 - 1, depth[x, y], 1)
                    let world = unproject.transform(ndc)
                    let before = previous.project(SIMD3(world.x, world.y, world.z) / world.w, width: Self.render.width, height: Self.render.height)
                    let expected = SIMD2(before.x, before.y) - unjittered
                    let error = buffers.motion[x, y] - expected
                    worst = max(worst, (error * error).sum().squareRoot())
                    let jitteredError = buffers.motion[x, y] - (expected - shift)
                    worstIfJittered = max(worstIfJittered, (jitteredError * jitteredError).sum().squareRoot())
                }
            }
            #expect(covered > Self.render.pixelCount / 10, "only \(covered) pixels are covered")
            #expect(worst < 0.02, "frame \(frame): a vector is \(worst) px from the unjittered reprojection")
            #expect(worstIfJittered > 0.1, "frame \(frame): the jitter (\(shift)) does not show against vectors taken from jittered positions")
        }
        device.expectNoMessages()
    }

    @Test("A frame that does not follow the one before resets the history: frame 5 after frame 2 is the bits of frame 5 drawn first")
    func aSkippedFrameResets() throws {
        let device = try ValidatedDevice()
        let first = try Self.renderer(device, depth: .d32f)
        let fresh = try first.renderedImage(.scaled(.sgsr2), frame: 5)
        let second = try Self.renderer(device, depth: .d32f)
        for frame in 0...4 { _ = try second.renderedImage(.scaled(.sgsr2), frame: frame) }
        let following = try second.renderedImage(.scaled(.sgsr2), frame: 5)
        _ = try second.renderedImage(.scaled(.sgsr2), frame: 2)
        let skipped = try second.renderedImage(.scaled(.sgsr2), frame: 5)
        #expect(skipped == fresh)
        #expect(following != fresh, "frame 5 after frames 0–4 should carry their history")
        device.expectNoMessages()
    }
}
