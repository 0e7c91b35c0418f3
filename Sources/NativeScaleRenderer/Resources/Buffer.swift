internal import CVulkan

/// A host-visible, coherent buffer, mapped for its whole life: readback, uploads and filter
/// weight tables.
struct Buffer: ~Copyable {
    let gpu: GPU
    let handle: VkBuffer
    let memory: VkDeviceMemory
    let size: Int
    let contents: UnsafeMutableRawPointer

    /// Creates the buffer (`vkCreateBuffer`), allocates host-visible coherent memory and maps it
    /// (`vkMapMemory`).
    init(gpu: GPU, size: Int, usage: VkBufferUsageFlags, label: String) throws(RendererError) {
        let f = gpu.functions, device = gpu.handle
        var info = VkBufferCreateInfo()
        info.sType = VK_STRUCTURE_TYPE_BUFFER_CREATE_INFO
        info.size = VkDeviceSize(max(size, 16))
        info.usage = usage
        info.sharingMode = VK_SHARING_MODE_EXCLUSIVE
        var buffer: VkBuffer?
        try check(f.createBuffer(device, &info, nil, &buffer), "vkCreateBuffer (\(label))")
        guard let buffer else { throw .vulkan(function: "vkCreateBuffer", result: 0) }
        var requirements = VkMemoryRequirements()
        f.getBufferMemoryRequirements(device, buffer, &requirements)
        let wanted = VkMemoryPropertyFlagBits(VK_MEMORY_PROPERTY_HOST_VISIBLE_BIT.rawValue | VK_MEMORY_PROPERTY_HOST_COHERENT_BIT.rawValue)
        let memory: VkDeviceMemory
        do throws(RendererError) {
            memory = try gpu.allocateMemory(requirements, wanted, label: label)
        } catch {
            f.destroyBuffer(device, buffer, nil)
            throw error
        }
        var mapped: UnsafeMutableRawPointer?
        let bound = f.bindBufferMemory(device, buffer, memory, 0)
        let mappedResult = bound == VK_SUCCESS ? f.mapMemory(device, memory, 0, VkDeviceSize(VK_WHOLE_SIZE), 0, &mapped) : bound
        guard mappedResult == VK_SUCCESS, let mapped else {
            f.destroyBuffer(device, buffer, nil)
            f.freeMemory(device, memory, nil)
            throw .vulkan(function: "vkMapMemory (\(label))", result: mappedResult.rawValue)
        }
        self.gpu = gpu
        self.handle = buffer
        self.memory = memory
        self.size = size
        self.contents = mapped
    }

    deinit {
        gpu.functions.unmapMemory(gpu.handle, memory)
        gpu.functions.destroyBuffer(gpu.handle, handle, nil)
        gpu.functions.freeMemory(gpu.handle, memory, nil)
    }

    /// Copies `values` to the start of the buffer.
    func write<T>(_ values: [T]) {
        values.withUnsafeBytes { contents.copyMemory(from: $0.baseAddress!, byteCount: min($0.count, size)) }
    }
}
