// variants: OUTPUT_FORMAT=rgba8 rgba16f rgb10_a2
#version 450
#extension GL_GOOGLE_include_directive : require
#include "resample.glsl"

layout(set = 0, binding = 0) uniform sampler2D source;
// The destination is stored in the render format (the variant), or the nearest one the device stores.
layout(set = 0, binding = 1, OUTPUT_FORMAT) uniform writeonly image2D destination;

// area in one pass: each invocation computes 4 adjacent columns of one row from the union of
// their horizontal taps (vec4 weights, one per column) times the row's vertical taps (a scalar
// weight each, in .x). Exact box coverage needs at most 3 taps per axis below 2x, so a second
// pass and its intermediate would cost more than they save.
void main() {
    int group = int(gl_GlobalInvocationID.x);
    int y = int(gl_GlobalInvocationID.y);
    int x = group * GROUP;
    if (x >= resample.dstSize.x || y >= resample.dstSize.y) return;
    ivec4 sx = spans[group];
    ivec4 sy = spans[resample.ySpans + y];
    vec4 s0 = vec4(0.0), s1 = vec4(0.0), s2 = vec4(0.0), s3 = vec4(0.0);
    if (CPU_TUNED && sy.y <= 3) {
        // Up to 3 rows (every scale below 2x): the vertical taps unrolled, their weights loaded
        // once, and each union column reduced vertically before its vec4 of weights spreads it
        // over the 4 outputs: no inner loop and no weight load per texel.
        int last = resample.srcSize.y - 1;
        float w0 = weights[sy.z].x, w1 = sy.y > 1 ? weights[sy.z + 1].x : 0.0, w2 = sy.y > 2 ? weights[sy.z + 2].x : 0.0;
        int r0 = sy.x, r1 = min(sy.x + 1, last), r2 = min(sy.x + 2, last);
        for (int u = 0; u < sx.y; ++u) {
            int column = sx.x + u;
            vec4 texel = w0 * texelFetch(source, ivec2(column, r0), 0) + w1 * texelFetch(source, ivec2(column, r1), 0)
                       + w2 * texelFetch(source, ivec2(column, r2), 0);
            vec4 w = weights[sx.z + u];
            s0 += w.x * texel; s1 += w.y * texel; s2 += w.z * texel; s3 += w.w * texel;
        }
    } else {
        for (int j = 0; j < sy.y; ++j) {
            float wy = weights[sy.z + j].x;
            int row = sy.x + j;
            for (int u = 0; u < sx.y; ++u) {
                vec4 texel = wy * texelFetch(source, ivec2(sx.x + u, row), 0);
                vec4 w = weights[sx.z + u];
                s0 += w.x * texel; s1 += w.y * texel; s2 += w.z * texel; s3 += w.w * texel;
            }
        }
    }
    imageStore(destination, ivec2(x, y), s0);
    if (x + 1 < resample.dstSize.x) imageStore(destination, ivec2(x + 1, y), s1);
    if (x + 2 < resample.dstSize.x) imageStore(destination, ivec2(x + 2, y), s2);
    if (x + 3 < resample.dstSize.x) imageStore(destination, ivec2(x + 3, y), s3);
}
