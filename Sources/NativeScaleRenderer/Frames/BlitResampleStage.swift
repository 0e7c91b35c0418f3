internal import CVulkan
import NativeScaleCore

/// The `blit` filter: `vkCmdBlitImage` with LINEAR filtering straight into the present target.
final class BlitResampleStage: ResampleStage {
    let gpu: GPU
    let filter = ResampleFilter.blit
    let output: VkImage
    let source: VkImage
    let sourceSize: PixelSize
    let destinationSize: PixelSize

    let outputFormat: PixelFormat

    init(gpu: GPU, source: VkImage, sourceSize: PixelSize, target: VkImage, targetSize: PixelSize, format: PixelFormat) {
        self.gpu = gpu
        self.outputFormat = format
        self.source = source
        self.output = target
        self.sourceSize = sourceSize
        self.destinationSize = targetSize
    }

    var sourceUse: ImageUse { .transferSource }
    var preparations: [(image: VkImage, to: ImageUse)] { [(output, .transferDestination)] }
    var intermediateBytes: Int { 0 }
    var tableBytes: Int { 0 }
    var outputBytes: Int { 0 }

    /// Records `vkCmdBlitImage` (TRANSFER_SRC → TRANSFER_DST, VK_FILTER_LINEAR).
    func record(in commandBuffer: VkCommandBuffer, tracker: LayoutTracker, beginPass: (SamplingPass) -> Void) {
        let layers = Image.colorLayers
        var region = VkImageBlit()
        region.srcSubresource = layers
        region.dstSubresource = layers
        region.srcOffsets = (VkOffset3D(x: 0, y: 0, z: 0), VkOffset3D(x: Int32(sourceSize.width), y: Int32(sourceSize.height), z: 1))
        region.dstOffsets = (VkOffset3D(x: 0, y: 0, z: 0), VkOffset3D(x: Int32(destinationSize.width), y: Int32(destinationSize.height), z: 1))
        gpu.functions.cmdBlitImage(
            commandBuffer, source, VK_IMAGE_LAYOUT_TRANSFER_SRC_OPTIMAL,
            output, VK_IMAGE_LAYOUT_TRANSFER_DST_OPTIMAL, 1, &region, VK_FILTER_LINEAR)
    }
}
