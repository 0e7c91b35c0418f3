import Foundation
import NativeScaleContent
import NativeScaleCore
import NativeScaleRenderer
import NativeScaleRendering
import Testing

/// The scene pass's motion vectors and depth (`--motion-vectors`): checked against the camera's
/// analytic motion, by reprojecting each frame's predecessor onto it, and for a shader's own
/// `mainMotion`.
@Suite("Motion vectors and depth on the default device, under validation", .serialized)
struct MotionVectorTests {
    static let size = PixelSize(width: 240, height: 426)

    /// The procedural scene as a sequence writing motion vectors, its objects turning or still.
    static func sceneRenderer(_ device: ValidatedDevice, turning: Bool, fps: Double = 10) throws -> OffscreenRenderer {
        var workload = WorkloadConfiguration(workload: .scene, draws: 3, instances: 4, triangles: 512)
        workload.sequence = try #require(FrameSequence(frames: 12, framesPerSecond: fps))
        workload.motionVectors = true
        var geometry = ProceduralScene.make(draws: 3, instances: 4, triangles: 512)
        geometry.turns = turning
        return try OffscreenRenderer(
            gpu: device.gpu, workload: workload, content: .geometry(geometry), target: AttachmentConfiguration(colorFormat: .rgba8, depthFormat: .d32f),
            nativeSize: size, drawableSize: PixelSize(width: 180, height: 320), filters: [.bilinear])
    }

    /// The camera frame `frame` of `renderer`'s sequence is seen through at `size`.
    static func camera(_ renderer: OffscreenRenderer, frame: Int, size: PixelSize) throws -> SceneCamera {
        let bounds = try #require(ProceduralScene.make(draws: 3, instances: 4, triangles: 512).bounds)
        let time = try #require(renderer.workload.sequence).time(ofFrame: frame)
        return SceneCamera(fitting: bounds, aspect: Float(size.width) / Float(size.height), orbit: SceneMotion.orbit(at: time))
    }

    @Test(
        "Under the orbiting camera alone, each covered pixel's vector is where its depth, unprojected and seen by the previous camera, lands (within 0.02 px)",
        arguments: [1, 6, 11])
    func vectorsFollowTheCameraAnalytically(frame: Int) throws {
        let device = try ValidatedDevice()
        let renderer = try Self.sceneRenderer(device, turning: false)
        let buffers = try renderer.renderedSceneBuffers(.native, frame: frame)
        let depth = try #require(buffers.depth)
        let current = try Self.camera(renderer, frame: frame, size: Self.size)
        let previous = try Self.camera(renderer, frame: frame - 1, size: Self.size)
        let unproject = try #require(current.viewProjection.inverse)
        var worst: Float = 0
        var covered = 0
        for y in 0..<Self.size.height {
            for x in 0..<Self.size.width {
                guard depth.covers(x: x, y: y) else {
                    #expect(buffers.motion[x, y] == .zero, "background pixel (\(x), \(y)) moved \(buffers.motion[x, y])")
                    continue
                }
                covered += 1
                let centre = SIMD2(Float(x) + 0.5, Float(y) + 0.5)
                let ndc = SIMD4(centre.x / Float(Self.size.width) * 2 - 1, centre.y / Float(Self.size.height) * 2 - 1, depth[x, y], 1)
                let world = unproject.transform(ndc)
                let point = SIMD3(world.x, world.y, world.z) / world.w
                let before = previous.project(point, width: Self.size.width, height: Self.size.height)
                let expected = SIMD2(before.x, before.y) - centre
                let error = buffers.motion[x, y] - expected
                worst = max(worst, (error * error).sum().squareRoot())
            }
        }
        #expect(covered > Self.size.pixelCount / 10, "only \(covered) pixels are covered")
        #expect(buffers.motion.largestMotion > 1, "the camera moved at most \(buffers.motion.largestMotion) px")
        #expect(worst < 0.02, "frame \(frame): a vector is \(worst) px from the camera's reprojection")
        device.expectNoMessages()
    }

