internal import CVulkan
import NativeScaleCore

extension OffscreenRenderer {
    /// Records the copy of the finished native-size frame into a swapchain image
    /// (`vkCmdBlitImage`, same size, NEAREST: an exact copy that also converts RGBA to the
    /// swapchain's channel order), leaving the image in TRANSFER_DST for what follows.
    func recordCopy(to image: VkImage, in commandBuffer: VkCommandBuffer) {
        transition(nativeImage.handle, to: VK_IMAGE_LAYOUT_TRANSFER_SRC_OPTIMAL, in: commandBuffer)
        transition(image, to: VK_IMAGE_LAYOUT_TRANSFER_DST_OPTIMAL, discard: true, in: commandBuffer)
        let layers = VkImageSubresourceLayers(aspectMask: VK_IMAGE_ASPECT_COLOR_BIT.rawValue, mipLevel: 0, baseArrayLayer: 0, layerCount: 1)
        let corner = VkOffset3D(x: Int32(nativeSize.width), y: Int32(nativeSize.height), z: 1)
        var region = VkImageBlit()
        region.srcSubresource = layers
        region.dstSubresource = layers
        region.srcOffsets = (VkOffset3D(x: 0, y: 0, z: 0), corner)
        region.dstOffsets = (VkOffset3D(x: 0, y: 0, z: 0), corner)
        gpu.functions.cmdBlitImage(commandBuffer, nativeImage.handle, VK_IMAGE_LAYOUT_TRANSFER_SRC_OPTIMAL,
                                   image, VK_IMAGE_LAYOUT_TRANSFER_DST_OPTIMAL, 1, &region, VK_FILTER_NEAREST)
    }

    /// Records a copy of a swapchain image (in TRANSFER_DST) into `buffer`
    /// (`vkCmdCopyImageToBuffer`), leaving it in TRANSFER_SRC.
    func recordReadback(of image: VkImage, into buffer: VkBuffer, in commandBuffer: VkCommandBuffer) {
        transition(image, to: VK_IMAGE_LAYOUT_TRANSFER_SRC_OPTIMAL, in: commandBuffer)
        var region = VkBufferImageCopy()
        region.imageSubresource = VkImageSubresourceLayers(aspectMask: VK_IMAGE_ASPECT_COLOR_BIT.rawValue, mipLevel: 0, baseArrayLayer: 0, layerCount: 1)
        region.imageExtent = VkExtent3D(width: UInt32(nativeSize.width), height: UInt32(nativeSize.height), depth: 1)
        gpu.functions.cmdCopyImageToBuffer(commandBuffer, image, VK_IMAGE_LAYOUT_TRANSFER_SRC_OPTIMAL, buffer, 1, &region)
    }

    /// Records the move of a swapchain image to PRESENT_SRC for `vkQueuePresentKHR`.
    func recordPresentTransition(of image: VkImage, in commandBuffer: VkCommandBuffer) {
        transition(image, to: VK_IMAGE_LAYOUT_PRESENT_SRC_KHR, in: commandBuffer)
    }
}
