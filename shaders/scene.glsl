// Push constants shared by the scene shaders (SceneConstants in Swift).
layout(push_constant) uniform Scene {
    uint cost;     // ALU iterations per fragment (fill)
    uint layers;   // quads (ui)
    uint fetches;  // texture fetches per fragment (textured)
    float zero;    // always 0: keeps the ALU loop from being optimized away
    vec2 size;     // render-target size in pixels
} scene;
