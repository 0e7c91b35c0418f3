internal import CVulkan
import NativeScaleRendering

/// A 2D image in device memory with a view: a render target (colour, multisampled colour or
/// depth), a resample source or destination.
struct Image: ~Copyable {
    let gpu: GPU
    let handle: VkImage
    let memory: VkDeviceMemory
    let view: VkImageView
    let width: Int
    let height: Int
    let format: VkFormat
    /// Samples per pixel.
    let samples: Int
    /// The aspects of the image (colour, or depth and stencil).
    let aspects: VkImageAspectFlags
    /// `VkMemoryRequirements.size`: what the image really costs on this device.
    let memoryBytes: Int

    /// Creates the image (`vkCreateImage`) with `samples` per pixel, binds dedicated
    /// device-local memory (`vkAllocateMemory`, `vkBindImageMemory`) and a view of `aspects`
    /// (`vkCreateImageView`).
    init(
        gpu: GPU, width: Int, height: Int, format: VkFormat, usage: VkImageUsageFlags, samples: Int = 1,
        aspects: VkImageAspectFlags = VK_IMAGE_ASPECT_COLOR_BIT.rawValue, label: String
    ) throws(RendererError) {
        try gpu.checkImageSize(width: width, height: height)
        let f = gpu.functions
        let device = gpu.handle
        var info = VkImageCreateInfo()
        info.sType = VK_STRUCTURE_TYPE_IMAGE_CREATE_INFO
        info.imageType = VK_IMAGE_TYPE_2D
        info.format = format
        info.extent = VkExtent3D(width: UInt32(width), height: UInt32(height), depth: 1)
        info.mipLevels = 1
        info.arrayLayers = 1
        info.samples = VkSampleCountFlagBits(UInt32(samples))
        info.tiling = VK_IMAGE_TILING_OPTIMAL
        info.usage = usage
        info.sharingMode = VK_SHARING_MODE_EXCLUSIVE
        info.initialLayout = VK_IMAGE_LAYOUT_UNDEFINED
        var image: VkImage?
        try check(f.createImage(device, &info, nil, &image), "vkCreateImage (\(label))", .resources)
        guard let image else { throw .failed("vkCreateImage", in: .resources) }
        var requirements = VkMemoryRequirements()
        f.getImageMemoryRequirements(device, image, &requirements)
        let memory: VkDeviceMemory
        do throws(RendererError) {
            memory = try gpu.allocateMemory(requirements, required: VK_MEMORY_PROPERTY_DEVICE_LOCAL_BIT.rawValue, label: "\(label) \(width)×\(height)").memory
        } catch {
            f.destroyImage(device, image, nil)
            throw error
        }
        var viewInfo = VkImageViewCreateInfo()
        viewInfo.sType = VK_STRUCTURE_TYPE_IMAGE_VIEW_CREATE_INFO
        viewInfo.image = image
        viewInfo.viewType = VK_IMAGE_VIEW_TYPE_2D
        viewInfo.format = format
        viewInfo.subresourceRange = Self.range(of: aspects)
        var view: VkImageView?
        let bound = f.bindImageMemory(device, image, memory, 0)
        let viewed = bound == VK_SUCCESS ? f.createImageView(device, &viewInfo, nil, &view) : bound
        guard viewed == VK_SUCCESS, let view else {
            f.destroyImage(device, image, nil)
            f.freeMemory(device, memory, nil)
            throw .failed("vkCreateImageView (\(label))", result: viewed.rawValue, in: .resources)
        }
        self.gpu = gpu
        self.handle = image
        self.memory = memory
        self.view = view
        self.width = width
        self.height = height
        self.format = format
        self.samples = samples
        self.aspects = aspects
        self.memoryBytes = Int(requirements.size)
    }

    deinit {
        gpu.functions.destroyImageView(gpu.handle, view, nil)
        gpu.functions.destroyImage(gpu.handle, handle, nil)
        gpu.functions.freeMemory(gpu.handle, memory, nil)
    }

