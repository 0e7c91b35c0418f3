internal import CVulkan
import NativeScaleRendering

/// A descriptor pool from which every set of a renderer is allocated, freed with it.
struct DescriptorPool: ~Copyable {
    let gpu: GPU
    let handle: VkDescriptorPool

    /// Creates a pool (`vkCreateDescriptorPool`) for up to `sets` sets of storage images,
    /// storage buffers and combined image samplers.
    init(gpu: GPU, sets: Int) throws(RendererError) {
        let sizes = [VK_DESCRIPTOR_TYPE_STORAGE_IMAGE, VK_DESCRIPTOR_TYPE_STORAGE_BUFFER, VK_DESCRIPTOR_TYPE_COMBINED_IMAGE_SAMPLER]
            .map { VkDescriptorPoolSize(type: $0, descriptorCount: UInt32(sets * 4)) }
        var info = VkDescriptorPoolCreateInfo()
        info.sType = VK_STRUCTURE_TYPE_DESCRIPTOR_POOL_CREATE_INFO
        info.maxSets = UInt32(sets)
        info.poolSizeCount = UInt32(sizes.count)
        var pool: VkDescriptorPool?
        let result = sizes.withUnsafeBufferPointer { pointer in
            info.pPoolSizes = pointer.baseAddress
            return gpu.functions.createDescriptorPool(gpu.handle, &info, nil, &pool)
        }
        try check(result, "vkCreateDescriptorPool", .pipelines)
        guard let pool else { throw .failed("vkCreateDescriptorPool", in: .pipelines) }
        self.gpu = gpu
        self.handle = pool
    }

    deinit {
        gpu.functions.destroyDescriptorPool(gpu.handle, handle, nil)
    }

    /// What one binding of a set points at.
    enum Resource {
        case storageImage(VkImageView)
        case storageBuffer(VkBuffer)
        case sampledImage(VkImageView, VkSampler, VkImageLayout)
    }

    /// Allocates a set for `pipeline` (`vkAllocateDescriptorSets`) and writes `resources` into
    /// bindings 0, 1, … (`vkUpdateDescriptorSets`).
    func makeSet(for pipeline: borrowing Pipeline, _ resources: [Resource]) throws(RendererError) -> VkDescriptorSet {
        try makeSet(layout: pipeline.setLayout, resources)
    }

    /// Allocates a set of `layout` and writes `resources` into bindings 0, 1, …
    func makeSet(layout setLayout: VkDescriptorSetLayout, _ resources: [Resource]) throws(RendererError) -> VkDescriptorSet {
        var layout: VkDescriptorSetLayout? = setLayout
        var info = VkDescriptorSetAllocateInfo()
        info.sType = VK_STRUCTURE_TYPE_DESCRIPTOR_SET_ALLOCATE_INFO
        info.descriptorPool = handle
        info.descriptorSetCount = 1
        var set: VkDescriptorSet?
        let result = withUnsafePointer(to: &layout) { pointer in
            info.pSetLayouts = pointer
            return gpu.functions.allocateDescriptorSets(gpu.handle, &info, &set)
        }
        try check(result, "vkAllocateDescriptorSets", .pipelines)
        guard let set else { throw .failed("vkAllocateDescriptorSets", in: .pipelines) }
        withArena { arena in
            let writes = resources.enumerated().map { index, resource in
                var write = VkWriteDescriptorSet()
                write.sType = VK_STRUCTURE_TYPE_WRITE_DESCRIPTOR_SET
                write.dstSet = set
                write.dstBinding = UInt32(index)
                write.descriptorCount = 1
                switch resource {
                case .storageImage(let view):
                    write.descriptorType = VK_DESCRIPTOR_TYPE_STORAGE_IMAGE
                    write.pImageInfo = UnsafePointer(
                        arena.pointer(to: VkDescriptorImageInfo(sampler: nil, imageView: view, imageLayout: VK_IMAGE_LAYOUT_GENERAL)))
                case .storageBuffer(let buffer):
                    write.descriptorType = VK_DESCRIPTOR_TYPE_STORAGE_BUFFER
                    write.pBufferInfo = UnsafePointer(arena.pointer(to: VkDescriptorBufferInfo(buffer: buffer, offset: 0, range: VkDeviceSize(VK_WHOLE_SIZE))))
                case .sampledImage(let view, let sampler, let layout):
                    write.descriptorType = VK_DESCRIPTOR_TYPE_COMBINED_IMAGE_SAMPLER
                    write.pImageInfo = UnsafePointer(arena.pointer(to: VkDescriptorImageInfo(sampler: sampler, imageView: view, imageLayout: layout)))
                }
                return write
            }
            gpu.functions.updateDescriptorSets(gpu.handle, UInt32(writes.count), arena.array(writes), 0, nil)
        }
        return set
    }
}

/// A sampler: linear filtering with repeat addressing for workload textures, or clamp to edge
/// for resample sources.
struct Sampler: ~Copyable {
    let gpu: GPU
    let handle: VkSampler

    /// Creates the sampler (`vkCreateSampler`).
    init(gpu: GPU, filter: VkFilter = VK_FILTER_LINEAR, addressMode: VkSamplerAddressMode = VK_SAMPLER_ADDRESS_MODE_REPEAT) throws(RendererError) {
        var info = VkSamplerCreateInfo()
        info.sType = VK_STRUCTURE_TYPE_SAMPLER_CREATE_INFO
        info.magFilter = filter
        info.minFilter = filter
        info.mipmapMode = VK_SAMPLER_MIPMAP_MODE_NEAREST
        info.addressModeU = addressMode
        info.addressModeV = addressMode
        info.addressModeW = addressMode
        info.maxLod = 0
        var sampler: VkSampler?
        try check(gpu.functions.createSampler(gpu.handle, &info, nil, &sampler), "vkCreateSampler", .pipelines)
        guard let sampler else { throw .failed("vkCreateSampler", in: .pipelines) }
        self.gpu = gpu
        self.handle = sampler
    }

    deinit {
        gpu.functions.destroySampler(gpu.handle, handle, nil)
    }
}
