internal import CVulkan
import NativeScaleCore
import NativeScaleRendering

/// A swapchain for a surface, its images and one "rendering finished" semaphore per image
/// (`vkCreateSwapchainKHR`, `vkGetSwapchainImagesKHR`).
///
/// A `final class` rather than a leaf struct because a resize replaces it while the presenter
/// keeps using the old one as `oldSwapchain`. Destroyed with `vkDestroySwapchainKHR` after the
/// device is idle.
final class Swapchain {
    let gpu: GPU
    let surface: Surface
    let handle: VkSwapchainKHR
    let images: [VkImage]
    /// Signalled by the frame that renders into image *i*; waited on by its present. One per
    /// image, so a semaphore is never re-signalled while the presentation engine still holds it.
    let renderFinished: [VkSemaphore]
    let extent: PixelSize
    let format: VkFormat
    let presentMode: PresentMode
    /// Whether images can be copied out (`--screenshot`): TRANSFER_SRC usage and a format
    /// ``rgba8(from:)`` decodes.
    var canReadBack: Bool { canCopyOut && isReadableFormat }
    private let canCopyOut: Bool
    /// The usages the swapchain's images were created with (`VkImageUsageFlags`).
    let usageFlags: UInt32

    /// The formats tried, best first: 8-bit UNORM so the blit from the RGBA8 render is exact;
    /// then sRGB (the blit encodes the frame's values as linear, as any UNORM → sRGB copy does)
    /// and 10-bit UNORM (the blit widens each channel exactly). Anything else the surface offers
    /// first is used if it can be a blit destination.
    static let preferredFormats = [
        VK_FORMAT_B8G8R8A8_UNORM, VK_FORMAT_R8G8B8A8_UNORM, VK_FORMAT_B8G8R8A8_SRGB, VK_FORMAT_R8G8B8A8_SRGB,
        VK_FORMAT_A2B10G10R10_UNORM_PACK32, VK_FORMAT_A2R10G10B10_UNORM_PACK32,
    ]

    init(gpu: GPU, surface: Surface, size: PixelSize, presentMode: PresentMode, replacing old: Swapchain?) throws(RendererError) {
        guard let functions = gpu.swapchainFunctions else {
            throw .window(.extensionNotEnabled("VK_KHR_swapchain"))
        }
        let capabilities = try surface.capabilities(on: gpu.physicalDevice)
        let offered = try surface.presentModes(on: gpu)
        guard offered.contains(presentMode) else { throw .window(.presentModeUnsupported(presentMode.rawValue, available: offered.map(\.rawValue))) }
        let formats = try surface.formats(on: gpu.physicalDevice)
        guard
            let chosen = Self.preferredFormats.lazy.compactMap({ wanted in formats.first { $0.format == wanted } }).first
                ?? formats.first
        else {
            throw .window(.system("the surface offers no formats"))
        }
        let (extent, imageCount, alpha, readable) = try Self.plan(capabilities, size: size, presentMode: presentMode)
        let required = VK_IMAGE_USAGE_TRANSFER_DST_BIT.rawValue
        var info = VkSwapchainCreateInfoKHR()
        info.sType = VK_STRUCTURE_TYPE_SWAPCHAIN_CREATE_INFO_KHR
        info.surface = surface.handle
        info.minImageCount = imageCount
        info.imageFormat = chosen.format
        info.imageColorSpace = chosen.colorSpace
        info.imageExtent = extent
        info.imageArrayLayers = 1
        info.imageUsage = required | (readable ? VK_IMAGE_USAGE_TRANSFER_SRC_BIT.rawValue : 0)
        info.imageSharingMode = VK_SHARING_MODE_EXCLUSIVE
        info.preTransform = capabilities.currentTransform
        info.compositeAlpha = alpha
        info.presentMode = presentMode.vulkanValue
        info.clipped = VkBool32(VK_TRUE)
        info.oldSwapchain = old?.handle
        var handle: VkSwapchainKHR?
        let result = functions.createSwapchain(gpu.handle, &info, nil, &handle)
        try check(result, "vkCreateSwapchainKHR", .window)
        guard let handle else { throw .failed("vkCreateSwapchainKHR", in: .window) }

        let (images, semaphores) = try Self.images(of: handle, gpu: gpu, functions: functions)
        self.gpu = gpu
        self.surface = surface
        self.handle = handle
        self.images = images
        self.renderFinished = semaphores
        self.extent = PixelSize(width: Int(extent.width), height: Int(extent.height))
        self.format = chosen.format
        self.presentMode = presentMode
        self.canCopyOut = readable
        usageFlags = info.imageUsage
    }

