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

/// ns_weighted_sum for `kernels` kernels of `taps` weights each (`weights` kernel after kernel) over
/// the same sources, into targets[0..<kernels]: the same bits as one call a kernel, with each source
/// read once for all of them on AVX-512.
void ns_weighted_sums(const float *const *sources, const float *weights, long kernels, long taps, float *const *targets, long count);

/// Over `pixels` RGBA pixels of a and b, the sums of the squared and of the absolute differences of
/// R, G and B (alpha ignored): PSNR's and the mean absolute error's numerators, exact integers.
void ns_pixel_errors(const unsigned char *a, const unsigned char *b, long pixels,
                     unsigned long long *squared, unsigned long long *absolute);

/// Asks the kernel to back the 2 MiB-aligned part of [start, start + bytes) with transparent huge
/// pages (Linux madvise(MADV_HUGEPAGE); nothing elsewhere), before it is first written: a plane of a
/// 1080x1920 image is 8 MB, 2 000 pages of 4 KiB or 4 huge ones, and the first write of each page
/// is a fault.
void ns_advise_huge_pages(void *start, unsigned long bytes);

/// The constants of FLIP's colour conversion, as FLIPColor holds them: the sRGB to XYZ matrix and
/// its inverse row by row, D65 white, and L*a*b*'s compression below (6/29)^3 (t / divisor + offset).
typedef struct {
    float to_xyz[9];
    float to_linear_rgb[9];
    float white[3];
    float linear_divisor;
    float linear_offset;
    float threshold;
} ns_flip_color;

/// YCxCz (Y, Cx, Cz) and the normalised luminance (Y + 16) / 116 of `width` RGBA8 pixels, each into
/// its row, from `decode` (the 256 linear values of the sRGB codes): the same bits as FLIPColor's
/// Swift. Returns 0, having done nothing, where the CPU has no AVX-512.
int ns_flip_opponent(const unsigned char *pixels, long width, const float *decode, const ns_flip_color *color,
                     float *y, float *cx, float *cz, float *luminance);

/// Fills FLIP's outputs for `width` pixels from its vertical passes (`stride` floats apart: Y, Cx,
/// Cz1, Cz2, edge x, edge y, point x, point y): Hunt-adjusted L*, a*, b*, then the edge and point
/// magnitudes, `stride` floats apart; the same bits as FLIPRows.Row's Swift. Whole vectors past
/// `width` are read and written up to `stride`. Returns 0, having done nothing, where the CPU has no
/// AVX-512 or `stride` is not a multiple of 16.
int ns_flip_convert(const float *filtered, long stride, float *output, long width, const ns_flip_color *color);

/// The constants of FLIP's error: q_c, the colour cutoff p_c * cmax, p_t, p_t over the cutoff,
/// cmax minus the cutoff, 1 - p_t, and the square root of 2.
typedef struct {
    float color_exponent;
    float cutoff;
    float cutoff_target;
    float below_scale;
    float above_span;
    float above_scale;
    float root_two;
} ns_flip_error;

/// FLIP's error of `count` pixels of a test row against the reference's (each five rows: L*, a*,
/// b*, edges, points), as FLIP.error computes it but with powers computed in double and rounded once
/// (within an ulp of glibc's powf). Returns 0, having
/// done nothing, where the CPU has no AVX-512.
int ns_flip_errors(const float *const *test, const float *const *reference, float *out, long count, const ns_flip_error *error);

/// One band of ColorVideoVDP's CSF-weighted contrasts (ColorVideoVDP.sensitivityWeightedContrasts):
/// per channel c and pixel, t = min((test - test_expanded) / max(test_expanded[0], 0.01), 1000)
/// times the multiplier, r the same for the reference, s the channel's sensitivity interpolated in
/// log_sensitivity (channels rows of entries) at log10 of the reference's background, times the
/// correction; differences = |t s g - r s g|, smaller = min(|t s g|, |r s g|).
typedef struct {
    const float *const *test;
    const float *const *reference;
    const float *const *test_expanded;
    const float *const *reference_expanded;
    long channels;
    const float *log_sensitivity;
    long entries;
    float first, span, correction, multiplier;
    const float *gains;
    float *const *differences;
    float *const *smaller;
} ns_cvvdp_contrasts;

/// The contrasts of pixels [start, end); returns 0 (writing nothing) where the CPU lacks AVX-512 or
/// there are more than 4 channels, and the caller's own loop runs.
int ns_cvvdp_contrasts_rows(const ns_cvvdp_contrasts *kernel, long start, long end);

/// One band's masked differences (ColorVideoVDP.maskedDifferences): per pixel, pooled masks
/// P_j = (|mask_j| + e)^q_j - e^q_j, then per channel D = clamp((d_c + e)^p - e^p) / (1 + sum_j P_j w[j][c])
/// and the sum of (D + e)^2 - e^2 over the pixels, in double.
typedef struct {
    const float *const *differences;
    const float *const *masks;
    long channels;
    float p, epsilon, epsilon_p, epsilon_squared, maximum;
    const float *q;
    const float *epsilon_q;
    const float *weights;
} ns_cvvdp_masking;

/// The sums of pixels [start, end) into sums[0..<channels]; returns 0 (writing nothing) where the CPU
/// lacks AVX-512 or there are more than 4 channels.
int ns_cvvdp_masked_sums(const ns_cvvdp_masking *kernel, long start, long end, double *sums);


/// The processors online (sysconf(_SC_NPROCESSORS_ONLN)), at least 1.
int ns_online_processors(void);

/// The floats one vector of the chosen variant holds: 16 (AVX-512), 8 (AVX2) or 4 (SSE2).
int ns_vector_width(void);

#ifdef __cplusplus
}
#endif

#endif
