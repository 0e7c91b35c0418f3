// FLIP's per-pixel colour conversion and error on AVX-512 (see include/CVectorKernels.h; on other
// CPUs the Swift loops run). The conversion is operation for operation FLIPColor's Swift (the same
// roundings in the same order, no fused multiply-add), so it gives the same bits; the error's two
// powers are computed in double (pow16 below) and rounded once, within an ulp of glibc's powf.
//
// Written by hand because no kept library gives a 16-lane powf that can be called here: glibc's
// libmvec has one (_ZGVeN16vv_powf), but its vector ABI passes the lanes in zmm registers only
// when the whole file is compiled for AVX-512, and clang passes them on the stack from a function
// that is only marked for it (checked: it returned 1 or NaN for every lane).
#include "CVectorKernels.h"
#include <math.h>  // and with it glibc's features.h, which defines __GLIBC__

#pragma clang fp contract(off)

#if (defined(__x86_64__) || defined(__i386__)) && defined(__GLIBC__)
#include <immintrin.h>
#define NS_FLIP_X86 1

#endif

#ifdef NS_FLIP_X86
#include "VectorMath.h"

// The cube root of each positive normal lane of 8, as FLIPColor.cubeRoots computes it: a first
// guess that divides the float's bit pattern by three (exact in double: no quotient of an integer
// below 2^31 by three lies within 2^-21 of another integer) plus 709958130, then two Halley steps
// in double, y (y^3 + 2t) / (2y^3 + t), rounded once to float.
T512 static inline __m256 cube_roots8(__m256 t) {
    D8 x = _mm512_cvtps_pd(t);
    D8 third = _mm512_roundscale_pd(_mm512_div_pd(_mm512_cvtepi32_pd(_mm256_castps_si256(t)), _mm512_set1_pd(3)),
                                    _MM_FROUND_TO_NEG_INF | _MM_FROUND_NO_EXC);
    __m256i guess = _mm256_add_epi32(_mm512_cvttpd_epi32(third), _mm256_set1_epi32(709958130));
    D8 y = _mm512_cvtps_pd(_mm256_castsi256_ps(guess));
    for (int step = 0; step < 2; step++) {
        D8 cube = _mm512_mul_pd(_mm512_mul_pd(y, y), y);
        y = _mm512_mul_pd(y, _mm512_div_pd(_mm512_add_pd(cube, _mm512_mul_pd(_mm512_set1_pd(2), x)),
                                           _mm512_add_pd(_mm512_mul_pd(_mm512_set1_pd(2), cube), x)));
    }
    return _mm512_cvtpd_ps(y);
}

T512 static inline F16 cube_roots16(F16 t) { return joined(cube_roots8(low_half(t)), cube_roots8(high_half(t))); }

// Row `row` of the 3x3 matrix `m` times (a, b, c), summed left to right as FLIPColor.multiply sums it.
T512 static inline F16 matrix_row(const float *m, int row, F16 a, F16 b, F16 c) {
    return _mm512_add_ps(_mm512_add_ps(_mm512_mul_ps(_mm512_set1_ps(m[3 * row]), a), _mm512_mul_ps(_mm512_set1_ps(m[3 * row + 1]), b)),
                         _mm512_mul_ps(_mm512_set1_ps(m[3 * row + 2]), c));
}

T512 static inline F16 lab_f16(F16 t, const ns_flip_color *c) {
    F16 linear = _mm512_add_ps(_mm512_div_ps(t, _mm512_set1_ps(c->linear_divisor)), _mm512_set1_ps(c->linear_offset));
    __mmask16 below = _mm512_cmp_ps_mask(t, _mm512_set1_ps(c->threshold), _CMP_LE_OQ);
    return _mm512_mask_mov_ps(cube_roots16(t), below, linear);
}

T512 static inline F16 clamp16(F16 v) {
    __mmask16 low = _mm512_cmp_ps_mask(v, _mm512_setzero_ps(), _CMP_LE_OQ), high = _mm512_cmp_ps_mask(v, _mm512_set1_ps(1), _CMP_GT_OQ);
    return _mm512_mask_mov_ps(_mm512_mask_mov_ps(v, low, _mm512_setzero_ps()), high, _mm512_set1_ps(1));
}

