// variants: OUTPUT_FORMAT=rgba8 rgba16f rgb10_a2
#version 450
#extension GL_GOOGLE_include_directive : require
#include "resample.glsl"

layout(set = 0, binding = 0) uniform sampler2D source;
// The destination is stored in the render format (the variant), or the nearest one the device stores.
layout(set = 0, binding = 1, OUTPUT_FORMAT) uniform writeonly image2D destination;

// bilinear: 2x2 taps at the mapped texel centre, clamped to the edge (what a LINEAR blit does).
void main() {
    ivec2 p = ivec2(gl_GlobalInvocationID.xy);
    if (any(greaterThanEqual(p, resample.dstSize))) return;
    vec2 s = (vec2(p) + 0.5) * (vec2(resample.srcSize) / vec2(resample.dstSize)) - 0.5;
    vec2 base = floor(s);
    vec2 t = s - base;
    ivec2 last = resample.srcSize - 1;
    ivec2 lo = clamp(ivec2(base), ivec2(0), last);
    ivec2 hi = clamp(ivec2(base) + 1, ivec2(0), last);
    vec4 a = texelFetch(source, lo, 0);
    vec4 b = texelFetch(source, ivec2(hi.x, lo.y), 0);
    vec4 c = texelFetch(source, ivec2(lo.x, hi.y), 0);
    vec4 d = texelFetch(source, hi, 0);
    imageStore(destination, p, mix(mix(a, b, t.x), mix(c, d, t.x), t.y));
}
