// Runtime dispatch of the quality metrics' inner loops (see include/CVectorKernels.h).
#include "CVectorKernels.h"

#ifdef __linux__
#include <stdint.h>
#include <sys/mman.h>
#endif
#include <unistd.h>

int ns_online_processors(void) {
    long count = sysconf(_SC_NPROCESSORS_ONLN);
    return count > 0 ? (int)count : 1;
}

void ns_advise_huge_pages(void *start, unsigned long bytes) {
#if defined(__linux__) && defined(MADV_HUGEPAGE)
    const uintptr_t huge = 2u << 20;
    uintptr_t first = ((uintptr_t)start + huge - 1) & ~(huge - 1), end = ((uintptr_t)start + bytes) & ~(huge - 1);
    // Advice only: a kernel without transparent huge pages refuses it, and nothing changes.
    if (end > first) (void)madvise((void *)first, end - first, MADV_HUGEPAGE);
#else
    (void)start;
    (void)bytes;
#endif
}

#if defined(__x86_64__) || defined(__i386__)
#include <immintrin.h>
#define NS_X86 1
#endif

// No contraction of a*b + c into a fused multiply-add anywhere in this file: every variant must
// round as the portable Swift loop rounds.
#pragma clang fp contract(off)

static void weighted_sum_baseline(const float *const *sources, const float *weights, long taps, float *target, long count) {
    for (long i = 0; i < count; i++) {
        float sum = 0;
        for (long k = 0; k < taps; k++) sum += weights[k] * sources[k][i];
        target[i] = sum;
    }
}

// Each output is a chain of dependent additions, one a tap, so a loop that keeps one or two
// vectors of outputs in flight waits on the adder's latency (three or four cycles an addition);
// four independent vectors keep it busy.
#ifdef NS_X86
__attribute__((target("avx2")))
static void weighted_sum_avx2(const float *const *sources, const float *weights, long taps, float *target, long count) {
    long i = 0;
    for (; i + 32 <= count; i += 32) {
        __m256 a = _mm256_setzero_ps(), b = _mm256_setzero_ps(), c = _mm256_setzero_ps(), d = _mm256_setzero_ps();
        for (long k = 0; k < taps; k++) {
            __m256 w = _mm256_set1_ps(weights[k]);
            const float *source = sources[k] + i;
            a = _mm256_add_ps(a, _mm256_mul_ps(w, _mm256_loadu_ps(source)));
            b = _mm256_add_ps(b, _mm256_mul_ps(w, _mm256_loadu_ps(source + 8)));
            c = _mm256_add_ps(c, _mm256_mul_ps(w, _mm256_loadu_ps(source + 16)));
            d = _mm256_add_ps(d, _mm256_mul_ps(w, _mm256_loadu_ps(source + 24)));
        }
        _mm256_storeu_ps(target + i, a);
        _mm256_storeu_ps(target + i + 8, b);
        _mm256_storeu_ps(target + i + 16, c);
        _mm256_storeu_ps(target + i + 24, d);
    }
    for (; i + 8 <= count; i += 8) {
        __m256 a = _mm256_setzero_ps();
        for (long k = 0; k < taps; k++) a = _mm256_add_ps(a, _mm256_mul_ps(_mm256_set1_ps(weights[k]), _mm256_loadu_ps(sources[k] + i)));
        _mm256_storeu_ps(target + i, a);
    }
    for (; i < count; i++) {
        float sum = 0;
        for (long k = 0; k < taps; k++) sum += weights[k] * sources[k][i];
        target[i] = sum;
    }
}

__attribute__((target("avx512f")))
static void weighted_sum_avx512(const float *const *sources, const float *weights, long taps, float *target, long count) {
    long i = 0;
    for (; i + 64 <= count; i += 64) {
        __m512 a = _mm512_setzero_ps(), b = _mm512_setzero_ps(), c = _mm512_setzero_ps(), d = _mm512_setzero_ps();
        for (long k = 0; k < taps; k++) {
            __m512 w = _mm512_set1_ps(weights[k]);
            const float *source = sources[k] + i;
            a = _mm512_add_ps(a, _mm512_mul_ps(w, _mm512_loadu_ps(source)));
            b = _mm512_add_ps(b, _mm512_mul_ps(w, _mm512_loadu_ps(source + 16)));
            c = _mm512_add_ps(c, _mm512_mul_ps(w, _mm512_loadu_ps(source + 32)));
            d = _mm512_add_ps(d, _mm512_mul_ps(w, _mm512_loadu_ps(source + 48)));
        }
        _mm512_storeu_ps(target + i, a);
        _mm512_storeu_ps(target + i + 16, b);
        _mm512_storeu_ps(target + i + 32, c);
        _mm512_storeu_ps(target + i + 48, d);
    }
    // The rest sixteen at a time, the last vector masked to the outputs that remain (the masked
    // lanes are neither read nor written).
    for (; i < count; i += 16) {
        __mmask16 lanes = count - i >= 16 ? 0xFFFF : (__mmask16)((1u << (count - i)) - 1);
        __m512 a = _mm512_setzero_ps();
        for (long k = 0; k < taps; k++) a = _mm512_add_ps(a, _mm512_mul_ps(_mm512_set1_ps(weights[k]), _mm512_maskz_loadu_ps(lanes, sources[k] + i)));
        _mm512_mask_storeu_ps(target + i, lanes, a);
    }
}

