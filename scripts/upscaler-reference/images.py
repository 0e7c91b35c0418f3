"""The fixtures' input images and AMD's outputs as PNG files (run by make-fixtures).

  images.py inputs OUT_DIR PATTERN.png   writes the three masters' inputs at every preset's size
  images.py raw INPUT.png OUT.rgba8      writes a PNG's pixels as raw RGBA8 for the harness
  images.py png RAW.f32 OUT.png W H      converts a harness RGBA float32 output into an 8-bit PNG

The masters are drawn at 4x the output size and reduced to each render size with a box filter
(as a supersampled render would be): the built-in pattern is nativescale's own (given as a PNG),
a photograph-like image (smooth light, soft shapes, fine grain) and a text/UI image (glyphs, 1 px
rules, buttons).
"""
import sys

import numpy as np
from PIL import Image, ImageDraw, ImageFilter

OUTPUT = (96, 72)
PRESETS = {"ultra-quality": 1.3, "quality": 1.5, "balanced": 1.7, "performance": 2.0, "ultra-performance": 3.0}


def render_size(factor):
    # AMD's ffxFsr2GetRenderResolutionFromQualityMode: (uint32_t)((float)display / ratio).
    f = np.float32(factor)
    return (int(np.float32(OUTPUT[0]) / f), int(np.float32(OUTPUT[1]) / f))


def photo(size):
    w, h = size
    rng = np.random.default_rng(7)
    y, x = np.mgrid[0:h, 0:w] / np.array([h, w])[:, None, None]
    sky = np.stack([0.35 + 0.4 * y, 0.5 + 0.3 * y, 0.85 - 0.2 * y], axis=-1)
    for cx, cy, r, colour in [(0.3, 0.6, 0.22, (0.8, 0.45, 0.2)), (0.7, 0.45, 0.15, (0.2, 0.55, 0.3)), (0.55, 0.8, 0.3, (0.4, 0.3, 0.25))]:
        d = np.sqrt((x - cx) ** 2 + ((y - cy) * h / w) ** 2)
        a = np.clip((r - d) / 0.02, 0, 1)[..., None]
        sky = sky * (1 - a) + np.array(colour) * (0.7 + 0.3 * (1 - d / r)[..., None]) * a
    grain = rng.normal(0, 0.03, (h, w, 1))
    image = np.clip(sky + grain, 0, 1)
    pil = Image.fromarray((image * 255 + 0.5).astype(np.uint8), "RGB").filter(ImageFilter.GaussianBlur(1.2))
    return pil.convert("RGBA")


def ui(size):
    w, h = size
    image = Image.new("RGBA", size, (28, 30, 36, 255))
    draw = ImageDraw.Draw(image)
    for row in range(0, h, 48):
        draw.line([(0, row), (w, row)], fill=(90, 96, 110, 255), width=4)
    draw.rounded_rectangle([16, 16, w // 2, 64], radius=12, fill=(52, 120, 246, 255), outline=(230, 230, 240, 255), width=4)
    words = ["Settings", "Resolution 1080x2340", "FSR 1 Quality 1.5x", "Sharpness 0.2 stops", "Apply  Cancel"]
    for i, text in enumerate(words):
        # Pillow's bitmap font, magnified 4x (the title) or 3x: glyph strokes of 3 to 4 master pixels.
        zoom = 4 if i == 0 else 3
        layer = Image.new("RGBA", (w // zoom, 12), (0, 0, 0, 0))
        ImageDraw.Draw(layer).text((0, 0), text, fill=(240, 240, 245, 255))
        image.alpha_composite(layer.resize((layer.width * zoom, 12 * zoom), Image.NEAREST), (24, 80 + i * 48))
    return image


def inputs(folder, pattern_path):
    masters = {"pattern": Image.open(pattern_path).convert("RGBA"), "photo": photo((OUTPUT[0] * 4, OUTPUT[1] * 4)), "ui": ui((OUTPUT[0] * 4, OUTPUT[1] * 4))}
    for name, master in masters.items():
        master = master.resize((OUTPUT[0] * 4, OUTPUT[1] * 4), Image.BOX)
        for preset, factor in PRESETS.items():
            size = render_size(factor)
            master.resize(size, Image.BOX).save(f"{folder}/{name}-{preset}-input.png")
            print(f"{name} {preset} {size[0]} {size[1]}")


def output(raw, png, w, h):
    values = np.fromfile(raw, dtype=np.float32).reshape(h, w, 4)
    # As a UNORM8 store rounds: to nearest, clamped to 0...1; alpha is 1.
    image = (np.clip(values, 0, 1) * 255 + 0.5).astype(np.uint8)
    image[..., 3] = 255
    Image.fromarray(image, "RGBA").save(png)


if __name__ == "__main__":
    if sys.argv[1] == "inputs":
        inputs(sys.argv[2], sys.argv[3])
    elif sys.argv[1] == "raw":
        np.asarray(Image.open(sys.argv[2]).convert("RGBA")).tofile(sys.argv[3])
    else:
        output(sys.argv[2], sys.argv[3], int(sys.argv[4]), int(sys.argv[5]))
