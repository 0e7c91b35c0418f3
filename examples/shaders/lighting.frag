// A lighting loop: 32 moving point lights over a surface whose normals come from iChannel0, with
// Blinn-Phong shading per light. ALU-bound with one texture tap per pixel.
const int LIGHTS = 32;

void mainImage(out vec4 fragColor, in vec2 fragCoord) {
    vec2 uv = fragCoord / iResolution.xy;
    vec3 bump = texture(iChannel0, uv * 3.0).rgb * 2.0 - 1.0;
    vec3 n = normalize(vec3(bump.xy * 0.35, 1.0));
    vec3 p = vec3(uv * vec2(iResolution.x / iResolution.y, 1.0), 0.0);
    vec3 color = vec3(0.02);
    for (int i = 0; i < LIGHTS; i++) {
        float a = float(i) * 2.399963 + 0.3 * iTime;
        vec3 lightPosition = vec3(0.5 * iResolution.x / iResolution.y + 0.45 * cos(a) * (0.3 + 0.02 * float(i)),
                                  0.5 + 0.45 * sin(a * 1.3) * (0.3 + 0.02 * float(i)), 0.15);
        vec3 lightColor = 0.5 + 0.5 * cos(vec3(0.0, 2.0, 4.0) + float(i));
        vec3 toLight = lightPosition - p;
        float falloff = 1.0 / (1.0 + 60.0 * dot(toLight, toLight));
        vec3 l = normalize(toLight);
        float diffuse = max(dot(n, l), 0.0);
        float specular = pow(max(dot(n, normalize(l + vec3(0.0, 0.0, 1.0))), 0.0), 48.0);
        color += lightColor * falloff * (diffuse + specular);
    }
    fragColor = vec4(color / (1.0 + color), 1.0);
}
