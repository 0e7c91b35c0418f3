public import NativeScaleCore

/// One image through FLIP's filters, row by row: its seven horizontally filtered planes are kept
/// whole (a vertical pass reads rows above and below), and each row of the vertical pass is made
/// on demand, converted to Hunt-adjusted L\*a\*b\* and feature magnitudes, and handed over while
/// it is in cache. No other plane of the image is ever stored.
///
/// Every value is summed in tap order (``VectorKernels``), as a per-pixel loop over the taps sums it, and the
/// colour conversions are lane for lane those of ``FLIPColor``'s scalar forms, so the results do
/// not depend on how the rows are split or vectorised.
struct FLIPRows {
    let width: Int
    let height: Int
    let filters: FLIPFilters

    /// The horizontal passes, each a plane: Y, Cx and the two parts of Cz through their contrast
    /// sensitivity, and the normalised luminance through the Gaussian and its two derivatives.
    private let planes: [[Float]]

    /// Which opponent channel each horizontal pass reads (0 Y, 1 Cx, 2 Cz, 3 luminance), and its kernel.
    private static func horizontalPasses(_ filters: FLIPFilters) -> [(channel: Int, kernel: [Float])] {
        [(0, filters.achromatic), (1, filters.redGreen), (2, filters.blueYellow.0), (2, filters.blueYellow.1),
         (3, filters.gaussian), (3, filters.firstDerivative), (3, filters.secondDerivative)]
    }

    /// Which horizontal plane each vertical pass reads, and its kernel: Y, Cx, Cz (two parts),
    /// edge x and y, point x and y.
    private static func verticalPasses(_ filters: FLIPFilters) -> [(plane: Int, kernel: [Float])] {
        [(0, filters.achromatic), (1, filters.redGreen), (2, filters.blueYellow.0), (3, filters.blueYellow.1),
         (5, filters.gaussian), (4, filters.firstDerivative), (6, filters.gaussian), (4, filters.secondDerivative)]
    }

    /// Filters every row of `image` horizontally.
    init(_ image: RGBAImage, filters: FLIPFilters, parallelism: Parallelism) {
        let width = image.width, height = image.height
        let passes = Self.horizontalPasses(filters)
        let radius = passes.map { $0.kernel.count / 2 }.max() ?? 0
        let padded = width + 2 * radius
        self.width = width
        self.height = height
        self.filters = filters
        planes = SharedPlane.filled(passes.count, count: width * height) { out in
            image.bytes.withUnsafeBufferPointer { bytes in
                parallelism.forEachBand(rows: height) { rows in
                    withUnsafeTemporaryAllocation(of: Float.self, capacity: 4 * padded) { opponent in
                        for y in rows {
                            Self.opponentRow(bytes, row: y, width: width, radius: radius, into: opponent.baseAddress!)
                            for (index, pass) in passes.enumerated() {
                                let taps = pass.kernel.count, start = opponent.baseAddress! + pass.channel * padded + radius - taps / 2
                                pass.kernel.withUnsafeBufferPointer { weights in
                                    VectorKernels.withSources(taps) { sources in
                                        for k in 0..<taps { sources[k] = UnsafePointer(start + k) }
                                        VectorKernels.weightedSum(of: UnsafeBufferPointer(sources), weights: weights,
                                                                  into: out[index].baseAddress! + y * width, count: width)
                                    }
                                }
                            }
                        }
                    }
                }
            }
        }
    }

    /// Row `y` of the image in YCxCz and normalised luminance, (Y + 16) / 116: four rows of
    /// `width + 2 radius`, each with its edge pixels repeated `radius` times on either side.
    private static func opponentRow(_ bytes: UnsafeBufferPointer<UInt8>, row y: Int, width: Int, radius: Int,
                                    into opponent: UnsafeMutablePointer<Float>) {
        let padded = width + 2 * radius
        for x in 0..<width {
            let i = 4 * (y * width + x)
            let (a, b, c) = FLIPColor.ycxcz(sRGB8: (bytes[i], bytes[i + 1], bytes[i + 2]))
            opponent[radius + x] = a
            opponent[padded + radius + x] = b
            opponent[2 * padded + radius + x] = c
            opponent[3 * padded + radius + x] = (a + 16) / 116
        }
        for channel in 0..<4 {
            let row = opponent + channel * padded
            for k in 0..<radius {
                row[k] = row[radius]
                row[radius + width + k] = row[radius + width - 1]
            }
        }
    }