    /// The extent (the surface's, or `size` clamped to its limits), the image count (one more
    /// than the minimum; three for mailbox), the composite alpha (opaque when offered) and
    /// whether images can be copied out; throws when they cannot be blit destinations.
    private static func plan(
        _ capabilities: VkSurfaceCapabilitiesKHR, size: PixelSize, presentMode: PresentMode
    ) throws(RendererError)
        -> (extent: VkExtent2D, imageCount: UInt32, alpha: VkCompositeAlphaFlagBitsKHR, readable: Bool)
    {
        var extent = capabilities.currentExtent
        if extent.width == UInt32.max {
            extent = VkExtent2D(
                width: min(max(UInt32(size.width), capabilities.minImageExtent.width), capabilities.maxImageExtent.width),
                height: min(max(UInt32(size.height), capabilities.minImageExtent.height), capabilities.maxImageExtent.height))
        }
        guard extent.width > 0, extent.height > 0 else { throw .window(.system("the window has no area (minimised?)")) }
        var imageCount = max(capabilities.minImageCount + 1, presentMode == .mailbox ? 3 : 2)
        if capabilities.maxImageCount > 0 { imageCount = min(imageCount, capabilities.maxImageCount) }
        let required = VK_IMAGE_USAGE_TRANSFER_DST_BIT.rawValue
        guard capabilities.supportedUsageFlags & required == required else {
            throw .window(.swapchainUsage(.copyInto, supported: capabilities.supportedUsageFlags))
        }
        let readable = capabilities.supportedUsageFlags & VK_IMAGE_USAGE_TRANSFER_SRC_BIT.rawValue != 0
        let opaque = VK_COMPOSITE_ALPHA_OPAQUE_BIT_KHR.rawValue
        let alpha =
            capabilities.supportedCompositeAlpha & opaque != 0
            ? VK_COMPOSITE_ALPHA_OPAQUE_BIT_KHR
            : VkCompositeAlphaFlagBitsKHR(capabilities.supportedCompositeAlpha & (~capabilities.supportedCompositeAlpha &+ 1))
        return (extent, imageCount, alpha, readable)
    }

    /// The swapchain's images (`vkGetSwapchainImagesKHR`) and a render-finished semaphore for
    /// each; on failure the swapchain is destroyed.
    private static func images(
        of handle: VkSwapchainKHR, gpu: GPU, functions: SwapchainFunctions
    ) throws(RendererError)
        -> (images: [VkImage], semaphores: [VkSemaphore])
    {
        var count: UInt32 = 0
        var images: [VkImage?] = []
        var semaphores: [VkSemaphore] = []
        do throws(RendererError) {
            try check(functions.getSwapchainImages(gpu.handle, handle, &count, nil), "vkGetSwapchainImagesKHR", .window)
            images = [VkImage?](repeating: nil, count: Int(count))
            try check(functions.getSwapchainImages(gpu.handle, handle, &count, &images), "vkGetSwapchainImagesKHR", .window)
            for _ in 0..<count { semaphores.append(try Self.makeSemaphore(gpu: gpu, functions: functions)) }
        } catch {
            for semaphore in semaphores { functions.destroySemaphore(gpu.handle, semaphore, nil) }
            functions.destroySwapchain(gpu.handle, handle, nil)
            throw error
        }
        return (images.prefix(Int(count)).compactMap { $0 }, semaphores)
    }

