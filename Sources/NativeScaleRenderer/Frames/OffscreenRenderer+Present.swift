internal import CVulkan
import NativeScaleCore

extension OffscreenRenderer {
    /// Records the copy of `path`'s finished native-size frame into a swapchain image
    /// (`vkCmdBlitImage`, same size, NEAREST: an exact copy that also converts RGBA to the
    /// swapchain's channel order and encoding), leaving the image in TRANSFER_DST.
    func recordCopy(of path: MeasuredPath, to image: VkImage, in commandBuffer: VkCommandBuffer) throws(RendererError) {
        let source = try output(of: path)
        tracker.move([(source, .transferSource), (image, .transferDestination)], discarding: [image], in: commandBuffer, functions: gpu.functions)
        let layers = Image.colorLayers
        let corner = VkOffset3D(x: Int32(nativeSize.width), y: Int32(nativeSize.height), z: 1)
        var region = VkImageBlit()
        region.srcSubresource = layers
        region.dstSubresource = layers
        region.srcOffsets = (VkOffset3D(x: 0, y: 0, z: 0), corner)
        region.dstOffsets = (VkOffset3D(x: 0, y: 0, z: 0), corner)
        gpu.functions.cmdBlitImage(
            commandBuffer, source, VK_IMAGE_LAYOUT_TRANSFER_SRC_OPTIMAL,
            image, VK_IMAGE_LAYOUT_TRANSFER_DST_OPTIMAL, 1, &region, VK_FILTER_NEAREST)
    }

    /// Records the move of a swapchain image to PRESENT_SRC for `vkQueuePresentKHR`; the next
    /// acquire hands it back with undefined contents behind the acquire semaphore.
    func recordPresentTransition(of image: VkImage, in commandBuffer: VkCommandBuffer) {
        tracker.move([(image, .present)], in: commandBuffer, functions: gpu.functions)
        tracker.assume(image, is: .acquired)
    }
}
