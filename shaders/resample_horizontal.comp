#version 450
#extension GL_GOOGLE_include_directive : require
#include "resample.glsl"

layout(set = 0, binding = 0, rgba8) uniform readonly image2D source;
layout(set = 0, binding = 1, rgba16f) uniform writeonly image2D intermediate;

// First pass of a separable kernel: source (srcW x srcH) -> intermediate (dstW x srcH), kept in
// floating point so the second pass adds no rounding of its own.
void main() {
    ivec2 p = ivec2(gl_GlobalInvocationID.xy);
    if (p.x >= resample.dstSize.x || p.y >= resample.srcSize.y) return;
    ivec4 sx = spans[p.x];
    vec4 sum = vec4(0.0);
    for (int i = 0; i < sx.y; ++i) {
        sum += weights[sx.z + i] * imageLoad(source, ivec2(sx.x + i, p.y));
    }
    imageStore(intermediate, p, sum);
}