    /// The colour aspect of mip 0, layer 0, for copies and blits.
    static let colorLayers = VkImageSubresourceLayers(aspectMask: VK_IMAGE_ASPECT_COLOR_BIT.rawValue, mipLevel: 0, baseArrayLayer: 0, layerCount: 1)

    static let colorRange = range(of: VK_IMAGE_ASPECT_COLOR_BIT.rawValue)

    /// Mip 0, layer 0 of `aspects`.
    static func range(of aspects: VkImageAspectFlags) -> VkImageSubresourceRange {
        VkImageSubresourceRange(aspectMask: aspects, baseMipLevel: 0, levelCount: 1, baseArrayLayer: 0, layerCount: 1)
    }

    /// Each image gets only the usage it needs: STORAGE usage alone disables framebuffer
    /// compression on Mali (AFBC), Adreno (UBWC), older AMD (DCC) and older Intel (CCS).
    enum Usage {
        /// The native-size target both paths present: what a swapchain image offers
        /// (colour attachment, blit/copy destination, copy source for readback).
        static let presentTarget: VkImageUsageFlags =
            VK_IMAGE_USAGE_COLOR_ATTACHMENT_BIT.rawValue
            | VK_IMAGE_USAGE_TRANSFER_DST_BIT.rawValue | VK_IMAGE_USAGE_TRANSFER_SRC_BIT.rawValue
        /// The drawable: rendered into, then sampled by a resample kernel or blitted; a copy
        /// destination for the drawn-work sentinel (``DrawnWorkProbe``).
        static let drawable: VkImageUsageFlags =
            VK_IMAGE_USAGE_COLOR_ATTACHMENT_BIT.rawValue
            | VK_IMAGE_USAGE_SAMPLED_BIT.rawValue | VK_IMAGE_USAGE_TRANSFER_SRC_BIT.rawValue | VK_IMAGE_USAGE_TRANSFER_DST_BIT.rawValue
        /// A multisampled colour target: rendered into, then resolved.
        static let multisampled: VkImageUsageFlags = VK_IMAGE_USAGE_COLOR_ATTACHMENT_BIT.rawValue | VK_IMAGE_USAGE_TRANSFER_SRC_BIT.rawValue
        /// A depth buffer: tested and written during the scene only.
        static let depth: VkImageUsageFlags = VK_IMAGE_USAGE_DEPTH_STENCIL_ATTACHMENT_BIT.rawValue
        /// What a compute resample writes: its own storage image, copied out for presenting or
        /// readback; a copy destination for the drawn-work sentinel.
        static let resampleOutput: VkImageUsageFlags =
            VK_IMAGE_USAGE_STORAGE_BIT.rawValue | VK_IMAGE_USAGE_TRANSFER_SRC_BIT.rawValue
            | VK_IMAGE_USAGE_TRANSFER_DST_BIT.rawValue
        /// A workload texture, uploaded once.
        /// The half-float image between an upscaler's passes: written as storage, read as sampled.
        static let upscaleIntermediate: VkImageUsageFlags = VK_IMAGE_USAGE_STORAGE_BIT.rawValue | VK_IMAGE_USAGE_SAMPLED_BIT.rawValue
        static let texture: VkImageUsageFlags = VK_IMAGE_USAGE_SAMPLED_BIT.rawValue | VK_IMAGE_USAGE_TRANSFER_DST_BIT.rawValue
        /// What the scene's motion vectors and depth add beside their attachment use: copied out
        /// (read back) and sampled (by a temporal upscaler).
        static let keptGBuffer: VkImageUsageFlags = VK_IMAGE_USAGE_TRANSFER_SRC_BIT.rawValue | VK_IMAGE_USAGE_SAMPLED_BIT.rawValue
        /// A temporal upscaler's own images: written by one pass, sampled by the next (or the
        /// next frame), cleared once when made.
        static let temporal: VkImageUsageFlags =
            VK_IMAGE_USAGE_STORAGE_BIT.rawValue | VK_IMAGE_USAGE_SAMPLED_BIT.rawValue | VK_IMAGE_USAGE_TRANSFER_DST_BIT.rawValue
    }
}
