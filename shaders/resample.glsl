// Bindings and push constants shared by the resample kernels (ResampleConstants in Swift).
// The work-group size is WorkGroup.resample in Swift, passed as specialization constants 0 and 1.
layout(local_size_x_id = 0, local_size_y_id = 1) in;

// Table kernels work on groups of 4 adjacent outputs along their axis. Per group: x = first
// source index of the union of the 4 outputs' taps, y = union length, z = first weight index.
layout(std430, set = 0, binding = 2) readonly buffer Spans { ivec4 spans[]; };
// Per group and union position: the weights of the group's 4 outputs (0 outside a tap range).
layout(std430, set = 0, binding = 3) readonly buffer Weights { vec4 weights[]; };

layout(push_constant) uniform Resample {
    ivec2 srcSize;
    ivec2 dstSize;
    int ySpans;    // index of the first vertical group in `spans`
} resample;

const int GROUP = 4;
// Specialization constant 2 (WorkGroup.cpuTuned in Swift): true on CPU rasterizers (lavapipe),
// where a weight load from a storage buffer costs as much as a texel fetch and a dynamic inner
// loop costs more than its taps; false on GPUs, where the shader statistics show that layout
// raising VGPRs and cutting occupancy (navi21: 80 VGPRs, 12 subgroups per SIMD instead of 32).
layout(constant_id = 2) const bool CPU_TUNED = false;
// Rows (horizontal pass) or columns (vertical pass) each invocation computes, sharing one vec4
// of weights per tap: 4 when CPU_TUNED.
const int ROWS = CPU_TUNED ? 4 : 1;
