internal import RealModule

/// How the built-in workloads move in a sequence, at stated speeds:
/// - the analytic pattern (`fill`, `textured`, `ui`'s background) scrolls horizontally at
///   ``scrollSpeed`` of the target's width a second and rotates about its centre at
///   ``rotationSpeed``;
/// - the camera orbits the scene (the procedural one or a glTF file's) about its vertical axis at
///   ``orbitSpeed``;
/// - the procedural scene's objects turn about their own vertical axes at ``turnSpeed``.
public enum SceneMotion {
    /// Of the target's width a second: 1.8 px a frame at 60 fps on a 1080-pixel-wide target.
    public static let scrollSpeed: Float = 0.1
    /// Radians a second (3°).
    public static let rotationSpeed: Float = 3 * .pi / 180
    /// Radians a second (20°).
    public static let orbitSpeed: Float = 20 * .pi / 180
    /// Radians a second (45°).
    public static let turnSpeed: Float = 45 * .pi / 180

    /// The pattern's motion at `time`: the rotation's cosine and sine, the scroll, and 1 when it
    /// moves (0 for a still frame and a sequence's first, whose coordinates are left exactly as
    /// they are: frame 0 is the still image, bit for bit).
    public static func pattern(at time: FrameTime) -> SIMD4<Float> {
        guard time.moving, time.seconds != 0 else { return [1, 0, 0, 0] }
        let angle = rotationSpeed * Float(time.seconds)
        return [Float.cos(angle), Float.sin(angle), scrollSpeed * Float(time.seconds), 1]
    }

    /// Where the pattern is read for normalized coordinates `(u, v)` under `motion`
    /// (``pattern(at:)``): rotated about the centre, scrolled, `u` wrapped to [0, 1).
    /// `shaders/scene.glsl`'s `sceneMoved` computes the same, operation for operation.
    public static func moved(u: Float, v: Float, motion: SIMD4<Float>) -> (u: Float, v: Float) {
        guard motion.w != 0 else { return (u, v) }
        let x = u - 0.5
        let y = v - 0.5
        let rotatedU = motion.x * x - motion.y * y + 0.5 + motion.z
        let rotatedV = motion.y * x + motion.x * y + 0.5
        return (rotatedU - rotatedU.rounded(.down), rotatedV)
    }

    /// The camera's orbit angle at `time`, radians (0 for a still frame).
    public static func orbit(at time: FrameTime) -> Float {
        time.moving ? orbitSpeed * Float(time.seconds) : 0
    }

    /// The objects' turn at `time`: the angle's cosine and sine.
    public static func turn(at time: FrameTime) -> (cosine: Float, sine: Float) {
        guard time.moving else { return (1, 0) }
        let angle = turnSpeed * Float(time.seconds)
        return (Float.cos(angle), Float.sin(angle))
    }
}
