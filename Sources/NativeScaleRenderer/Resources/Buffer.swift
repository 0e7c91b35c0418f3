internal import CVulkan
import NativeScaleRendering

/// A buffer in the memory its role calls for: filter weight tables in DEVICE_LOCAL memory
/// (filled through a staging copy), uploads in host-visible coherent memory, readback in
/// HOST_CACHED memory where the device has it (uncached reads of system memory cross the bus
/// once per byte on NVIDIA, RADV and Arc).
struct Buffer: ~Copyable {
    /// What the buffer is for, which decides its memory type.
    enum Role {
        /// Read by shaders every frame: DEVICE_LOCAL, not mapped.
        case deviceLocal
        /// Written by the host, read by a transfer: HOST_VISIBLE | HOST_COHERENT, mapped.
        case upload
        /// Written by a transfer, read by the host: HOST_VISIBLE, HOST_CACHED preferred, mapped.
        case readback
    }

    let gpu: GPU
    let handle: VkBuffer
    let memory: VkDeviceMemory
    let size: Int
    /// The mapping, for upload and readback buffers.
    let contents: UnsafeMutableRawPointer?
    /// Whether host access needs no flush or invalidate.
    let isCoherent: Bool

    /// Creates the buffer (`vkCreateBuffer`), allocates memory for `role` (`vkAllocateMemory`),
    /// binds it and, for host-visible roles, maps it (`vkMapMemory`).
    init(gpu: GPU, size: Int, usage: VkBufferUsageFlags, role: Role, label: String) throws(RendererError) {
        let f = gpu.functions
        let device = gpu.handle
        var info = VkBufferCreateInfo()
        info.sType = VK_STRUCTURE_TYPE_BUFFER_CREATE_INFO
        info.size = VkDeviceSize(max(size, 16))
        info.usage = usage
        info.sharingMode = VK_SHARING_MODE_EXCLUSIVE
        var buffer: VkBuffer?
        try check(f.createBuffer(device, &info, nil, &buffer), "vkCreateBuffer (\(label))", .resources)
        guard let buffer else { throw .failed("vkCreateBuffer", in: .resources) }
        var requirements = VkMemoryRequirements()
        f.getBufferMemoryRequirements(device, buffer, &requirements)
        let visible = VK_MEMORY_PROPERTY_HOST_VISIBLE_BIT.rawValue
        let coherent = VK_MEMORY_PROPERTY_HOST_COHERENT_BIT.rawValue
        let (required, preferred): (UInt32, UInt32) =
            switch role {
            case .deviceLocal: (VK_MEMORY_PROPERTY_DEVICE_LOCAL_BIT.rawValue, 0)
            case .upload: (visible | coherent, 0)
            case .readback: (visible, VK_MEMORY_PROPERTY_HOST_CACHED_BIT.rawValue)
            }
        let allocation: (memory: VkDeviceMemory, flags: UInt32)
        do throws(RendererError) {
            allocation = try gpu.allocateMemory(requirements, required: required, preferred: preferred, label: label)
        } catch {
            f.destroyBuffer(device, buffer, nil)
            throw error
        }
        var mapped: UnsafeMutableRawPointer?
        var result = f.bindBufferMemory(device, buffer, allocation.memory, 0)
        if result == VK_SUCCESS, role != .deviceLocal {
            result = f.mapMemory(device, allocation.memory, 0, VkDeviceSize(VK_WHOLE_SIZE), 0, &mapped)
        }
        guard result == VK_SUCCESS else {
            f.destroyBuffer(device, buffer, nil)
            f.freeMemory(device, allocation.memory, nil)
            throw .failed("vkBindBufferMemory / vkMapMemory (\(label))", result: result.rawValue, in: .resources)
        }
        self.gpu = gpu
        self.handle = buffer
        self.memory = allocation.memory
        self.size = size
        self.contents = mapped
        self.isCoherent = allocation.flags & coherent != 0
    }

    deinit {
        if contents != nil { gpu.functions.unmapMemory(gpu.handle, memory) }
        gpu.functions.destroyBuffer(gpu.handle, handle, nil)
        gpu.functions.freeMemory(gpu.handle, memory, nil)
    }

    /// Copies `values` to the start of a mapped, coherent (upload) buffer.
    func write<T>(_ values: [T]) {
        guard let contents else { return }
        values.withUnsafeBytes { raw in
            if let base = raw.baseAddress { contents.copyMemory(from: base, byteCount: min(raw.count, size)) }
        }
    }

    /// The first `count` bytes of a mapped (readback) buffer, invalidating the host's view first
    /// when the memory is not coherent (`vkInvalidateMappedMemoryRanges`).
    func read(count: Int) throws(RendererError) -> [UInt8] {
        guard let contents else { throw .readback(.notHostVisible) }
        if !isCoherent {
            var range = VkMappedMemoryRange()
            range.sType = VK_STRUCTURE_TYPE_MAPPED_MEMORY_RANGE
            range.memory = memory
            range.offset = 0
            range.size = VkDeviceSize(VK_WHOLE_SIZE)
            try check(gpu.functions.invalidateMappedMemoryRanges(gpu.handle, 1, &range), "vkInvalidateMappedMemoryRanges", .readback)
        }
        return [UInt8](UnsafeRawBufferPointer(start: contents, count: min(count, size)))
    }

