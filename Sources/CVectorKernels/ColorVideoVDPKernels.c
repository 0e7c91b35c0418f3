// ColorVideoVDP's two per-pixel loops of each band on AVX-512 (see include/CVectorKernels.h; on
// other CPUs the Swift loops run): the CSF-weighted contrasts and the masked differences. Each is
// ColorVideoVDP+Masking.swift's loop operation for operation, no fused multiply-add, with its powers
// and logarithm from VectorMath.h (computed in double, rounded once: within an ulp of glibc's), so
// the figures agree with the Swift loops' to float rounding, not bit for bit. The masked sums
// accumulate in double per lane, then across lanes.
//
// Written by hand for the reason FLIPKernels.c gives: no kept library offers a 16-lane powf that
// can be called from a function compiled for AVX-512 alone.
#include "CVectorKernels.h"
#include <math.h>

#pragma clang fp contract(off)

#if (defined(__x86_64__) || defined(__i386__)) && defined(__GLIBC__)
#include <immintrin.h>
#define NS_CVVDP_X86 1
#endif

#ifdef NS_CVVDP_X86
#include "VectorMath.h"

T512 static void contrasts_avx512(const ns_cvvdp_contrasts *k, long start, long end) {
    const long channels = k->channels, entries = k->entries;
    const F16 last = _mm512_set1_ps((float)(entries - 1));
    for (long x = start; x < end; x += 16) {
        __mmask16 lanes = end - x >= 16 ? 0xFFFF : (__mmask16)((1u << (end - x)) - 1);
        F16 testBackground = _mm512_max_ps(_mm512_maskz_loadu_ps(lanes, k->test_expanded[0] + x), _mm512_set1_ps(0.01f));
        F16 referenceBackground = _mm512_max_ps(_mm512_maskz_loadu_ps(lanes, k->reference_expanded[0] + x), _mm512_set1_ps(0.01f));
        F16 logLuminance = log10_16(referenceBackground);
        F16 position = _mm512_mul_ps(_mm512_div_ps(_mm512_sub_ps(logLuminance, _mm512_set1_ps(k->first)), _mm512_set1_ps(k->span)), last);
        position = _mm512_min_ps(_mm512_max_ps(position, _mm512_setzero_ps()), last);
        __m512i lower = _mm512_cvttps_epi32(position);
        F16 fraction = _mm512_sub_ps(position, _mm512_cvtepi32_ps(lower));
        __m512i upper = _mm512_min_epi32(_mm512_add_epi32(lower, _mm512_set1_epi32(1)), _mm512_set1_epi32((int)(entries - 1)));
        for (long c = 0; c < channels; c++) {
            const float *row = k->log_sensitivity + c * entries;
            F16 below = _mm512_i32gather_ps(lower, row, 4), above = _mm512_i32gather_ps(upper, row, 4);
            F16 logS = _mm512_add_ps(_mm512_mul_ps(below, _mm512_sub_ps(_mm512_set1_ps(1), fraction)), _mm512_mul_ps(above, fraction));
            F16 s = _mm512_mul_ps(pow16(_mm512_set1_ps(10), logS), _mm512_set1_ps(k->correction));
            F16 t = _mm512_sub_ps(_mm512_maskz_loadu_ps(lanes, k->test[c] + x), _mm512_maskz_loadu_ps(lanes, k->test_expanded[c] + x));
            F16 r = _mm512_sub_ps(_mm512_maskz_loadu_ps(lanes, k->reference[c] + x), _mm512_maskz_loadu_ps(lanes, k->reference_expanded[c] + x));
            t = _mm512_mul_ps(_mm512_min_ps(_mm512_div_ps(t, testBackground), _mm512_set1_ps(1000)), _mm512_set1_ps(k->multiplier));
            r = _mm512_mul_ps(_mm512_min_ps(_mm512_div_ps(r, referenceBackground), _mm512_set1_ps(1000)), _mm512_set1_ps(k->multiplier));
            F16 gain = _mm512_set1_ps(k->gains[c]);
            F16 tp = _mm512_mul_ps(_mm512_mul_ps(t, s), gain), rp = _mm512_mul_ps(_mm512_mul_ps(r, s), gain);
            _mm512_mask_storeu_ps(k->differences[c] + x, lanes, _mm512_abs_ps(_mm512_sub_ps(tp, rp)));
            _mm512_mask_storeu_ps(k->smaller[c] + x, lanes, _mm512_min_ps(_mm512_abs_ps(tp), _mm512_abs_ps(rp)));
        }
    }
}

