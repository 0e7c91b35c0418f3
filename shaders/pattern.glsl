// The analytic scene every workload starts from, in normalized coordinates so that every render
// size shows the same image: a zone plate (fine detail rising toward the corners), a checker of
// hard edges, and smooth gradients. SceneReference.swift computes the same function on the CPU.
vec3 scenePattern(vec2 uv) {
    vec2 c = uv - 0.5;
    float zone = 0.5 + 0.5 * cos(400.0 * dot(c, c));
    float checker = mod(floor(uv.x * 18.0) + floor(uv.y * 32.0), 2.0);
    return vec3(zone, mix(uv.y, checker, 0.5), uv.x);
}
