import NativeScaleCore
import NativeScaleReferences

/// The scene shaders' push constants (`shaders/scene.glsl`).
struct SceneConstants {
    var cost: UInt32
    var layers: UInt32
    var fetches: UInt32
    var zero: Float = 0
    var width: Float
    var height: Float
    var pad: (Float, Float) = (0, 0)
    /// The pattern's motion (``SceneMotion/pattern(at:)``): rotation cosine and sine, scroll, moving.
    var motion: SIMD4<Float>

    init(workload: WorkloadConfiguration, size: PixelSize, time: FrameTime) {
        cost = UInt32(clamping: workload.shaderCost)
        layers = UInt32(clamping: workload.layers)
        fetches = UInt32(clamping: workload.fetches)
        width = Float(size.width)
        height = Float(size.height)
        motion = SceneMotion.pattern(at: time)
    }
}

/// The resample kernels' push constants (`shaders/resample.glsl`).
struct ResampleConstants {
    var sourceWidth: Int32
    var sourceHeight: Int32
    var destinationWidth: Int32
    var destinationHeight: Int32
    /// Index of the first vertical group in the span table.
    var ySpans: Int32

    init(source: PixelSize, destination: PixelSize) {
        sourceWidth = Int32(source.width)
        sourceHeight = Int32(source.height)
        destinationWidth = Int32(destination.width)
        destinationHeight = Int32(destination.height)
        ySpans = Int32(WorkGroup.grouped(destination.width))
    }
}

/// The upscaler passes' push constants (`shaders/upscale.glsl`).
struct UpscaleConstants {
    var scaleX: Float
    var scaleY: Float
    var offsetX: Float
    var offsetY: Float
    var sourceWidth: Int32
    var sourceHeight: Int32
    var destinationWidth: Int32
    var destinationHeight: Int32
    /// RCAS's lobe factor, `2^−stops` (``Sharpness/linear``).
    var sharpness: Float

    /// The constants of a pass from `source` to `destination` (EASU's mapping from
    /// ``EdgeAdaptiveUpsampling/Mapping``, computed as the CPU reference computes it).
    init(source: PixelSize, destination: PixelSize, sharpness: Sharpness) {
        let mapping = EdgeAdaptiveUpsampling.Mapping(source: source, destination: destination)
        scaleX = mapping.scale.x
        scaleY = mapping.scale.y
        offsetX = mapping.offset.x
        offsetY = mapping.offset.y
        sourceWidth = Int32(source.width)
        sourceHeight = Int32(source.height)
        destinationWidth = Int32(destination.width)
        destinationHeight = Int32(destination.height)
        self.sharpness = sharpness.linear
    }
}
