#version 450
#extension GL_GOOGLE_include_directive : require
#include "resample.glsl"

layout(set = 0, binding = 0, rgba16f) uniform readonly image2D intermediate;
layout(set = 0, binding = 1, rgba8) uniform writeonly image2D destination;

// Second pass of a separable kernel: intermediate (dstW x srcH) -> destination (dstW x dstH).
void main() {
    ivec2 p = ivec2(gl_GlobalInvocationID.xy);
    if (any(greaterThanEqual(p, resample.dstSize))) return;
    ivec4 sy = spans[resample.ySpans + p.y];
    vec4 sum = vec4(0.0);
    for (int j = 0; j < sy.y; ++j) {
        sum += weights[sy.z + j] * imageLoad(intermediate, ivec2(p.x, sy.x + j));
    }
    imageStore(destination, p, sum);
}
