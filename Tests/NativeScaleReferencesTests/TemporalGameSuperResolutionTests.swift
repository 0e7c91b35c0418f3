import Foundation
import NativeScaleCore
import NativeScaleReferences
import Testing

/// SGSR 2's CPU reference on analytic frames: a pattern finer than the render size can hold,
/// sampled where each jittered render pixel looks, moving or still, with true, missing or no
/// motion vectors. What a temporal upscaler is for: detail the render size alone cannot show,
/// gathered over a jitter cycle, and kept through motion the vectors describe.
@Suite("SGSR 2's CPU reference: a reset frame is a spatial upsample; jittered frames gather detail; motion vectors keep it moving")
struct TemporalGameSuperResolutionTests {
    static let render = PixelSize(width: 32, height: 32)
    static let display = PixelSize(width: 64, height: 64)

    /// The scene at display position (`x`, `y`) (in display pixels): vertical bars of a 3-pixel
    /// period (finer than a 32-pixel render of 64 can hold: its period is 1.5 render pixels) and
    /// a slow diagonal ramp.
    static func scene(_ x: Double, _ y: Double) -> Double {
        0.5 + 0.3 * sin(2 * .pi * x / 3) + 0.15 * sin(2 * .pi * (x + y) / 40)
    }

    /// A frame drawn at the render size, pixel P looking at P + ½ − jitter, the scene moved
    /// `shift` display pixels right; vectors `vector` render pixels for every pixel.
    static func frame(jitter: SIMD2<Float>, shift: Double, vector: SIMD2<Float>, reset: Bool, sameCamera: Bool) throws -> TemporalGameSuperResolution.Frame {
        var values = [Float](repeating: 1, count: render.width * render.height * 4)
        for y in 0..<render.height {
            for x in 0..<render.width {
                let sceneX = (Double(x) + 0.5 - Double(jitter.x)) * 2 - shift
                let sceneY = (Double(y) + 0.5 - Double(jitter.y)) * 2
                let value = Float(scene(sceneX, sceneY))
                let base = (y * render.width + x) * 4
                (values[base], values[base + 1], values[base + 2]) = (value, value, value)
            }
        }
        let count = render.width * render.height
        return TemporalGameSuperResolution.Frame(
            color: RGBAFloatImage(width: render.width, height: render.height, values: values),
            depth: try #require(DepthImage(width: render.width, height: render.height, depths: Array(repeating: 0.5, count: count))),
            motion: try #require(MotionVectors(width: render.width, height: render.height, vectors: Array(repeating: vector, count: count))),
            jitter: jitter, reset: reset, sameCamera: sameCamera, fieldOfViewTangent: 1)
    }

    /// The mean absolute error of `image`'s red against the scene at each display pixel's centre, moved `shift`.
    static func error(_ image: RGBAFloatImage, shift: Double) -> Double {
        var sum = 0.0
        for y in 0..<image.height {
            for x in 0..<image.width {
                sum += abs(Double(image.values[(y * image.width + x) * 4]) - scene(Double(x) + 0.5 - shift, Double(y) + 0.5))
            }
        }
        return sum / Double(image.width * image.height)
    }

    /// Runs `frames` frames of the jitter cycle, the scene moving `speed` display pixels a frame,
    /// the vectors saying `vectorScale` × the true motion; the last frame's error and the first's.
    static func run(frames: Int, speed: Double, vectorScale: Float, sameCamera: Bool) throws -> (first: Double, last: Double) {
        let jitter = try #require(TemporalJitter(renderSize: render, displaySize: display))
        var upscaler = try #require(TemporalGameSuperResolution(renderSize: render, displaySize: display))
        var errors: [Double] = []
        for index in 0..<frames {
            let offset = jitter.offset(ofFrame: index)
            let shift = speed * Double(index)
            // The scene moves right: each pixel was `speed` display pixels (speed ÷ 2 render pixels) to the left.
            let vector = SIMD2(Float(-speed / 2) * vectorScale, 0)
            let input = try frame(jitter: SIMD2(Float(offset.x), Float(offset.y)), shift: shift, vector: vector, reset: index == 0, sameCamera: sameCamera)
            let upscaled = upscaler.upscale(input)
            let output = try #require(upscaled)
            errors.append(error(output, shift: shift))
        }
        return (errors[0], errors[errors.count - 1])
    }