    deinit {
        guard let functions = gpu.swapchainFunctions else { return }
        _ = gpu.functions.deviceWaitIdle(gpu.handle)
        for semaphore in renderFinished { functions.destroySemaphore(gpu.handle, semaphore, nil) }
        functions.destroySwapchain(gpu.handle, handle, nil)
    }

    /// The format's Vulkan name without the prefix, e.g. `B8G8R8A8_UNORM`.
    var formatName: String {
        switch format {
        case VK_FORMAT_B8G8R8A8_UNORM: "B8G8R8A8_UNORM"
        case VK_FORMAT_R8G8B8A8_UNORM: "R8G8B8A8_UNORM"
        case VK_FORMAT_B8G8R8A8_SRGB: "B8G8R8A8_SRGB"
        case VK_FORMAT_R8G8B8A8_SRGB: "R8G8B8A8_SRGB"
        case VK_FORMAT_A2B10G10R10_UNORM_PACK32: "A2B10G10R10_UNORM_PACK32"
        case VK_FORMAT_A2R10G10B10_UNORM_PACK32: "A2R10G10B10_UNORM_PACK32"
        default: "VkFormat \(format.rawValue)"
        }
    }

    /// Whether a screenshot can be decoded from this format (8-bit RGBA/BGRA, sRGB or 10-bit UNORM).
    var isReadableFormat: Bool { Self.preferredFormats.contains(format) }

    /// RGBA8 pixels from a copy of one image in this format: BGRA is swapped, 10-bit channels
    /// are rounded to 8 bits, sRGB bytes are returned as stored (encoded).
    func rgba8(from raw: [UInt8]) -> [UInt8] {
        var bytes = raw
        switch format {
        case VK_FORMAT_B8G8R8A8_UNORM, VK_FORMAT_B8G8R8A8_SRGB:
            for pixel in stride(from: 0, to: bytes.count - 3, by: 4) { bytes.swapAt(pixel, pixel + 2) }
        case VK_FORMAT_A2B10G10R10_UNORM_PACK32, VK_FORMAT_A2R10G10B10_UNORM_PACK32:
            let redLow = format == VK_FORMAT_A2B10G10R10_UNORM_PACK32
            for pixel in stride(from: 0, to: bytes.count - 3, by: 4) {
                let word = UInt32(raw[pixel]) | UInt32(raw[pixel + 1]) << 8 | UInt32(raw[pixel + 2]) << 16 | UInt32(raw[pixel + 3]) << 24
                func eight(_ value: UInt32, bits: UInt32) -> UInt8 {
                    let top: UInt32 = (1 << bits) - 1
                    return UInt8((Double(value & top) * 255 / Double(top)).rounded())
                }
                let low = eight(word, bits: 10)
                let middle = eight(word >> 10, bits: 10)
                let high = eight(word >> 20, bits: 10)
                bytes[pixel] = redLow ? low : high
                bytes[pixel + 1] = middle
                bytes[pixel + 2] = redLow ? high : low
                bytes[pixel + 3] = eight(word >> 30, bits: 2)
            }
        default:
            break
        }
        return bytes
    }

    static func makeSemaphore(gpu: GPU, functions: SwapchainFunctions) throws(RendererError) -> VkSemaphore {
        var info = VkSemaphoreCreateInfo()
        info.sType = VK_STRUCTURE_TYPE_SEMAPHORE_CREATE_INFO
        var semaphore: VkSemaphore?
        try check(functions.createSemaphore(gpu.handle, &info, nil, &semaphore), "vkCreateSemaphore", .window)
        guard let semaphore else { throw .failed("vkCreateSemaphore", in: .window) }
        return semaphore
    }
}
