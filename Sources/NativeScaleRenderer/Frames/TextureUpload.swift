internal import CVulkan
import NativeScaleCore
import NativeScaleRendering

/// A sampled RGBA8 texture, owned by a class so that a scene can keep any number in an array.
final class Texture {
    let image: Image

    /// Creates the image and uploads `pixels` into it (``TextureUpload/upload(_:into:gpu:context:tracker:)``).
    init(gpu: GPU, pixels: RGBAImage, context: borrowing CommandContext, tracker: LayoutTracker, label: String) throws(RendererError) {
        image = try Image(gpu: gpu, width: pixels.width, height: pixels.height, format: VK_FORMAT_R8G8B8A8_UNORM, usage: Image.Usage.texture, label: label)
        try TextureUpload.upload(pixels, into: image.handle, gpu: gpu, context: context, tracker: tracker)
    }
}

/// Fills a texture from the host once, before any frame.
enum TextureUpload {
    /// Writes `pixels` to an upload buffer, copies it into `image` (`vkCmdCopyBufferToImage`)
    /// and moves the image to fragment-shader reads, in one submission.
    static func upload(
        _ pixels: RGBAImage, into image: VkImage, gpu: GPU, context: borrowing CommandContext,
        tracker: LayoutTracker
    ) throws(RendererError) {
        let staging = try Buffer(gpu: gpu, size: pixels.bytes.count, usage: VK_BUFFER_USAGE_TRANSFER_SRC_BIT.rawValue, role: .upload, label: "texture upload")
        staging.write(pixels.bytes)
        try context.run { commandBuffer throws(RendererError) in
            tracker.move([(image, .transferDestination)], discarding: [image], in: commandBuffer, functions: gpu.functions)
            var region = VkBufferImageCopy()
            region.imageSubresource = Image.colorLayers
            region.imageExtent = VkExtent3D(width: UInt32(pixels.width), height: UInt32(pixels.height), depth: 1)
            gpu.functions.cmdCopyBufferToImage(commandBuffer, staging.handle, image, VK_IMAGE_LAYOUT_TRANSFER_DST_OPTIMAL, 1, &region)
            tracker.move([(image, .sampledByFragment)], in: commandBuffer, functions: gpu.functions)
        }
    }
}
