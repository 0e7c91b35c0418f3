internal import CVulkan

/// The current use of every image a renderer owns or touches, and the barriers between uses.
///
/// Each barrier waits for exactly the previous use's stage, makes exactly its writes available,
/// and makes them visible to exactly the next use's stage and access (`vkCmdPipelineBarrier2`);
/// moving to a use whose contents do not matter (`discarding`) starts from UNDEFINED, so no
/// decompression or copy of old contents happens. Reads after reads in the same layout need no
/// barrier and get none.
final class LayoutTracker {
    private var uses: [VkImage: ImageUse] = [:]
    /// Images whose aspects are not colour (depth buffers), for their barriers' subresource range.
    private var aspects: [VkImage: VkImageAspectFlags] = [:]

    /// Records that barriers of `image` cover `aspects` (a depth or depth-stencil image).
    func register(_ image: VkImage, aspects: VkImageAspectFlags) { self.aspects[image] = aspects }

    /// The use `image` was last moved to; nil before its first.
    func use(of image: VkImage) -> ImageUse? { uses[image] }

    /// Records that `image` is now in `use` without a barrier (a presented swapchain image that
    /// comes back through the acquire semaphore).
    func assume(_ image: VkImage, is use: ImageUse) { uses[image] = use }

    /// Records the barriers that move each image to its use (one `vkCmdPipelineBarrier2` for
    /// all of them); `discarding` lists images whose old contents are not needed.
    func move(
        _ moves: [(image: VkImage, to: ImageUse)], discarding: Set<VkImage> = [], in commandBuffer: VkCommandBuffer,
        functions: DeviceFunctions
    ) {
        var barriers: [VkImageMemoryBarrier2] = []
        for (image, use) in moves {
            let previous = uses[image]
            uses[image] = use
            let discard = discarding.contains(image) || previous == nil || previous == .acquired
            // Same layout, and neither use writes: an execution order is all that is needed, and
            // read-after-read needs none.
            if let previous, previous == use, previous.writes == 0, !discard { continue }
            var barrier = VkImageMemoryBarrier2()
            barrier.sType = VK_STRUCTURE_TYPE_IMAGE_MEMORY_BARRIER_2
            // Wait for the previous use's stage (a write-after-read hazard needs that too), and
            // make its writes available.
            barrier.srcStageMask = previous?.stage ?? VK_PIPELINE_STAGE_2_NONE
            barrier.srcAccessMask = previous?.writes ?? VK_ACCESS_2_NONE
            barrier.dstStageMask = use.stage
            barrier.dstAccessMask = use.access
            barrier.oldLayout = discard ? VK_IMAGE_LAYOUT_UNDEFINED : (previous?.layout ?? VK_IMAGE_LAYOUT_UNDEFINED)
            barrier.newLayout = use.layout
            barrier.srcQueueFamilyIndex = VK_QUEUE_FAMILY_IGNORED
            barrier.dstQueueFamilyIndex = VK_QUEUE_FAMILY_IGNORED
            barrier.image = image
            barrier.subresourceRange = aspects[image].map(Image.range(of:)) ?? Image.colorRange
            barriers.append(barrier)
        }
        guard !barriers.isEmpty else { return }
        var dependency = VkDependencyInfo()
        dependency.sType = VK_STRUCTURE_TYPE_DEPENDENCY_INFO
        dependency.imageMemoryBarrierCount = UInt32(barriers.count)
        barriers.withUnsafeBufferPointer { pointer in
            dependency.pImageMemoryBarriers = pointer.baseAddress
            functions.cmdPipelineBarrier2(commandBuffer, &dependency)
        }
    }
}
