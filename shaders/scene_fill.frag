#version 450
#extension GL_GOOGLE_include_directive : require
#include "scene.glsl"
#include "pattern.glsl"

layout(location = 0) out vec4 color;

// fill: the scene pattern plus `cost` dependent ALU iterations per fragment.
void main() {
    vec2 uv = sceneMoved(gl_FragCoord.xy / scene.size);
    float acc = uv.x + uv.y;
    for (uint i = 0u; i < scene.cost; ++i) {
        acc = fract(acc * 1.6180339 + 0.3819660);
    }
    color = vec4(scenePattern(uv) + acc * scene.zero, 1.0);
}
