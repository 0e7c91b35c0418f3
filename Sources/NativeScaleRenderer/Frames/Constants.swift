import NativeScaleCore

/// The scene shaders' push constants (`shaders/scene.glsl`).
struct SceneConstants {
    var cost: UInt32
    var layers: UInt32
    var fetches: UInt32
    var zero: Float = 0
    var width: Float
    var height: Float

    init(workload: WorkloadConfiguration, size: PixelSize) {
        cost = UInt32(clamping: workload.shaderCost)
        layers = UInt32(clamping: workload.layers)
        fetches = UInt32(clamping: workload.fetches)
        width = Float(size.width)
        height = Float(size.height)
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
