import NativeScaleCore

/// The sub-pixel offset one frame's scene pass is drawn with: a temporal upscaler's jitter
/// (``TemporalJitter``) on its own path, none on every other.
struct SceneJitter {
    /// The offset in render pixels, x right, y down.
    var pixels: SIMD2<Float>
    /// The same offset in clip space (2 × pixels ÷ size).
    var clip: SIMD2<Float>

    /// No offset.
    static let none = SceneJitter(pixels: .zero, clip: .zero)

    init(pixels: SIMD2<Float>, clip: SIMD2<Float>) {
        self.pixels = pixels
        self.clip = clip
    }

    /// Frame `index`'s jitter of `jitter`'s cycle.
    init(_ jitter: TemporalJitter, frame index: Int) {
        let pixels = jitter.offset(ofFrame: index)
        let clip = jitter.clipOffset(ofFrame: index)
        self.init(pixels: SIMD2(Float(pixels.x), Float(pixels.y)), clip: SIMD2(Float(clip.x), Float(clip.y)))
    }
}
