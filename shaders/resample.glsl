// Bindings and push constants shared by the resample kernels (ResampleConstants in Swift).
layout(local_size_x = 16, local_size_y = 8) in;

// Per destination coordinate: x = first source index, y = tap count, z = first weight index.
layout(std430, set = 0, binding = 2) readonly buffer Spans { ivec4 spans[]; };
layout(std430, set = 0, binding = 3) readonly buffer Weights { float weights[]; };

layout(push_constant) uniform Resample {
    ivec2 srcSize;
    ivec2 dstSize;
    int ySpans;    // index of the first vertical span in `spans`
} resample;
