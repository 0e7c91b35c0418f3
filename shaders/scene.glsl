// Push constants shared by the scene shaders (SceneConstants in Swift).
layout(push_constant) uniform Scene {
    uint cost;     // ALU iterations per fragment (fill)
    uint layers;   // quads (ui)
    uint fetches;  // texture fetches per fragment (textured)
    float zero;    // always 0: keeps the ALU loop from being optimized away
    vec2 size;     // render-target size in pixels
    vec2 pad;
    vec4 motion;   // the pattern's motion: rotation cosine, sine, scroll, 1 when it moves (SceneMotion)
} scene;

// Where the pattern is read for normalized coordinates `uv` in a sequence's frame: rotated about
// the centre, scrolled, u wrapped; a still frame's coordinates are left exactly as they are.
// SceneMotion.moved computes the same on the CPU, operation for operation.
vec2 sceneMoved(vec2 uv) {
    if (scene.motion.w == 0.0) return uv;
    float x = uv.x - 0.5;
    float y = uv.y - 0.5;
    float u = scene.motion.x * x - scene.motion.y * y + 0.5 + scene.motion.z;
    float v = scene.motion.y * x + scene.motion.x * y + 0.5;
    return vec2(u - floor(u), v);
}
