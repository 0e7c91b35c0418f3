/// One-dimensional convolutions of a plane of `width × height` floats along rows or columns,
/// with the edge pixel repeated beyond the border.
struct SeparableFilter: Sendable {
    let width: Int
    let height: Int

    /// The plane convolved with `horizontal` along rows, then `vertical` along columns.
    func apply(_ plane: [Float], horizontal kernelX: [Float], vertical kernelY: [Float]) -> [Float] {
        vertical(horizontal(plane, kernelX), kernelY)
    }

    /// Each row convolved with `kernel` (odd length, centred).
    func horizontal(_ plane: [Float], _ kernel: [Float]) -> [Float] {
        let radius = kernel.count / 2
        var out = [Float](repeating: 0, count: plane.count)
        plane.withUnsafeBufferPointer { source in
            kernel.withUnsafeBufferPointer { weights in
                out.withUnsafeMutableBufferPointer { target in
                    for y in 0..<height {
                        let row = y * width
                        for x in 0..<width {
                            var sum: Float = 0
                            if x >= radius && x + radius < width {
                                let start = row + x - radius
                                for k in 0..<weights.count { sum += weights[k] * source[start + k] }
                            } else {
                                for k in 0..<weights.count {
                                    sum += weights[k] * source[row + min(max(x + k - radius, 0), width - 1)]
                                }
                            }
                            target[row + x] = sum
                        }
                    }
                }
            }
        }
        return out
    }

    /// Each column convolved with `kernel` (odd length, centred).
    func vertical(_ plane: [Float], _ kernel: [Float]) -> [Float] {
        let radius = kernel.count / 2
        var out = [Float](repeating: 0, count: plane.count)
        plane.withUnsafeBufferPointer { source in
            kernel.withUnsafeBufferPointer { weights in
                out.withUnsafeMutableBufferPointer { target in
                    // Row by row (cache-friendly): each output row adds weighted source rows.
                    for y in 0..<height {
                        let row = y * width
                        for k in 0..<weights.count {
                            let sourceRow = min(max(y + k - radius, 0), height - 1) * width
                            let w = weights[k]
                            for x in 0..<width { target[row + x] += w * source[sourceRow + x] }
                        }
                    }
                }
            }
        }
        return out
    }
}