// Up to four kernels over the same sources (FLIP filters one channel with two or three), 32
// outputs of each at a time: each source vector is loaded once for all of them, and the 2K
// chains of additions hide the adder's latency. Each output is summed as weighted_sum sums it.
__attribute__((target("avx512f"), always_inline))
static inline void weighted_sums_avx512_k(const float *const *sources, const float *weights, const long kernels, long taps,
                                          float *const *targets, long count) {
    long i = 0;
    for (; i + 32 <= count; i += 32) {
        __m512 sums[4][2];
        for (long j = 0; j < kernels; j++) sums[j][0] = sums[j][1] = _mm512_setzero_ps();
        for (long k = 0; k < taps; k++) {
            __m512 low = _mm512_loadu_ps(sources[k] + i), high = _mm512_loadu_ps(sources[k] + i + 16);
            for (long j = 0; j < kernels; j++) {
                __m512 w = _mm512_set1_ps(weights[j * taps + k]);
                sums[j][0] = _mm512_add_ps(sums[j][0], _mm512_mul_ps(w, low));
                sums[j][1] = _mm512_add_ps(sums[j][1], _mm512_mul_ps(w, high));
            }
        }
        for (long j = 0; j < kernels; j++) {
            _mm512_storeu_ps(targets[j] + i, sums[j][0]);
            _mm512_storeu_ps(targets[j] + i + 16, sums[j][1]);
        }
    }
    for (long j = 0; j < kernels; j++) {
        for (long rest = i; rest < count; rest += 16) {
            __mmask16 lanes = count - rest >= 16 ? 0xFFFF : (__mmask16)((1u << (count - rest)) - 1);
            __m512 a = _mm512_setzero_ps();
            for (long k = 0; k < taps; k++)
                a = _mm512_add_ps(a, _mm512_mul_ps(_mm512_set1_ps(weights[j * taps + k]), _mm512_maskz_loadu_ps(lanes, sources[k] + rest)));
            _mm512_mask_storeu_ps(targets[j] + rest, lanes, a);
        }
    }
}

__attribute__((target("avx512f")))
static void weighted_sums_avx512(const float *const *sources, const float *weights, long kernels, long taps, float *const *targets, long count) {
    switch (kernels) {
    case 2: weighted_sums_avx512_k(sources, weights, 2, taps, targets, count); return;
    case 3: weighted_sums_avx512_k(sources, weights, 3, taps, targets, count); return;
    case 4: weighted_sums_avx512_k(sources, weights, 4, taps, targets, count); return;
    default:
        for (long j = 0; j < kernels; j++) weighted_sum_avx512(sources, weights + j * taps, taps, targets[j], count);
    }
}

#endif

// The same loop three times, compiled for each unit; integer sums are exact in any order, so the
// compiler's vectorisation of each may reorder them freely.
#define PIXEL_ERRORS_BODY \
    unsigned long long sq = 0, ab = 0; \
    for (long i = 0; i < pixels * 4; i++) { \
        if ((i & 3) == 3) continue; \
        int d = (int)a[i] - (int)b[i]; \
        sq += (unsigned long long)(d * d); \
        ab += (unsigned long long)(d < 0 ? -d : d); \
    } \
    *squared = sq; \
    *absolute = ab;

static void pixel_errors_baseline(const unsigned char *a, const unsigned char *b, long pixels,
                                  unsigned long long *squared, unsigned long long *absolute) { PIXEL_ERRORS_BODY }

#ifdef NS_X86
__attribute__((target("avx2")))
static void pixel_errors_avx2(const unsigned char *a, const unsigned char *b, long pixels,
                              unsigned long long *squared, unsigned long long *absolute) { PIXEL_ERRORS_BODY }

__attribute__((target("avx512f,avx512bw")))
static void pixel_errors_avx512(const unsigned char *a, const unsigned char *b, long pixels,
                                unsigned long long *squared, unsigned long long *absolute) { PIXEL_ERRORS_BODY }
#endif

static int chosen_width(void) {
#ifdef NS_X86
    __builtin_cpu_init();
    if (__builtin_cpu_supports("avx512f") && __builtin_cpu_supports("avx512bw")) return 16;
    if (__builtin_cpu_supports("avx2")) return 8;
#endif
    return 4;
}

int ns_vector_width(void) {
    // Chosen once; threads that race to choose it store the same value.
    static int width = 0;
    int chosen = __atomic_load_n(&width, __ATOMIC_RELAXED);
    if (chosen == 0) {
        chosen = chosen_width();
        __atomic_store_n(&width, chosen, __ATOMIC_RELAXED);
    }
    return chosen;
}

void ns_weighted_sum(const float *const *sources, const float *weights, long taps, float *target, long count) {
#ifdef NS_X86
    switch (ns_vector_width()) {
    case 16: weighted_sum_avx512(sources, weights, taps, target, count); return;
    case 8: weighted_sum_avx2(sources, weights, taps, target, count); return;
    }
#endif
    weighted_sum_baseline(sources, weights, taps, target, count);
}

void ns_weighted_sums(const float *const *sources, const float *weights, long kernels, long taps, float *const *targets, long count) {
#ifdef NS_X86
    if (ns_vector_width() == 16) {
        weighted_sums_avx512(sources, weights, kernels, taps, targets, count);
        return;
    }
#endif
    for (long j = 0; j < kernels; j++) ns_weighted_sum(sources, weights + j * taps, taps, targets[j], count);
}

void ns_pixel_errors(const unsigned char *a, const unsigned char *b, long pixels,
                     unsigned long long *squared, unsigned long long *absolute) {
#ifdef NS_X86
    switch (ns_vector_width()) {
    case 16: pixel_errors_avx512(a, b, pixels, squared, absolute); return;
    case 8: pixel_errors_avx2(a, b, pixels, squared, absolute); return;
    }
#endif
    pixel_errors_baseline(a, b, pixels, squared, absolute);
}
