// The compute harness around AMD's FSR 1 reference (ffx_a.h and ffx_fsr1.h from a checkout of
// GPUOpen-Effects/FidelityFX-FSR, passed with -I; never copied here). One pass per variant:
// -DEASU=1 or -DRCAS=1, the 32-bit paths (FsrEasuF, FsrRcasF), as AMD's sample's fallback uses.
#version 450
#extension GL_GOOGLE_include_directive : require
#define A_GPU 1
#define A_GLSL 1
#include "ffx_a.h"

layout(local_size_x = 8, local_size_y = 8) in;
// EASU: the input through a clamp-to-edge sampler (gathers); RCAS: EASU's output.
layout(set = 0, binding = 0) uniform sampler2D source;
layout(set = 0, binding = 1, rgba32f) uniform writeonly image2D destination;
layout(push_constant) uniform Constants {
    uvec4 con0;
    uvec4 con1;
    uvec4 con2;
    uvec4 con3;
    uvec2 outputSize;
} constants;

#if EASU
#define FSR_EASU_F 1
AF4 FsrEasuRF(AF2 p) { return textureGather(source, p, 0); }
AF4 FsrEasuGF(AF2 p) { return textureGather(source, p, 1); }
AF4 FsrEasuBF(AF2 p) { return textureGather(source, p, 2); }
#endif
#if RCAS
#define FSR_RCAS_F 1
// The integration's edge: texels outside the image read its edge (clamped), as nativescale's do.
AF4 FsrRcasLoadF(ASU2 p) { return texelFetch(source, clamp(p, ASU2(0), ASU2(constants.outputSize) - 1), 0); }
void FsrRcasInputF(inout AF1 r, inout AF1 g, inout AF1 b) {}
#endif
#include "ffx_fsr1.h"

// The integration's hand-over between the passes: half precision, rounded to nearest even and
// flushed below 2^-14 (nativescale hands EASU's output to RCAS in RGBA16F; AMD's FP16 sample does too).
AF3 roundedToHalf(AF3 x) {
    uvec3 bits = floatBitsToUint(x);
    bits = (bits + 0x0FFFu + ((bits >> 13u) & 1u)) & 0xFFFFE000u;
    return mix(uintBitsToFloat(bits), AF3(0.0), lessThan(abs(x), AF3(6.103515625e-05)));
}

void main() {
    AU2 p = gl_GlobalInvocationID.xy;
    if (any(greaterThanEqual(p, constants.outputSize))) return;
    AF3 c;
#if EASU
    FsrEasuF(c, p, constants.con0, constants.con1, constants.con2, constants.con3);
    c = roundedToHalf(c);
#else
    FsrRcasF(c.r, c.g, c.b, p, constants.con0);
#endif
    imageStore(destination, ASU2(p), AF4(c, 1.0));
}
