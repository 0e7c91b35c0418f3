#version 450
#extension GL_GOOGLE_include_directive : require
#include "scene.glsl"

layout(location = 0) out vec2 texcoord;
layout(location = 1) out vec4 tint;

// ui: instance i is a card at a deterministic place and size, in normalized coordinates.
void main() {
    float i = float(gl_InstanceIndex);
    vec2 size = vec2(0.30 + 0.35 * fract(i * 0.7548777), 0.08 + 0.20 * fract(i * 0.5698403));
    vec2 origin = vec2(fract(i * 0.6180340 + 0.05), fract(i * 0.3819660 + 0.11)) * (1.0 - size);
    const vec2 corners[6] = vec2[](vec2(0, 0), vec2(1, 0), vec2(0, 1), vec2(1, 0), vec2(1, 1), vec2(0, 1));
    vec2 corner = corners[gl_VertexIndex];
    vec2 position = origin + corner * size;
    gl_Position = vec4(position * 2.0 - 1.0, 0.0, 1.0);
    texcoord = corner * vec2(size.x / size.y, 1.0) * 0.5;
    tint = vec4(0.55 + 0.45 * cos(6.2831853 * (i * 0.1618 + vec3(0.0, 0.33, 0.67))), 0.72);
}
