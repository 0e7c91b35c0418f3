// Push constants and helpers shared by the temporal upscaler's passes (TemporalConstants in
// Swift). The work-group size is WorkGroup.resample in Swift, passed as specialization constants
// 0 and 1. Every sum and product is `precise`: TemporalGameSuperResolution in Swift is the same
// arithmetic on the CPU, in the same order, and a contraction would move it by an ulp.
layout(local_size_x_id = 0, local_size_y_id = 1) in;

layout(push_constant) uniform Temporal {
    ivec2 renderSize;         // the jittered frame's size
    ivec2 displaySize;        // the output's size
    vec2 jitter;              // this frame's jitter in render pixels (x right, y down)
    float fieldOfViewTangent; // tan(horizontal field of view / 2)
    uint reset;               // 1: the history is discarded (a sequence's first frame, a cut)
    uint sameCamera;          // 1: the camera is where it was a frame before
} temporal;

// Rounded to half (to nearest, ties to even), flushed to 0 below 2^-14, so that an RGBA16F store
// is exact whatever rounding the device's conversion uses (HalfPrecision in Swift).
vec4 roundedToHalf4(vec4 x) {
    uvec4 bits = floatBitsToUint(x);
    bits = (bits + 0x0FFFu + ((bits >> 13u) & 1u)) & 0xFFFFE000u;
    return mix(uintBitsToFloat(bits), vec4(0.0), lessThan(abs(x), vec4(6.103515625e-05)));
}

// a + (b - a) * t, the order the Swift reference's lerp takes (GLSL's mix is a(1 - t) + bt).
float lerp(float a, float b, float t) {
    precise float r = a + (b - a) * t;
    return r;
}
