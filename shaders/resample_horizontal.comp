#version 450
#extension GL_GOOGLE_include_directive : require
#include "resample.glsl"

layout(set = 0, binding = 0) uniform sampler2D source;
// The intermediate (dstW x srcH), row-major, each texel 4 halves packed in a uvec2: a storage
// buffer, not an image, so the pass stores plain words instead of going through image format
// conversion (the same 8 bytes a texel as RGBA16F).
layout(std430, set = 0, binding = 1) writeonly buffer Intermediate { uvec2 intermediate[]; };

// First pass of a separable kernel: source (srcW x srcH) -> intermediate (dstW x srcH), kept in
// half floats so the second pass adds no 8-bit rounding of its own. Each invocation computes 4
// adjacent columns of ROWS adjacent rows from the union of the columns' taps: every source texel
// is fetched once per group instead of once per tap, and each vec4 of weights (one per texel)
// serves every row.
void main() {
    int group = int(gl_GlobalInvocationID.x);
    int y = int(gl_GlobalInvocationID.y) * ROWS;
    int x = group * GROUP;
    if (x >= resample.dstSize.x || y >= resample.srcSize.y) return;
    ivec4 span = spans[group];
    vec4 sum[ROWS][GROUP];
    for (int r = 0; r < ROWS; ++r) for (int k = 0; k < GROUP; ++k) sum[r][k] = vec4(0.0);
    for (int u = 0; u < span.y; ++u) {
        vec4 w = weights[span.z + u];
        for (int r = 0; r < ROWS; ++r) {
            // Rows past the last are clamped: fetched, never stored (row 0 is in range).
            vec4 texel = texelFetch(source, ivec2(span.x + u, r == 0 ? y : min(y + r, resample.srcSize.y - 1)), 0);
            sum[r][0] += w.x * texel; sum[r][1] += w.y * texel; sum[r][2] += w.z * texel; sum[r][3] += w.w * texel;
        }
    }
    for (int r = 0; r < ROWS; ++r) {
        if (r == 0 || y + r < resample.srcSize.y) {
            int row = (y + r) * resample.dstSize.x + x;
            for (int k = 0; k < GROUP; ++k) {
                if (k == 0 || x + k < resample.dstSize.x) intermediate[row + k] = uvec2(packHalf2x16(sum[r][k].xy), packHalf2x16(sum[r][k].zw));
            }
        }
    }
}
