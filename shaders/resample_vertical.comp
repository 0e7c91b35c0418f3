// variants: OUTPUT_FORMAT=rgba8 rgba16f rgb10_a2
#version 450
#extension GL_GOOGLE_include_directive : require
#include "resample.glsl"

layout(set = 0, binding = 0) uniform sampler2D intermediate;
// The destination is stored in the render format (the variant), or the nearest one the device stores.
layout(set = 0, binding = 1, OUTPUT_FORMAT) uniform writeonly image2D destination;

// Second pass of a separable kernel: intermediate (dstW x srcH) -> destination (dstW x dstH).
// Each invocation computes 4 adjacent rows from the union of their taps.
void main() {
    int x = int(gl_GlobalInvocationID.x);
    int group = int(gl_GlobalInvocationID.y);
    int y = group * GROUP;
    if (x >= resample.dstSize.x || y >= resample.dstSize.y) return;
    ivec4 span = spans[resample.ySpans + group];
    vec4 s0 = vec4(0.0), s1 = vec4(0.0), s2 = vec4(0.0), s3 = vec4(0.0);
    for (int u = 0; u < span.y; ++u) {
        vec4 value = texelFetch(intermediate, ivec2(x, span.x + u), 0);
        vec4 w = weights[span.z + u];
        s0 += w.x * value;
        s1 += w.y * value;
        s2 += w.z * value;
        s3 += w.w * value;
    }
    imageStore(destination, ivec2(x, y), s0);
    if (y + 1 < resample.dstSize.y) imageStore(destination, ivec2(x, y + 1), s1);
    if (y + 2 < resample.dstSize.y) imageStore(destination, ivec2(x, y + 2), s2);
    if (y + 3 < resample.dstSize.y) imageStore(destination, ivec2(x, y + 3), s3);
}
