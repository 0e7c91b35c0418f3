#version 450
#extension GL_GOOGLE_include_directive : require
#include "mesh.glsl"

layout(location = 0) out vec3 worldPosition;
layout(location = 1) out vec3 worldNormal;
layout(location = 2) out vec2 uv;
layout(location = 3) out vec4 tint;

// Geometry with depth: the instance's model matrix places the vertex, turned first by the
// objects' turn; gl_InstanceIndex counts from the draw's firstInstance.
void main() {
    MeshVertex v = vertices[gl_VertexIndex];
    MeshInstance instance = instances[gl_InstanceIndex];
    // The object turned about its own vertical axis first (a sequence's frame; still: c 1, s 0).
    float c = mesh.turn.x, s = mesh.turn.y;
    vec3 p = v.positionU.xyz, n = v.normalV.xyz;
    vec3 turned = vec3(c * p.x + s * p.z, p.y, c * p.z - s * p.x);
    vec3 turnedNormal = vec3(c * n.x + s * n.z, n.y, c * n.z - s * n.x);
    vec4 world = instance.model * vec4(turned, 1.0);
    worldPosition = world.xyz;
    worldNormal = mat3(instance.model) * turnedNormal;
    uv = vec2(v.positionU.w, v.normalV.w);
    tint = instance.tint;
    gl_Position = mesh.viewProjection * world;
}
