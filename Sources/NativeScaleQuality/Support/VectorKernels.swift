internal import CVectorKernels
import Synchronization

/// The inner loop of the quality metrics' filters over contiguous floats, on one of two paths:
/// - ``VectorUnit/widest``: C compiled for AVX-512 and AVX2 beside the baseline, the variant chosen
///   by the CPU at run time (`CVectorKernels`; 16 floats a vector on an AVX-512 machine);
/// - ``VectorUnit/portable``: Swift, sixteen outputs at a time (`SIMD16<Float>`, which the x86-64
///   baseline compiles to four SSE2 vectors) with a scalar tail.
///
/// Every path sums each output exactly as the scalar loop does, `((0 + w₀s₀) + w₁s₁) + …` in tap
/// order, with no fused multiply-add and no reassociation, so they give the same bits: switching
/// changes only the speed (tests run both and compare them).
public enum VectorKernels {
    /// The path the metrics use: the widest unless set otherwise (`NATIVESCALE_VECTORS=portable`
    /// in the CLI, or a test comparing the two).
    private static let portable = Atomic<Bool>(false)

    /// The path in use.
    public static var unit: VectorUnit { portable.load(ordering: .relaxed) ? .portable : .widest }

    /// Chooses the path every metric uses from now on, in every thread.
    public static func use(_ unit: VectorUnit) { portable.store(unit == .portable, ordering: .relaxed) }

    /// The floats one vector of the widest path holds on this CPU: 16 (AVX-512), 8 (AVX2), 4 (SSE2).
    public static var widestWidth: Int { Int(ns_vector_width()) }

    /// `target[i] = Σₖ weights[k] · sources[k][i]` for `i` in `0..<count`, `k` ascending.
    static func weightedSum(
        of sources: UnsafeBufferPointer<UnsafePointer<Float>>, weights: UnsafeBufferPointer<Float>,
        into target: UnsafeMutablePointer<Float>, count: Int
    ) {
        if unit == .widest {
            sources.withMemoryRebound(to: UnsafePointer<Float>?.self) { pointers in
                ns_weighted_sum(pointers.baseAddress, weights.baseAddress, weights.count, target, count)
            }
            return
        }
        portableWeightedSum(of: sources, weights: weights, into: target, count: count)
    }

    /// ``weightedSum(of:weights:into:count:)`` for several kernels of one length over the same
    /// sources (`weights` kernel after kernel), into `targets` in order: the same bits, with each
    /// source read once for all of them on the widest path.
    static func weightedSums(
        of sources: UnsafeBufferPointer<UnsafePointer<Float>>, weights: UnsafeBufferPointer<Float>,
        into targets: UnsafeBufferPointer<UnsafeMutablePointer<Float>>, count: Int
    ) {
        let taps = sources.count
        precondition(weights.count == taps * targets.count, "one kernel of \(taps) weights a target")
        if unit == .widest {
            sources.withMemoryRebound(to: UnsafePointer<Float>?.self) { pointers in
                targets.withMemoryRebound(to: UnsafeMutablePointer<Float>?.self) { targets in
                    ns_weighted_sums(pointers.baseAddress, weights.baseAddress, targets.count, taps, targets.baseAddress, count)
                }
            }
            return
        }
        for (j, target) in targets.enumerated() {
            portableWeightedSum(of: sources, weights: UnsafeBufferPointer(rebasing: weights[(j * taps)..<((j + 1) * taps)]), into: target, count: count)
        }
    }

    /// The Swift path of ``weightedSum(of:weights:into:count:)``.
    static func portableWeightedSum(
        of sources: UnsafeBufferPointer<UnsafePointer<Float>>, weights: UnsafeBufferPointer<Float>,
        into target: UnsafeMutablePointer<Float>, count: Int
    ) {
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
