// variants: OUTPUT_FORMAT=rgba8 rgba16f rgb10_a2
#version 450
#extension GL_GOOGLE_include_directive : require
#include "upscale.glsl"

layout(set = 0, binding = 0) uniform sampler2D source;
// The output: the stage's native-size image (easu), or FSR 1's half-float intermediate (rgba16f).
layout(set = 0, binding = 1, OUTPUT_FORMAT) uniform writeonly image2D destination;

// EASU, written from AMD's FSR 1 description; EdgeAdaptiveUpsampling in Swift is the same
// arithmetic on the CPU. Every value is `precise` (no fused multiply-adds): the edge analysis
// divides differences of lumas, and a contraction that moves a difference by an ulp can move a
// pixel by many levels, so the GPU computes exactly the operations the reference does. The 12 taps around f:   b c / e f g h / i j k l / n o.

float luma(vec3 c) {
    precise float l = c.b * 0.5 + (c.r * 0.5 + c.g);
    return l;
}

// One quad's '+' of lumas (a above, b c d across, e below c), with its bilinear weight.
void analyse(inout vec2 direction, inout float len, float w, float a, float b, float c, float d, float e) {
    precise float dx = d - b;
    precise float wx = dx * w;
    direction.x += wx;
    precise float lx = clamp(abs(dx) * reciprocalLow(max(abs(d - c), abs(c - b))), 0.0, 1.0);
    precise float lwx = lx * lx * w;
    len += lwx;
    precise float dy = e - a;
    precise float wy = dy * w;
    direction.y += wy;
    precise float ly = clamp(abs(dy) * reciprocalLow(max(abs(e - c), abs(c - a))), 0.0, 1.0);
    precise float lwy = ly * ly * w;
    len += lwy;
}

// The rotated, stretched Lanczos-2 approximation's weight for a tap `offset` texels away.
float weight(vec2 offset, vec2 direction, vec2 anisotropy, float lobe, float clip) {
    precise vec2 v = vec2(offset.x * direction.x + offset.y * direction.y, offset.x * -direction.y + offset.y * direction.x);
    v *= anisotropy;
    precise float d2 = min(v.x * v.x + v.y * v.y, clip);
    precise float base = 2.0 / 5.0 * d2 + -1.0;
    precise float window = lobe * d2 + -1.0;
    base *= base;
    window *= window;
    base = 25.0 / 16.0 * base + -(25.0 / 16.0 - 1.0);
    return base * window;
}

const ivec2 TAPS[12] = ivec2[12](
    ivec2(0, -1), ivec2(1, -1), ivec2(-1, 1), ivec2(0, 1), ivec2(0, 0), ivec2(-1, 0),
    ivec2(1, 1), ivec2(2, 1), ivec2(2, 0), ivec2(1, 0), ivec2(1, 2), ivec2(0, 2));

void main() {
    ivec2 p = ivec2(gl_GlobalInvocationID.xy);
    if (any(greaterThanEqual(p, upscale.dstSize))) return;
    precise vec2 position = vec2(p) * upscale.scale + upscale.offset;
    precise vec2 fp = floor(position);
    precise vec2 t = position - fp;
    ivec2 origin = ivec2(fp);
    precise vec3 colours[12];
    precise float l[12];
    for (int i = 0; i < 12; i++) {
        colours[i] = texel(source, origin + TAPS[i], upscale.srcSize);
        l[i] = luma(colours[i]);
    }
    // l: b c i j f e k l h g o n
    precise vec2 direction = vec2(0.0);
    precise float len = 0.0;
    analyse(direction, len, (1.0 - t.x) * (1.0 - t.y), l[0], l[5], l[4], l[9], l[3]);
    analyse(direction, len, t.x * (1.0 - t.y), l[1], l[4], l[9], l[8], l[6]);
    analyse(direction, len, (1.0 - t.x) * t.y, l[4], l[2], l[3], l[6], l[11]);
    analyse(direction, len, t.x * t.y, l[9], l[3], l[6], l[7], l[10]);
    precise float squared = direction.x * direction.x + direction.y * direction.y;
    bool isFlat = squared < 1.0 / 32768.0;
    squared = isFlat ? 1.0 : squareRootLow(squared);
    if (isFlat) direction.x = 1.0;
    direction *= squared;
    precise float edge = len * 0.5;
    edge *= edge;
    precise float stretch = (direction.x * direction.x + direction.y * direction.y) * reciprocalLow(max(abs(direction.x), abs(direction.y)));
    precise vec2 anisotropy = vec2(1.0 + (stretch - 1.0) * edge, 1.0 + -0.5 * edge);
    precise float lobe = 0.5 + ((1.0 / 4.0 - 0.04) - 0.5) * edge;
    precise float clip = reciprocalLow(lobe);
    precise vec3 sum = vec3(0.0);
    precise float weights = 0.0;
    for (int i = 0; i < 12; i++) {
        precise float w = weight(vec2(TAPS[i]) - t, direction, anisotropy, lobe, clip);
        precise vec3 weighted = colours[i] * w;
        sum += weighted;
        weights += w;
    }
    // Dering: clamped to the 4 nearest texels, f g j k.
    precise vec3 low = min(min(colours[4], colours[9]), min(colours[3], colours[6]));
    precise vec3 high = max(max(colours[4], colours[9]), max(colours[3], colours[6]));
    precise vec3 result = min(high, max(low, sum * (1.0 / weights)));
    imageStore(destination, p, vec4(roundedToHalf(result), 1.0));
}
