internal import CVectorKernels
public import NativeScaleCore

/// One image through FLIP's filters, streamed: each band of rows filters the rows it needs (its
/// own and `radius` on either side) horizontally into a ring of `2 radius + 1` rows a pass, makes
/// each row of the vertical pass from the ring, converts it to Hunt-adjusted L\*a\*b\* and
/// feature magnitudes, and hands it over while it is in cache. No plane of the image is ever
/// stored: the seven horizontal planes were 58 MB for a 1080×1920 image, and faulting in and
/// clearing fresh pages for them cost as much as filtering them.
///
/// Every value is summed in tap order (``VectorKernels``), as a per-pixel loop over the taps sums it, and the
/// colour conversions are lane for lane those of ``FLIPColor``'s scalar forms, so the results do
/// not depend on how the rows are split into bands or vectorised.
struct FLIPRows {
    let image: RGBAImage
    let filters: FLIPFilters

    var width: Int { image.width }
    var height: Int { image.height }

    init(_ image: RGBAImage, filters: FLIPFilters) {
        self.image = image
        self.filters = filters
    }

    /// Which opponent channel each horizontal pass reads (0 Y, 1 Cx, 2 Cz, 3 luminance), and its kernel.
    private static func horizontalPasses(_ filters: FLIPFilters) -> [(channel: Int, kernel: [Float])] {
        [
            (0, filters.achromatic), (1, filters.redGreen), (2, filters.blueYellow.0), (2, filters.blueYellow.1),
            (3, filters.gaussian), (3, filters.firstDerivative), (3, filters.secondDerivative),
        ]
    }

    /// The horizontal passes by the channel they read, each channel's kernels (all of one length)
    /// one after another: its first pass, its number of passes, their weights.
    private static func horizontalGroups(_ filters: FLIPFilters) -> [(channel: Int, first: Int, passes: Int, weights: [Float])] {
        var groups: [(channel: Int, first: Int, passes: Int, weights: [Float])] = []
        for (index, pass) in horizontalPasses(filters).enumerated() {
            if let last = groups.last, last.channel == pass.channel {
                precondition(last.weights.count == last.passes * pass.kernel.count, "a channel's kernels differ in length")
                groups[groups.count - 1] = (last.channel, last.first, last.passes + 1, last.weights + pass.kernel)
            } else {
                groups.append((pass.channel, index, 1, pass.kernel))
            }
        }
        return groups
    }

    /// Which horizontal pass each vertical pass reads, and its kernel: Y, Cx, Cz (two parts),
    /// edge x and y, point x and y.
    private static func verticalPasses(_ filters: FLIPFilters) -> [(plane: Int, kernel: [Float])] {
        [
            (0, filters.achromatic), (1, filters.redGreen), (2, filters.blueYellow.0), (3, filters.blueYellow.1),
            (5, filters.gaussian), (4, filters.firstDerivative), (6, filters.gaussian), (4, filters.secondDerivative),
        ]
    }

    /// The widest kernel's radius: how many rows a row of the vertical pass reads on either side.
    private var radius: Int {
        Self.horizontalPasses(filters).map { $0.kernel.count / 2 }.max() ?? 0
    }

    /// Calls `body` with every row of the vertical pass, in bands on `parallelism`'s threads.
    func forEachRow(parallelism: Parallelism, _ body: (_ y: Int, _ row: Row) -> Void) {
        withoutActuallyEscaping(body) { body in
            let body = UncheckedRowBody(body: body)
            parallelism.forEachBand(rows: height, rowsPerBand: rowsPerBand) { rows in
                withCursor(startingAt: rows.lowerBound) { cursor in
                    for y in rows { body.body(y, cursor.row(y)) }
                }
            }
        }
    }

    /// Calls `body` with every row of the vertical pass of this image and of `other` (same size
    /// and filters), row `y` of both at once.
    ///
    /// A band makes ``pairedChunk`` rows of one image, then of the other, then hands them over: a
    /// cursor's ring (seven passes of 21 rows of a 1080-pixel row are 635 KB) stays in the core's
    /// L2 cache while it is read, where alternating row by row evicted both rings.
    func forEachRow(pairedWith other: FLIPRows, parallelism: Parallelism, _ body: (_ y: Int, _ row: Row, _ otherRow: Row) -> Void) {
        precondition(other.width == width && other.height == height, "images differ in size")
        withoutActuallyEscaping(body) { body in
            let body = UncheckedRowBody(body: body)
            parallelism.forEachBand(rows: height, rowsPerBand: rowsPerBand) { rows in
                withCursor(startingAt: rows.lowerBound) { cursor in
                    other.withCursor(startingAt: rows.lowerBound) { otherCursor in
                        let size = Row.planes * cursor.stride
                        withUnsafeTemporaryAllocation(of: Float.self, capacity: 2 * Self.pairedChunk * size) { outputs in
                            let base = outputs.baseAddress!
                            base.initialize(repeating: 0, count: outputs.count)
                            for start in Swift.stride(from: rows.lowerBound, to: rows.upperBound, by: Self.pairedChunk) {
                                let chunk = start..<min(start + Self.pairedChunk, rows.upperBound)
                                let mine = chunk.map { cursor.row($0, into: base + ($0 - start) * size) }
                                let others = chunk.map { otherCursor.row($0, into: base + (Self.pairedChunk + $0 - start) * size) }
                                for (index, y) in chunk.enumerated() { body.body(y, mine[index], others[index]) }
                            }
                        }
                    }
                }
            }
        }
    }

