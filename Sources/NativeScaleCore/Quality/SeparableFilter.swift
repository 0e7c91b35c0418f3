/// One-dimensional convolutions of a plane of `width × height` floats along rows or columns,
/// with the edge pixel repeated beyond the border, in bands of rows on ``parallelism``'s threads.
///
/// Both passes sum every output `((0 + w₀s₀) + w₁s₁) + …` in tap order, exactly as a per-pixel
/// loop over the taps does, sixteen pixels of a row at a time (``VectorKernels``).
struct SeparableFilter: Sendable {
    let width: Int
    let height: Int
    var parallelism: Parallelism = .allCores

    /// The plane convolved with `horizontal` along rows, then `vertical` along columns.
    func apply(_ plane: [Float], horizontal kernelX: [Float], vertical kernelY: [Float]) -> [Float] {
        vertical(horizontal(plane, kernelX), kernelY)
    }

    /// Each row convolved with `kernel` (odd length, centred).
    func horizontal(_ plane: [Float], _ kernel: [Float]) -> [Float] {
        let radius = kernel.count / 2, width = width
        // Pixels whose whole window lies inside the row; the rest repeat the edge pixel.
        let inner = radius..<max(radius, width - radius)
        return Self.planeFilled(count: plane.count) { target in
            plane.withUnsafeBufferPointer { source in
                kernel.withUnsafeBufferPointer { weights in
                    parallelism.forEachBand(rows: height) { rows in
                        VectorKernels.withSources(weights.count) { sources in
                            for y in rows {
                                let row = y * width
                                for k in 0..<weights.count { sources[k] = source.baseAddress! + row + inner.lowerBound + k - radius }
                                VectorKernels.weightedSum(of: UnsafeBufferPointer(sources), weights: weights,
                                                          into: target.baseAddress! + row + inner.lowerBound, count: inner.count)
                                for x in 0..<width where !inner.contains(x) {
                                    var sum: Float = 0
                                    for k in 0..<weights.count {
                                        sum += weights[k] * source[row + min(max(x + k - radius, 0), width - 1)]
                                    }
                                    target[row + x] = sum
                                }
                            }
                        }
                    }
                }
            }
        }
    }

    /// Each column convolved with `kernel` (odd length, centred).
    func vertical(_ plane: [Float], _ kernel: [Float]) -> [Float] {
        let radius = kernel.count / 2, width = width, height = height
        return Self.planeFilled(count: plane.count) { target in
            plane.withUnsafeBufferPointer { source in
                kernel.withUnsafeBufferPointer { weights in
                    parallelism.forEachBand(rows: height) { rows in
                        VectorKernels.withSources(weights.count) { sources in
                            for y in rows {
                                for k in 0..<weights.count {
                                    sources[k] = source.baseAddress! + min(max(y + k - radius, 0), height - 1) * width
                                }
                                VectorKernels.weightedSum(of: UnsafeBufferPointer(sources), weights: weights,
                                                          into: target.baseAddress! + y * width, count: width)
                            }
                        }
                    }
                }
            }
        }
    }

    /// A zeroed plane of `count` floats, filled by `fill` through a pointer each band may write
    /// its own rows of.
    static func planeFilled(count: Int, _ fill: (SharedPlane) -> Void) -> [Float] {
        var out = [Float](repeating: 0, count: count)
        out.withUnsafeMutableBufferPointer { fill(SharedPlane($0)) }
        return out
    }

    /// `planes` zeroed planes of `count` floats each, filled together by `fill` (one pass over
    /// the pixels writing several planes).
    static func planesFilled(_ planes: Int, count: Int, _ fill: ([SharedPlane]) -> Void) -> [[Float]] {
        let buffers = (0..<planes).map { _ in
            let buffer = UnsafeMutableBufferPointer<Float>.allocate(capacity: count)
            buffer.initialize(repeating: 0)
            return buffer
        }
        defer { buffers.forEach { $0.deallocate() } }
        fill(buffers.map(SharedPlane.init))
        return buffers.map(Array.init)
    }
}

/// A plane's storage, written by bands of rows on several threads, each only its own rows.
struct SharedPlane: @unchecked Sendable {
    let buffer: UnsafeMutableBufferPointer<Float>

    init(_ buffer: UnsafeMutableBufferPointer<Float>) {
        self.buffer = buffer
    }

    var baseAddress: UnsafeMutablePointer<Float>? { buffer.baseAddress }

    subscript(index: Int) -> Float {
        get { buffer[index] }
        nonmutating set { buffer[index] = newValue }
    }
}