    /// The camera alone leaves the texture's resampling and the moving highlights: measured on
    /// lavapipe, frames 2 and 7 at 10 fps reproject to 4.6/255 from 13.1/255 (0.35×); with the
    /// objects turning as well (their faces turn to the light), 6.2/255 from 9.0/255 (0.69×).
    @Test(
        "Frame i − 1 moved through frame i's vectors matches frame i better than unmoved, and better than through vectors 0.8× or 1.2× as long",
        arguments: [(false, 0.45), (true, 0.8)])
    func reprojectionMatchesTheNextFrame(turning: Bool, bound: Double) throws {
        let device = try ValidatedDevice()
        let renderer = try Self.sceneRenderer(device, turning: turning)
        for frame in [2, 7] {
            let before = try renderer.renderedSceneBuffers(.native, frame: frame - 1)
            let now = try renderer.renderedSceneBuffers(.native, frame: frame)
            let depth = try #require(now.depth)
            let covered: (Int, Int) -> Bool = { x, y in depth.covers(x: x, y: y) }
            func error(scaling scale: Float) throws -> Double {
                let vectors = try #require(MotionVectors(width: now.motion.width, height: now.motion.height, vectors: now.motion.vectors.map { $0 * scale }))
                return Self.meanDifference(try #require(vectors.reprojecting(before.color)), now.color, where: covered)
            }
            let unmoved = try error(scaling: 0)
            let reprojected = try error(scaling: 1)
            #expect(unmoved > 2, "frame \(frame): the frames differ by only \(unmoved)/255")
            #expect(reprojected < unmoved * bound, "frame \(frame): reprojected \(reprojected)/255 against \(unmoved)/255 unmoved")
            for scale: Float in [0.8, 1.2] {
                #expect(reprojected < (try error(scaling: scale)), "frame \(frame): vectors \(scale)× as long reproject better")
            }
        }
        device.expectNoMessages()
    }

    @Test("A sequence's first frame (a cut) has no motion (under 0.001 px, float rounding); its depth is the scene's, the background at 1")
    func firstFrameHasNoMotion() throws {
        let device = try ValidatedDevice()
        let renderer = try Self.sceneRenderer(device, turning: true)
        let buffers = try renderer.renderedSceneBuffers(.native, frame: 0)
        #expect(buffers.motion.largestMotion < 0.001)
        let depth = try #require(buffers.depth)
        #expect(depth.depths.contains(1) && depth.depths.contains { $0 > 0 && $0 < 1 })
        #expect(buffers.color == (try renderer.renderedImage(.native, frame: 0)))
        device.expectNoMessages()
    }

    @Test("A scaled path's buffers are at its render size, the drawable's, and its vectors scale with it")
    func scaledPathBuffersAreAtRenderSize() throws {
        let device = try ValidatedDevice()
        let renderer = try Self.sceneRenderer(device, turning: false)
        let native = try renderer.renderedSceneBuffers(.native, frame: 3)
        let scaled = try renderer.renderedSceneBuffers(.scaled(.bilinear), frame: 3)
        #expect(scaled.motion.width == 180 && scaled.motion.height == 320)
        #expect(scaled.depth?.width == 180)
        let ratio = scaled.motion.largestMotion / native.motion.largestMotion
        #expect(abs(ratio - 0.75) < 0.05, "drawable vectors are \(ratio)× the native ones; the sizes are 0.75×")
        device.expectNoMessages()
    }

    @Test("A shader's mainMotion is written as it says, y flipped to render pixels; its frame before, moved through it, is the frame")
    func shaderMotionIsWrittenAsDefined() throws {
        let device = try ValidatedDevice()
        let source = """
            bool moves(vec2 p) { return p.y > iResolution.y * 0.25; }
            void mainImage(out vec4 c, in vec2 p) {
                vec2 q = p;
                if (moves(q)) q.x -= 120.0 * iTime;
                c = vec4(fract(q.x / 7.0), fract(q.y / 11.0), step(0.5, fract((q.x + q.y) / 13.0)), 1.0);
            }
            vec2 mainMotion(in vec2 p) { return moves(p) ? vec2(-120.0 * iTimeDelta, 0.0) : vec2(0.0, 0.0); }
            """
        let shader = try ShadertoyShader(source: source, path: "scroll.frag")
        var workload = WorkloadConfiguration(workload: .shader, shaderPath: "scroll.frag")
        workload.sequence = try #require(FrameSequence(frames: 8, framesPerSecond: 60))
        workload.motionVectors = true
        let renderer = try OffscreenRenderer(
            gpu: device.gpu, workload: workload, content: .fragmentShader(spirv: try #require(shader.motionSPIRV)),
            target: AttachmentConfiguration(colorFormat: .rgba8), nativeSize: Self.size, drawableSize: Self.size, filters: [])
        let before = try renderer.renderedSceneBuffers(.native, frame: 3)
        let now = try renderer.renderedSceneBuffers(.native, frame: 4)
        #expect(now.depth == nil)
        // Shadertoy's y is up: the top three quarters of the image, in render rows, scroll.
        let movingRows = 0..<(Self.size.height * 3 / 4)
        #expect(now.motion[10, 5] == SIMD2(-2, 0) && now.motion[10, Self.size.height - 3] == .zero)
        let moved = try #require(now.motion.reprojecting(before.color))
        let differs = moved.maximumDifference(from: now.color) { x, y in x >= 2 && movingRows.contains(y) && y < movingRows.upperBound - 1 }
        #expect(differs <= 1, "the moved frame differs from the frame by \(differs)/255")
        device.expectNoMessages()
    }

    @Test("Scene buffers read from a renderer that writes no motion vectors are refused, saying so")
    func buffersWithoutMotionAreRefused() throws {
        let device = try ValidatedDevice()
        let renderer = try OffscreenRenderer(gpu: device.gpu, workload: WorkloadConfiguration(), nativeSize: Self.size, drawableSize: Self.size, filters: [])
        #expect(throws: RendererError.resources(.motionVectorsNotWritten)) { try renderer.renderedSceneBuffers(.native, frame: 0) }
        device.expectNoMessages()
    }

    @Test(
        "A glTF file's first animation plays: the node slides as keyed, the camera holds, each covered pixel's vector is the slide within 0.02 px",
        arguments: ["gltf", "glb"])
    func animationMovesTheNode(_ container: String) throws {
        let device = try ValidatedDevice()
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("nativescale-animated-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("slide.\(container)").path
        // 0.6 units to the right over 2 s: 0.03 units a frame at 10 fps.
        try TestGLTF.movingQuad(width: 1, height: 0.8, color: [0.9, 0.6, 0.2, 1], from: [-0.3, 0, 0], to: [0.3, 0, 0], seconds: 2)
            .write(to: path, binary: container == "glb")
        let geometry = try GLTFScene.load(path: path)
        let animation = try #require(geometry.animation)
        #expect(animation.name == "slide" && abs(animation.duration - 2) < 1e-6)
        var workload = WorkloadConfiguration(workload: .scene, scenePath: path)
        workload.sequence = try #require(FrameSequence(frames: 12, framesPerSecond: 10))
        workload.motionVectors = true
        let size = PixelSize(width: 160, height: 120)
        let renderer = try OffscreenRenderer(
            gpu: device.gpu, workload: workload, content: .geometry(geometry), target: AttachmentConfiguration(colorFormat: .rgba8, depthFormat: .d32f),
            nativeSize: size, drawableSize: size, filters: [])
        let camera = SceneCamera(fitting: try #require(geometry.bounds), aspect: Float(size.width) / Float(size.height))
        let unproject = try #require(camera.viewProjection.inverse)
        for frame in [3, 8] {
            let buffers = try renderer.renderedSceneBuffers(.native, frame: frame)
            let depth = try #require(buffers.depth)
            var worst: Float = 0
            var covered = 0
            for y in 0..<size.height {
                for x in 0..<size.width where depth.covers(x: x, y: y) {
                    covered += 1
                    let centre = SIMD2(Float(x) + 0.5, Float(y) + 0.5)
                    let world = unproject.transform(SIMD4(centre.x / Float(size.width) * 2 - 1, centre.y / Float(size.height) * 2 - 1, depth[x, y], 1))
                    // The frame before, the quad was 0.03 units to the left.
                    let point = SIMD3(world.x, world.y, world.z) / world.w - SIMD3(0.03, 0, 0)
                    let before = camera.project(point, width: size.width, height: size.height)
                    let error = buffers.motion[x, y] - (SIMD2(before.x, before.y) - centre)
                    worst = max(worst, (error * error).sum().squareRoot())
                }
            }
            #expect(covered > 1000, "frame \(frame): \(covered) px covered")
            #expect(buffers.motion.largestMotion > 1, "frame \(frame): the quad moved \(buffers.motion.largestMotion) px")
            #expect(worst < 0.02, "frame \(frame): a vector is \(worst) px from the slide")
        }
        // Frame 0 is the file's pose at 0 s, as a still frame draws it; a later frame is not.
        var moving = workload
        moving.motionVectors = false
        var still = moving
        still.sequence = nil
        let target = AttachmentConfiguration(colorFormat: .rgba8, depthFormat: .d32f)
        let sequence = try OffscreenRenderer(
            gpu: device.gpu, workload: moving, content: .geometry(geometry), target: target, nativeSize: size, drawableSize: size, filters: [])
        let plain = try OffscreenRenderer(
            gpu: device.gpu, workload: still, content: .geometry(geometry), target: target, nativeSize: size, drawableSize: size, filters: [])
        let image = try plain.renderedImage(.native)
        #expect(try sequence.renderedImage(.native, frame: 0) == image)
        #expect(try sequence.renderedImage(.native, frame: 5) != image)
        device.expectNoMessages()
    }

    /// The mean absolute channel difference (RGB, 0…255) over the pixels `include` keeps.
    static func meanDifference(_ a: RGBAImage, _ b: RGBAImage, where include: (Int, Int) -> Bool) -> Double {
        var total = 0.0
        var count = 0
        for y in 0..<a.height {
            for x in 0..<a.width where include(x, y) {
                let index = (y * a.width + x) * 4
                for c in 0..<3 { total += Double(abs(Int(a.bytes[index + c]) - Int(b.bytes[index + c]))) }
                count += 3
            }
        }
        return count == 0 ? 0 : total / Double(count)
    }
}
