internal import CVulkan
import NativeScaleCore
import NativeScaleRendering

/// The images one render size draws into: the single-sample colour image the size's frame ends
/// in (the present target, or the drawable), and per the target a multisampled colour image
/// resolved into it and a depth buffer; with motion vectors, the image they are written to
/// (``motionFormat``), and a depth buffer that is kept, can be copied out and sampled (a temporal
/// upscaler reads both).
///
/// Handles and views of the optional images are kept beside them because an optional
/// noncopyable property cannot be borrowed in place.
final class AttachmentSet {
    let size: PixelSize
    let color: Image
    let multisampled: Image?
    let multisampledHandle: VkImage?
    let multisampledView: VkImageView?
    let depth: Image?
    let depthHandle: VkImage?
    let depthView: VkImageView?
    /// The depth aspect alone, which a temporal upscaler samples (with motion vectors; the
    /// depth view itself where the format has no stencil).
    private(set) var depthSampledView: VkImageView? = nil
    private(set) var depthOnly: ImageView? = nil
    /// The motion vectors' image (``MotionVectors``), when the scene pass writes them.
    let motion: Image?
    let motionHandle: VkImage?
    let motionView: VkImageView?
    /// Device memory of the multisampled, depth and motion images (not the colour image).
    let attachmentBytes: Int

    /// The motion vectors' format: two half floats, x and y in pixels (about 0.004 px apart at 8 px).
    static let motionFormat = VK_FORMAT_R16G16_SFLOAT

    /// Creates the images of `size` for `target`; `usage` is the colour image's; `writesMotion`
    /// adds the motion image and lets the depth buffer be copied out and sampled.
    init(
        gpu: GPU, size: PixelSize, target: AttachmentConfiguration, usage: VkImageUsageFlags, tracker: LayoutTracker,
        label: String, writesMotion: Bool = false
    ) throws(RendererError) {
        self.size = size
        let format = target.colorFormat.vulkan
        color = try Image(
            gpu: gpu, width: size.width, height: size.height, format: format,
            usage: usage | (target.sampleCount > 1 ? VK_IMAGE_USAGE_TRANSFER_DST_BIT.rawValue : 0), label: label)
        var bytes = 0
        if target.sampleCount > 1 {
            let image = try Image(
                gpu: gpu, width: size.width, height: size.height, format: format, usage: Image.Usage.multisampled,
                samples: target.sampleCount, label: "\(label) \(target.sampleCount)× MSAA")
            multisampledHandle = image.handle
            multisampledView = image.view
            bytes += image.memoryBytes
            multisampled = consume image
        } else {
            multisampled = nil
            multisampledHandle = nil
            multisampledView = nil
        }
        if let depthFormat = target.depthFormat.vulkan {
            let image = try Image(
                gpu: gpu, width: size.width, height: size.height, format: depthFormat,
                usage: Image.Usage.depth | (writesMotion ? Image.Usage.keptGBuffer : 0),
                samples: target.sampleCount, aspects: target.depthFormat.aspects, label: "\(label) \(target.depthFormat.rawValue) depth")
            tracker.register(image.handle, aspects: target.depthFormat.aspects)
            depthHandle = image.handle
            depthView = image.view
            if let view = try Self.depthAspectView(of: image, sampled: writesMotion, gpu: gpu, label: label) {
                depthSampledView = view.handle
                depthOnly = consume view
            } else if writesMotion {
                depthSampledView = image.view
            }
            bytes += image.memoryBytes
            depth = consume image
        } else {
            depth = nil
            depthHandle = nil
            depthView = nil
        }
        if writesMotion {
            let image = try Image(
                gpu: gpu, width: size.width, height: size.height, format: Self.motionFormat,
                usage: VK_IMAGE_USAGE_COLOR_ATTACHMENT_BIT.rawValue | Image.Usage.keptGBuffer, label: "\(label) motion vectors")
            motionHandle = image.handle
            motionView = image.view
            bytes += image.memoryBytes
            motion = consume image
        } else {
            motion = nil
            motionHandle = nil
            motionView = nil
        }
        attachmentBytes = bytes
    }

    /// A view of the depth aspect alone of a depth and stencil buffer that is `sampled` (a
    /// sampled view has one aspect); nil where the buffer's own view has depth alone, or it is not sampled.
    static func depthAspectView(of image: borrowing Image, sampled: Bool, gpu: GPU, label: String) throws(RendererError) -> ImageView? {
        let depthAspect = VK_IMAGE_ASPECT_DEPTH_BIT.rawValue
        guard sampled, image.aspects != depthAspect else { return nil }
        return try ImageView(gpu: gpu, image: image.handle, format: image.format, aspects: depthAspect, label: "\(label) depth aspect")
    }

    /// The image draws write colour to: the multisampled one when there is one.
    var drawTarget: (image: VkImage, view: VkImageView) {
        if let multisampledHandle, let multisampledView { return (multisampledHandle, multisampledView) }
        return (color.handle, color.view)
    }

    /// Whether the scene is resolved into ``color`` after it is drawn.
    var resolves: Bool { multisampledHandle != nil }
}
