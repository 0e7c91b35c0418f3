public import NativeScaleCore

/// SSIM's local moments of one luma plane, or of two, streamed: a band of output rows filters the
/// input rows it needs horizontally into a ring of eleven rows a moment, and each output row is the
/// vertical pass over the ring, handed over while it is in cache. No plane of products or of
/// filtered moments is stored (they were fifteen planes the size of the image for one SSIM), and
/// the luma of an RGBA image is made a row at a time as the ring needs it (``Samples/image(_:)``).
///
/// Each output is summed as ``StructuralSimilarity`` always summed it: the product of the samples,
/// then the window's weights in order across and then down (``VectorKernels``), so the figures do
/// not depend on the bands.
struct WindowedMoments {
    /// A product of samples, windowed: x and y are the first and second plane's.
    enum Moment {
        case x, xx, y, yy, xy
    }

    /// Where a plane's luma samples come from.
    enum Samples {
        /// A luma plane, already made.
        case plane(LumaPlane)
        /// An image's luma (``LumaPlane/luma(_:count:into:)``), a row at a time.
        case image(RGBAImage)

        var width: Int {
            switch self {
            case .plane(let plane): plane.width
            case .image(let image): image.width
            }
        }

        var height: Int {
            switch self {
            case .plane(let plane): plane.height
            case .image(let image): image.height
            }
        }

        /// Calls `body` with a function from a row's index to its samples (`width` floats, valid
        /// until the next call), `scratch` holding the row where it is made.
        func withRows<Result>(scratch: UnsafeMutablePointer<Float>, _ body: ((Int) -> UnsafePointer<Float>) -> Result) -> Result {
            switch self {
            case .plane(let plane):
                plane.samples.withUnsafeBufferPointer { samples in body { samples.baseAddress! + $0 * plane.width } }
            case .image(let image):
                image.bytes.withUnsafeBufferPointer { bytes in
                    body { row in
                        LumaPlane.luma(bytes.baseAddress! + 4 * row * image.width, count: image.width, into: scratch)
                        return UnsafePointer(scratch)
                    }
                }
            }
        }
    }

    let first: Samples
    let second: Samples?
    let moments: [Moment]

    /// `moments` of `first`, and of `second` (same size) where a moment names y.
    init(_ first: Samples, _ second: Samples? = nil, moments: [Moment]) {
        precondition(second.map { $0.width == first.width && $0.height == first.height } ?? true, "planes differ in size")
        precondition(second != nil || moments.allSatisfy { $0 == .x || $0 == .xx }, "a moment of y needs a second plane")
        self.first = first
        self.second = second
        self.moments = moments
    }

    var outputWidth: Int { first.width - StructuralSimilarity.windowSize + 1 }
    var outputHeight: Int { first.height - StructuralSimilarity.windowSize + 1 }

    /// Rows per band: a band filters ten rows beyond its own, so bands are a few per core
    /// (``Parallelism/bandsPerImage``) and at least eight windows tall.
    var rowsPerBand: Int {
        max(8 * StructuralSimilarity.windowSize, (outputHeight + Parallelism.bandsPerImage - 1) / Parallelism.bandsPerImage, 1)
    }

    /// Calls `body` with each output row of `rows` in order: its index and the filtered moments,
    /// `outputWidth` floats each, `stride` floats apart in the order of ``moments``.
    func forEachRow(in rows: Range<Int>, _ body: (_ row: Int, _ values: UnsafePointer<Float>, _ stride: Int) -> Void) {
        let n = StructuralSimilarity.windowSize
        let width = first.width
        let outputWidth = outputWidth
        let count = moments.count
        // The ring, then a row of products, then the output rows, then the two planes' rows.
        withUnsafeTemporaryAllocation(of: Float.self, capacity: count * n * outputWidth + 3 * width + count * outputWidth) { scratch in
            let ring = scratch.baseAddress!
            let product = ring + count * n * outputWidth
            let output = product + width
            let rowScratch = output + count * outputWidth
            first.withRows(scratch: rowScratch) { x in
                (second ?? first).withRows(scratch: rowScratch + width) { y in
                    StructuralSimilarity.weights.withUnsafeBufferPointer { weights in
                        VectorKernels.withSources(n) { sources in
                            func slot(_ moment: Int, _ input: Int) -> UnsafeMutablePointer<Float> {
                                ring + (moment * n + input % n) * outputWidth
                            }
                            var next = rows.lowerBound
                            for row in rows {
                                // Input rows row ..< row + n, the last of them filtered across now.
                                while next < row + n {
                                    let xs = x(next)
                                    let ys = y(next)
                                    for (m, moment) in moments.enumerated() {
                                        Self.products(moment, xs, ys, into: product, count: width)
                                        for k in 0..<n { sources[k] = UnsafePointer(product + k) }
                                        VectorKernels.weightedSum(of: UnsafeBufferPointer(sources), weights: weights, into: slot(m, next), count: outputWidth)
                                    }
                                    next += 1
                                }
                                for m in 0..<count {
                                    for k in 0..<n { sources[k] = UnsafePointer(slot(m, row + k)) }
                                    VectorKernels.weightedSum(
                                        of: UnsafeBufferPointer(sources), weights: weights,
                                        into: output + m * outputWidth, count: outputWidth)
                                }
                                body(row, UnsafePointer(output), outputWidth)
                            }
                        }
                    }
                }
            }
        }
    }

    /// `moment`'s product of each sample of a row of x and of y.
    private static func products(
        _ moment: Moment, _ x: UnsafePointer<Float>, _ y: UnsafePointer<Float>,
        into target: UnsafeMutablePointer<Float>, count: Int
    ) {
        switch moment {
        case .x: target.update(from: x, count: count)
        case .y: target.update(from: y, count: count)
        case .xx: for i in 0..<count { target[i] = x[i] * x[i] }
        case .yy: for i in 0..<count { target[i] = y[i] * y[i] }
        case .xy: for i in 0..<count { target[i] = x[i] * y[i] }
        }
    }
}
