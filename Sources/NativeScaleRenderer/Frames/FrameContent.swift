public import NativeScaleCore

/// What the scene stage draws beyond the built-in full-screen workloads.
public enum FrameContent: Sendable {
    /// The workload's own full-screen pass (`fill`, `ui`, `textured`).
    case builtIn
    /// A user's fragment shader (SPIR-V with Shadertoy's interface: 64 bytes of push constants,
    /// `iChannel0` at set 0, binding 0) over one full-screen triangle.
    case fragmentShader(spirv: [UInt32])
    /// Geometry drawn against the depth buffer.
    case geometry(SceneGeometry)
}

/// The Shadertoy inputs a user shader reads (`ShadertoyShader.preamble`): 64 bytes.
struct ShadertoyConstants {
    var resolution: (Float, Float, Float)
    var time: Float
    var timeDelta: Float
    var frame: Int32
    var pad: (Float, Float) = (0, 0)
    var mouse: SIMD4<Float> = .zero
    /// Year, month (0-based), day, seconds: fixed at 2026-01-01 00:00, so images repeat.
    var date: SIMD4<Float> = [2026, 0, 1, 0]

    /// The inputs for a `size` target at `time`: a sequence's frame at its rate, or round r of
    /// still frames at r / 60 s.
    init(size: PixelSize, time: FrameTime) {
        resolution = (Float(size.width), Float(size.height), 1)
        self.time = Float(time.seconds)
        timeDelta = Float(time.delta)
        frame = Int32(clamping: time.frame)
    }
}
