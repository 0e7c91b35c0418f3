internal import RealModule

/// The camera that frames a scene: on the +z side of its bounds, looking along −z, far enough
/// that the bounding sphere fits both fields of view.
public struct SceneCamera: Hashable, Sendable {
    /// The vertical field of view, in radians (45°).
    public static let verticalFieldOfView: Float = .pi / 4

    /// The view and projection together, for `aspect` (width over height).
    public let viewProjection: Matrix4
    /// The eye position.
    public let eye: SIMD3<Float>

    /// The camera fitted to `bounds` for a target of `aspect`, moved `orbit` radians about the
    /// bounds' vertical axis (counter-clockwise seen from above; 0 keeps it on +z, looking along −z).
    public init(fitting bounds: (minimum: SIMD3<Float>, maximum: SIMD3<Float>), aspect: Float, orbit: Float = 0) {
        let center = (bounds.minimum + bounds.maximum) / 2
        let extent = bounds.maximum - bounds.minimum
        let radius = max((extent * extent).sum().squareRoot() / 2, 1e-4)
        let vertical = Self.verticalFieldOfView
        let horizontal = 2 * Float.atan(aspect * Float.tan(vertical / 2))
        let distance = radius / Float.sin(min(vertical, horizontal) / 2)
        let near = max(distance - radius * 1.01, distance * 1e-3)
        let far = distance + radius * 1.01
        let projection = Matrix4.perspective(verticalFieldOfView: vertical, aspect: aspect, near: near, far: far)
        if orbit == 0 {
            eye = center + SIMD3(0, 0, distance)
            viewProjection = projection * Matrix4.looking(from: eye)
        } else {
            eye = center + SIMD3(Float.sin(orbit) * distance, 0, Float.cos(orbit) * distance)
            viewProjection = projection * Matrix4.looking(from: eye, at: center)
        }
    }

    /// tan(horizontal field of view ÷ 2) for `aspect` (width over height): what a temporal
    /// upscaler's depth clip scales its depth separation by (SGSR 2's `cameraFovAngleHor`).
    public static func horizontalTangent(aspect: Float) -> Float {
        aspect * Float.tan(verticalFieldOfView / 2)
    }

    /// Where `point` lands in a `width × height` framebuffer (pixels, origin top left), and its depth (0…1).
    public func project(_ point: SIMD3<Float>, width: Int, height: Int) -> (x: Float, y: Float, depth: Float) {
        let clip = viewProjection.transform(SIMD4(point, 1))
        let ndc = SIMD3(clip.x, clip.y, clip.z) / clip.w
        return ((ndc.x + 1) / 2 * Float(width), (ndc.y + 1) / 2 * Float(height), ndc.z)
    }
}
