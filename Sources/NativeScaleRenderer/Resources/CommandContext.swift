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
        try record(body)
        let clock = ContinuousClock()
        let start = clock.now
        try submit()
        try waitForFence()
        return clock.now - start
    }

    /// Resets the command buffer and records it with `body`
    /// (`vkBeginCommandBuffer` … `vkEndCommandBuffer`).
    func record(_ body: (VkCommandBuffer) throws(RendererError) -> Void) throws(RendererError) {
        let f = gpu.functions
        try check(f.resetCommandBuffer(commandBuffer, 0), "vkResetCommandBuffer")
        var begin = VkCommandBufferBeginInfo()
        begin.sType = VK_STRUCTURE_TYPE_COMMAND_BUFFER_BEGIN_INFO
        begin.flags = VK_COMMAND_BUFFER_USAGE_ONE_TIME_SUBMIT_BIT.rawValue
        try check(f.beginCommandBuffer(commandBuffer, &begin), "vkBeginCommandBuffer")
        try body(commandBuffer)
        try check(f.endCommandBuffer(commandBuffer), "vkEndCommandBuffer")
    }

    /// Submits the recorded buffer with the fence (`vkQueueSubmit`), optionally waiting on
    /// `wait` before any command runs and signalling `signal` when done.
    func submit(waiting wait: VkSemaphore? = nil, signalling signal: VkSemaphore? = nil) throws(RendererError) {
        let f = gpu.functions
        try check(f.resetFences(gpu.handle, 1, [fence]), "vkResetFences")
        var buffer: VkCommandBuffer? = commandBuffer
        var waitSemaphore: VkSemaphore? = wait
        var signalSemaphore: VkSemaphore? = signal
        var waitStage = VK_PIPELINE_STAGE_ALL_COMMANDS_BIT.rawValue
        var submit = VkSubmitInfo()
        submit.sType = VK_STRUCTURE_TYPE_SUBMIT_INFO
        submit.commandBufferCount = 1
        let submitted = withUnsafePointer(to: &buffer) { buffers in
            withUnsafePointer(to: &waitSemaphore) { waits in
                withUnsafePointer(to: &signalSemaphore) { signals in
                    withUnsafePointer(to: &waitStage) { stages in
                        submit.pCommandBuffers = buffers
                        if wait != nil {
                            submit.waitSemaphoreCount = 1
                            submit.pWaitSemaphores = waits
                            submit.pWaitDstStageMask = stages
                        }
                        if signal != nil {
                            submit.signalSemaphoreCount = 1
                            submit.pSignalSemaphores = signals
                        }
                        return f.queueSubmit(gpu.queue, 1, &submit, fence)
                    }
                }
            }
        }
        try check(submitted, "vkQueueSubmit")
    }

    /// Waits until the last submission finished (`vkWaitForFences`).
    func waitForFence() throws(RendererError) {
        var waited = VK_TIMEOUT
        while waited == VK_TIMEOUT {
            waited = gpu.functions.waitForFences(gpu.handle, 1, [fence], VkBool32(VK_TRUE), 60_000_000_000)
        }
        try check(waited, "vkWaitForFences")
    }
}
