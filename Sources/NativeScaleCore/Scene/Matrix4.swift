internal import RealModule

/// A 4×4 single-precision matrix in column-major order, as GLSL's `mat4` lays it out.
public struct Matrix4: Hashable, Sendable {
    /// The four columns.
    public var columns: (SIMD4<Float>, SIMD4<Float>, SIMD4<Float>, SIMD4<Float>)

    /// Creates a matrix from its columns.
    public init(_ c0: SIMD4<Float>, _ c1: SIMD4<Float>, _ c2: SIMD4<Float>, _ c3: SIMD4<Float>) {
        columns = (c0, c1, c2, c3)
    }

    /// The identity.
    public static let identity = Matrix4([1, 0, 0, 0], [0, 1, 0, 0], [0, 0, 1, 0], [0, 0, 0, 1])

    /// A uniform scale by `scale`, then a translation by `offset`.
    public static func placing(at offset: SIMD3<Float>, scale: Float) -> Matrix4 {
        Matrix4([scale, 0, 0, 0], [0, scale, 0, 0], [0, 0, scale, 0], SIMD4(offset, 1))
    }

    /// The sixteen values, column after column.
    public var values: [Float] {
        [columns.0, columns.1, columns.2, columns.3].flatMap { [$0.x, $0.y, $0.z, $0.w] }
    }

    /// `self × vector`.
    public func transform(_ vector: SIMD4<Float>) -> SIMD4<Float> {
        columns.0 * vector.x + columns.1 * vector.y + columns.2 * vector.z + columns.3 * vector.w
    }

    /// `self × other`.
    public static func * (lhs: Matrix4, rhs: Matrix4) -> Matrix4 {
        Matrix4(lhs.transform(rhs.columns.0), lhs.transform(rhs.columns.1), lhs.transform(rhs.columns.2), lhs.transform(rhs.columns.3))
    }

    public static func == (lhs: Matrix4, rhs: Matrix4) -> Bool { lhs.values == rhs.values }
    public func hash(into hasher: inout Hasher) { hasher.combine(values) }

    /// A right-handed perspective projection to Vulkan's clip space (depth 0…1 from `near` to
    /// `far`, +y down in framebuffer coordinates, so +y up in the world is up on screen).
    public static func perspective(verticalFieldOfView: Float, aspect: Float, near: Float, far: Float) -> Matrix4 {
        let f = 1 / Float.tan(verticalFieldOfView / 2)
        return Matrix4([f / aspect, 0, 0, 0], [0, -f, 0, 0], [0, 0, far / (near - far), -1], [0, 0, near * far / (near - far), 0])
    }

    /// A view matrix at `eye` looking along −z, +y up (a translation).
    public static func looking(from eye: SIMD3<Float>) -> Matrix4 {
        Matrix4([1, 0, 0, 0], [0, 1, 0, 0], [0, 0, 1, 0], SIMD4(-eye, 1))
    }

    /// A view matrix at `eye` looking at `target`, +y up (`target` not straight above or below).
    public static func looking(from eye: SIMD3<Float>, at target: SIMD3<Float>) -> Matrix4 {
        func normalized(_ v: SIMD3<Float>) -> SIMD3<Float> { v / (v * v).sum().squareRoot() }
        func cross(_ a: SIMD3<Float>, _ b: SIMD3<Float>) -> SIMD3<Float> {
            SIMD3(a.y * b.z - a.z * b.y, a.z * b.x - a.x * b.z, a.x * b.y - a.y * b.x)
        }
        let forward = normalized(target - eye)
        let right = normalized(cross(forward, [0, 1, 0]))
        let up = cross(right, forward)
        let dot = { (a: SIMD3<Float>, b: SIMD3<Float>) in (a * b).sum() }
        return Matrix4(
            [right.x, up.x, -forward.x, 0], [right.y, up.y, -forward.y, 0], [right.z, up.z, -forward.z, 0],
            [-dot(right, eye), -dot(up, eye), dot(forward, eye), 1])
    }
}