    @Test("A reset frame of one flat colour comes back as SGSR 2's tone map returns it (white at 0.982, its 600/65504 guard), within a level of 255")
    func resetFrameKeepsAFlatColour() throws {
        var upscaler = try #require(TemporalGameSuperResolution(renderSize: Self.render, displaySize: Self.display))
        let count = Self.render.width * Self.render.height
        for colour in [SIMD3<Float>(0.2, 0.5, 0.8), SIMD3(1, 0, 0), SIMD3(0, 0, 0), SIMD3(1, 1, 1)] {
            let values: [Float] = (0..<count).flatMap { _ in [colour.x, colour.y, colour.z, 1] }
            let frame = TemporalGameSuperResolution.Frame(
                color: RGBAFloatImage(width: Self.render.width, height: Self.render.height, values: values),
                depth: try #require(DepthImage(width: Self.render.width, height: Self.render.height, depths: Array(repeating: 1, count: count))),
                motion: try #require(MotionVectors(width: Self.render.width, height: Self.render.height, vectors: Array(repeating: .zero, count: count))),
                jitter: SIMD2(0.25, -0.125), reset: true, sameCamera: false, fieldOfViewTangent: 1)
            let upscaled = upscaler.upscale(frame)
            let output = try #require(upscaled)
            #expect(output.width == 64 && output.height == 64)
            // In: c ÷ (m + 1), m the largest channel; out: × 1 ÷ ((1 + 600/65504) − m ÷ (m + 1)).
            let largest = max(colour.x, colour.y, colour.z)
            let expected = colour / (largest + 1) / ((1 + 600 / 65504) - largest / (largest + 1))
            for index in stride(from: 0, to: output.values.count, by: 4) {
                let pixel = SIMD3(output.values[index], output.values[index + 1], output.values[index + 2])
                let error = max(abs(pixel.x - expected.x), abs(pixel.y - expected.y), abs(pixel.z - expected.z))
                #expect(error <= 1.0 / 255, "\(colour) at \(index / 4): \(pixel), expected \(expected)")
                if error > 1.0 / 255 { break }
            }
        }
        #expect(abs(1 / (1 + 1) / ((1 + 600 / 65504) - Float(0.5)) - 0.982) < 0.001)
    }

    @Test("A still scene's jittered frames, accumulated over a jitter cycle, show detail a single frame's upsample cannot")
    func jitterGathersDetail() throws {
        let (first, last) = try Self.run(frames: 32, speed: 0, vectorScale: 1, sameCamera: true)
        // Measured: 0.279 on the reset frame, 0.078 after the cycle.
        #expect(last < 0.6 * first, "error \(first) on the reset frame, \(last) after a cycle")
    }

    @Test("Moving, the history follows true motion vectors; vectors of 0 (a renderer that writes none) or 1.5× too long leave it worse")
    func motionVectorsKeepTheHistory() throws {
        let moving = try Self.run(frames: 32, speed: 1, vectorScale: 1, sameCamera: false)
        let unmoved = try Self.run(frames: 32, speed: 1, vectorScale: 0, sameCamera: false)
        #expect(moving.last < 0.8 * moving.first, "true vectors: \(moving.first) → \(moving.last)")
        let tooLong = try Self.run(frames: 32, speed: 1, vectorScale: 1.5, sameCamera: false)
        // Measured: 0.234 → 0.108 with true vectors; 0.190 with none; 0.178 with vectors 1.5× too long.
        #expect(moving.last < 0.8 * unmoved.last, "true vectors \(moving.last), none \(unmoved.last)")
        #expect(moving.last < 0.8 * tooLong.last, "true vectors \(moving.last), 1.5× too long \(tooLong.last)")
    }

    @Test("Frames not at the render size are refused, and the render size may not exceed the display's")
    func sizesAreChecked() throws {
        #expect(TemporalGameSuperResolution(renderSize: Self.display, displaySize: Self.render) == nil)
        var upscaler = try #require(TemporalGameSuperResolution(renderSize: Self.render, displaySize: Self.display))
        var frame = try Self.frame(jitter: .zero, shift: 0, vector: .zero, reset: true, sameCamera: false)
        frame.color = RGBAFloatImage(width: 16, height: 32, values: Array(repeating: 0, count: 16 * 32 * 4))
        #expect(upscaler.upscale(frame) == nil)
    }
}
