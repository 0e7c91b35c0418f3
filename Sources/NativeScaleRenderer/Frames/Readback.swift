internal import CVulkan
public import NativeScaleCore
import NativeScaleRendering

/// Reading an image back to the host: a HOST_CACHED staging buffer, kept and grown to the
/// largest image read so far, and the copy into it (`vkCmdCopyImageToBuffer`, then the COPY →
/// HOST barrier), in an untimed submission of the resources' context.
final class Readback {
    let resources: FrameResources
    /// The staging buffer, made on the first read and replaced by a larger one when an image needs it.
    private var staging: StagingBuffer?

    /// A staging buffer held by reference, so the read-back can keep and replace it.
    private final class StagingBuffer {
        let buffer: Buffer
        init(buffer: consuming Buffer) { self.buffer = buffer }
    }

    init(resources: FrameResources) {
        self.resources = resources
    }

    /// Copies `image` (`size`, stored in `format`) into the staging buffer in a submission of
    /// its own, waits for it, and returns its pixels.
    func pixels(of image: VkImage, size: PixelSize, format: PixelFormat) throws(RendererError) -> RGBAFloatImage {
        let bytes = try bytes(of: image, size: size, bytesPerPixel: format.bytesPerPixel)
        return RGBAFloatImage(width: size.width, height: size.height, bytes: bytes, format: format)
    }

    /// Copies the `aspect` of `image` (`size`, `bytesPerPixel` as stored: colour by default; a
    /// depth buffer's depth) into the staging buffer in a submission of its own, waits for it,
    /// and returns its bytes, row by row.
    func bytes(
        of image: VkImage, size: PixelSize, bytesPerPixel: Int, aspect: VkImageAspectFlagBits = VK_IMAGE_ASPECT_COLOR_BIT
    ) throws(RendererError) -> [UInt8] {
        let bytes = size.pixelCount * bytesPerPixel
        let staging: StagingBuffer
        if let kept = self.staging, kept.buffer.size >= bytes {
            staging = kept
        } else {
            staging = StagingBuffer(
                buffer: try Buffer(gpu: resources.gpu, size: bytes, usage: VK_BUFFER_USAGE_TRANSFER_DST_BIT.rawValue, role: .readback, label: "readback"))
            self.staging = staging
        }
        try resources.context.run { commandBuffer in record(of: image, size: size, aspect: aspect, into: staging.buffer.handle, in: commandBuffer) }
        return try staging.buffer.read(count: bytes)
    }

    /// Records a copy of `image` (`size`; the native size by default: a frame or a swapchain
    /// image; its colour, or another `aspect`) into the readback `buffer`
    /// (`vkCmdCopyImageToBuffer`, then the COPY → HOST barrier), leaving the image in TRANSFER_SRC.
    func record(
        of image: VkImage, size: PixelSize? = nil, aspect: VkImageAspectFlagBits = VK_IMAGE_ASPECT_COLOR_BIT, into buffer: VkBuffer,
        in commandBuffer: VkCommandBuffer
    ) {
        let size = size ?? resources.nativeSize
        let functions = resources.gpu.functions
        resources.tracker.move([(image, .transferSource)], in: commandBuffer, functions: functions)
        var region = VkBufferImageCopy()
        region.imageSubresource = VkImageSubresourceLayers(aspectMask: aspect.rawValue, mipLevel: 0, baseArrayLayer: 0, layerCount: 1)
        region.imageExtent = VkExtent3D(width: UInt32(size.width), height: UInt32(size.height), depth: 1)
        functions.cmdCopyImageToBuffer(commandBuffer, image, VK_IMAGE_LAYOUT_TRANSFER_SRC_OPTIMAL, buffer, 1, &region)
        Buffer.recordCopyBarrier(for: buffer, to: VK_PIPELINE_STAGE_2_HOST_BIT, VK_ACCESS_2_HOST_READ_BIT, in: commandBuffer, functions: functions)
    }
}
