// variants: OUTPUT_FORMAT=rgba8 rgba16f rgb10_a2
#version 450
#extension GL_GOOGLE_include_directive : require
#include "temporal.glsl"

// Snapdragon Game Super Resolution 2, 2-pass compute variant, its second pass at the output size
// (Qualcomm's description and BSD-licensed shaders, read, not copied): the history where this
// pixel was a frame before; a Lanczos-like upsample of the jittered frame over 5 taps (9 when the
// camera holds still) and a box of the taps' range and spread; the history clamped into the box;
// a blend whose weight falls with motion and depth clip; the tone map undone.
layout(set = 0, binding = 0) uniform sampler2D history;
layout(set = 0, binding = 1) uniform sampler2D handOver;
layout(set = 0, binding = 2) uniform usampler2D packedColor;
layout(set = 0, binding = 3, OUTPUT_FORMAT) uniform writeonly image2D destination;
layout(set = 0, binding = 4, rgba16f) uniform writeonly image2D nextHistory;

const ivec2 TAPS[9] = ivec2[9](
    ivec2(0, 1), ivec2(1, 0), ivec2(-1, 0), ivec2(0, 0), ivec2(0, -1),
    ivec2(1, 1), ivec2(-1, 1), ivec2(1, -1), ivec2(-1, -1));

vec3 unpacked(uint v) {
    precise vec3 c = vec3(float(v >> 21u) * (1.0 / 2047.5), float(v & (2047u << 10u)) * 4.76953602e-7 - 0.5, float(v & 1023u) * (1.0 / 1023.5) - 0.5);
    return c;
}

float fastLanczos(float base) {
    precise float y = base - 1.0;
    precise float y2 = y * y;
    precise float r = (0.75 * y + y2) * y2;
    return r;
}

void main() {
    ivec2 q = ivec2(gl_GlobalInvocationID.xy);
    if (any(greaterThanEqual(q, temporal.displaySize))) return;
    precise vec2 render = vec2(temporal.renderSize);
    precise vec2 display = vec2(temporal.displaySize);
    precise vec2 uv = (vec2(q) + 0.5) / display;
    precise vec2 jittered = clamp(uv + temporal.jitter / render, 0.0, 1.0);
    ivec2 inputPos = ivec2(jittered * render);
    vec4 hand = texelFetch(handOver, clamp(inputPos, ivec2(0), temporal.renderSize - 1), 0);
    precise vec2 motion = hand.xy;
    float depthClip = hand.z;
    vec4 previous = textureLod(history, clamp(uv - 0.5 * motion, 0.0, 1.0), 0.0);
    float reset = float(temporal.reset);
    float historyWeight = clamp(abs(previous.w), 0.0, 1.0);
    precise vec2 moved = motion * display;
    precise float motionLength = sqrt(moved.x * moved.x + moved.y * moved.y);

    // The kernel's bias: wide where there is no history, narrower with depth clip.
    precise float largest = min(display.x / render.x, 1.99);
    precise float kernel = clamp(historyWeight + reset, 0.0, 1.0);
    precise float widest = largest - largest * kernel;
    precise float narrowest = max(1.0, 0.3 + 0.3 * widest);
    precise float bias = lerp(widest, narrowest, max(0.25 * depthClip, kernel)) * 0.5;
    precise float bias2 = bias * bias;
    precise float curve = lerp(-2.0, -3.0, clamp(motionLength * 0.02, 0.0, 1.0));
    precise vec2 offset = vec2(inputPos) + 0.5 - temporal.jitter - uv * render;

    precise vec3 upsampled = vec3(0.0);
    precise float weight = 0.0;
    vec3 lowest = vec3(1e30);
    vec3 highest = vec3(-1e30);
    precise vec3 centre = vec3(0.0);
    precise vec3 spread = vec3(0.0);
    precise float boxWeight = 0.0;
    int taps = temporal.sameCamera != 0u ? 9 : 5;
    for (int i = 0; i < taps; i++) {
        ivec2 at = clamp(inputPos + TAPS[i], ivec2(0), temporal.renderSize - 1);
        vec3 colour = unpacked(texelFetch(packedColor, at, 0).r);
        precise vec2 distance = offset + vec2(TAPS[i]);
        precise float squared = distance.x * distance.x + distance.y * distance.y;
        precise float w = fastLanczos(clamp(squared * bias2, 0.0, 1.0));
        upsampled += colour * w;
        weight += w;
        precise float bw = exp(squared * curve);
        lowest = min(lowest, colour);
        highest = max(highest, colour);
        centre += colour * bw;
        spread += colour * colour * bw;
        boxWeight += bw;
    }
    precise vec3 current = min(max(upsampled / weight, lowest - 0.05), highest + 0.05);
    precise float currentWeight = weight * (1.0 / 3.0);
    precise float boxNormal = 1.0 / boxWeight;
    precise vec3 mean = centre * boxNormal;
    precise vec3 variance = spread * boxNormal - mean * mean;
    precise vec3 deviation = sqrt(abs(variance));

    precise float kept = 1.0 - historyWeight;
    precise float update = kept - kept * depthClip;
    update = min(update, lerp(update, currentWeight * 10.0, clamp(10.0 * motionLength, 0.0, 1.0)));
    update = min(update, lerp(update, currentWeight, clamp(motionLength * 0.05, 0.0, 1.0)));
    precise float boxScale = max(depthClip, clamp(motionLength * 0.05, 0.0, 1.0));
    precise vec2 ratio = display / render;
    precise float boxSize = lerp(min(20.0, pow(ratio.x * ratio.y, 3.0)), 1.0, boxScale);
    precise vec3 boxHigh = min(highest, mean + deviation * boxSize);
    precise vec3 boxLow = max(lowest, mean - deviation * boxSize);
    precise vec3 past = previous.xyz;
    precise vec3 clamped = min(max(past, boxLow), boxHigh);
    bool moving = abs(hand.x) + abs(hand.y) > 0.000001;
    float start = temporal.sameCamera != 0u && !moving ? 0.3 : 0.0;
    bool outside = any(greaterThan(boxLow, past)) || any(greaterThan(past, boxHigh));
    precise float keep = outside ? start : 1.0;
    past = clamped + (past - clamped) * keep;
    update = lerp(min(update, 0.1), update, keep);
    precise float alpha = clamp(currentWeight / max(1.192e-07, update + currentWeight) + reset, 0.0, 1.0);
    precise vec3 blended = past + (current - past) * alpha;
    imageStore(nextHistory, q, roundedToHalf4(vec4(blended, historyWeight)));

    // YCoCg back to RGB, then the tone map undone.
    precise float difference = blended.x - blended.z;
    precise vec3 rgb = clamp(vec3(difference + blended.y, blended.x + blended.z, difference - blended.y), 0.0, 1.0);
    precise float top = clamp(max(max(rgb.r, rgb.g), rgb.b), 0.0, 1.0);
    precise float scale = hand.w > 4000.0 ? hand.w : 1.0 / ((1.0 + 600.0 / 65504.0) - top);
    imageStore(destination, q, vec4(rgb * scale, 1.0));
}
