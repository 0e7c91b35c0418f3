#version 450
#extension GL_GOOGLE_include_directive : require
#include "resample.glsl"

layout(set = 0, binding = 0) uniform sampler2D source;
layout(set = 0, binding = 1, rgba16f) uniform writeonly image2D intermediate;

// First pass of a separable kernel: source (srcW x srcH) -> intermediate (dstW x srcH), kept in
// floating point so the second pass adds no rounding of its own. Each invocation computes 4
// adjacent columns from the union of their taps: every source texel is fetched once per group
// instead of once per tap, with one vec4 of weights per texel.
void main() {
    int group = int(gl_GlobalInvocationID.x);
    int y = int(gl_GlobalInvocationID.y);
    int x = group * GROUP;
    if (x >= resample.dstSize.x || y >= resample.srcSize.y) return;
    ivec4 span = spans[group];
    vec4 s0 = vec4(0.0), s1 = vec4(0.0), s2 = vec4(0.0), s3 = vec4(0.0);
    for (int u = 0; u < span.y; ++u) {
        vec4 texel = texelFetch(source, ivec2(span.x + u, y), 0);
        vec4 w = weights[span.z + u];
        s0 += w.x * texel;
        s1 += w.y * texel;
        s2 += w.z * texel;
        s3 += w.w * texel;
    }
    imageStore(intermediate, ivec2(x, y), s0);
    if (x + 1 < resample.dstSize.x) imageStore(intermediate, ivec2(x + 1, y), s1);
    if (x + 2 < resample.dstSize.x) imageStore(intermediate, ivec2(x + 2, y), s2);
    if (x + 3 < resample.dstSize.x) imageStore(intermediate, ivec2(x + 3, y), s3);
}
