internal import CVulkan

/// How a command uses an image: its layout, and the exact pipeline stage and access of that use,
/// from which ``LayoutTracker`` builds each barrier.
enum ImageUse: Hashable {
    /// Rendered into by a draw (loadOp DONT_CARE, storeOp STORE; blending also reads).
    case colorAttachment
    /// Tested and written by draws (loadOp CLEAR, storeOp DONT_CARE).
    case depthAttachment
    /// Sampled (`texelFetch`) by a compute kernel.
    case sampledByCompute
    /// Sampled by a fragment shader (workload textures).
    case sampledByFragment
    /// Written with `imageStore` by a compute kernel.
    case storageWriteByCompute
    /// Read by a blit or copy.
    case transferSource
    /// Written by a blit or copy.
    case transferDestination
    /// Handed to the presentation engine (`vkQueuePresentKHR`).
    case present
    /// A swapchain image about to be acquired again: contents undefined, and its first use must
    /// wait for the acquire semaphore, which the submission waits for at the transfer stage.
    case acquired

    var layout: VkImageLayout {
        switch self {
        case .colorAttachment: VK_IMAGE_LAYOUT_COLOR_ATTACHMENT_OPTIMAL
        case .depthAttachment: VK_IMAGE_LAYOUT_DEPTH_STENCIL_ATTACHMENT_OPTIMAL
        case .sampledByCompute, .sampledByFragment: VK_IMAGE_LAYOUT_SHADER_READ_ONLY_OPTIMAL
        case .storageWriteByCompute: VK_IMAGE_LAYOUT_GENERAL
        case .transferSource: VK_IMAGE_LAYOUT_TRANSFER_SRC_OPTIMAL
        case .transferDestination: VK_IMAGE_LAYOUT_TRANSFER_DST_OPTIMAL
        case .present: VK_IMAGE_LAYOUT_PRESENT_SRC_KHR
        case .acquired: VK_IMAGE_LAYOUT_UNDEFINED
        }
    }

    /// The stage that performs the use.
    var stage: VkPipelineStageFlags2 {
        switch self {
        case .colorAttachment: VK_PIPELINE_STAGE_2_COLOR_ATTACHMENT_OUTPUT_BIT
        // The clear (a load op) and the tests happen in the fragment-test stages.
        case .depthAttachment: VK_PIPELINE_STAGE_2_EARLY_FRAGMENT_TESTS_BIT | VK_PIPELINE_STAGE_2_LATE_FRAGMENT_TESTS_BIT
        case .sampledByCompute, .storageWriteByCompute: VK_PIPELINE_STAGE_2_COMPUTE_SHADER_BIT
        case .sampledByFragment: VK_PIPELINE_STAGE_2_FRAGMENT_SHADER_BIT
        // Blits and copies: the whole transfer stage (a blit is BLIT, a copy is COPY).
        case .transferSource, .transferDestination: VK_PIPELINE_STAGE_2_ALL_TRANSFER_BIT
        // Presentation waits on a semaphore, not on a stage: nothing after it in the command buffer.
        case .present: VK_PIPELINE_STAGE_2_NONE
        // The acquire semaphore is waited for at VK_PIPELINE_STAGE_TRANSFER_BIT (see
        // CommandContext.submit): a barrier from this stage chains with that wait.
        case .acquired: VK_PIPELINE_STAGE_2_ALL_TRANSFER_BIT
        }
    }

    /// The memory accesses of the use.
    var access: VkAccessFlags2 {
        switch self {
        case .colorAttachment: VK_ACCESS_2_COLOR_ATTACHMENT_WRITE_BIT | VK_ACCESS_2_COLOR_ATTACHMENT_READ_BIT
        case .depthAttachment: VK_ACCESS_2_DEPTH_STENCIL_ATTACHMENT_WRITE_BIT | VK_ACCESS_2_DEPTH_STENCIL_ATTACHMENT_READ_BIT
        case .sampledByCompute, .sampledByFragment: VK_ACCESS_2_SHADER_SAMPLED_READ_BIT
        case .storageWriteByCompute: VK_ACCESS_2_SHADER_STORAGE_WRITE_BIT
        case .transferSource: VK_ACCESS_2_TRANSFER_READ_BIT
        case .transferDestination: VK_ACCESS_2_TRANSFER_WRITE_BIT
        case .present, .acquired: VK_ACCESS_2_NONE
        }
    }

    /// The accesses among ``access`` that write, which a later use must wait for.
    var writes: VkAccessFlags2 {
        access
            & (VK_ACCESS_2_COLOR_ATTACHMENT_WRITE_BIT | VK_ACCESS_2_DEPTH_STENCIL_ATTACHMENT_WRITE_BIT
                | VK_ACCESS_2_SHADER_STORAGE_WRITE_BIT | VK_ACCESS_2_TRANSFER_WRITE_BIT)
    }
}
