// Thin diagonal lines and a checker scrolling right at 120 px/s over a still background, with
// motion vectors: mainMotion says where each pixel's content was in the frame before, so
// `bench --motion-vectors` and the temporal upscalers can use it. Shadertoy's y points up.
const float speed = 120.0;  // pixels a second

bool moves(vec2 fragCoord) { return fragCoord.y > iResolution.y * 0.25; }

void mainImage(out vec4 fragColor, in vec2 fragCoord) {
    vec2 p = fragCoord;
    if (moves(p)) p.x -= speed * iTime;
    float lines = step(0.85, fract((p.x + p.y) / 9.0));
    vec2 cell = floor(p / 24.0);
    float checker = mod(cell.x + cell.y, 2.0);
    vec3 color = mix(vec3(0.15, 0.2, 0.3), vec3(0.85, 0.8, 0.6), checker * 0.6 + lines * 0.4);
    fragColor = vec4(color, 1.0);
}

// Where this pixel's content was one frame ago, minus where it is: the scrolling part moved
// speed × iTimeDelta to the right, so it came from the left; the bottom quarter stays.
vec2 mainMotion(in vec2 fragCoord) {
    return moves(fragCoord) ? vec2(-speed * iTimeDelta, 0.0) : vec2(0.0);
}
