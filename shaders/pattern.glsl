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

// (sin, cos) of the 15 line angles 0.2 + 0.19 k, as float literals: no transcendental per
// fragment (llvmpipe evaluates every branch for every lane, so they would cost every pixel).
const vec2 sceneLineDirections[15] = vec2[](
    vec2(0.19866932928562164, 0.9800665974617004),
    vec2(0.3801884055137634, 0.9249090552330017),
    vec2(0.5480239391326904, 0.836462676525116),
    vec2(0.6961352229118347, 0.717910647392273),
    vec2(0.819191575050354, 0.5735200047492981),
    vec2(0.9127639532089233, 0.4084874391555786),
    vec2(0.9734845161437988, 0.22875280678272247),
    vec2(0.9991679191589355, 0.040785010904073715),
    vec2(0.988889753818512, -0.14865070581436157),
    vec2(0.9430199265480042, -0.3327362537384033),
    vec2(0.8632093667984009, -0.5048460960388184),
    vec2(0.7523306012153625, -0.6587857604026794),
    vec2(0.6143742799758911, -0.7890147566795349),
    vec2(0.4543056786060333, -0.8908458948135376),
    vec2(0.27788591384887695, -0.9606140851974487)
);

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
            vec2 d = sceneLineDirections[k];
            float distance = abs(p.x * d.x - p.y * d.y);
            if (distance < 0.0006) line = 1.0;
        }
        return mix(vec3(0.05, 0.07, 0.10), vec3(0.95, 0.92, 0.85), line);
    }
    vec2 c = uv - 0.5;
    float zone = 0.5 + 0.5 * cos(400.0 * dot(c, c));
    float checker = mod(floor(uv.x * 18.0) + floor(uv.y * 32.0), 2.0);
    return vec3(zone, mix(uv.y, checker, 0.5), uv.x);
}
