import NativeScaleCore
import Testing

/// Motion vectors, depth and what asks for them: reprojection through the vectors, the inverse
/// that unprojects depth, the frame a vector points back to, and the runs that cannot have them.
@Suite("Motion vectors")
struct MotionVectorsTests {
    /// A 6×4 image whose pixel (x, y) has red 40x, green 50y.
    static let ramp = RGBAImage(width: 6, height: 4) { x, y in (Float(40 * x) / 255, Float(50 * y) / 255, 0, 1) }

    @Test("Reprojecting through a whole-pixel offset moves the frame before by it, edges clamped")
    func wholePixelOffsetMovesTheImage() throws {
        let vectors = try #require(MotionVectors(width: 6, height: 4, vectors: Array(repeating: SIMD2(-2, 1), count: 24)))
        let moved = try #require(vectors.reprojecting(Self.ramp))
        for (x, y) in [(3, 0), (5, 2), (2, 1)] {
            let index = (y * 6 + x) * 4
            #expect(moved.bytes[index] == UInt8(40 * (x - 2)) && moved.bytes[index + 1] == UInt8(50 * (y + 1)), "pixel (\(x), \(y))")
        }
        // (0, 3) points at (−2, 4): clamped to (0, 3).
        #expect(moved.bytes[(3 * 6) * 4] == 0 && moved.bytes[(3 * 6) * 4 + 1] == 150)
        #expect(vectors.largestMotion == SIMD2<Float>(-2, 1).squaredLength.squareRoot())
    }

    @Test("Reprojecting through a half-pixel offset blends the two pixels it falls between")
    func halfPixelOffsetBlends() throws {
        let vectors = try #require(MotionVectors(width: 6, height: 4, vectors: Array(repeating: SIMD2(0.5, 0), count: 24)))
        let moved = try #require(vectors.reprojecting(Self.ramp))
        #expect(moved.bytes[(1 * 6 + 2) * 4] == 100)
        #expect(vectors.reprojecting(RGBAImage(width: 5, height: 4, bytes: Array(repeating: 0, count: 80))) == nil)
        #expect(MotionVectors(width: 6, height: 4, vectors: []) == nil)
    }

    @Test("A camera's inverse view-projection unprojects what it projects; a singular matrix has none")
    func inverseUnprojects() throws {
        let camera = SceneCamera(fitting: (minimum: [-1, -2, -1], maximum: [3, 1, 2]), aspect: 0.56, orbit: 0.7)
        let inverse = try #require(camera.viewProjection.inverse)
        let identity = camera.viewProjection * inverse
        for (index, column) in [identity.columns.0, identity.columns.1, identity.columns.2, identity.columns.3].enumerated() {
            var expected = SIMD4<Float>(repeating: 0)
            expected[index] = 1
            #expect(((column - expected) * (column - expected)).sum() < 1e-8, "column \(index): \(column)")
        }
        let point = SIMD3<Float>(0.5, -0.3, 0.8)
        let projected = camera.project(point, width: 100, height: 200)
        let ndc = SIMD4(projected.x / 50 - 1, projected.y / 100 - 1, projected.depth, 1)
        let world = inverse.transform(ndc)
        let back = SIMD3(world.x, world.y, world.z) / world.w
        #expect(((back - point) * (back - point)).sum() < 1e-8)
        #expect(Matrix4([1, 2, 0, 0], [2, 4, 0, 0], [0, 0, 1, 0], [0, 0, 0, 1]).inverse == nil)
    }

    @Test(
        "A vector points back to the frame before; a sequence's first frame (a cut) and a still frame point at themselves",
        arguments: [(5, 4), (0, 0), (12, 11), (30, 0)])
    func previousFrameOfASequence(round: Int, previous: Int) throws {
        var workload = WorkloadConfiguration(workload: .scene)
        workload.sequence = try #require(FrameSequence(frames: 30, framesPerSecond: 60))
        let time = workload.previousFrameTime(round: round)
        #expect(time.frame == previous && time.seconds == Double(previous) / 60)
        workload.sequence = nil
        #expect(workload.previousFrameTime(round: round).seconds == workload.frameTime(round: round).seconds)
    }

    @Test(
        "Runs that cannot write motion vectors are refused with the reason; the scene and shaders single-sample can",
        arguments: [
            (Workload.fill, DepthFormat.none, 1, MotionVectorRefusal.workloadHasNone(.fill)),
            (.ui, .none, 1, .workloadHasNone(.ui)),
            (.scene, .none, 1, .sceneWithoutDepth),
            (.scene, .d32f, 4, .multisampled(samples: 4)),
            (.shader, .none, 2, .multisampled(samples: 2)),
        ])
    func refusals(_ workload: Workload, _ depth: DepthFormat, _ samples: Int, _ refusal: MotionVectorRefusal) {
        var configuration = WorkloadConfiguration(workload: workload)
        configuration.motionVectors = true
        let target = AttachmentConfiguration(depthFormat: depth, sampleCount: samples)
        #expect(MotionVectorRefusal.checking(configuration, target: target) == refusal)
        configuration.motionVectors = false
        #expect(MotionVectorRefusal.checking(configuration, target: target) == nil)
    }

    @Test("The scene with depth and a shader, single-sample, can write motion vectors", arguments: [(Workload.scene, DepthFormat.d16), (.shader, .none)])
    func accepted(_ workload: Workload, _ depth: DepthFormat) {
        var configuration = WorkloadConfiguration(workload: workload)
        configuration.motionVectors = true
        #expect(MotionVectorRefusal.checking(configuration, target: AttachmentConfiguration(depthFormat: depth)) == nil)
    }
}

extension SIMD2 where Scalar == Float {
    fileprivate var squaredLength: Float { (self * self).sum() }
}
