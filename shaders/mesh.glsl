// Bindings and push constants shared by the mesh shaders (MeshConstants in Swift). Vertices and
// instances are pulled from storage buffers by index: no vertex input state.
struct MeshVertex {
    vec4 positionU;  // xyz position, w = u
    vec4 normalV;    // xyz normal, w = v
};
struct MeshInstance {
    mat4 model;
    vec4 tint;
};
layout(std430, set = 0, binding = 0) readonly buffer Vertices { MeshVertex vertices[]; };
layout(std430, set = 0, binding = 1) readonly buffer Instances { MeshInstance instances[]; };
layout(set = 0, binding = 2) uniform sampler2D baseColorTexture;

layout(push_constant) uniform Mesh {
    mat4 viewProjection;
    vec4 baseColor;    // the mesh's base-colour factor
    vec4 eye;          // xyz: camera position in the world
    vec4 turn;         // xy: cosine and sine of the objects' turn about their own vertical axes
    vec4 jitter;       // xy: this frame's jitter in clip space (x right, y down); zw: in pixels
} mesh;

#ifdef WRITES_MOTION
// The frame before (MeshScene's previous-frame buffer, written before each pass): its camera,
// its turn, and the target's size, from which the pass writes motion vectors.
layout(std430, set = 0, binding = 3) readonly buffer Previous {
    mat4 viewProjection;
    vec4 turn;   // xy: cosine and sine of the previous frame's turn
    vec4 size;   // xy: the render target's width and height in pixels
} previous;
// Each instance's model matrix in the frame before (an animation moves them; else the same).
layout(std430, set = 0, binding = 4) readonly buffer PreviousModels { mat4 previousModels[]; };
#endif
