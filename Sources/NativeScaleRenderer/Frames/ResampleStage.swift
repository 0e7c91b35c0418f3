internal import CVulkan
import NativeScaleCore

/// One resample filter as a stage of the scaled path: it owns its pipelines, weight tables,
/// images and dispatch sizes, and records drawable → native-size output.
///
/// The renderer records, for a scaled frame: the ``preparations`` (outside the timed ranges),
/// timestamp, the scene, timestamp, the move of the drawable to ``sourceUse`` (outside the
/// timed ranges), timestamp, ``record(in:tracker:)``, timestamp.
protocol ResampleStage: AnyObject {
    /// The filter this stage applies.
    var filter: ResampleFilter { get }
    /// The image the native-size result ends in (the present target for a blit, the stage's
    /// own storage image for a compute kernel).
    var output: VkImage { get }
    /// The format ``output`` is stored in.
    var outputFormat: PixelFormat { get }
    /// How the stage reads the drawable.
    var sourceUse: ImageUse { get }
    /// What else of the scene pass's the stage reads, and how (a temporal upscaler's depth and
    /// motion vectors); moved with the drawable in the transition.
    var sourceMoves: [(image: VkImage, to: ImageUse)] { get }
    /// Images whose old contents the stage does not need, and the use they must be in before
    /// the stage runs; moved before the frame's first timestamp.
    var preparations: [(image: VkImage, to: ImageUse)] { get }
    /// Device memory the stage owns (tables, intermediate, output image), from `VkMemoryRequirements`.
    var ownedBytes: Int { get }
    /// The stage's own images and tables, by kind, for the memory report.
    var intermediateBytes: Int { get }
    var tableBytes: Int { get }
    var outputBytes: Int { get }

    /// Records the resample; barriers between its own passes go through `tracker`. A stage whose
    /// filter has timed passes (``ResampleFilter/passes``) calls `beginPass` before each, so
    /// each starts from a stamp of its own; a kernel never calls it.
    func record(in commandBuffer: VkCommandBuffer, tracker: LayoutTracker, beginPass: (SamplingPass) -> Void)
}

extension ResampleStage {
    var ownedBytes: Int { intermediateBytes + tableBytes + outputBytes }
    var sourceMoves: [(image: VkImage, to: ImageUse)] { [] }
}
