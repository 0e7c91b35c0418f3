// Push constants and helpers shared by the upscaler passes (UpscaleConstants in Swift).
// The work-group size is WorkGroup.resample in Swift, passed as specialization constants 0 and 1.
layout(local_size_x_id = 0, local_size_y_id = 1) in;

layout(push_constant) uniform Upscale {
    vec2 scale;       // output pixel -> source position: p * scale + offset (EASU)
    vec2 offset;
    ivec2 srcSize;
    ivec2 dstSize;
    float sharpness;  // RCAS: 2^-stops
} upscale;

// The bit-pattern approximations of FSR 1 (EdgeAdaptiveUpsampling and ApproximateReciprocal in
// Swift compute the same integer arithmetic on the same bits).
float reciprocalLow(float a) { return uintBitsToFloat(0x7EF07EBBu - floatBitsToUint(a)); }
float reciprocalMedium(float a) {
    precise float b = uintBitsToFloat(0x7EF19FFFu - floatBitsToUint(a));
    precise float r = b * (-b * a + 2.0);
    return r;
}
float squareRootLow(float a) { return uintBitsToFloat(0x5F347D74u - (floatBitsToUint(a) >> 1u)); }

// The texel at p, clamped to the image (a clamp-to-edge gather).
vec3 texel(sampler2D image, ivec2 p, ivec2 size) { return texelFetch(image, clamp(p, ivec2(0), size - 1), 0).rgb; }

// FSR 1's hand-over precision: rounded to half (to nearest, ties to even), flushed to 0 below
// 2^-14, so that storing it to RGBA16F is exact whatever rounding the device's conversion uses
// (HalfPrecision in Swift).
vec3 roundedToHalf(vec3 x) {
    uvec3 bits = floatBitsToUint(x);
    bits = (bits + 0x0FFFu + ((bits >> 13u) & 1u)) & 0xFFFFE000u;
    return mix(uintBitsToFloat(bits), vec3(0.0), lessThan(abs(x), vec3(6.103515625e-05)));
}
