public import NativeScaleCore

/// Qualcomm's Snapdragon Game Super Resolution 2 (SGSR 2), its 2-pass compute variant, on the
/// CPU: the reference a GPU port is tested against, written from Qualcomm's published
/// description (`sgsr/v2/README.md`) and its BSD-licensed shaders (SnapdragonStudios/
/// snapdragon-gsr, `sgsr/v2/include/glsl_2_pass_cs`), read, not copied.
///
/// Each frame, at the render size (``convert(_:)``): the nearest depth of each 3×3 and a depth
/// clip (how far the 2×2's nearest depth stands off its four neighbouring 2×2s, against a
/// separation that grows with the field of view and the render diagonal), the motion, and the
/// colour, tone-mapped by c ÷ (max(c) + exposure) and packed as YCoCg in 11:11:10 bits. Then at
/// the display size (``accumulate(_:)``): the history, read where the pixel was a frame before;
/// a 5- or 9-tap Lanczos-like upsample of the jittered frame and a box of its neighbourhood's
/// range and spread; the history clamped into the box unless the camera holds still; and a
/// blend whose weight falls with motion and depth clip. The history is YCoCg, stored in half
/// floats (RGBA16F) as the shaders' images are, and so is the pass's hand-over buffer.
///
/// Inputs are this project's: motion vectors in render pixels, current to previous, y down
/// (``MotionVectors``), which SGSR 2's convention (clip space, current minus previous) is
/// −2 × vector ÷ render size; depth in 0 … 1, 1 the far plane; jitter in render pixels
/// (``TemporalJitter``). Every pixel has a vector (an engine's G-buffer writes static geometry's
/// too), so the shaders' fallback (reprojecting depth through the camera when a pixel's vector
/// is 0) is not taken. Samplers: the hand-over buffer and the packed colour by the nearest
/// texel, the history bilinearly; every one clamps to the edge.
public struct TemporalGameSuperResolution: Sendable {
    /// The size the frames are drawn at.
    public let renderSize: PixelSize
    /// The size the upscaler writes.
    public let displaySize: PixelSize
    /// The history: YCoCg (Co and Cg centred on 0) and a weight, per display pixel.
    public private(set) var history: [SIMD4<Float>]

    /// One frame's inputs at the render size.
    public struct Frame: Sendable {
        /// The frame's colour, linear in 0 … 1 (an 8-bit frame's values).
        public var color: RGBAFloatImage
        /// The frame's depth, 1 at the far plane.
        public var depth: DepthImage
        /// Where each pixel was a frame before, in render pixels.
        public var motion: MotionVectors
        /// The sub-pixel offset the frame was drawn with, in render pixels (x right, y down).
        public var jitter: SIMD2<Float>
        /// Whether the history is discarded: the first frame, and a cut.
        public var reset: Bool
        /// Whether the camera is where it was a frame before (SGSR 2's `bSameCamera`): the upsample
        /// takes 9 taps and a history outside the box is kept at ``stillCameraLerp``.
        public var sameCamera: Bool
        /// tan(horizontal field of view ÷ 2) (SGSR 2's `cameraFovAngleHor`).
        public var fieldOfViewTangent: Float

        public init(
            color: RGBAFloatImage, depth: DepthImage, motion: MotionVectors, jitter: SIMD2<Float>, reset: Bool, sameCamera: Bool,
            fieldOfViewTangent: Float
        ) {
            self.color = color
            self.depth = depth
            self.motion = motion
            self.jitter = jitter
            self.reset = reset
            self.sameCamera = sameCamera
            self.fieldOfViewTangent = fieldOfViewTangent
        }
    }

    /// The pre-exposure of an SDR frame: the tone map divides by max + 1.
    static let exposure: Float = 1
    /// How much of a history outside the box is kept when the camera holds still (the
    /// `minLerpContribution` Qualcomm's integrations pass then; 0 when it moves).
    public static let stillCameraLerp: Float = 0.3

    /// An upscaler from `renderSize` to `displaySize` with an empty history; nil when either is
    /// empty or the render size exceeds the display's.
    public init?(renderSize: PixelSize, displaySize: PixelSize) {
        guard renderSize.width > 0, renderSize.height > 0, renderSize.width <= displaySize.width, renderSize.height <= displaySize.height
        else { return nil }
        self.renderSize = renderSize
        self.displaySize = displaySize
        history = Array(repeating: .zero, count: displaySize.width * displaySize.height)
    }

    /// The frame upscaled to the display size, in 0 … 1 (alpha 1); the history moves on to it.
    /// Nil when the frame's buffers are not all at the render size.
    public mutating func upscale(_ frame: Frame) -> RGBAFloatImage? {
        guard frame.color.width == renderSize.width, frame.color.height == renderSize.height,
            frame.depth.width == renderSize.width, frame.depth.height == renderSize.height,
            frame.motion.width == renderSize.width, frame.motion.height == renderSize.height
        else { return nil }
        let converted = convert(frame)
        var next = history
        var output = [Float](repeating: 1, count: displaySize.width * displaySize.height * 4)
        for y in 0..<displaySize.height {
            for x in 0..<displaySize.width {
                let (colour, stored) = accumulate(SIMD2(x, y), frame: frame, converted: converted)
                let index = y * displaySize.width + x
                next[index] = stored
                output[index * 4] = colour.x
                output[index * 4 + 1] = colour.y
                output[index * 4 + 2] = colour.z
            }
        }
        history = next
        return RGBAFloatImage(width: displaySize.width, height: displaySize.height, values: output)
    }

    /// The first frame of a sequence (a reset: no history), `source` upscaled to `size` with no
    /// jitter: its spatial upsample, which depth and motion do not change. Nil when `size` is
    /// smaller than the source's.
    public static func resetFrame(_ source: RGBAFloatImage, to size: PixelSize) -> RGBAFloatImage? {
        let render = PixelSize(width: source.width, height: source.height)
        let count = source.width * source.height
        guard var upscaler = TemporalGameSuperResolution(renderSize: render, displaySize: size),
            let depth = DepthImage(width: source.width, height: source.height, depths: Array(repeating: 1, count: count)),
            let motion = MotionVectors(width: source.width, height: source.height, vectors: Array(repeating: .zero, count: count))
        else { return nil }
        return upscaler.upscale(
            Frame(color: source, depth: depth, motion: motion, jitter: .zero, reset: true, sameCamera: false, fieldOfViewTangent: 1))
    }
}
