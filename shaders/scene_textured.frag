#version 450
#extension GL_GOOGLE_include_directive : require
#include "scene.glsl"
#include "pattern.glsl"

layout(set = 0, binding = 0) uniform sampler2D noise;
layout(location = 0) out vec4 color;

// textured: `fetches` bilinear fetches per fragment from a 1024x1024 texture, spread so that
// they miss each other's cache lines: the shape of a bandwidth-bound pass.
void main() {
    vec2 uv = sceneMoved(gl_FragCoord.xy / scene.size);
    vec4 sum = vec4(0.0);
    for (uint i = 0u; i < scene.fetches; ++i) {
        vec2 offset = vec2(float(i) * 0.1372, float(i) * 0.0719);
        sum += texture(noise, uv * 2.0 + offset);
    }
    vec3 fetched = sum.rgb / float(max(scene.fetches, 1u));
    color = vec4(mix(scenePattern(uv), fetched, 0.5), 1.0);
}
