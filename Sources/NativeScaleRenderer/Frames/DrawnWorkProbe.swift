internal import CVulkan
import NativeScaleCore
import NativeScaleRendering

/// Proves that a frame's work really wrote its images: before the frame, a sentinel goes into
/// the centre pixel of each image the frame must write (`vkCmdCopyBufferToImage`); after it, that
/// pixel is copied out (`vkCmdCopyImageToBuffer`). A pixel still equal to the sentinel was not
/// written by the frame.
///
/// Every copy and barrier sits outside the timed ranges. The images keep their contents across
/// the frame's own barriers (they are not discarded), so the sentinel survives to the draw by
/// the spec, not by a driver's habit; the draws of every workload cover the centre pixel.
final class DrawnWorkProbe {
    /// An image a frame must write, and how its pixels are stored.
    struct Target {
        let image: VkImage
        let size: PixelSize
        let format: PixelFormat
    }

    /// The sentinel's bytes; a pixel takes its first `bytesPerPixel`. No built-in workload
    /// writes it (RGBA8: 90, 195, 23, 46, an alpha of 0.18; RGBA16F: an alpha of 1748).
    static let sentinel: [UInt8] = [0x5A, 0xC3, 0x17, 0x2E, 0x81, 0x3B, 0xD4, 0x66]
    /// Bytes of one probe slot: a multiple of every texel size, as copy offsets require.
    static let slotBytes = 16

    let gpu: GPU
    let tracker: LayoutTracker
    /// Slots of ``readback``: two per frame (the scene's image and the frame's output).
    let capacity: Int
    private let source: Buffer
    private let readback: Buffer

    /// Creates the sentinel buffer (host-visible, uploaded once) and a readback buffer of
    /// `capacity` slots.
    init(gpu: GPU, capacity: Int, tracker: LayoutTracker) throws(RendererError) {
        self.gpu = gpu
        self.tracker = tracker
        self.capacity = capacity
        source = try Buffer(
            gpu: gpu, size: Self.slotBytes, usage: VK_BUFFER_USAGE_TRANSFER_SRC_BIT.rawValue, role: .upload,
            label: "drawn-work sentinel")
        source.write(Self.sentinel + [UInt8](repeating: 0, count: Self.slotBytes - Self.sentinel.count))
        readback = try Buffer(
            gpu: gpu, size: Self.slotBytes * capacity, usage: VK_BUFFER_USAGE_TRANSFER_DST_BIT.rawValue, role: .readback,
            label: "drawn-work probes")
    }

    /// The centre pixel of `target`, as one copy region at `offset` bytes in a buffer.
    private static func region(of target: Target, bufferOffset offset: Int) -> VkBufferImageCopy {
        var region = VkBufferImageCopy()
        region.bufferOffset = VkDeviceSize(offset)
        region.imageSubresource = Image.colorLayers
        region.imageOffset = VkOffset3D(x: Int32(target.size.width / 2), y: Int32(target.size.height / 2), z: 0)
        region.imageExtent = VkExtent3D(width: 1, height: 1, depth: 1)
        return region
    }

    /// Moves each target to TRANSFER_DST (its old contents discarded) and writes the sentinel
    /// into its centre pixel (`vkCmdCopyBufferToImage`).
    func recordSentinels(_ targets: [Target], in commandBuffer: VkCommandBuffer) {
        let images = targets.map(\.image).uniqued()
        tracker.move(images.map { ($0, ImageUse.transferDestination) }, discarding: Set(images), in: commandBuffer, functions: gpu.functions)
        for target in targets.uniqued(by: \.image) {
            var region = Self.region(of: target, bufferOffset: 0)
            gpu.functions.cmdCopyBufferToImage(commandBuffer, source.handle, target.image, VK_IMAGE_LAYOUT_TRANSFER_DST_OPTIMAL, 1, &region)
        }
    }

    /// Moves each target to TRANSFER_SRC and copies its centre pixel into slot `firstSlot + i`
    /// (`vkCmdCopyImageToBuffer`).
    func recordProbes(_ targets: [Target], firstSlot: Int, in commandBuffer: VkCommandBuffer) {
        tracker.move(targets.map(\.image).uniqued().map { ($0, ImageUse.transferSource) }, in: commandBuffer, functions: gpu.functions)
        for (index, target) in targets.enumerated() where firstSlot + index < capacity {
            var region = Self.region(of: target, bufferOffset: (firstSlot + index) * Self.slotBytes)
            gpu.functions.cmdCopyImageToBuffer(commandBuffer, target.image, VK_IMAGE_LAYOUT_TRANSFER_SRC_OPTIMAL, readback.handle, 1, &region)
        }
    }

    /// Makes the probes' copies visible to the host (COPY → HOST barrier).
    func recordHostRead(in commandBuffer: VkCommandBuffer) {
        readback.recordHostReadBarrier(in: commandBuffer)
    }

    /// Whether each slot from `firstSlot` holds a pixel other than the sentinel, for targets of
    /// these formats.
    func written(firstSlot: Int, formats: [PixelFormat]) throws(RendererError) -> [Bool] {
        let bytes = try readback.read(count: Self.slotBytes * capacity)
        return formats.enumerated().map { index, format in
            let start = (firstSlot + index) * Self.slotBytes
            return Array(bytes[start..<(start + format.bytesPerPixel)]) != Array(Self.sentinel.prefix(format.bytesPerPixel))
        }
    }
}