#define M16(m, i) _mm512_set1_ps((m)[i])
T512 static void flip_convert_avx512(const float *filtered, long stride, float *output, long width, const ns_flip_color *c) {
    for (long x = 0; x < width; x += 16) {
        const float *f = filtered + x;
        F16 luma = _mm512_loadu_ps(f), cx = _mm512_loadu_ps(f + stride);
        F16 cz = _mm512_add_ps(_mm512_loadu_ps(f + 2 * stride), _mm512_loadu_ps(f + 3 * stride));
        F16 y = _mm512_div_ps(_mm512_add_ps(luma, _mm512_set1_ps(16)), _mm512_set1_ps(116));
        F16 vx = _mm512_mul_ps(_mm512_add_ps(y, _mm512_div_ps(cx, _mm512_set1_ps(500))), M16(c->white, 0));
        F16 vz = _mm512_mul_ps(_mm512_sub_ps(y, _mm512_div_ps(cz, _mm512_set1_ps(200))), M16(c->white, 2));
        const float *m = c->to_linear_rgb;
        F16 r = clamp16(matrix_row(m, 0, vx, y, vz));
        F16 g = clamp16(matrix_row(m, 1, vx, y, vz));
        F16 b = clamp16(matrix_row(m, 2, vx, y, vz));
        const float *n = c->to_xyz;
        F16 X = matrix_row(n, 0, r, g, b);
        F16 Y = matrix_row(n, 1, r, g, b);
        F16 Z = matrix_row(n, 2, r, g, b);
        F16 fx = lab_f16(_mm512_div_ps(X, M16(c->white, 0)), c), fy = lab_f16(Y, c), fz = lab_f16(_mm512_div_ps(Z, M16(c->white, 2)), c);
        F16 l = _mm512_sub_ps(_mm512_mul_ps(_mm512_set1_ps(116), fy), _mm512_set1_ps(16));
        F16 hunt = _mm512_mul_ps(_mm512_set1_ps(0.01f), l);
        _mm512_storeu_ps(output + x, l);
        _mm512_storeu_ps(output + stride + x, _mm512_mul_ps(_mm512_mul_ps(hunt, _mm512_set1_ps(500)), _mm512_sub_ps(fx, fy)));
        _mm512_storeu_ps(output + 2 * stride + x, _mm512_mul_ps(_mm512_mul_ps(hunt, _mm512_set1_ps(200)), _mm512_sub_ps(fy, fz)));
        F16 ex = _mm512_loadu_ps(f + 4 * stride), ey = _mm512_loadu_ps(f + 5 * stride);
        F16 px = _mm512_loadu_ps(f + 6 * stride), py = _mm512_loadu_ps(f + 7 * stride);
        _mm512_storeu_ps(output + 3 * stride + x, _mm512_sqrt_ps(_mm512_add_ps(_mm512_mul_ps(ex, ex), _mm512_mul_ps(ey, ey))));
        _mm512_storeu_ps(output + 4 * stride + x, _mm512_sqrt_ps(_mm512_add_ps(_mm512_mul_ps(px, px), _mm512_mul_ps(py, py))));
    }
}

T512 static void flip_errors_avx512(const float *const *test, const float *const *reference, float *out, long count, const ns_flip_error *e) {
    for (long x = 0; x < count; x += 16) {
        __mmask16 lanes = count - x >= 16 ? 0xFFFF : (__mmask16)((1u << (count - x)) - 1);
#define LOAD(p) _mm512_maskz_loadu_ps(lanes, (p) + x)
        F16 dl = _mm512_abs_ps(_mm512_sub_ps(LOAD(reference[0]), LOAD(test[0])));
        F16 da = _mm512_sub_ps(LOAD(reference[1]), LOAD(test[1])), db = _mm512_sub_ps(LOAD(reference[2]), LOAD(test[2]));
        F16 edge = _mm512_abs_ps(_mm512_sub_ps(LOAD(reference[3]), LOAD(test[3])));
        F16 point = _mm512_abs_ps(_mm512_sub_ps(LOAD(reference[4]), LOAD(test[4])));
#undef LOAD
        F16 hyab = _mm512_add_ps(dl, _mm512_sqrt_ps(_mm512_add_ps(_mm512_mul_ps(da, da), _mm512_mul_ps(db, db))));
        F16 power = pow16(hyab, _mm512_set1_ps(e->color_exponent));
        F16 above = _mm512_add_ps(_mm512_set1_ps(e->cutoff_target),
                                  _mm512_mul_ps(_mm512_div_ps(_mm512_sub_ps(power, _mm512_set1_ps(e->cutoff)), _mm512_set1_ps(e->above_span)),
                                                _mm512_set1_ps(e->above_scale)));
        __mmask16 below = _mm512_cmp_ps_mask(power, _mm512_set1_ps(e->cutoff), _CMP_LT_OQ);
        F16 color = _mm512_mask_mov_ps(above, below, _mm512_mul_ps(power, _mm512_set1_ps(e->below_scale)));
        // max(edge, point) as Swift's max: point where point >= edge, else edge.
        F16 larger = _mm512_mask_mov_ps(edge, _mm512_cmp_ps_mask(point, edge, _CMP_GE_OQ), point);
        F16 feature = _mm512_sqrt_ps(_mm512_div_ps(larger, _mm512_set1_ps(e->root_two)));
        _mm512_mask_storeu_ps(out + x, lanes, pow16(color, _mm512_sub_ps(_mm512_set1_ps(1), feature)));
    }
}


