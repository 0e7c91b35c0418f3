#version 450
#extension GL_GOOGLE_include_directive : require
#include "temporal.glsl"

// Snapdragon Game Super Resolution 2, 2-pass compute variant, its first pass at the render size,
// written from Qualcomm's description and its BSD-licensed shaders (sgsr/v2, read, not copied):
// the depth clip (the nearest depth of this pixel's 2x2 against its four neighbouring 2x2s'), the
// motion in clip space (current minus previous: -2 x this project's render-pixel vectors / size),
// and the colour tone-mapped by c / (max(c) + 1), packed as YCoCg in 11:11:10 bits.
layout(set = 0, binding = 0) uniform sampler2D color;
layout(set = 0, binding = 1) uniform sampler2D depth;
layout(set = 0, binding = 2) uniform sampler2D motion;
layout(set = 0, binding = 3, rgba16f) uniform writeonly image2D handOver;
layout(set = 0, binding = 4, r32ui) uniform writeonly uimage2D packedColor;

float depthAt(ivec2 p) { return texelFetch(depth, clamp(p, ivec2(0), temporal.renderSize - 1), 0).r; }

// The nearest depth of the 2x2 from p right and down.
float nearest(ivec2 p) {
    return min(min(min(depthAt(p), depthAt(p + ivec2(1, 0))), depthAt(p + ivec2(0, 1))), depthAt(p + ivec2(1, 1)));
}

void main() {
    ivec2 p = ivec2(gl_GlobalInvocationID.xy);
    ivec2 size = temporal.renderSize;
    if (any(greaterThanEqual(p, size))) return;
    precise float separation = 1.37e-05 * temporal.fieldOfViewTangent * sqrt(float(size.x * size.x + size.y * size.y));
    precise float centre = nearest(p);
    precise float clip = 0.0;
    if (centre < 1.0 - 1.0e-05) {
        precise float scaled = separation * (1.0 - centre);
        precise float weight = 0.0;
        weight += clamp(scaled / (abs(centre - nearest(p + ivec2(-1, -1))) + 1.19e-07), 0.0, 1.0);
        weight += clamp(scaled / (abs(centre - nearest(p + ivec2(1, -1))) + 1.19e-07), 0.0, 1.0);
        weight += clamp(scaled / (abs(centre - nearest(p + ivec2(-1, 1))) + 1.19e-07), 0.0, 1.0);
        weight += clamp(scaled / (abs(centre - nearest(p + ivec2(1, 1))) + 1.19e-07), 0.0, 1.0);
        clip = clamp(1.0 - weight * 0.25, 0.0, 1.0);
    }
    vec2 vector = texelFetch(motion, p, 0).xy;
    precise vec2 clipMotion = vec2(-2.0 * vector.x / float(size.x), -2.0 * vector.y / float(size.y));
    vec3 rgb = texelFetch(color, p, 0).rgb;
    precise float divisor = max(max(rgb.r, rgb.g), rgb.b) + 1.0;
    precise vec3 mapped = rgb / divisor;
    precise float luma = 0.25 * (mapped.r + 2.0 * mapped.g + mapped.b);
    precise float orange = clamp(0.5 * mapped.r + 0.5 - 0.5 * mapped.b, 0.0, 1.0);
    precise float green = clamp(luma + orange - mapped.r, 0.0, 1.0);
    uint packed = (uint(luma * 2047.5) << 21u) | (uint(orange * 2047.5) << 10u) | uint(green * 1023.5);
    imageStore(packedColor, p, uvec4(packed));
    imageStore(handOver, p, roundedToHalf4(vec4(clipMotion, clip, divisor)));
}