    /// Rows a band makes of one image before the other's (``forEachRow(pairedWith:parallelism:_:)``).
    static let pairedChunk = 8

    /// Rows per band: a band filters `2 radius` rows beyond its own, so bands are a few per core
    /// (``Parallelism/bandsPerImage``) and at least eight times the radius tall.
    private var rowsPerBand: Int {
        max(8 * radius, (height + Parallelism.bandsPerImage - 1) / Parallelism.bandsPerImage, 1)
    }

    /// Calls `body` with a cursor whose first row is `first`, its scratch allocated once for the band.
    private func withCursor(startingAt first: Int, _ body: (inout Cursor) -> Void) {
        let horizontal = Self.horizontalGroups(filters)
        let vertical = Self.verticalPasses(filters)
        let radius = radius
        let ring = 2 * radius + 1
        let planes = Self.horizontalPasses(filters).count
        // Room for whole vectors of sixteen past the row's end (their extra lanes are not used).
        let stride = (width + 15) / 16 * 16
        let sizes = (ring: planes * ring * width, opponent: 4 * (width + 2 * radius), rows: (vertical.count + Row.planes) * stride)
        withUnsafeTemporaryAllocation(of: Float.self, capacity: sizes.ring + sizes.opponent + sizes.rows) { scratch in
            let base = scratch.baseAddress!
            // The vectors' extra lanes are read, so they hold zeros rather than whatever was there.
            (base + sizes.ring + sizes.opponent).initialize(repeating: 0, count: sizes.rows)
            var cursor = Cursor(
                rows: self, horizontal: horizontal, vertical: vertical, radius: radius, stride: stride,
                ring: base, opponent: base + sizes.ring, filtered: base + sizes.ring + sizes.opponent,
                next: max(first - radius, 0))
            body(&cursor)
        }
    }

    /// A band's walk down the image: the ring of horizontally filtered rows, filled as far as the
    /// next row of the vertical pass needs.
    private struct Cursor {
        let rows: FLIPRows
        let horizontal: [(channel: Int, first: Int, passes: Int, weights: [Float])]
        let vertical: [(plane: Int, kernel: [Float])]
        let radius: Int
        let stride: Int
        /// A ring of `2 radius + 1` rows a horizontal pass; image row `j` is in slot `j mod (2 radius + 1)`.
        let ring: UnsafeMutablePointer<Float>
        /// The current row in YCxCz and normalised luminance, edges repeated (``opponentRow``).
        let opponent: UnsafeMutablePointer<Float>
        /// The vertical passes, then the outputs (``Row``).
        let filtered: UnsafeMutablePointer<Float>
        /// The next image row to filter horizontally.
        var next: Int

        private var ringRows: Int { 2 * radius + 1 }

        /// Image row `j`'s slot in the ring of horizontal pass `pass`.
        private func slot(_ pass: Int, _ j: Int) -> UnsafeMutablePointer<Float> {
            ring + (pass * ringRows + j % ringRows) * rows.width
        }

        /// Row `y` of the vertical pass, converted into the cursor's own outputs (rows asked for in
        /// ascending order).
        mutating func row(_ y: Int) -> Row {
            row(y, into: filtered + vertical.count * stride)
        }

        /// Row `y` of the vertical pass, converted into `output` (``Row/planes`` rows of `stride` floats).
        mutating func row(_ y: Int, into output: UnsafeMutablePointer<Float>) -> Row {
            let width = rows.width
            let height = rows.height
            while next <= min(y + radius, height - 1) {
                filterHorizontally(next)
                next += 1
            }
            for (index, pass) in vertical.enumerated() {
                let taps = pass.kernel.count
                let reach = taps / 2
                pass.kernel.withUnsafeBufferPointer { weights in
                    VectorKernels.withSources(taps) { sources in
                        for k in 0..<taps { sources[k] = UnsafePointer(slot(pass.plane, min(max(y + k - reach, 0), height - 1))) }
                        VectorKernels.weightedSum(
                            of: UnsafeBufferPointer(sources), weights: weights,
                            into: filtered + index * stride, count: width)
                    }
                }
            }
            let row = Row(width: width, filtered: UnsafePointer(filtered), output: output, stride: stride)
            row.convert()
            return row
        }

