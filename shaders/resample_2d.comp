#version 450
#extension GL_GOOGLE_include_directive : require
#include "resample.glsl"

layout(set = 0, binding = 0, rgba8) uniform readonly image2D source;
layout(set = 0, binding = 1, rgba8) uniform writeonly image2D destination;

// One pass over the product of a horizontal and a vertical weight table (area: exact box
// coverage, at most 3x3 taps when downscaling by less than 2).
void main() {
    ivec2 p = ivec2(gl_GlobalInvocationID.xy);
    if (any(greaterThanEqual(p, resample.dstSize))) return;
    ivec4 sx = spans[p.x];
    ivec4 sy = spans[resample.ySpans + p.y];
    vec4 sum = vec4(0.0);
    for (int j = 0; j < sy.y; ++j) {
        vec4 row = vec4(0.0);
        for (int i = 0; i < sx.y; ++i) {
            row += weights[sx.z + i] * imageLoad(source, ivec2(sx.x + i, sy.x + j));
        }
        sum += weights[sy.z + j] * row;
    }
    imageStore(destination, p, sum);
}
