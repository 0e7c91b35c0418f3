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
    for (int j = 0; j < sy.y; ++j) {
        float wy = weights[sy.z + j].x;
        int row = sy.x + j;
        for (int u = 0; u < sx.y; ++u) {
            vec4 texel = wy * texelFetch(source, ivec2(sx.x + u, row), 0);
            vec4 w = weights[sx.z + u];
            s0 += w.x * texel;
            s1 += w.y * texel;
            s2 += w.z * texel;
            s3 += w.w * texel;
        }
    }
    imageStore(destination, ivec2(x, y), s0);
    if (x + 1 < resample.dstSize.x) imageStore(destination, ivec2(x + 1, y), s1);
    if (x + 2 < resample.dstSize.x) imageStore(destination, ivec2(x + 2, y), s2);
    if (x + 3 < resample.dstSize.x) imageStore(destination, ivec2(x + 3, y), s3);
}