        /// Image row `j` through every horizontal pass, into its slots.
        private func filterHorizontally(_ j: Int) {
            let width = rows.width
            let padded = width + 2 * radius
            rows.image.bytes.withUnsafeBufferPointer { bytes in
                FLIPRows.opponentRow(bytes, row: j, width: width, radius: radius, into: opponent)
            }
            for group in horizontal {
                let taps = group.weights.count / group.passes
                let start = opponent + group.channel * padded + radius - taps / 2
                group.weights.withUnsafeBufferPointer { weights in
                    VectorKernels.withSources(taps) { sources in
                        for k in 0..<taps { sources[k] = UnsafePointer(start + k) }
                        withUnsafeTemporaryAllocation(of: UnsafeMutablePointer<Float>.self, capacity: group.passes) { targets in
                            for p in 0..<group.passes { targets[p] = slot(group.first + p, j) }
                            VectorKernels.weightedSums(
                                of: UnsafeBufferPointer(sources), weights: weights,
                                into: UnsafeBufferPointer(targets), count: width)
                        }
                    }
                }
            }
        }
    }

    /// Row `y` of the image in YCxCz and normalised luminance, (Y + 16) / 116: four rows of
    /// `width + 2 radius`, each with its edge pixels repeated `radius` times on either side. On the
    /// widest vectors (``ns_flip_opponent``, AVX-512) where the CPU has them; the same bits.
    fileprivate static func opponentRow(
        _ bytes: UnsafeBufferPointer<UInt8>, row y: Int, width: Int, radius: Int,
        into opponent: UnsafeMutablePointer<Float>
    ) {
        let padded = width + 2 * radius
        let converted =
            VectorKernels.unit == .widest
            && FLIPColor.decode.withUnsafeBufferPointer { decode in
                withUnsafePointer(to: FLIPColor.kernelConstants) { constants in
                    ns_flip_opponent(
                        bytes.baseAddress! + 4 * y * width, width, decode.baseAddress!, constants, opponent + radius,
                        opponent + padded + radius, opponent + 2 * padded + radius, opponent + 3 * padded + radius)
                }
            } != 0
        for x in 0..<(converted ? 0 : width) {
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

    /// One row through both pipelines: its Hunt-adjusted L\*a\*b\* and its edge and point magnitudes.
    struct Row {
        let width: Int
        /// The vertical passes, `stride` floats apart: Y, Cx, Cz₁, Cz₂, edge x, edge y, point x, point y.
        fileprivate let filtered: UnsafePointer<Float>
        /// L, a, b, edges, points, `stride` floats apart.
        fileprivate let output: UnsafeMutablePointer<Float>
        /// How many rows of outputs a row has.
        static let planes = 5
        fileprivate let stride: Int

        var lightness: UnsafePointer<Float> { UnsafePointer(output) }
        var a: UnsafePointer<Float> { UnsafePointer(output + stride) }
        var b: UnsafePointer<Float> { UnsafePointer(output + 2 * stride) }
        var edges: UnsafePointer<Float> { UnsafePointer(output + 3 * stride) }
        var points: UnsafePointer<Float> { UnsafePointer(output + 4 * stride) }
        /// All five outputs.
        var features: Features { Features(lightness: lightness, a: a, b: b, edges: edges, points: points) }

        /// Fills the outputs from the vertical passes: on the widest vectors (``ns_flip_convert``,
        /// AVX-512) where the CPU has them, else eight pixels at a time in Swift; the same bits.
        fileprivate func convert() {
            if VectorKernels.unit == .widest,
                withUnsafePointer(to: FLIPColor.kernelConstants, { ns_flip_convert(filtered, stride, output, width, $0) }) != 0
            {
                return
            }
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
                let edgeX = load(4, x)
                let edgeY = load(5, x)
                let pointX = load(6, x)
                let pointY = load(7, x)
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

extension FLIPRows {
    /// A row of what FLIP compares, wherever it is stored: Hunt-adjusted L\*a\*b\* and the edge and
    /// point magnitudes, a run of floats each.
    struct Features {
        let lightness: UnsafePointer<Float>
        let a: UnsafePointer<Float>
        let b: UnsafePointer<Float>
        let edges: UnsafePointer<Float>
        let points: UnsafePointer<Float>

        /// Row `y` of planes `width` floats wide that start here.
        func row(_ y: Int, width: Int) -> Features {
            let offset = y * width
            return Features(lightness: lightness + offset, a: a + offset, b: b + offset, edges: edges + offset, points: points + offset)
        }
    }
}

/// A row callback handed to the bands' threads; each call sees only its own row.
private struct UncheckedRowBody<Body>: @unchecked Sendable {
    let body: Body
}
