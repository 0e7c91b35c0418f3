// variants: OUTPUT_FORMAT=rgba8 rgba16f rgb10_a2
#version 450
#extension GL_GOOGLE_include_directive : require
#include "resample.glsl"

// The horizontal pass's output (dstW x srcH half-float texels, see resample_horizontal.comp).
layout(std430, set = 0, binding = 0) readonly buffer Intermediate { uvec2 intermediate[]; };
// The destination is stored in the render format (the variant), or the nearest one the device stores.
layout(set = 0, binding = 1, OUTPUT_FORMAT) uniform writeonly image2D destination;

// Second pass of a separable kernel: intermediate (dstW x srcH) -> destination (dstW x dstH).
// Each invocation computes 4 adjacent rows of ROWS adjacent columns from the union of the rows'
// taps, each vec4 of weights serving every column.
void main() {
    int x = int(gl_GlobalInvocationID.x) * ROWS;
    int group = int(gl_GlobalInvocationID.y);
    int y = group * GROUP;
    if (x >= resample.dstSize.x || y >= resample.dstSize.y) return;
    ivec4 span = spans[resample.ySpans + group];
    vec4 sum[ROWS][GROUP];
    for (int c = 0; c < ROWS; ++c) for (int k = 0; k < GROUP; ++k) sum[c][k] = vec4(0.0);
    for (int u = 0; u < span.y; ++u) {
        vec4 w = weights[span.z + u];
        int row = (span.x + u) * resample.dstSize.x;
        for (int c = 0; c < ROWS; ++c) {
            // Columns past the last are clamped: read, never stored.
            uvec2 packed = intermediate[row + (c == 0 ? x : min(x + c, resample.dstSize.x - 1))];
            vec4 value = vec4(unpackHalf2x16(packed.x), unpackHalf2x16(packed.y));
            sum[c][0] += w.x * value; sum[c][1] += w.y * value; sum[c][2] += w.z * value; sum[c][3] += w.w * value;
        }
    }
    for (int c = 0; c < ROWS; ++c) {
        if (c == 0 || x + c < resample.dstSize.x) {
            for (int k = 0; k < GROUP; ++k) {
                if (k == 0 || y + k < resample.dstSize.y) imageStore(destination, ivec2(x + c, y + k), sum[c][k]);
            }
        }
    }
}
