internal import CVulkan
public import NativeScaleCore

/// Reading an image back to the host (`vkCmdCopyImageToBuffer` into a host-visible buffer).
extension OffscreenRenderer {
    /// Copies `image` (stored in `format`) into a HOST_CACHED readback buffer
    /// (`vkCmdCopyImageToBuffer`, then a COPY → HOST barrier) and returns its pixels.
    func readBack(_ image: VkImage, size: PixelSize, format: PixelFormat) throws(RendererError) -> RGBAFloatImage {
        let bytes = size.pixelCount * format.bytesPerPixel
        let staging = try Buffer(gpu: gpu, size: bytes, usage: VK_BUFFER_USAGE_TRANSFER_DST_BIT.rawValue, role: .readback, label: "readback")
        try context.run { commandBuffer in recordReadback(of: image, size: size, into: staging, in: commandBuffer) }
        return RGBAFloatImage(width: size.width, height: size.height, bytes: try staging.read(count: bytes), format: format)
    }

    /// Records a copy of `image` (`size`; the native size by default: a frame or a swapchain
    /// image) into a readback `buffer` (`vkCmdCopyImageToBuffer`, then the COPY → HOST barrier),
    /// leaving the image in TRANSFER_SRC.
    func recordReadback(of image: VkImage, size: PixelSize? = nil, into buffer: borrowing Buffer, in commandBuffer: VkCommandBuffer) {
        let size = size ?? nativeSize
        tracker.move([(image, .transferSource)], in: commandBuffer, functions: gpu.functions)
        var region = VkBufferImageCopy()
        region.imageSubresource = Image.colorLayers
        region.imageExtent = VkExtent3D(width: UInt32(size.width), height: UInt32(size.height), depth: 1)
        gpu.functions.cmdCopyImageToBuffer(commandBuffer, image, VK_IMAGE_LAYOUT_TRANSFER_SRC_OPTIMAL, buffer.handle, 1, &region)
        buffer.recordHostReadBarrier(in: commandBuffer)
    }

    // MARK: - Host timing fallback
}
