internal import CVulkan

/// A command buffer and a fence for recording, submitting and waiting on one frame at a time.
struct CommandContext: ~Copyable {
    let gpu: GPU
    let commandBuffer: VkCommandBuffer
    let fence: VkFence

    /// Allocates a primary command buffer (`vkAllocateCommandBuffers`) and a fence (`vkCreateFence`).
    init(gpu: GPU) throws(RendererError) {
        var allocation = VkCommandBufferAllocateInfo()
        allocation.sType = VK_STRUCTURE_TYPE_COMMAND_BUFFER_ALLOCATE_INFO
        allocation.commandPool = gpu.commandPool
        allocation.level = VK_COMMAND_BUFFER_LEVEL_PRIMARY
        allocation.commandBufferCount = 1
        var commandBuffer: VkCommandBuffer?
        try check(gpu.functions.allocateCommandBuffers(gpu.handle, &allocation, &commandBuffer), "vkAllocateCommandBuffers")
        var fenceInfo = VkFenceCreateInfo()
        fenceInfo.sType = VK_STRUCTURE_TYPE_FENCE_CREATE_INFO
        var fence: VkFence?
        let created = gpu.functions.createFence(gpu.handle, &fenceInfo, nil, &fence)
        guard created == VK_SUCCESS, let fence, let commandBuffer else {
            if let commandBuffer { gpu.functions.freeCommandBuffers(gpu.handle, gpu.commandPool, 1, [commandBuffer]) }
            throw .vulkan(function: "vkCreateFence", result: created.rawValue)
        }
        self.gpu = gpu
        self.commandBuffer = commandBuffer
        self.fence = fence
    }

    deinit {
        _ = gpu.functions.waitForFences(gpu.handle, 1, [fence], VkBool32(VK_TRUE), UInt64.max)
        gpu.functions.destroyFence(gpu.handle, fence, nil)
        gpu.functions.freeCommandBuffers(gpu.handle, gpu.commandPool, 1, [commandBuffer])
    }

    /// Records with `body`, submits (`vkQueueSubmit`) and waits on the fence
    /// (`vkWaitForFences`). Returns the host wall-clock time from submit to the fence.
    @discardableResult
    func run(_ body: (VkCommandBuffer) throws(RendererError) -> Void) throws(RendererError) -> Duration {
        let f = gpu.functions
        try check(f.resetCommandBuffer(commandBuffer, 0), "vkResetCommandBuffer")
        var begin = VkCommandBufferBeginInfo()
        begin.sType = VK_STRUCTURE_TYPE_COMMAND_BUFFER_BEGIN_INFO
        begin.flags = VK_COMMAND_BUFFER_USAGE_ONE_TIME_SUBMIT_BIT.rawValue
        try check(f.beginCommandBuffer(commandBuffer, &begin), "vkBeginCommandBuffer")
        try body(commandBuffer)
        try check(f.endCommandBuffer(commandBuffer), "vkEndCommandBuffer")
        try check(f.resetFences(gpu.handle, 1, [fence]), "vkResetFences")
        var buffer: VkCommandBuffer? = commandBuffer
        var submit = VkSubmitInfo()
        submit.sType = VK_STRUCTURE_TYPE_SUBMIT_INFO
        submit.commandBufferCount = 1
        let clock = ContinuousClock()
        let start = clock.now
        let submitted = withUnsafePointer(to: &buffer) { pointer in
            submit.pCommandBuffers = pointer
            return f.queueSubmit(gpu.queue, 1, &submit, fence)
        }
        try check(submitted, "vkQueueSubmit")
        var waited = VK_TIMEOUT
        while waited == VK_TIMEOUT {
            waited = f.waitForFences(gpu.handle, 1, [fence], VkBool32(VK_TRUE), 60_000_000_000)
        }
        try check(waited, "vkWaitForFences")
        return clock.now - start
    }
}