T512 static void masked_avx512(const ns_cvvdp_masking *k, long start, long end, double *sums) {
    const long channels = k->channels;
    const F16 epsilon = _mm512_set1_ps(k->epsilon), one = _mm512_set1_ps(1), maximum = _mm512_set1_ps(k->maximum);
    D8 totals[4][2];
    for (long c = 0; c < 4; c++) totals[c][0] = totals[c][1] = _mm512_setzero_pd();
    for (long x = start; x < end; x += 16) {
        __mmask16 lanes = end - x >= 16 ? 0xFFFF : (__mmask16)((1u << (end - x)) - 1);
        F16 pooled[4];
        for (long j = 0; j < channels; j++) {
            F16 mask = _mm512_abs_ps(_mm512_maskz_loadu_ps(lanes, k->masks[j] + x));
            pooled[j] = _mm512_sub_ps(pow16(_mm512_add_ps(mask, epsilon), _mm512_set1_ps(k->q[j])), _mm512_set1_ps(k->epsilon_q[j]));
        }
        for (long c = 0; c < channels; c++) {
            F16 mask = _mm512_setzero_ps();
            for (long j = 0; j < channels; j++) mask = _mm512_add_ps(mask, _mm512_mul_ps(pooled[j], _mm512_set1_ps(k->weights[j * channels + c])));
            F16 difference = _mm512_maskz_loadu_ps(lanes, k->differences[c] + x);
            F16 powered = _mm512_sub_ps(pow16(_mm512_add_ps(difference, epsilon), _mm512_set1_ps(k->p)), _mm512_set1_ps(k->epsilon_p));
            F16 unclamped = _mm512_div_ps(powered, _mm512_add_ps(one, mask));
            F16 d = _mm512_div_ps(_mm512_mul_ps(maximum, unclamped), _mm512_add_ps(maximum, unclamped));
            // (d + e)^2 as one product: powf's correctly rounded square is the rounded product.
            F16 shifted = _mm512_add_ps(d, epsilon);
            F16 term = _mm512_sub_ps(_mm512_mul_ps(shifted, shifted), _mm512_set1_ps(k->epsilon_squared));
            term = _mm512_maskz_mov_ps(lanes, term);
            totals[c][0] = _mm512_add_pd(totals[c][0], _mm512_cvtps_pd(low_half(term)));
            totals[c][1] = _mm512_add_pd(totals[c][1], _mm512_cvtps_pd(high_half(term)));
        }
    }
    for (long c = 0; c < channels; c++) sums[c] = _mm512_reduce_add_pd(_mm512_add_pd(totals[c][0], totals[c][1]));
}
#endif

int ns_cvvdp_contrasts_rows(const ns_cvvdp_contrasts *kernel, long start, long end) {
#ifdef NS_CVVDP_X86
    if (ns_vector_width() == 16 && kernel->channels <= 4) {
        contrasts_avx512(kernel, start, end);
        return 1;
    }
#endif
    (void)kernel, (void)start, (void)end;
    return 0;
}

int ns_cvvdp_masked_sums(const ns_cvvdp_masking *kernel, long start, long end, double *sums) {
#ifdef NS_CVVDP_X86
    if (ns_vector_width() == 16 && kernel->channels <= 4) {
        masked_avx512(kernel, start, end, sums);
        return 1;
    }
#endif
    (void)kernel, (void)start, (void)end, (void)sums;
    return 0;
}
