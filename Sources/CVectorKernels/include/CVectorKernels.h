// The quality metrics' inner loop at the machine's full vector width, chosen at run time.
//
// Written in C because Swift compiles a package for one baseline (x86-64: SSE2, four floats a
// vector) and has no way to compile one function for AVX2 or AVX-512 and pick it by the CPU it
// runs on; clang's target attribute and __builtin_cpu_supports do exactly that. Each variant
// computes every output as the portable Swift loop does, ((0 + w0*s0) + w1*s1) + ... in tap order,
// with no fused multiply-add, so all of them give the same bits: the vector width changes how many
// outputs one instruction computes, never how one is computed.
#ifndef NATIVESCALE_VECTOR_KERNELS_H
#define NATIVESCALE_VECTOR_KERNELS_H

#ifdef __cplusplus
extern "C" {
#endif

/// target[i] = sum over k of weights[k] * sources[k][i], for i in 0..<count, k ascending.
void ns_weighted_sum(const float *const *sources, const float *weights, long taps, float *target, long count);

/// Over `pixels` RGBA pixels of a and b, the sums of the squared and of the absolute differences of
/// R, G and B (alpha ignored): PSNR's and the mean absolute error's numerators, exact integers.
void ns_pixel_errors(const unsigned char *a, const unsigned char *b, long pixels,
                     unsigned long long *squared, unsigned long long *absolute);

/// Asks the kernel to back the 2 MiB-aligned part of [start, start + bytes) with transparent huge
/// pages (Linux madvise(MADV_HUGEPAGE); nothing elsewhere), before it is first written: a plane of a
/// 1080x1920 image is 8 MB, 2 000 pages of 4 KiB or 4 huge ones, and the first write of each page
/// is a fault.
void ns_advise_huge_pages(void *start, unsigned long bytes);

/// The floats one vector of the chosen variant holds: 16 (AVX-512), 8 (AVX2) or 4 (SSE2).
int ns_vector_width(void);

#ifdef __cplusplus
}
#endif

#endif
