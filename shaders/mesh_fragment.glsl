// The mesh fragment shader's body, included by mesh.frag and (with WRITES_MOTION) mesh_motion.frag.
layout(location = 0) in vec3 worldPosition;
layout(location = 1) in vec3 worldNormal;
layout(location = 2) in vec2 uv;
layout(location = 3) in vec4 tint;
layout(location = 0) out vec4 color;
#ifdef WRITES_MOTION
layout(location = 4) in vec4 previousClip;
layout(location = 1) out vec2 motion;
#endif

// Lit and textured: base colour (texture × factor × instance tint), one directional light
// (Lambert, two-sided) plus ambient, and a Blinn-Phong highlight. With motion, the offset from
// this pixel's centre to where its surface point was in the frame before, in target pixels
// (the previous clip position interpolated perspective-correctly, divided here per pixel), from
// the point's unjittered position.
void main() {
    vec3 albedo = texture(baseColorTexture, uv).rgb * mesh.baseColor.rgb * tint.rgb;
    vec3 n = normalize(worldNormal);
    vec3 toEye = normalize(mesh.eye.xyz - worldPosition);
    if (dot(n, toEye) < 0.0) n = -n;
    vec3 light = normalize(vec3(0.4, 0.8, 0.45));
    float diffuse = max(dot(n, light), 0.0);
    float specular = pow(max(dot(n, normalize(light + toEye)), 0.0), 32.0);
    color = vec4(albedo * (0.25 + 0.75 * diffuse) + vec3(0.25 * specular), 1.0);
#ifdef WRITES_MOTION
    vec2 previousPixel = (previousClip.xy / previousClip.w * 0.5 + 0.5) * previous.size.xy;
    // Not jittered: from where the surface point is without this frame's jitter.
    motion = previousPixel - (gl_FragCoord.xy - mesh.jitter.zw);
#endif
}
