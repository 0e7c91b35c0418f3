// A post-process pass: a 13-tap separable-style blur, chromatic aberration and a vignette over
// iChannel0. Bandwidth-bound: 15 texture taps per pixel.
void mainImage(out vec4 fragColor, in vec2 fragCoord) {
    vec2 uv = fragCoord / iResolution.xy;
    vec2 texel = 1.0 / iChannelResolution[0].xy;
    vec3 blurred = vec3(0.0);
    float total = 0.0;
    for (int i = -6; i <= 6; i++) {
        float w = exp(-float(i * i) / 18.0);
        vec2 offset = vec2(float(i), float(i) * 0.5) * texel * 2.0;
        blurred += w * texture(iChannel0, uv + offset).rgb;
        total += w;
    }
    blurred /= total;
    vec2 shift = (uv - 0.5) * 0.01;
    float red = texture(iChannel0, uv + shift).r;
    float blue = texture(iChannel0, uv - shift).b;
    vec3 color = mix(blurred, vec3(red, blurred.g, blue), 0.5);
    float vignette = smoothstep(0.9, 0.3, length(uv - 0.5));
    fragColor = vec4(color * vignette, 1.0);
}
