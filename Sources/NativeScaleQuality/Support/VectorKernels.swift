public import NativeScaleCore

/// The inner loop of the quality metrics' filters over contiguous floats, sixteen outputs at a
/// time (`SIMD16<Float>`, its sum kept in registers across the taps) with a scalar tail. Each lane
/// sums exactly as the scalar loop does, `((0 + w₀s₀) + w₁s₁) + …` in tap order, with no fused
/// multiply-add and no reassociation, so results are bit for bit those of a scalar loop.
enum VectorKernels {
    /// `target[i] = Σₖ weights[k] · sources[k][i]` for `i` in `0..<count`, `k` ascending.
    static func weightedSum(of sources: UnsafeBufferPointer<UnsafePointer<Float>>, weights: UnsafeBufferPointer<Float>,
                            into target: UnsafeMutablePointer<Float>, count: Int) {
        let taps = weights.count
        var i = 0
        while i + 16 <= count {
            var sum = SIMD16<Float>(repeating: 0)
            for k in 0..<taps {
                let values = UnsafeRawPointer(sources[k] + i).loadUnaligned(as: SIMD16<Float>.self)
                sum += SIMD16<Float>(repeating: weights[k]) * values
            }
            UnsafeMutableRawPointer(target + i).storeBytes(of: sum, as: SIMD16<Float>.self)
            i += 16
        }
        while i < count {
            var sum: Float = 0
            for k in 0..<taps { sum += weights[k] * sources[k][i] }
            target[i] = sum
            i += 1
        }
    }

    /// Calls `body` with room for `taps` source pointers (on the stack, not allocated).
    static func withSources<Result>(_ taps: Int, _ body: (UnsafeMutableBufferPointer<UnsafePointer<Float>>) -> Result) -> Result {
        withUnsafeTemporaryAllocation(of: UnsafePointer<Float>.self, capacity: taps, body)
    }
}
