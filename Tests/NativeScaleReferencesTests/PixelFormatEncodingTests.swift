import NativeScaleCore
import NativeScaleReferences
import Testing

@Suite("Pixel formats: what each stores, and the CPU reference at each precision")
struct PixelFormatEncodingTests {
    @Test(
        "Half floats round to nearest even and back",
        arguments: [
            (Float(1), UInt16(0x3C00)), (0.5, 0x3800), (-2, 0xC000), (65504, 0x7BFF), (1e6, 0x7C00), (0.000_061_035_156_25, 0x0400),
            (1.000_488_3, 0x3C00), (1.000_488_4, 0x3C01),
        ])
    func halfFloats(_ value: Float, _ bits: UInt16) {
        #expect(PixelFormat.floatToHalf(value) == bits)
        if bits != 0x7C00 { #expect(abs(PixelFormat.halfToFloat(bits) - value) <= abs(value) / 2048) }
    }

    @Test("RGB10A2 packs red in the low bits and 2-bit alpha on top")
    func packed() {
        let bytes = PixelFormat.rgb10a2.encode([1, 0, 0.5, 1])
        let word = UInt32(bytes[0]) | UInt32(bytes[1]) << 8 | UInt32(bytes[2]) << 16 | UInt32(bytes[3]) << 24
        #expect(word & 0x3FF == 1023 && (word >> 10) & 0x3FF == 0 && (word >> 20) & 0x3FF == 512 && word >> 30 == 3)
        let back = PixelFormat.rgb10a2.decode(bytes)
        #expect(abs(back[2] - 0.5) <= 0.5 / 1023)
    }

    @Test("BGRA8 swaps red and blue in memory only")
    func bgra() {
        let bytes = PixelFormat.bgra8.encode([1, 0.5, 0, 1])
        #expect(bytes == [0, 128, 255, 255])
        #expect(PixelFormat.bgra8.decode(bytes) == [1, Float(128) / 255, 0, 1])
    }

    @Test("Every format round-trips a value within its rounding error", arguments: PixelFormat.allCases)
    func roundTrip(_ format: PixelFormat) {
        let values: [Float] = (0..<64).map { Float($0) / 63 }
        let back = format.decode(format.encode(values))
        for (index, (a, b)) in zip(values, back).enumerated() {
            let alpha = index % 4 == 3 && format == .rgb10a2
            #expect(abs(a - b) <= (alpha ? 0.5 / 3 : format.roundingError(at: a)) + 1e-6, "\(format.rawValue): \(a) → \(b)")
        }
    }

    @Test("The float reference keeps precision an 8-bit reference loses")
    func floatReference() {
        // A ramp of 1/1000 steps: 8 bits merge neighbours, RGBA16F keeps them apart.
        let source = RGBAFloatImage(width: 8, height: 1, values: (0..<8).flatMap { [0.5 + Float($0) / 1000, 0, 0, 1] })
        let out = ReferenceResampler.resample(source, to: 4, 1, filter: .area)
        let half = out.quantized(to: .rgba16f)
        let bytes = out.quantized(to: .rgba8)
        let halfReds = Set<Float>((0..<4).map { (pixel: Int) -> Float in half.values[pixel * 4] })
        let byteReds = Set<Float>((0..<4).map { (pixel: Int) -> Float in bytes.values[pixel * 4] })
        #expect(halfReds.count == 4)
        #expect(byteReds.count < 4)
    }
}

@Suite("The procedural scene and the camera fitted to a scene")
struct SceneGeometryTests {
    @Test("The procedural scene is the same every time, with at least the triangles asked for", arguments: [(1, 1, 8), (4, 8, 500), (16, 16, 2048)])
    func procedural(_ draws: Int, _ instances: Int, _ triangles: Int) {
        let scene = ProceduralScene.make(draws: draws, instances: instances, triangles: triangles)
        #expect(scene == ProceduralScene.make(draws: draws, instances: instances, triangles: triangles))
        #expect(scene.draws.count == draws && scene.instances.count == draws * instances)
        #expect(scene.meshes[0].indexCount / 3 >= triangles)
        #expect(scene.trianglesPerFrame == scene.meshes[0].indexCount / 3 * draws * instances)
    }

    @Test("The fitted camera keeps every corner of the bounds inside the frame and in front of it", arguments: [Float(0.5625), 1, 1.7778])
    func cameraFits(_ aspect: Float) throws {
        let scene = ProceduralScene.make(draws: 4, instances: 16, triangles: 64)
        let bounds = try #require(scene.bounds)
        let camera = SceneCamera(fitting: bounds, aspect: aspect)
        let width = Int(1000 * aspect)
        let height = 1000
        for corner in 0..<8 {
            let point = SIMD3<Float>(
                corner & 1 == 0 ? bounds.minimum.x : bounds.maximum.x, corner & 2 == 0 ? bounds.minimum.y : bounds.maximum.y,
                corner & 4 == 0 ? bounds.minimum.z : bounds.maximum.z)
            let p = camera.project(point, width: width, height: height)
            #expect(p.x >= 0 && p.x <= Float(width) && p.y >= 0 && p.y <= Float(height) && p.depth > 0 && p.depth < 1)
        }
        // +y in the world is up on screen: a higher point has a smaller row.
        let top = camera.project([0, bounds.maximum.y, 0], width: width, height: height)
        let bottom = camera.project([0, bounds.minimum.y, 0], width: width, height: height)
        #expect(top.y < bottom.y)
    }
}
