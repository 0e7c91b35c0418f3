internal import CVulkan
import NativeScaleRendering

/// A second view of an image, of some of its aspects: the depth aspect alone of a depth and
/// stencil buffer, which a shader samples (a sampled view has one aspect).
struct ImageView: ~Copyable {
    let gpu: GPU
    let handle: VkImageView

    /// Creates a 2D view of mip 0, layer 0 of `aspects` of `image` in `format` (`vkCreateImageView`).
    init(gpu: GPU, image: VkImage, format: VkFormat, aspects: VkImageAspectFlags, label: String) throws(RendererError) {
        var info = VkImageViewCreateInfo()
        info.sType = VK_STRUCTURE_TYPE_IMAGE_VIEW_CREATE_INFO
        info.image = image
        info.viewType = VK_IMAGE_VIEW_TYPE_2D
        info.format = format
        info.subresourceRange = Image.range(of: aspects)
        var view: VkImageView?
        try check(gpu.functions.createImageView(gpu.handle, &info, nil, &view), "vkCreateImageView (\(label))", .resources)
        guard let view else { throw .failed("vkCreateImageView (\(label))", in: .resources) }
        self.gpu = gpu
        handle = view
    }

    deinit {
        gpu.functions.destroyImageView(gpu.handle, handle, nil)
    }
}
