internal import CVulkan
import NativeScaleRendering

/// A pool of timestamp queries, reset from the host before each use.
struct QueryPool: ~Copyable {
    let gpu: GPU
    let handle: VkQueryPool
    let count: UInt32

    /// Creates `count` timestamp queries (`vkCreateQueryPool`).
    init(gpu: GPU, count: UInt32) throws(RendererError) {
        var info = VkQueryPoolCreateInfo()
        info.sType = VK_STRUCTURE_TYPE_QUERY_POOL_CREATE_INFO
        info.queryType = VK_QUERY_TYPE_TIMESTAMP
        info.queryCount = count
        var pool: VkQueryPool?
        try check(gpu.functions.createQueryPool(gpu.handle, &info, nil, &pool), "vkCreateQueryPool", .resources)
        guard let pool else { throw .failed("vkCreateQueryPool", in: .resources) }
        self.gpu = gpu
        self.handle = pool
        self.count = count
    }

    deinit {
        gpu.functions.destroyQueryPool(gpu.handle, handle, nil)
    }

    /// Resets `count` queries from `first` from the host (`vkResetQueryPool`).
    func reset(first: UInt32, count: UInt32) {
        gpu.functions.resetQueryPool(gpu.handle, handle, first, count)
    }

    /// Writes timestamp `index` once all earlier commands have completed (`vkCmdWriteTimestamp2`
    /// at ALL_COMMANDS): the end of a timed range.
    ///
    /// Nothing recorded after it waits for it: the command's second synchronization scope
    /// "includes only the timestamp write operation". An end stamp needs nothing more, since
    /// it bounds the work before it; a start stamp does (``writeStart(_:in:)``).
    func write(_ index: UInt32, in commandBuffer: VkCommandBuffer) {
        gpu.functions.cmdWriteTimestamp2(commandBuffer, VK_PIPELINE_STAGE_2_ALL_COMMANDS_BIT, handle, index)
    }

    /// Writes timestamp `index` as the start of a timed range: the stamp, then an execution
    /// dependency from every earlier command (the stamp's write included) to every later one
    /// (`vkCmdWriteTimestamp2` at ALL_COMMANDS, then `vkCmdPipelineBarrier2` with one
    /// `VkMemoryBarrier2`, ALL_COMMANDS → ALL_COMMANDS, no access masks: it orders execution,
    /// and no memory is handed over).
    ///
    /// Without the dependency the work after a start stamp may run before the stamp is written
    /// (lavapipe bins the stamp into the scene that follows it), and its time falls outside its
    /// range. The dependency costs one pipeline drain per range; the renderer measures that
    /// cost in an empty range every submission and keeps it out of the stage times.
    func writeStart(_ index: UInt32, in commandBuffer: VkCommandBuffer) {
        write(index, in: commandBuffer)
        Self.recordExecutionDependency(in: commandBuffer, functions: gpu.functions)
    }

    /// Every command before waits, every command after starts later; no memory is made
    /// available or visible (`vkCmdPipelineBarrier2`, one `VkMemoryBarrier2`).
    static func recordExecutionDependency(in commandBuffer: VkCommandBuffer, functions: DeviceFunctions) {
        var barrier = VkMemoryBarrier2()
        barrier.sType = VK_STRUCTURE_TYPE_MEMORY_BARRIER_2
        barrier.srcStageMask = VK_PIPELINE_STAGE_2_ALL_COMMANDS_BIT
        barrier.srcAccessMask = VK_ACCESS_2_NONE
        barrier.dstStageMask = VK_PIPELINE_STAGE_2_ALL_COMMANDS_BIT
        barrier.dstAccessMask = VK_ACCESS_2_NONE
        var dependency = VkDependencyInfo()
        dependency.sType = VK_STRUCTURE_TYPE_DEPENDENCY_INFO
        withUnsafePointer(to: &barrier) { pointer in
            dependency.memoryBarrierCount = 1
            dependency.pMemoryBarriers = pointer
            functions.cmdPipelineBarrier2(commandBuffer, &dependency)
        }
    }

    /// `count` raw 64-bit timestamps from `first` (`vkGetQueryPoolResults`), read after the
    /// fence of their submission: without WAIT, so a query that never became available is an
    /// error (VK_NOT_READY), not a hang.
    func results(first: UInt32, count: UInt32) throws(RendererError) -> [UInt64] {
        var values = [UInt64](repeating: 0, count: Int(count))
        let flags = VK_QUERY_RESULT_64_BIT.rawValue
        let result = values.withUnsafeMutableBytes { raw in
            gpu.functions.getQueryPoolResults(gpu.handle, handle, first, count, raw.count, raw.baseAddress, 8, flags)
        }
        if result == VK_NOT_READY {
            throw .readback(.timestampsNotReady)
        }
        try check(result, "vkGetQueryPoolResults", .readback)
        return values
    }
}
