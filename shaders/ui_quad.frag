#version 450
layout(set = 0, binding = 0) uniform sampler2D glyphs;
layout(location = 0) in vec2 texcoord;
layout(location = 1) in vec4 tint;
layout(location = 0) out vec4 color;

// ui: a card tinted over what is below, its alpha from the glyph texture (text-like strokes).
void main() {
    vec4 texel = texture(glyphs, texcoord);
    color = vec4(mix(tint.rgb, texel.rgb, texel.a * 0.8), tint.a);
}
