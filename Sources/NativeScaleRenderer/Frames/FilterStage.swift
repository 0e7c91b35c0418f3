internal import CVulkan
import NativeScaleCore

/// The weight tables and descriptor sets of one resample filter.
///
/// Table kernels compute 4 adjacent outputs per invocation: per group of 4 columns (and, for
/// the two-pass filters, of 4 rows) an `ivec4` (first source index of the union of their taps,
/// union length, first weight index, 0), and per union position a `vec4` of the 4 outputs'
/// weights (`shaders/resample.glsl`), regrouped from the same ``WeightTable`` the CPU reference
/// uses. The one-pass area kernel keeps its rows ungrouped, one weight per tap in `.x`.
final class FilterStage {
    /// Outputs each invocation computes along the pass's axis (`GROUP` in the shaders).
    static let groupSize = 4

    let spans: Buffer
    let weights: Buffer
    /// The set of the first (or only) pass: drawable → native, or drawable → intermediate.
    let set: VkDescriptorSet
    /// The set of the second pass: intermediate → native.
    let secondSet: VkDescriptorSet?

    var tableBytes: Int { spans.size + weights.size }

    init(gpu: GPU, filter: ResampleFilter, source: PixelSize, destination: PixelSize, pool: borrowing DescriptorPool, sampler: VkSampler,
         drawable: VkImageView, native: VkImageView, intermediate: VkImageView?,
         firstLayout: VkDescriptorSetLayout, secondLayout: VkDescriptorSetLayout) throws(RendererError) {
        let tables = [WeightTable(filter: filter, from: source.width, to: destination.width),
                      WeightTable(filter: filter, from: source.height, to: destination.height)]
        var spanWords: [Int32] = []
        var weightValues: [Float] = []
        // Rows of the one-pass area kernel are not grouped: one scalar weight per tap, in .x.
        let groupSizes = [Self.groupSize, filter.isSeparableTwoPass ? Self.groupSize : 1]
        for (table, size) in zip(tables, groupSizes) {
            let grouped = table.grouped(size: size)
            var position = weightValues.count / 4
            for group in grouped.groups {
                spanWords += [Int32(group.start), Int32(group.length), Int32(position), 0]
                position += group.length
            }
            for start in stride(from: 0, to: grouped.weights.count, by: size) {
                let lane = grouped.weights[start..<(start + size)]
                weightValues += lane + [Float](repeating: 0, count: 4 - size)
            }
        }
        let storage = VK_BUFFER_USAGE_STORAGE_BUFFER_BIT.rawValue
        spans = try Buffer(gpu: gpu, size: spanWords.count * 4, usage: storage, label: "\(filter.rawValue) spans")
        weights = try Buffer(gpu: gpu, size: max(weightValues.count, 4) * 4, usage: storage, label: "\(filter.rawValue) weights")
        spans.write(spanWords)
        weights.write(weightValues)
        let tablesResources: [DescriptorPool.Resource] = [.storageBuffer(spans.handle), .storageBuffer(weights.handle)]
        if filter.isSeparableTwoPass {
            guard let intermediate else { throw .unsupported("\(filter.rawValue) needs the float intermediate image") }
            set = try pool.makeSet(layout: firstLayout, [.sampledImage(drawable, sampler, VK_IMAGE_LAYOUT_GENERAL), .storageImage(intermediate)] + tablesResources)
            secondSet = try pool.makeSet(layout: secondLayout, [.sampledImage(intermediate, sampler, VK_IMAGE_LAYOUT_GENERAL), .storageImage(native)] + tablesResources)
        } else {
            set = try pool.makeSet(layout: firstLayout, [.sampledImage(drawable, sampler, VK_IMAGE_LAYOUT_GENERAL), .storageImage(native)] + tablesResources)
            secondSet = nil
        }
    }
}
