// The analytic scene every workload starts from, in normalized coordinates so that every render
// size shows the same image, with content where resolution shows:
//   v < 0.56          zone plate (fine detail rising toward the corners), a checker of hard
//                     edges, smooth gradients;
//   0.56 <= v < 0.76  text-like glyphs: 96 x 20 cells of 1-2 px strokes at 1080 px wide;
//   0.76 <= v < 0.80  smooth gradient band;
//   v >= 0.80         a fan of 15 thin lines (about 1.3 px to 2.3 px wide at 1080x1920).
// SceneReference.swift computes the same function on the CPU, operation for operation.
uint sceneHash(uint x) {
    x ^= x >> 16;
    x *= 0x7feb352du;
    x ^= x >> 15;
    x *= 0x846ca68bu;
    x ^= x >> 16;
    return x;
}

vec3 scenePattern(vec2 uv) {
    if (uv.y >= 0.56 && uv.y < 0.76) {
        float gx = uv.x * 96.0, gy = (uv.y - 0.56) * 100.0;
        float cx = floor(gx), cy = floor(gy);
        float fx = gx - cx, fy = gy - cy;
        uint bits = sceneHash(uint(cx) + 97u * uint(cy));
        bool ink = false;
        if ((bits >> 5u) % 6u != 0u && fx >= 0.2 && fx < 0.8 && fy >= 0.15 && fy < 0.85) {
            ink = ((bits & 1u) != 0u && fy < 0.27) || ((bits & 2u) != 0u && fy >= 0.44 && fy < 0.56)
                || ((bits & 4u) != 0u && fy >= 0.73) || ((bits & 8u) != 0u && fx < 0.34)
                || ((bits & 16u) != 0u && fx >= 0.66);
        }
        float paper = 0.93 - 0.08 * uv.x;
        return ink ? vec3(0.08, 0.08, 0.12) : vec3(paper);
    }
    if (uv.y >= 0.76 && uv.y < 0.80) {
        return vec3(uv.x, 0.5 * uv.x + 0.25, 1.0 - uv.x);
    }
    if (uv.y >= 0.80) {
        vec2 p = uv - vec2(0.5, 0.80);
        float line = 0.0;
        for (int k = 0; k < 15; ++k) {
            float angle = 0.2 + 0.19 * float(k);
            float distance = abs(p.x * sin(angle) - p.y * cos(angle));
            if (distance < 0.0006) line = 1.0;
        }
        return mix(vec3(0.05, 0.07, 0.10), vec3(0.95, 0.92, 0.85), line);
    }
    vec2 c = uv - 0.5;
    float zone = 0.5 + 0.5 * cos(400.0 * dot(c, c));
    float checker = mod(floor(uv.x * 18.0) + floor(uv.y * 32.0), 2.0);
    return vec3(zone, mix(uv.y, checker, 0.5), uv.x);
}
