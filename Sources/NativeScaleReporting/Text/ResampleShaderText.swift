/// The area resample as source a user pastes: nativescale's box filter (each output pixel
/// averages the texels its footprint covers, weighted by their overlap), in Metal and GLSL.
///
/// Written for reading, not speed: nativescale's own `shaders/resample_area.comp` computes the
/// same weights once per row and column and reads four columns an invocation.
enum ResampleShaderText {
    /// A Metal fragment function over a fullscreen triangle; `outputSize` is the drawable's size.
    static let metalArea = [
        "fragment float4 areaResample(float4 position [[position]], texture2d<float> scene [[texture(0)]],",
        "                             constant float2 &outputSize [[buffer(0)]]) {",
        "    uint2 last = uint2(scene.get_width() - 1, scene.get_height() - 1);",
        "    float2 ratio = float2(last + 1) / outputSize;",
        "    float2 lo = floor(position.xy) * ratio, hi = lo + ratio;   // the pixel's footprint in scene texels",
        "    float4 sum = 0; float total = 0;",
        "    for (uint y = uint(lo.y); float(y) < hi.y; ++y)",
        "        for (uint x = uint(lo.x); float(x) < hi.x; ++x) {",
        "            float2 overlap = min(hi, float2(x, y) + 1) - max(lo, float2(x, y));",
        "            sum += overlap.x * overlap.y * scene.read(min(uint2(x, y), last));",
        "            total += overlap.x * overlap.y;",
        "        }",
        "    return sum / total;",
        "}",
    ]

    /// A GLSL 450 fragment shader over a fullscreen triangle (compile with glslc or shaderc).
    static let glslArea = [
        "#version 450",
        "layout(set = 0, binding = 0) uniform sampler2D scene;",
        "layout(push_constant) uniform Output { vec2 size; } outputExtent;   // the swapchain image's size",
        "layout(location = 0) out vec4 color;",
        "void main() {",
        "    ivec2 last = textureSize(scene, 0) - 1;",
        "    vec2 ratio = vec2(last + 1) / outputExtent.size;",
        "    vec2 lo = floor(gl_FragCoord.xy) * ratio, hi = lo + ratio;   // the pixel's footprint in scene texels",
        "    vec4 sum = vec4(0.0); float total = 0.0;",
        "    for (int y = int(lo.y); float(y) < hi.y; ++y)",
        "        for (int x = int(lo.x); float(x) < hi.x; ++x) {",
        "            vec2 overlap = min(hi, vec2(x, y) + 1.0) - max(lo, vec2(x, y));",
        "            sum += overlap.x * overlap.y * texelFetch(scene, min(ivec2(x, y), last), 0);",
        "            total += overlap.x * overlap.y;",
        "        }",
        "    color = sum / total;",
        "}",
    ]
}
