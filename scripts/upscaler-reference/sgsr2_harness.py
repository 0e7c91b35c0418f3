"""Gives Qualcomm's SGSR 2 2-pass compute shaders (sgsr/v2/include/glsl_2_pass_cs/sgsr2_convert.comp
and sgsr2_upscale.comp of a SnapdragonStudios/snapdragon-gsr checkout) bindings of their own for
harness.c, at fixture time, without changing one line of their algorithm: each shader declares a
sampler and an image at the same binding number (binding 0 the uniform block and an image, binding
1 a sampler and an image in the convert pass), which one Vulkan descriptor set cannot hold, so the
images move to free bindings. Everything else is compiled as Qualcomm wrote it.

  sgsr2_harness.py SGSR2_2_PASS_CS_FOLDER OUT_FOLDER

writes OUT_FOLDER/convert.comp (bindings: 0 Params, 1 InputColor, 2 InputDepth, 3 InputVelocity,
4 MotionDepthClipAlphaBuffer, 5 YCoCgColor) and OUT_FOLDER/upscale.comp (0 Params, 7
PrevHistoryOutput, 8 MotionDepthClipAlphaBuffer, 9 YCoCgColor, 10 SceneColorOutput, 11 HistoryOutput).
"""
import re
import sys

folder, out = sys.argv[1], sys.argv[2]
passes = {
    "convert": [
        (r"layout\(binding = 0, rgba16f\) uniform writeonly mediump image2D MotionDepthClipAlphaBuffer;",
         "layout(binding = 4, rgba16f) uniform writeonly mediump image2D MotionDepthClipAlphaBuffer;"),
        (r"layout\(binding = 1, r32ui\) uniform writeonly highp uimage2D YCoCgColor;",
         "layout(binding = 5, r32ui) uniform writeonly highp uimage2D YCoCgColor;"),
    ],
    "upscale": [
        (r"layout\(binding = 0, rgba16f\) uniform writeonly mediump image2D SceneColorOutput;",
         "layout(binding = 10, rgba16f) uniform writeonly mediump image2D SceneColorOutput;"),
        (r"layout\(binding = 1, rgba16f\) uniform writeonly mediump image2D HistoryOutput;",
         "layout(binding = 11, rgba16f) uniform writeonly mediump image2D HistoryOutput;"),
    ],
}
for name, replacements in passes.items():
    source = open(f"{folder}/sgsr2_{name}.comp").read()
    for pattern, replacement in replacements:
        source, count = re.subn(pattern, replacement, source)
        if count != 1:
            sys.exit(f"sgsr2_harness.py: expected one match of {pattern!r} in sgsr2_{name}.comp, found {count}")
    open(f"{out}/{name}.comp", "w").write(source)
