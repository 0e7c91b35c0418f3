import RealModule

/// The sub-pixel camera jitter a temporal upscaler is fed: the Halton(2, 3) sequence from index
/// 1, minus 0.5, over a cycle of ``phaseCount`` phases, as FSR 2 computes it in code
/// (`ffxFsr2GetJitterPhaseCount`, `ffxFsr2GetJitterOffset`) and as Snapdragon GSR 2's sample
/// feeds its `jitterOffset`.
///
/// The phase count is `int32_t(8 × (display width ÷ render width)²)` in single precision: the
/// code truncates, where the table in `ffx_fsr2.h`'s documentation says ceil(8n²) for a custom
/// ratio n (1.3× gives 13 phases, not 14; 1.7× gives 23, not 24). An offset is in render
/// pixels, x right and y down, in −0.5 … 0.5: the image moves by it, so a draw's clip position
/// moves by ``clipOffset(ofFrame:)``.
public struct TemporalJitter: Hashable, Sendable {
    /// The render size the frames are drawn at.
    public let renderSize: PixelSize
    /// The size the upscaler writes.
    public let displaySize: PixelSize

    /// A jitter for frames of `renderSize` upscaled to `displaySize`; nil when either is empty.
    public init?(renderSize: PixelSize, displaySize: PixelSize) {
        guard renderSize.width > 0, renderSize.height > 0, displaySize.width > 0, displaySize.height > 0 else { return nil }
        self.renderSize = renderSize
        self.displaySize = displaySize
    }

    /// The phases in one cycle, at least 1: FSR 2's `int32_t(8.0f * pow(displayWidth / renderWidth, 2.0f))`.
    public var phaseCount: Int {
        let ratio = Float(displaySize.width) / Float(renderSize.width)
        return max(1, Int(Float(8) * (ratio * ratio)))
    }

    /// The offset of frame `index`, in render pixels: (Halton₂(k), Halton₃(k)) − 0.5 with k =
    /// (`index` mod ``phaseCount``) + 1.
    public func offset(ofFrame index: Int) -> (x: Double, y: Double) {
        let count = phaseCount
        let phase = ((index % count) + count) % count + 1
        return (Double(Self.halton(phase, base: 2)) - 0.5, Double(Self.halton(phase, base: 3)) - 0.5)
    }

    /// The offset of frame `index` in clip space (x right, y down, as Vulkan's): 2 × pixels ÷ size.
    public func clipOffset(ofFrame index: Int) -> (x: Double, y: Double) {
        let pixels = offset(ofFrame: index)
        return (2 * pixels.x / Double(renderSize.width), 2 * pixels.y / Double(renderSize.height))
    }

    /// The texture LOD bias of textured draws: log2(render width ÷ display width) − 1, so that
    /// the jittered frames, accumulated, sample the detail of the display's size.
    public var mipBias: Double {
        Double.log2(Double(renderSize.width) / Double(displaySize.width)) - 1
    }

    /// The radical inverse of `index` in `base`, in single precision as FSR 2's `halton`.
    static func halton(_ index: Int, base: Int) -> Float {
        var fraction: Float = 1
        var result: Float = 0
        var current = index
        while current > 0 {
            fraction /= Float(base)
            result += fraction * Float(current % base)
            current /= base
        }
        return result
    }
}
