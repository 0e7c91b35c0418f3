internal import CVulkan
public import NativeScaleCore
public import NativeScaleRendering

extension PixelFormat {
    /// The Vulkan format of the colour target.
    var vulkan: VkFormat {
        switch self {
        case .rgba8: VK_FORMAT_R8G8B8A8_UNORM
        case .bgra8: VK_FORMAT_B8G8R8A8_UNORM
        case .rgb10a2: VK_FORMAT_A2B10G10R10_UNORM_PACK32
        case .rgba16f: VK_FORMAT_R16G16B16A16_SFLOAT
        }
    }
}

extension DepthFormat {
    /// The Vulkan format of the depth attachment; nil for none.
    var vulkan: VkFormat? {
        switch self {
        case .none: nil
        case .d16: VK_FORMAT_D16_UNORM
        case .d24s8: VK_FORMAT_D24_UNORM_S8_UINT
        case .d32f: VK_FORMAT_D32_SFLOAT
        }
    }

    /// The aspects of the depth image: depth, and stencil for `d24s8`.
    var aspects: VkImageAspectFlags {
        self == .d24s8 ? VK_IMAGE_ASPECT_DEPTH_BIT.rawValue | VK_IMAGE_ASPECT_STENCIL_BIT.rawValue : VK_IMAGE_ASPECT_DEPTH_BIT.rawValue
    }
}

/// What a render-target configuration needs of a device, checked before anything is allocated:
/// format features, sample counts, storage-image and blit support.
public struct TargetSupport: Hashable, Sendable {
    /// The configuration checked.
    public let target: AttachmentConfiguration
    /// The format the compute resamples store their output in: the colour format, or the
    /// nearest one the device can store to (and a shader can name) when it cannot.
    public let storageFormat: PixelFormat

    /// The formats a compute kernel can write (`rgba8`, `rgba16f`, `rgb10_a2` in GLSL), nearest
    /// first: a format of the same bits first, then one with more precision.
    static func storageCandidates(for format: PixelFormat) -> [PixelFormat] {
        switch format {
        case .rgba8, .bgra8: [.rgba8, .rgba16f]
        case .rgb10a2: [.rgb10a2, .rgba16f]
        case .rgba16f: [.rgba16f]
        }
    }

    /// Checks `target` on `gpu` for `filters` (and alpha blending, for the ui workload); throws
    /// ``ResourceError/targetUnsupported(device:missing:)`` naming everything missing.
    public init(checking target: AttachmentConfiguration, filters: [ResampleFilter], blending: Bool = false, on gpu: GPU) throws(RendererError) {
        self.target = target
        let instance = gpu.instance.functions
        let physical = gpu.physicalDevice
        func features(_ format: VkFormat) -> UInt32 {
            var properties = VkFormatProperties()
            instance.getPhysicalDeviceFormatProperties(physical, format, &properties)
            return properties.optimalTilingFeatures
        }
        func sampleCounts(_ format: VkFormat, usage: VkImageUsageFlags) -> UInt32 {
            var properties = VkImageFormatProperties()
            let result = instance.getPhysicalDeviceImageFormatProperties(physical, format, VK_IMAGE_TYPE_2D, VK_IMAGE_TILING_OPTIMAL, usage, 0, &properties)
            return result == VK_SUCCESS ? properties.sampleCounts : 0
        }
        var limits = VkPhysicalDeviceProperties()
        instance.getPhysicalDeviceProperties(physical, &limits)
        let name = target.colorFormat.rawValue
        var missing: [String] = []
        let color = features(target.colorFormat.vulkan)
        let needed: [(UInt32, String)] =
            [
                (VK_FORMAT_FEATURE_COLOR_ATTACHMENT_BIT.rawValue, "colour attachment"),
                (VK_FORMAT_FEATURE_SAMPLED_IMAGE_BIT.rawValue, "sampled image"),
                (VK_FORMAT_FEATURE_SAMPLED_IMAGE_FILTER_LINEAR_BIT.rawValue, "linear filtering"),
                (VK_FORMAT_FEATURE_TRANSFER_SRC_BIT.rawValue, "transfer source"),
                (VK_FORMAT_FEATURE_TRANSFER_DST_BIT.rawValue, "transfer destination"),
            ] + (blending ? [(VK_FORMAT_FEATURE_COLOR_ATTACHMENT_BLEND_BIT.rawValue, "blending")] : [])
            + (filters.contains(.blit)
                ? [(VK_FORMAT_FEATURE_BLIT_SRC_BIT.rawValue, "blit source"), (VK_FORMAT_FEATURE_BLIT_DST_BIT.rawValue, "blit destination")] : [])
        for (bit, what) in needed where color & bit == 0 { missing.append("\(name) \(what)") }
        let samples = VkSampleCountFlags(target.sampleCount)
        if target.sampleCount > 1 {
            let usage = VK_IMAGE_USAGE_COLOR_ATTACHMENT_BIT.rawValue | VK_IMAGE_USAGE_TRANSFER_SRC_BIT.rawValue
            if sampleCounts(target.colorFormat.vulkan, usage: usage) & samples == 0 || limits.limits.framebufferColorSampleCounts & samples == 0 {
                missing.append("\(target.sampleCount)× MSAA of \(name)")
            }
        }
        if let depth = target.depthFormat.vulkan {
            if features(depth) & VK_FORMAT_FEATURE_DEPTH_STENCIL_ATTACHMENT_BIT.rawValue == 0 {
                missing.append("\(target.depthFormat.rawValue) depth attachments")
            } else if target.sampleCount > 1,
                sampleCounts(depth, usage: VK_IMAGE_USAGE_DEPTH_STENCIL_ATTACHMENT_BIT.rawValue) & samples == 0
                    || limits.limits.framebufferDepthSampleCounts & samples == 0
            {
                missing.append("\(target.sampleCount)× MSAA of \(target.depthFormat.rawValue)")
            }
        }
        let computeFilters = filters.contains { $0 != .blit }
        let stored = Self.storageCandidates(for: target.colorFormat).first {
            features($0.vulkan) & VK_FORMAT_FEATURE_STORAGE_IMAGE_BIT.rawValue != 0
                && features($0.vulkan) & VK_FORMAT_FEATURE_TRANSFER_SRC_BIT.rawValue != 0
        }
        if computeFilters, stored == nil { missing.append("a storage format for the compute resamples of \(name)") }
        guard missing.isEmpty else {
            throw .resources(.targetUnsupported(device: gpu.info.name, missing: missing))
        }
        storageFormat = stored ?? target.colorFormat
    }
}
