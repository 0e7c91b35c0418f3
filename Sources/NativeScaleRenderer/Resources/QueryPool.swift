internal import CVulkan

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
        try check(gpu.functions.createQueryPool(gpu.handle, &info, nil, &pool), "vkCreateQueryPool")
        guard let pool else { throw .vulkan(function: "vkCreateQueryPool", result: 0) }
        self.gpu = gpu
        self.handle = pool
        self.count = count
    }

    deinit {
        gpu.functions.destroyQueryPool(gpu.handle, handle, nil)
    }

    /// Resets every query from the host (`vkResetQueryPool`).
    func reset() {
        gpu.functions.resetQueryPool(gpu.handle, handle, 0, count)
    }

    /// Writes timestamp `index` once all earlier commands have completed (`vkCmdWriteTimestamp2`
    /// at ALL_COMMANDS).
    func write(_ index: UInt32, in commandBuffer: VkCommandBuffer) {
        gpu.functions.cmdWriteTimestamp2(commandBuffer, VK_PIPELINE_STAGE_2_ALL_COMMANDS_BIT, handle, index)
    }

    /// The first `used` raw 64-bit timestamps (`vkGetQueryPoolResults`), read after the fence
    /// of their submission: without WAIT, so a query that never became available is an error
    /// (VK_NOT_READY), not a hang.
    func results(_ used: UInt32) throws(RendererError) -> [UInt64] {
        var values = [UInt64](repeating: 0, count: Int(used))
        let flags = VK_QUERY_RESULT_64_BIT.rawValue
        let result = values.withUnsafeMutableBytes { raw in
            gpu.functions.getQueryPoolResults(gpu.handle, handle, 0, used, raw.count, raw.baseAddress, 8, flags)
        }
        if result == VK_NOT_READY {
            throw .unsupported("timestamps of a finished submission were not available (vkGetQueryPoolResults returned VK_NOT_READY)")
        }
        try check(result, "vkGetQueryPoolResults")
        return values
    }
}
