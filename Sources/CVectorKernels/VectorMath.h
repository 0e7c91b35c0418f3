// Vector maths shared by the quality kernels on AVX-512: 16 floats in halves of 8 doubles, and a
// powf of 16 lanes within an ulp of glibc's (see FLIPKernels.c for why it is written by hand).
// Included by the kernel files only, after immintrin.h, inside their x86 and glibc guard.
#ifndef NATIVESCALE_VECTOR_MATH_H
#define NATIVESCALE_VECTOR_MATH_H
// AVX-512: 16 floats, in halves of 8 doubles.
#define T512 __attribute__((target("avx512f")))
typedef __m512 F16;
typedef __m512d D8;

// The low and high 8 lanes of 16 floats, and 16 floats from two halves.
T512 static inline __m256 low_half(F16 v) { return _mm512_castps512_ps256(v); }
T512 static inline __m256 high_half(F16 v) { return _mm256_castpd_ps(_mm512_extractf64x4_pd(_mm512_castps_pd(v), 1)); }
T512 static inline F16 joined(__m256 low, __m256 high) {
    return _mm512_castpd_ps(_mm512_insertf64x4(_mm512_castps_pd(_mm512_castps256_ps512(low)), _mm256_castps_pd(high), 1));
}

// log2 of 8 positive lanes in double, from the mantissa m in [0.75, 1.5) as
// 2 atanh((m - 1) / (m + 1)) / ln 2 (series to the 17th power, |s| <= 0.2: error 3e-15) plus the
// exponent.
T512 static inline D8 log2_8(D8 x) {
    D8 m = _mm512_getmant_pd(x, _MM_MANT_NORM_p75_1p5, _MM_MANT_SIGN_zero), e = _mm512_getexp_pd(x);
    // getexp gives floor(log2 x); the mantissa is halved into [0.75, 1) where x's own is 1.5 or more.
    e = _mm512_mask_add_pd(e, _mm512_cmp_pd_mask(m, _mm512_set1_pd(1), _CMP_LT_OQ), e, _mm512_set1_pd(1));
    D8 s = _mm512_div_pd(_mm512_sub_pd(m, _mm512_set1_pd(1)), _mm512_add_pd(m, _mm512_set1_pd(1))), s2 = _mm512_mul_pd(s, s);
    D8 series = _mm512_set1_pd(1.0 / 17);
    for (int k = 15; k >= 1; k -= 2) series = _mm512_add_pd(_mm512_mul_pd(series, s2), _mm512_set1_pd(1.0 / k));
    return _mm512_add_pd(e, _mm512_mul_pd(_mm512_mul_pd(_mm512_set1_pd(2 / M_LN2), s), series));
}

// x^y for 8 lanes of x >= 0 in double: 2^(y log2 x), with log2_8, and 2^t as e^(f ln 2) (Taylor
// to the 12th power on |f| <= 1/2: error 2e-16) scaled by 2^round(t). x = 0 gives 0 for y > 0,
// 1 for y = 0, infinity for y < 0, as powf does.
T512 static inline D8 pow8(D8 x, D8 y) {
    D8 log2x = log2_8(x);
    D8 t = _mm512_mul_pd(y, log2x);
    t = _mm512_max_pd(_mm512_min_pd(t, _mm512_set1_pd(1024)), _mm512_set1_pd(-1100));
    D8 n = _mm512_roundscale_pd(t, _MM_FROUND_TO_NEAREST_INT | _MM_FROUND_NO_EXC);
    D8 z = _mm512_mul_pd(_mm512_sub_pd(t, n), _mm512_set1_pd(M_LN2));
    D8 poly = _mm512_set1_pd(1.0 / 479001600);  // 1/12!
    double factorial = 479001600;
    for (int k = 11; k >= 0; k--) {
        factorial /= (k + 1);
        poly = _mm512_add_pd(_mm512_mul_pd(poly, z), _mm512_set1_pd(1 / factorial));
    }
    D8 result = _mm512_scalef_pd(poly, n);
    __mmask8 zero = _mm512_cmp_pd_mask(x, _mm512_setzero_pd(), _CMP_EQ_OQ);
    D8 atZero = _mm512_mask_mov_pd(_mm512_set1_pd(INFINITY), _mm512_cmp_pd_mask(y, _mm512_setzero_pd(), _CMP_GT_OQ), _mm512_setzero_pd());
    result = _mm512_mask_mov_pd(result, zero, atZero);
    return _mm512_mask_mov_pd(result, _mm512_cmp_pd_mask(y, _mm512_setzero_pd(), _CMP_EQ_OQ), _mm512_set1_pd(1));
}

// powf of 16 lanes through pow8, each rounded once to float.
T512 static inline F16 pow16(F16 x, F16 y) {
    return joined(_mm512_cvtpd_ps(pow8(_mm512_cvtps_pd(low_half(x)), _mm512_cvtps_pd(low_half(y)))),
                  _mm512_cvtpd_ps(pow8(_mm512_cvtps_pd(high_half(x)), _mm512_cvtps_pd(high_half(y)))));
}

// log10 of 16 positive lanes, each rounded once to float.
T512 static inline F16 log10_16(F16 x) {
    D8 scale = _mm512_set1_pd(0.30102999566398119521);  // log10(2)
    return joined(_mm512_cvtpd_ps(_mm512_mul_pd(log2_8(_mm512_cvtps_pd(low_half(x))), scale)),
                  _mm512_cvtpd_ps(_mm512_mul_pd(log2_8(_mm512_cvtps_pd(high_half(x))), scale)));
}

#endif
