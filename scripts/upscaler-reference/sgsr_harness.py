"""Turns Qualcomm's SGSR 1 fragment shader (sgsr/v1/include/glsl/sgsr1_shader_mobile.frag of a
SnapdragonStudios/snapdragon-gsr checkout) into a compute shader for harness.c, at fixture time,
without changing one line of its algorithm: its uniform block becomes push constants, its sampler
binding 0, its input varying and output a global each, its main() sgsrMain(); a compute main()
sets the varying to the output pixel's centre, calls it and stores the result.

  sgsr_harness.py SGSR1_SHADER.frag OUT.comp
"""
import re
import sys

source = open(sys.argv[1]).read()
replacements = [
    (r"#version 300 es", "#version 450"),
    (r"//\s*#define UseUniformBlock", "#define UseUniformBlock"),
    (r"layout\s*\(set\s*=\s*0,\s*binding\s*=\s*0\)\s*uniform UniformBlock", "layout(push_constant) uniform UniformBlock"),
    (r"layout\s*\(set\s*=\s*0,\s*binding\s*=\s*1\)\s*uniform mediump sampler2D ps0;", "layout(set = 0, binding = 0) uniform mediump sampler2D ps0;"),
    (r"layout\s*\(location\s*=\s*0\)\s*in highp vec4 in_TEXCOORD0;", "highp vec4 in_TEXCOORD0;"),
    (r"layout\s*\(location\s*=\s*0\)\s*out vec4 out_Target0;", "vec4 out_Target0;"),
    (r"void main\(\)", "void sgsrMain()"),
]
for pattern, replacement in replacements:
    source, count = re.subn(pattern, replacement, source)
    if count != 1:
        sys.exit(f"sgsr_harness.py: expected one match of {pattern!r} in {sys.argv[1]}, found {count}")
# A precision qualifier on a constructor ("coord + highp vec2(...)"), which Adreno's compiler takes
# and glslang does not: dropped, the arithmetic unchanged (and highp is what 32-bit floats are).
source, count = re.subn(r"(\+\s*)highp (vec2\()", r"\1\2", source)
if count == 0:
    sys.exit(f"sgsr_harness.py: expected qualified constructors in {sys.argv[1]}, found none")
source += """
layout(local_size_x = 8, local_size_y = 8) in;
layout(set = 0, binding = 1, rgba32f) uniform writeonly highp image2D destination;
void main() {
    ivec2 p = ivec2(gl_GlobalInvocationID.xy);
    ivec2 size = imageSize(destination);
    if (any(greaterThanEqual(p, size))) return;
    in_TEXCOORD0 = vec4((vec2(p) + 0.5) / vec2(size), 0.0, 0.0);
    sgsrMain();
    imageStore(destination, p, out_Target0);
}
"""
open(sys.argv[2], "w").write(source)
