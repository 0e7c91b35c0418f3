/// Which code the quality metrics' filters run on (``VectorKernels``): both give the same bits.
public enum VectorUnit: String, CaseIterable, Sendable {
    /// The widest vector unit the CPU has, chosen at run time (AVX-512, AVX2 or the baseline).
    case widest
    /// The portable Swift loop, at the package's baseline (SSE2 on x86-64).
    case portable
}