    /// Records the barrier that makes a transfer's writes to this buffer visible to the host
    /// (COPY / TRANSFER_WRITE → HOST / HOST_READ), before a fence wait and ``read(count:)``.
    func recordHostReadBarrier(in commandBuffer: VkCommandBuffer) {
        Self.recordCopyBarrier(for: handle, to: VK_PIPELINE_STAGE_2_HOST_BIT, VK_ACCESS_2_HOST_READ_BIT, in: commandBuffer, functions: gpu.functions)
    }

    /// Records one buffer barrier (`vkCmdPipelineBarrier2`) from a copy's writes to `stage` / `access`.
    static func recordCopyBarrier(
        for buffer: VkBuffer, to stage: VkPipelineStageFlags2, _ access: VkAccessFlags2,
        in commandBuffer: VkCommandBuffer, functions: DeviceFunctions
    ) {
        recordBarrier(
            for: buffer, from: (VK_PIPELINE_STAGE_2_COPY_BIT, VK_ACCESS_2_TRANSFER_WRITE_BIT), to: (stage, access),
            in: commandBuffer, functions: functions)
    }

    /// Records one barrier on the whole of `buffer` (`vkCmdPipelineBarrier2`): `source`'s stage and
    /// accesses must finish and be visible before `destination`'s.
    static func recordBarrier(
        for buffer: VkBuffer, from source: (stage: VkPipelineStageFlags2, access: VkAccessFlags2),
        to destination: (stage: VkPipelineStageFlags2, access: VkAccessFlags2),
        in commandBuffer: VkCommandBuffer, functions: DeviceFunctions
    ) {
        var barrier = VkBufferMemoryBarrier2()
        barrier.sType = VK_STRUCTURE_TYPE_BUFFER_MEMORY_BARRIER_2
        barrier.srcStageMask = source.stage
        barrier.srcAccessMask = source.access
        barrier.dstStageMask = destination.stage
        barrier.dstAccessMask = destination.access
        barrier.srcQueueFamilyIndex = VK_QUEUE_FAMILY_IGNORED
        barrier.dstQueueFamilyIndex = VK_QUEUE_FAMILY_IGNORED
        barrier.buffer = buffer
        barrier.size = VkDeviceSize(VK_WHOLE_SIZE)
        var dependency = VkDependencyInfo()
        dependency.sType = VK_STRUCTURE_TYPE_DEPENDENCY_INFO
        dependency.bufferMemoryBarrierCount = 1
        withUnsafePointer(to: &barrier) { pointer in
            dependency.pBufferMemoryBarriers = pointer
            functions.cmdPipelineBarrier2(commandBuffer, &dependency)
        }
    }
}

extension Buffer {
    /// A DEVICE_LOCAL buffer holding `values`: written to an upload buffer, copied on the GPU
    /// (`vkCmdCopyBuffer`), and made visible to its readers by a barrier (COPY / TRANSFER_WRITE
    /// → `readers`; by default a storage buffer read by compute shaders).
    static func deviceLocal<T>(
        gpu: GPU, holding values: [T], context: borrowing CommandContext, label: String,
        usage: VkBufferUsageFlags = VK_BUFFER_USAGE_STORAGE_BUFFER_BIT.rawValue,
        readers: (stage: VkPipelineStageFlags2, access: VkAccessFlags2) = (VK_PIPELINE_STAGE_2_COMPUTE_SHADER_BIT, VK_ACCESS_2_SHADER_STORAGE_READ_BIT)
    ) throws(RendererError) -> Buffer {
        let bytes = max(values.count * MemoryLayout<T>.stride, 16)
        let staging = try Buffer(gpu: gpu, size: bytes, usage: VK_BUFFER_USAGE_TRANSFER_SRC_BIT.rawValue, role: .upload, label: "\(label) upload")
        staging.write(values)
        let buffer = try Buffer(
            gpu: gpu, size: bytes, usage: usage | VK_BUFFER_USAGE_TRANSFER_DST_BIT.rawValue,
            role: .deviceLocal, label: label)
        let destination = buffer.handle
        try context.run { commandBuffer throws(RendererError) in
            var region = VkBufferCopy(srcOffset: 0, dstOffset: 0, size: VkDeviceSize(bytes))
            gpu.functions.cmdCopyBuffer(commandBuffer, staging.handle, destination, 1, &region)
            recordCopyBarrier(for: destination, to: readers.stage, readers.access, in: commandBuffer, functions: gpu.functions)
        }
        return buffer
    }
}
