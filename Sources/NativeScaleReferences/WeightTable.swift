public import NativeScaleCore

/// For every destination coordinate along one axis: the first source index, and the weights of
/// the consecutive source pixels that contribute.
///
/// Kernels follow the convention of Pillow, ImageMagick and libvips: destination pixel `x` maps
/// to the source centre `(x + 0.5) × scale`, and when downscaling (`scale > 1`) the kernel is
/// stretched by `scale` so that every source pixel contributes. Taps outside the image are
/// dropped and the remaining weights renormalized to sum to 1 (Pillow's edge handling). `area`
/// weights are the exact overlap of the destination pixel's footprint `[x·scale, (x+1)·scale)`
/// with each source pixel.
public struct WeightTable: Hashable, Sendable {
    /// One destination coordinate's taps.
    public struct Span: Hashable, Sendable {
        /// The first source index.
        public let start: Int
        /// The weights of source pixels `start`, `start + 1`, …
        public let weights: [Float]
    }

    /// The spans, one per destination coordinate.
    public let spans: [Span]
    /// The most taps any span has.
    public var maximumTaps: Int { spans.map(\.weights.count).max() ?? 0 }

    /// Builds the table of `filter` for `sourceLength` → `destinationLength`.
    public init(filter: ResampleFilter, from sourceLength: Int, to destinationLength: Int) {
        let scale = Double(sourceLength) / Double(destinationLength)
        var spans: [Span] = []
        spans.reserveCapacity(destinationLength)
        for x in 0..<destinationLength {
            var weights: [Double] = []
            var first = 0
            switch filter {
            case .area:
                let lower = Double(x) * scale
                let upper = Double(x + 1) * scale
                first = max(0, Int(lower.rounded(.down)))
                let last = min(sourceLength - 1, Int(upper.rounded(.up)) - 1)
                for i in first...max(first, last) {
                    weights.append(max(0, min(upper, Double(i + 1)) - max(lower, Double(i))))
                }
            case .bilinear, .blit, .easu, .fsr1, .sgsr1, .sgsr2:
                // The upscalers are not tabulated (their kernels adapt per pixel): bilinear stands in.
                let s = (Double(x) + 0.5) * scale - 0.5
                let base = s.rounded(.down)
                let t = s - base
                let lo = min(max(Int(base), 0), sourceLength - 1)
                let hi = min(max(Int(base) + 1, 0), sourceLength - 1)
                first = lo
                weights = lo == hi ? [1] : [1 - t, t]
            case .catmullRom, .lanczos3:
                let stretch = max(scale, 1)
                let support = (filter.radius ?? 1) * stretch
                let centre = (Double(x) + 0.5) * scale
                first = max(Int((centre - support + 0.5).rounded(.down)), 0)
                let end = min(Int((centre + support + 0.5).rounded(.down)), sourceLength)
                for i in first..<max(end, first + 1) {
                    weights.append(filter.weight((Double(i) - centre + 0.5) / stretch))
                }
            }
            let total = weights.reduce(0, +)
            spans.append(Span(start: first, weights: weights.map { Float(total == 0 ? 0 : $0 / total) }))
        }
        self.spans = spans
    }

    /// The table regrouped for kernels that compute `size` adjacent outputs at once: per group,
    /// the union of the outputs' taps, and per union position the `size` outputs' weights (0
    /// where a position is outside an output's taps). Outputs past the end get zero weights.
    public func grouped(size: Int) -> (groups: [(start: Int, length: Int)], weights: [Float]) {
        var groups: [(start: Int, length: Int)] = []
        var weights: [Float] = []
        for first in stride(from: 0, to: spans.count, by: size) {
            let members = spans[first..<min(first + size, spans.count)]
            let start = members.map(\.start).min() ?? 0
            let end = members.map { $0.start + $0.weights.count }.max() ?? start
            groups.append((start, end - start))
            for position in start..<end {
                for k in 0..<size {
                    let index = first + k
                    guard index < spans.count else {
                        weights.append(0)
                        continue
                    }
                    let span = spans[index]
                    let offset = position - span.start
                    weights.append(offset >= 0 && offset < span.weights.count ? span.weights[offset] : 0)
                }
            }
        }
        return (groups, weights)
    }
}
