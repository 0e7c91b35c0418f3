// The mesh vertex shader's body, included by mesh.vert and (with WRITES_MOTION) mesh_motion.vert.
layout(location = 0) out vec3 worldPosition;
layout(location = 1) out vec3 worldNormal;
layout(location = 2) out vec2 uv;
layout(location = 3) out vec4 tint;
#ifdef WRITES_MOTION
layout(location = 4) out vec4 previousClip;
#endif

// The object turned about its own vertical axis by the turn whose cosine and sine are c and s.
vec3 turned(vec3 p, float c, float s) {
    return vec3(c * p.x + s * p.z, p.y, c * p.z - s * p.x);
}

// Geometry with depth: the instance's model matrix places the vertex, turned first by the
// objects' turn; gl_InstanceIndex counts from the draw's firstInstance. With motion, the same
// vertex is also placed where it was in the frame before: the previous turn, the previous camera.
void main() {
    MeshVertex v = vertices[gl_VertexIndex];
    MeshInstance instance = instances[gl_InstanceIndex];
    // A sequence's frame turns the object; a still frame has cosine 1, sine 0.
    vec4 world = instance.model * vec4(turned(v.positionU.xyz, mesh.turn.x, mesh.turn.y), 1.0);
    worldPosition = world.xyz;
    worldNormal = mat3(instance.model) * turned(v.normalV.xyz, mesh.turn.x, mesh.turn.y);
    uv = vec2(v.positionU.w, v.normalV.w);
    tint = instance.tint;
    gl_Position = mesh.viewProjection * world;
    // A temporal upscaler's jitter moves the image by a fraction of a pixel: clip xy by jitter × w.
    gl_Position.xy += mesh.jitter.xy * gl_Position.w;
#ifdef WRITES_MOTION
    vec4 previousWorld = previousModels[gl_InstanceIndex] * vec4(turned(v.positionU.xyz, previous.turn.x, previous.turn.y), 1.0);
    previousClip = previous.viewProjection * previousWorld;
#endif
}
