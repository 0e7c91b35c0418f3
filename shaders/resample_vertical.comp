// variants: OUTPUT_FORMAT=rgba8 rgba16f rgb10_a2
#version 450
#extension GL_GOOGLE_include_directive : require
#include "resample.glsl"

// The horizontal pass's output (dstW x srcH half-float texels, see resample_horizontal.comp).
layout(std430, set = 0, binding = 0) readonly buffer Intermediate { uvec2 intermediate[]; };
// The destination is stored in the render format (the variant), or the nearest one the device stores.
layout(set = 0, binding = 1, OUTPUT_FORMAT) uniform writeonly image2D destination;

vec4 unpack(uvec2 texel) { return vec4(unpackHalf2x16(texel.x), unpackHalf2x16(texel.y)); }

// Stores the 4 outputs of one column.
void store(int x, int y, vec4 s0, vec4 s1, vec4 s2, vec4 s3) {
    imageStore(destination, ivec2(x, y), s0);
    if (y + 1 < resample.dstSize.y) imageStore(destination, ivec2(x, y + 1), s1);
    if (y + 2 < resample.dstSize.y) imageStore(destination, ivec2(x, y + 2), s2);
    if (y + 3 < resample.dstSize.y) imageStore(destination, ivec2(x, y + 3), s3);
}

// Second pass of a separable kernel: intermediate (dstW x srcH) -> destination (dstW x dstH).
// Each invocation computes 4 adjacent rows of ROWS adjacent columns from the union of the rows'
// taps, each vec4 of weights serving every column.
void main() {
    int x = int(gl_GlobalInvocationID.x) * ROWS;
    int group = int(gl_GlobalInvocationID.y);
    int y = group * GROUP;
    if (x >= resample.dstSize.x || y >= resample.dstSize.y) return;
    ivec4 span = spans[resample.ySpans + group];
    int x1 = min(x + 1, resample.dstSize.x - 1);
    vec4 s0 = vec4(0.0), s1 = vec4(0.0), s2 = vec4(0.0), s3 = vec4(0.0);
    vec4 t0 = vec4(0.0), t1 = vec4(0.0), t2 = vec4(0.0), t3 = vec4(0.0);
    for (int u = 0; u < span.y; ++u) {
        vec4 w = weights[span.z + u];
        int row = (span.x + u) * resample.dstSize.x;
        vec4 a = unpack(intermediate[row + x]);
        s0 += w.x * a; s1 += w.y * a; s2 += w.z * a; s3 += w.w * a;
        if (ROWS > 1) {
            vec4 b = unpack(intermediate[row + x1]);
            t0 += w.x * b; t1 += w.y * b; t2 += w.z * b; t3 += w.w * b;
        }
    }
    store(x, y, s0, s1, s2, s3);
    if (ROWS > 1 && x + 1 < resample.dstSize.x) store(x + 1, y, t0, t1, t2, t3);
}
