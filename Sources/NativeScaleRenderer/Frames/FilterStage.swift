internal import CVulkan
import NativeScaleCore

/// The weight tables and descriptor sets of one resample filter.
///
/// Tables hold, for every destination column and then every destination row, an `ivec4`
/// (first source index, tap count, first weight index, 0) and the weights
/// (`shaders/resample.glsl`), computed by ``WeightTable`` exactly as the CPU reference uses them.
final class FilterStage {
    let spans: Buffer
    let weights: Buffer
    /// The set of the first (or only) pass: drawable → native, or drawable → intermediate.
    let set: VkDescriptorSet
    /// The set of the second pass of a separable filter: intermediate → native.
    let secondSet: VkDescriptorSet?

    var tableBytes: Int { spans.size + weights.size }

    init(gpu: GPU, filter: ResampleFilter, source: PixelSize, destination: PixelSize, pool: borrowing DescriptorPool,
         drawable: VkImageView, native: VkImageView, intermediate: VkImageView?,
         firstLayout: VkDescriptorSetLayout, secondLayout: VkDescriptorSetLayout) throws(RendererError) {
        let tables = [WeightTable(filter: filter, from: source.width, to: destination.width),
                      WeightTable(filter: filter, from: source.height, to: destination.height)]
        var spanWords: [Int32] = []
        var weightValues: [Float] = []
        for table in tables {
            for span in table.spans {
                spanWords += [Int32(span.start), Int32(span.weights.count), Int32(weightValues.count), 0]
                weightValues += span.weights
            }
        }
        let storage = VK_BUFFER_USAGE_STORAGE_BUFFER_BIT.rawValue
        spans = try Buffer(gpu: gpu, size: spanWords.count * 4, usage: storage, label: "\(filter.rawValue) spans")
        weights = try Buffer(gpu: gpu, size: max(weightValues.count, 1) * 4, usage: storage, label: "\(filter.rawValue) weights")
        spans.write(spanWords)
        weights.write(weightValues)
        let tablesResources: [DescriptorPool.Resource] = [.storageBuffer(spans.handle), .storageBuffer(weights.handle)]
        if filter.isSeparableTwoPass {
            guard let intermediate else { throw .unsupported("\(filter.rawValue) needs the float intermediate image") }
            set = try pool.makeSet(layout: firstLayout, [.storageImage(drawable), .storageImage(intermediate)] + tablesResources)
            secondSet = try pool.makeSet(layout: secondLayout, [.storageImage(intermediate), .storageImage(native)] + tablesResources)
        } else {
            set = try pool.makeSet(layout: firstLayout, [.storageImage(drawable), .storageImage(native)] + tablesResources)
            secondSet = nil
        }
    }
}
