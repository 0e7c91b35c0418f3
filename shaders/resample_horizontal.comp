#version 450
#extension GL_GOOGLE_include_directive : require
#include "resample.glsl"

layout(set = 0, binding = 0) uniform sampler2D source;
// The intermediate (dstW x srcH), row-major, each texel 4 halves packed in a uvec2: a storage
// buffer, not an image, so the pass stores plain words instead of going through image format
// conversion (the same 8 bytes a texel as RGBA16F).
layout(std430, set = 0, binding = 1) writeonly buffer Intermediate { uvec2 intermediate[]; };

// Stores the 4 outputs of one row.
void store(int y, int x, vec4 s0, vec4 s1, vec4 s2, vec4 s3) {
    int row = y * resample.dstSize.x + x;
    intermediate[row] = uvec2(packHalf2x16(s0.xy), packHalf2x16(s0.zw));
    if (x + 1 < resample.dstSize.x) intermediate[row + 1] = uvec2(packHalf2x16(s1.xy), packHalf2x16(s1.zw));
    if (x + 2 < resample.dstSize.x) intermediate[row + 2] = uvec2(packHalf2x16(s2.xy), packHalf2x16(s2.zw));
    if (x + 3 < resample.dstSize.x) intermediate[row + 3] = uvec2(packHalf2x16(s3.xy), packHalf2x16(s3.zw));
}

// First pass of a separable kernel: source (srcW x srcH) -> intermediate (dstW x srcH), kept in
// half floats so the second pass adds no 8-bit rounding of its own. Each invocation computes 4
// adjacent columns of ROWS adjacent rows from the union of the columns' taps: every source texel
// is fetched once per group instead of once per tap, and each vec4 of weights (one per texel)
// serves every row.
void main() {
    int group = int(gl_GlobalInvocationID.x);
    int y = int(gl_GlobalInvocationID.y) * ROWS;
    int x = group * GROUP;
    if (x >= resample.dstSize.x || y >= resample.srcSize.y) return;
    ivec4 span = spans[group];
    int y1 = min(y + 1, resample.srcSize.y - 1);
    vec4 s0 = vec4(0.0), s1 = vec4(0.0), s2 = vec4(0.0), s3 = vec4(0.0);
    vec4 t0 = vec4(0.0), t1 = vec4(0.0), t2 = vec4(0.0), t3 = vec4(0.0);
    for (int u = 0; u < span.y; ++u) {
        vec4 w = weights[span.z + u];
        vec4 a = texelFetch(source, ivec2(span.x + u, y), 0);
        s0 += w.x * a; s1 += w.y * a; s2 += w.z * a; s3 += w.w * a;
        if (ROWS > 1) {
            vec4 b = texelFetch(source, ivec2(span.x + u, y1), 0);
            t0 += w.x * b; t1 += w.y * b; t2 += w.z * b; t3 += w.w * b;
        }
    }
    store(y, x, s0, s1, s2, s3);
    if (ROWS > 1 && y + 1 < resample.srcSize.y) store(y + 1, x, t0, t1, t2, t3);
}
