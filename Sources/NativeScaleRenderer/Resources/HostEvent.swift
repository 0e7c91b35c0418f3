internal import CVulkan
import NativeScaleRendering

/// A `VkEvent` the host sets while a submission waits for it: the injected host stall
/// (``InjectedFault/hostStall``), and nothing else.
struct HostEvent: ~Copyable {
    let gpu: GPU
    let handle: VkEvent

    /// Creates the event, unset (`vkCreateEvent`).
    init(gpu: GPU) throws(RendererError) {
        var info = VkEventCreateInfo()
        info.sType = VK_STRUCTURE_TYPE_EVENT_CREATE_INFO
        var event: VkEvent?
        try check(gpu.functions.createEvent(gpu.handle, &info, nil, &event), "vkCreateEvent", .resources)
        guard let event else { throw .failed("vkCreateEvent", in: .resources) }
        self.gpu = gpu
        handle = event
    }

    deinit {
        gpu.functions.destroyEvent(gpu.handle, handle, nil)
    }

    /// Unsets the event from the host before a submission that waits for it (`vkResetEvent`).
    func reset() throws(RendererError) {
        try check(gpu.functions.resetEvent(gpu.handle, handle), "vkResetEvent", .recording)
    }

    /// Sets the event from the host (`vkSetEvent`): the waiting commands go on.
    func set() throws(RendererError) {
        try check(gpu.functions.setEvent(gpu.handle, handle), "vkSetEvent", .recording)
    }

    /// Records a wait for the host's set: every later command waits
    /// (`vkCmdWaitEvents`, HOST → ALL_COMMANDS, no memory barriers: nothing the host wrote is read).
    func recordWait(in commandBuffer: VkCommandBuffer) {
        var event: VkEvent? = handle
        gpu.functions.cmdWaitEvents(
            commandBuffer, 1, &event, VK_PIPELINE_STAGE_HOST_BIT.rawValue, VK_PIPELINE_STAGE_ALL_COMMANDS_BIT.rawValue,
            0, nil, 0, nil, 0, nil)
    }
}
