#version 450
#extension GL_GOOGLE_include_directive : require
#include "mesh.glsl"

layout(location = 0) out vec3 worldPosition;
layout(location = 1) out vec3 worldNormal;
layout(location = 2) out vec2 uv;
layout(location = 3) out vec4 tint;

// Geometry with depth: the instance's model matrix places the vertex; gl_InstanceIndex counts
// from the draw's firstInstance.
void main() {
    MeshVertex v = vertices[gl_VertexIndex];
    MeshInstance instance = instances[gl_InstanceIndex];
    vec4 world = instance.model * vec4(v.positionU.xyz, 1.0);
    worldPosition = world.xyz;
    worldNormal = mat3(instance.model) * v.normalV.xyz;
    uv = vec2(v.positionU.w, v.normalV.w);
    tint = instance.tint;
    gl_Position = mesh.viewProjection * world;
}
