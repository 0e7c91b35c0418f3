import NativeScaleCore
import Testing

/// A glTF animation as a sequence plays it: keys interpolated as glTF's LINEAR sampler, rotations
/// along the shorter arc, held outside the keys, looped, and composed down the node tree.
@Suite("Scene animation")
struct SceneAnimationTests {
    /// A parent that slides 2 units along x over 1 s and a child turned 90° about y over the same
    /// second, offset 1 unit along x from it; one instance each.
    static let animation = SceneAnimation(
        name: "test", duration: 1,
        nodes: [
            .init(parent: nil, rest: .init(), instances: [0]),
            .init(parent: 0, rest: .init(translation: [1, 0, 0]), instances: [1]),
        ],
        channels: [
            .init(node: 0, translations: [.init(time: 0, value: [0, 0, 0]), .init(time: 1, value: [2, 0, 0])], rotations: [], scales: []),
            .init(
                node: 1, translations: [],
                rotations: [.init(time: 0, value: [0, 0, 0, 1]), .init(time: 1, value: [0, 0.70710677, 0, 0.70710677])], scales: []),
        ])

    static func origin(_ matrix: Matrix4) -> SIMD3<Float> {
        let point = matrix.transform([0, 0, 0, 1])
        return SIMD3(point.x, point.y, point.z)
    }

    @Test("Translations interpolate linearly and the child follows its parent", arguments: [(0.0, Float(0)), (0.25, 0.5), (0.5, 1), (0.75, 1.5)])
    func translationsInterpolate(seconds: Double, x: Float) {
        let transforms = Self.animation.instanceTransforms(at: seconds, count: 2)
        #expect(abs(Self.origin(transforms[0]).x - x) < 1e-5)
        #expect(abs(Self.origin(transforms[1]).x - (x + 1)) < 1e-5)
    }

    @Test("Rotations interpolate along the arc: halfway is 45°, the child's x axis turned by it")
    func rotationsInterpolateSpherically() {
        let transforms = Self.animation.instanceTransforms(at: 0.5, count: 2)
        let axis = transforms[1].transform([1, 0, 0, 0])
        #expect(abs(axis.x - 0.70710677) < 1e-5 && abs(axis.z + 0.70710677) < 1e-5, "\(axis)")
    }

    @Test("Time loops over the duration; a single key holds; a channel's node without keys keeps its rest pose")
    func loopsAndHolds() {
        let looped = Self.animation.instanceTransforms(at: 1.25, count: 2)
        #expect(abs(Self.origin(looped[0]).x - 0.5) < 1e-5)
        let held = SceneAnimation(
            name: "", duration: 0,
            nodes: [.init(parent: nil, rest: .init(translation: [0, 3, 0]), instances: [0])],
            channels: [.init(node: 0, translations: [], rotations: [], scales: [.init(time: 0, value: [2, 2, 2])])])
        let transform = held.instanceTransforms(at: 5, count: 1)[0]
        #expect(Self.origin(transform) == [0, 3, 0])
        #expect(transform.transform([1, 0, 0, 0]).x == 2)
    }

    @Test("A pose's matrix is translation × rotation × scale, as glTF composes it")
    func poseMatrix() {
        let pose = SceneAnimation.Pose(translation: [1, 2, 3], rotation: [0, 0, 0.70710677, 0.70710677], scale: [2, 1, 1])
        // x scaled by 2, turned 90° about z onto +y, then moved.
        let point = pose.matrix.transform([1, 0, 0, 1])
        #expect(abs(point.x - 1) < 1e-5 && abs(point.y - 4) < 1e-5 && abs(point.z - 3) < 1e-5, "\(point)")
    }
}
