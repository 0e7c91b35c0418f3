// A small raymarcher: spheres and a floor by signed distance, soft shadows and ambient occlusion.
// Fragment-bound: about 100 distance evaluations per pixel, no texture traffic.
float map(vec3 p) {
    float floorPlane = p.y + 1.0;
    vec3 q = p;
    q.xz = mod(q.xz + 1.5, 3.0) - 1.5;
    float spheres = length(q - vec3(0.0, 0.1 * sin(iTime + p.x), 0.0)) - 0.8;
    return min(floorPlane, spheres);
}

vec3 normalAt(vec3 p) {
    vec2 e = vec2(0.001, 0.0);
    return normalize(vec3(map(p + e.xyy) - map(p - e.xyy), map(p + e.yxy) - map(p - e.yxy), map(p + e.yyx) - map(p - e.yyx)));
}

float softShadow(vec3 origin, vec3 direction) {
    float light = 1.0, t = 0.05;
    for (int i = 0; i < 24; i++) {
        float d = map(origin + direction * t);
        light = min(light, 8.0 * d / t);
        t += clamp(d, 0.02, 0.5);
    }
    return clamp(light, 0.0, 1.0);
}

void mainImage(out vec4 fragColor, in vec2 fragCoord) {
    vec2 uv = (2.0 * fragCoord - iResolution.xy) / iResolution.y;
    vec3 origin = vec3(0.0, 1.2, -4.0 + 0.2 * iTime);
    vec3 direction = normalize(vec3(uv, 1.6) - vec3(0.0, 0.25, 0.0));
    float t = 0.0;
    for (int i = 0; i < 64; i++) {
        float d = map(origin + direction * t);
        if (d < 0.001 || t > 30.0) break;
        t += d;
    }
    vec3 color = vec3(0.55, 0.65, 0.8) - 0.3 * direction.y;
    if (t < 30.0) {
        vec3 p = origin + direction * t;
        vec3 n = normalAt(p);
        vec3 sun = normalize(vec3(0.6, 0.7, -0.4));
        float diffuse = max(dot(n, sun), 0.0) * softShadow(p + n * 0.01, sun);
        float occlusion = clamp(map(p + n * 0.2) / 0.2, 0.0, 1.0);
        vec3 albedo = p.y < -0.99 ? vec3(0.5 + 0.5 * mod(floor(p.x) + floor(p.z), 2.0)) : vec3(0.9, 0.5, 0.3);
        color = albedo * (0.15 * occlusion + 0.85 * diffuse);
        color = mix(color, vec3(0.55, 0.65, 0.8), 1.0 - exp(-0.02 * t * t));
    }
    fragColor = vec4(pow(color, vec3(0.4545)), 1.0);
}
