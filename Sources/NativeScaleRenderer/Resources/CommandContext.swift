internal import CVulkan
import NativeScaleRendering

/// A command buffer and a fence for recording, submitting and waiting on one submission at a time.
///
/// The fence is created signalled, so a context whose first submit never happened (a failed
/// set-up, a failed record) is released without waiting; every wait is bounded by the GPU's
/// ``GPU/timeout``.
struct CommandContext: ~Copyable {
    let gpu: GPU
    let commandBuffer: VkCommandBuffer
    let fence: VkFence

    /// Allocates a primary command buffer (`vkAllocateCommandBuffers`) and a signalled fence (`vkCreateFence`).
    init(gpu: GPU) throws(RendererError) {
        var allocation = VkCommandBufferAllocateInfo()
        allocation.sType = VK_STRUCTURE_TYPE_COMMAND_BUFFER_ALLOCATE_INFO
        allocation.commandPool = gpu.commandPool
        allocation.level = VK_COMMAND_BUFFER_LEVEL_PRIMARY
        allocation.commandBufferCount = 1
        var commandBuffer: VkCommandBuffer?
        try check(gpu.functions.allocateCommandBuffers(gpu.handle, &allocation, &commandBuffer), "vkAllocateCommandBuffers", .resources)
        var fenceInfo = VkFenceCreateInfo()
        fenceInfo.sType = VK_STRUCTURE_TYPE_FENCE_CREATE_INFO
        fenceInfo.flags = VK_FENCE_CREATE_SIGNALED_BIT.rawValue
        var fence: VkFence?
        let created = gpu.functions.createFence(gpu.handle, &fenceInfo, nil, &fence)
        guard created == VK_SUCCESS, let fence, let commandBuffer else {
            if let commandBuffer { gpu.functions.freeCommandBuffers(gpu.handle, gpu.commandPool, 1, [commandBuffer]) }
            throw .failed("vkCreateFence", result: created.rawValue, in: .resources)
        }
        self.gpu = gpu
        self.commandBuffer = commandBuffer
        self.fence = fence
    }

    deinit {
        // Bounded: a device that hung has already been reported by the wait that timed out.
        _ = gpu.functions.waitForFences(gpu.handle, 1, [fence], VkBool32(VK_TRUE), gpu.timeoutNanoseconds)
        gpu.functions.destroyFence(gpu.handle, fence, nil)
        gpu.functions.freeCommandBuffers(gpu.handle, gpu.commandPool, 1, [commandBuffer])
    }

    /// Records with `body`, submits (`vkQueueSubmit`) and waits on the fence
    /// (`vkWaitForFences`). Returns the host wall-clock time from submit to the fence.
    @discardableResult
    func run(_ body: (VkCommandBuffer) throws(RendererError) -> Void) throws(RendererError) -> Duration {
        try runMarked(body).host
    }

    /// ``run(_:)``, with the instant of the submit on ``BootClock`` (nanoseconds), where a
    /// trace places the submission. `whileRunning` runs on the host between the submit and the
    /// wait (the injected host stall sets its event there).
    func runMarked(
        _ body: (VkCommandBuffer) throws(RendererError) -> Void,
        whileRunning: () throws(RendererError) -> Void = {}
    ) throws(RendererError) -> (host: Duration, submitted: Double) {
        try record(body)
        let clock = ContinuousClock()
        let submitted = BootClock.now()
        let start = clock.now
        try submit()
        try whileRunning()
        try waitForFence()
        return (clock.now - start, submitted)
    }

    /// Resets the command buffer and records it with `body`
    /// (`vkBeginCommandBuffer` … `vkEndCommandBuffer`).
    func record(_ body: (VkCommandBuffer) throws(RendererError) -> Void) throws(RendererError) {
        let f = gpu.functions
        try check(f.resetCommandBuffer(commandBuffer, 0), "vkResetCommandBuffer", .recording)
        var begin = VkCommandBufferBeginInfo()
        begin.sType = VK_STRUCTURE_TYPE_COMMAND_BUFFER_BEGIN_INFO
        begin.flags = VK_COMMAND_BUFFER_USAGE_ONE_TIME_SUBMIT_BIT.rawValue
        try check(f.beginCommandBuffer(commandBuffer, &begin), "vkBeginCommandBuffer", .recording)
        try body(commandBuffer)
        try check(f.endCommandBuffer(commandBuffer), "vkEndCommandBuffer", .recording)
    }

    /// Submits the recorded buffer with the fence (`vkQueueSubmit`), optionally waiting on
    /// `wait` before any command runs and signalling `signal` when done.
    /// `waitStage` is where the commands first touch what `wait` guards (the swapchain image's
    /// copy, a transfer), so everything before it runs without waiting for the acquire.
    func submit(
        waiting wait: VkSemaphore? = nil, at waitStage: UInt32 = VK_PIPELINE_STAGE_TRANSFER_BIT.rawValue,
        signalling signal: VkSemaphore? = nil
    ) throws(RendererError) {
        let f = gpu.functions
        try check(f.resetFences(gpu.handle, 1, [fence]), "vkResetFences", .recording)
        var buffer: VkCommandBuffer? = commandBuffer
        var waitSemaphore: VkSemaphore? = wait
        var signalSemaphore: VkSemaphore? = signal
        var waitStage = waitStage
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
        try check(submitted, "vkQueueSubmit", .recording)
    }

    /// Waits until the last submission finished (`vkWaitForFences`), at most the GPU's timeout.
    func waitForFence() throws(RendererError) {
        let waited = gpu.functions.waitForFences(gpu.handle, 1, [fence], VkBool32(VK_TRUE), gpu.timeoutNanoseconds)
        if waited == VK_TIMEOUT {
            throw .recording(.timedOut("the GPU work submitted to \(gpu.info.name) (vkWaitForFences)", seconds: Double(gpu.timeoutNanoseconds) / 1e9))
        }
        try check(waited, "vkWaitForFences", .recording)
    }
}