    /// Calls `body` with every row of the vertical pass, in bands on `parallelism`'s threads.
    func forEachRow(parallelism: Parallelism, _ body: (_ y: Int, _ row: Row) -> Void) {
        let width = width, height = height
        let passes = Self.verticalPasses(filters)
        // Room for whole vectors of eight past the row's end (their extra lanes are not used).
        let stride = (width + 7) / 8 * 8
        withoutActuallyEscaping(body) { body in
            let body = UncheckedRowBody(body: body)
            parallelism.forEachBand(rows: height) { rows in
                withUnsafeTemporaryAllocation(of: Float.self, capacity: (passes.count + 5) * stride) { scratch in
                    let base = scratch.baseAddress!
                    base.initialize(repeating: 0, count: scratch.count)
                    for y in rows {
                        for (index, pass) in passes.enumerated() {
                            verticalPass(plane: pass.plane, kernel: pass.kernel, row: y, into: base + index * stride)
                        }
                        let row = Row(width: width, filtered: UnsafePointer(base), output: base + passes.count * stride, stride: stride)
                        row.convert()
                        body.body(y, row)
                    }
                }
            }
        }
    }

    /// Row `y` of horizontal plane `plane` convolved down its columns with `kernel`.
    private func verticalPass(plane: Int, kernel: [Float], row y: Int, into target: UnsafeMutablePointer<Float>) {
        let radius = kernel.count / 2, width = width, height = height
        planes[plane].withUnsafeBufferPointer { source in
            kernel.withUnsafeBufferPointer { weights in
                VectorKernels.withSources(weights.count) { sources in
                    for k in 0..<weights.count {
                        sources[k] = source.baseAddress! + min(max(y + k - radius, 0), height - 1) * width
                    }
                    VectorKernels.weightedSum(of: UnsafeBufferPointer(sources), weights: weights, into: target, count: width)
                }
            }
        }
    }

    /// One row through both pipelines: its Hunt-adjusted L\*a\*b\* and its edge and point magnitudes.
    struct Row {
        let width: Int
        /// The vertical passes, `stride` floats apart: Y, Cx, Cz₁, Cz₂, edge x, edge y, point x, point y.
        fileprivate let filtered: UnsafePointer<Float>
        /// L, a, b, edges, points, `stride` floats apart.
        fileprivate let output: UnsafeMutablePointer<Float>
        fileprivate let stride: Int

        var lightness: UnsafePointer<Float> { UnsafePointer(output) }
        var a: UnsafePointer<Float> { UnsafePointer(output + stride) }
        var b: UnsafePointer<Float> { UnsafePointer(output + 2 * stride) }
        var edges: UnsafePointer<Float> { UnsafePointer(output + 3 * stride) }
        var points: UnsafePointer<Float> { UnsafePointer(output + 4 * stride) }

        /// Fills the outputs from the vertical passes, eight pixels at a time.
        fileprivate func convert() {
            func load(_ pass: Int, _ x: Int) -> SIMD8<Float> {
                UnsafeRawPointer(filtered + pass * stride + x).loadUnaligned(as: SIMD8<Float>.self)
            }
            func store(_ value: SIMD8<Float>, _ plane: Int, _ x: Int) {
                UnsafeMutableRawPointer(output + plane * stride + x).storeBytes(of: value, as: SIMD8<Float>.self)
            }
            for x in Swift.stride(from: 0, to: width, by: 8) {
                let rgb = FLIPColor.linearRGB(ycxcz: (load(0, x), load(1, x), load(2, x) + load(3, x)))
                let lab = FLIPColor.huntAdjustedLab(linearRGB: (Self.clamped(rgb.0), Self.clamped(rgb.1), Self.clamped(rgb.2)))
                store(lab.0, 0, x)
                store(lab.1, 1, x)
                store(lab.2, 2, x)
                let edgeX = load(4, x), edgeY = load(5, x), pointX = load(6, x), pointY = load(7, x)
                store((edgeX * edgeX + edgeY * edgeY).squareRoot(), 3, x)
                store((pointX * pointX + pointY * pointY).squareRoot(), 4, x)
            }
        }

        /// Each lane clamped to 0…1 as `min(max(value, 0), 1)` clamps it (inlined, unlike the
        /// standard library's generic `clamped`).
        @inline(__always)
        private static func clamped(_ value: SIMD8<Float>) -> SIMD8<Float> {
            value.replacing(with: 0, where: value .<= 0).replacing(with: 1, where: value .> 1)
        }
    }
}

/// The row callback handed to the bands' threads; each call sees only its own row.
private struct UncheckedRowBody: @unchecked Sendable {
    let body: (Int, FLIPRows.Row) -> Void
}