// The 256 entries of `table` at 16 byte-sized indices, from the table held in 16 registers: eight
// two-register permutes pick by the low five bits, and three rounds of blends by bits 5, 6 and 7
// (a gather of 16 lanes costs several times as much on AMD's cores).
T512 static inline F16 lookup256(const F16 table[16], __m512i index) {
    F16 level[8];
    for (int pair = 0; pair < 8; pair++) level[pair] = _mm512_permutex2var_ps(table[2 * pair], index, table[2 * pair + 1]);
    for (int bit = 5, count = 8; bit < 8; bit++, count /= 2) {
        __mmask16 high = _mm512_test_epi32_mask(index, _mm512_set1_epi32(1 << bit));
        for (int k = 0; k < count / 2; k++) level[k] = _mm512_mask_mov_ps(level[2 * k], high, level[2 * k + 1]);
    }
    return level[0];
}

// YCxCz and normalised luminance of `width` RGBA8 pixels, 16 at a time (the last vector masked), as
// FLIPColor.ycxcz computes each: the decoded channels through the XYZ matrix, over white, then
// 116 y - 16, 500 (x - y), 200 (y - z) and (Y + 16) / 116.
T512 static void flip_opponent_avx512(const unsigned char *pixels, long width, const float *decode, const ns_flip_color *c,
                                      float *y_row, float *cx_row, float *cz_row, float *luminance_row) {
    const float *n = c->to_xyz;
    F16 table[16];
    for (int k = 0; k < 16; k++) table[k] = _mm512_loadu_ps(decode + 16 * k);
    for (long x = 0; x < width; x += 16) {
        __mmask16 lanes = width - x >= 16 ? 0xFFFF : (__mmask16)((1u << (width - x)) - 1);
        __m512i rgba = _mm512_maskz_loadu_epi32(lanes, pixels + 4 * x), byte = _mm512_set1_epi32(0xFF);
        F16 r = lookup256(table, _mm512_and_si512(rgba, byte));
        F16 g = lookup256(table, _mm512_and_si512(_mm512_srli_epi32(rgba, 8), byte));
        F16 b = lookup256(table, _mm512_and_si512(_mm512_srli_epi32(rgba, 16), byte));
        F16 X = matrix_row(n, 0, r, g, b);
        F16 Y = matrix_row(n, 1, r, g, b);
        F16 Z = matrix_row(n, 2, r, g, b);
        F16 vx = _mm512_div_ps(X, M16(c->white, 0)), vz = _mm512_div_ps(Z, M16(c->white, 2));
        F16 luma = _mm512_sub_ps(_mm512_mul_ps(_mm512_set1_ps(116), Y), _mm512_set1_ps(16));
        _mm512_mask_storeu_ps(y_row + x, lanes, luma);
        _mm512_mask_storeu_ps(cx_row + x, lanes, _mm512_mul_ps(_mm512_set1_ps(500), _mm512_sub_ps(vx, Y)));
        _mm512_mask_storeu_ps(cz_row + x, lanes, _mm512_mul_ps(_mm512_set1_ps(200), _mm512_sub_ps(Y, vz)));
        _mm512_mask_storeu_ps(luminance_row + x, lanes, _mm512_div_ps(_mm512_add_ps(luma, _mm512_set1_ps(16)), _mm512_set1_ps(116)));
    }
}
#endif

int ns_flip_opponent(const unsigned char *pixels, long width, const float *decode, const ns_flip_color *color,
                     float *y, float *cx, float *cz, float *luminance) {
#ifdef NS_FLIP_X86
    if (ns_vector_width() == 16) {
        flip_opponent_avx512(pixels, width, decode, color, y, cx, cz, luminance);
        return 1;
    }
#endif
    (void)pixels, (void)width, (void)decode, (void)color, (void)y, (void)cx, (void)cz, (void)luminance;
    return 0;
}

int ns_flip_convert(const float *filtered, long stride, float *output, long width, const ns_flip_color *color) {
#ifdef NS_FLIP_X86
    if (ns_vector_width() == 16 && stride % 16 == 0) {
        flip_convert_avx512(filtered, stride, output, width, color);
        return 1;
    }
#endif
    (void)filtered, (void)stride, (void)output, (void)width, (void)color;
    return 0;
}

int ns_flip_errors(const float *const *test, const float *const *reference, float *out, long count, const ns_flip_error *error) {
#ifdef NS_FLIP_X86
    if (ns_vector_width() == 16) {
        flip_errors_avx512(test, reference, out, count, error);
        return 1;
    }
#endif
    (void)test, (void)reference, (void)out, (void)count, (void)error;
    return 0;
}
