// variants: OUTPUT_FORMAT=rgba8 rgba16f rgb10_a2
#version 450
#extension GL_GOOGLE_include_directive : require
#include "upscale.glsl"

layout(set = 0, binding = 0) uniform sampler2D source;
layout(set = 0, binding = 1, OUTPUT_FORMAT) uniform writeonly image2D destination;

// Snapdragon Game Super Resolution 1, written from Qualcomm's description and its BSD-licensed
// shader (RGBA mode, no edge direction, threshold 8/255, edge sharpness 2); GameSuperResolution
// in Swift is the same arithmetic on the CPU. `precise` as the FSR 1 passes are: the edge vote is
// a threshold, and a contraction that moved a sum by an ulp could move a pixel by 23 levels.

const float EDGE_THRESHOLD = 8.0 / 255.0;
const float EDGE_SHARPNESS = 2.0;
const float LARGEST_STEP = 23.0 / 255.0;

// The 12 taps around the 2x2 at (X, Y0), in the order they are accumulated.
const ivec2 TAPS[12] = ivec2[12](
    ivec2(0, -1), ivec2(1, -1), ivec2(1, 2), ivec2(0, 2), ivec2(-1, 1), ivec2(0, 1),
    ivec2(0, 0), ivec2(-1, 0), ivec2(1, 1), ivec2(2, 1), ivec2(2, 0), ivec2(1, 0));

void main() {
    ivec2 p = ivec2(gl_GlobalInvocationID.xy);
    if (any(greaterThanEqual(p, upscale.dstSize))) return;
    precise vec2 ratio = vec2(upscale.srcSize) / vec2(upscale.dstSize);
    precise vec2 position = (vec2(p) + 0.5) * ratio - 0.5;
    precise vec2 fp = floor(position);
    precise vec2 t = position - fp;
    ivec2 origin = ivec2(fp);
    ivec2 size = upscale.srcSize;
    precise vec3 a = texel(source, origin, size);
    precise vec3 b = texel(source, origin + ivec2(1, 0), size);
    precise vec3 c = texel(source, origin + ivec2(0, 1), size);
    precise vec3 d = texel(source, origin + ivec2(1, 1), size);
    precise vec3 top = a * (1.0 - t.x) + b * t.x;
    precise vec3 bottom = c * (1.0 - t.x) + d * t.x;
    precise vec3 colour = top * (1.0 - t.y) + bottom * t.y;
    precise float green[12];
    for (int i = 0; i < 12; i++) green[i] = texel(source, origin + TAPS[i], size).g;
    // The 2x2: (X, Y0) is tap 6, (X, Y0+1) tap 5, (X+1, Y0+1) tap 8, (X+1, Y0) tap 11.
    precise float vote = abs(green[6] - green[5]) + abs(colour.g - green[5]) + abs(colour.g - green[6]);
    if (vote > EDGE_THRESHOLD) {
        precise float mean = (green[5] + green[6] + green[8] + green[11]) * 0.25;
        precise float centred[12];
        for (int i = 0; i < 12; i++) centred[i] = green[i] - mean;
        precise float sum = (((abs(centred[4]) + abs(centred[5])) + abs(centred[6])) + abs(centred[7]))
            + (((abs(centred[8]) + abs(centred[9])) + abs(centred[10])) + abs(centred[11]))
            + (((abs(centred[0]) + abs(centred[1])) + abs(centred[2])) + abs(centred[3]));
        precise float sumMean = 1.014185e+01 / sum;
        precise float std = sumMean * sumMean;
        precise float weights = 0.0;
        precise float weighted = 0.0;
        for (int i = 0; i < 12; i++) {
            precise float dx = t.x - float(TAPS[i].x);
            precise float dy = t.y - float(TAPS[i].y);
            precise float x = (dx * dx + dy * dy) * 0.55 + clamp(abs(centred[i]) * std, 0.0, 1.0);
            precise float wA = x - 4.0;
            precise float wB = x * wA - wA;
            wA *= wA;
            precise float w = wB * wA;
            weights += w;
            precise float contribution = w * centred[i];
            weighted += contribution;
        }
        precise float final = weighted / weights;
        precise float highest = max(max(centred[5], centred[6]), max(centred[8], centred[11]));
        precise float lowest = min(min(centred[5], centred[6]), min(centred[8], centred[11]));
        precise float step = clamp(EDGE_SHARPNESS * final, lowest, highest) - (colour.g - mean);
        step = clamp(step, -LARGEST_STEP, LARGEST_STEP);
        colour = clamp(colour + step, 0.0, 1.0);
    }
    imageStore(destination, p, vec4(colour, 1.0));
}
