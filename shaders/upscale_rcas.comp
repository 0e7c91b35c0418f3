// variants: OUTPUT_FORMAT=rgba8 rgba16f rgb10_a2
#version 450
#extension GL_GOOGLE_include_directive : require
#include "upscale.glsl"

// EASU's output, at the output size.
layout(set = 0, binding = 0) uniform sampler2D source;
layout(set = 0, binding = 1, OUTPUT_FORMAT) uniform writeonly image2D destination;

// RCAS, written from AMD's FSR 1 description; ContrastAdaptiveSharpening in Swift is the same
// arithmetic on the CPU, `precise` (no fused multiply-adds) as EASU is. The limit of
// natural-looking sharpening: 1/4 - 1/16.
const float LIMIT = 0.25 - 1.0 / 16.0;

// One channel's lobe: the larger of the lobes that take it to 0 and to 1; a limiter whose
// denominator is 0 (a black or white ring) is left out rather than made 0/0.
float channelLobe(float low, float high, float centre) {
    bool minimum = high > 0.0;
    bool maximum = low < 1.0;
    precise float hitsMinimum = minimum ? min(low, centre) * (1.0 / (4.0 * high)) : 0.0;
    precise float hitsMaximum = maximum ? (1.0 - max(high, centre)) * (1.0 / (4.0 * low - 4.0)) : 0.0;
    if (minimum && maximum) return max(-hitsMinimum, hitsMaximum);
    if (minimum) return -hitsMinimum;
    if (maximum) return hitsMaximum;
    return 0.0;
}

void main() {
    ivec2 p = ivec2(gl_GlobalInvocationID.xy);
    if (any(greaterThanEqual(p, upscale.dstSize))) return;
    ivec2 size = upscale.dstSize;
    precise vec3 b = texel(source, p + ivec2(0, -1), size);
    precise vec3 d = texel(source, p + ivec2(-1, 0), size);
    precise vec3 e = texel(source, p, size);
    precise vec3 f = texel(source, p + ivec2(1, 0), size);
    precise vec3 h = texel(source, p + ivec2(0, 1), size);
    precise vec3 low = min(min(min(b, d), f), h);
    precise vec3 high = max(max(max(b, d), f), h);
    precise vec3 lobes = vec3(channelLobe(low.r, high.r, e.r), channelLobe(low.g, high.g, e.g), channelLobe(low.b, high.b, e.b));
    precise float lobe = max(-LIMIT, min(max(max(lobes.r, lobes.g), lobes.b), 0.0)) * upscale.sharpness;
    precise float reciprocal = reciprocalMedium(4.0 * lobe + 1.0);
    precise vec3 sharpened = (b * lobe + d * lobe + h * lobe + f * lobe + e) * reciprocal;
    imageStore(destination, p, vec4(sharpened, 1.0));
}
