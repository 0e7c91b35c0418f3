internal import CVulkan
import NativeScaleCore
import NativeScaleReferences
import NativeScaleRendering

/// The span and weight tables of one table-driven resample filter, in DEVICE_LOCAL memory.
///
/// Table kernels compute 4 adjacent outputs per invocation: per group of 4 columns (and, for
/// the two-pass filters, of 4 rows) an `ivec4` (first source index of the union of their taps,
/// union length, first weight index, 0), and per union position a `vec4` of the 4 outputs'
/// weights (`shaders/resample.glsl`), regrouped from the same ``WeightTable`` the CPU reference
/// uses. The one-pass area kernel keeps its rows ungrouped, one weight per tap in `.x`.
struct WeightTables: ~Copyable {
    let spans: Buffer
    let weights: Buffer

    /// Bytes of both tables.
    var bytes: Int { spans.size + weights.size }

    /// Builds the tables of `filter` for `source → destination` and uploads them
    /// (``Buffer/deviceLocal(gpu:holding:context:label:usage:readers:)``).
    init(
        gpu: GPU, filter: ResampleFilter, source: PixelSize, destination: PixelSize, groupRows: Bool,
        context: borrowing CommandContext
    ) throws(RendererError) {
        let tables = [
            WeightTable(filter: filter, from: source.width, to: destination.width),
            WeightTable(filter: filter, from: source.height, to: destination.height),
        ]
        let lanes = WorkGroup.outputsPerInvocation
        var spanWords: [Int32] = []
        var weightValues: [Float] = []
        for (table, size) in zip(tables, [lanes, groupRows ? lanes : 1]) {
            let grouped = table.grouped(size: size)
            var position = weightValues.count / 4
            for group in grouped.groups {
                spanWords += [Int32(group.start), Int32(group.length), Int32(position), 0]
                position += group.length
            }
            for start in stride(from: 0, to: grouped.weights.count, by: size) {
                weightValues += grouped.weights[start..<(start + size)] + [Float](repeating: 0, count: 4 - size)
            }
        }
        let spanBuffer = try Buffer.deviceLocal(gpu: gpu, holding: spanWords, context: context, label: "\(filter.rawValue) spans")
        let weightBuffer = try Buffer.deviceLocal(
            gpu: gpu, holding: weightValues.isEmpty ? [0, 0, 0, 0] : weightValues, context: context,
            label: "\(filter.rawValue) weights")
        spans = spanBuffer
        weights = weightBuffer
    }
}
