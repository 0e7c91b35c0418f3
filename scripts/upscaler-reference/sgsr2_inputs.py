"""The input sequences of the SGSR 2 fixtures (run by make-fixtures), each frame a renderer's G-buffer
drawn analytically, one sample per render pixel at its jittered centre:

  sgsr2_inputs.py OUT_DIR     writes, for each sequence and frame K, OUT_DIR/NAME/K-color.png (RGBA8; and
                              as raw RGBA8, K-color.rgba8, for harness.c),
                              K-depth.f32 and K-motion.f32 (little-endian float32: depth 0...1; motion x, y
                              in render pixels, where the pixel was a frame before minus where it is,
                              y down, unjittered), and OUT_DIR/NAME/frames.json (sizes, and per frame the
                              jitter, reset, same-camera flag and tan(horizontal FOV / 2); the same as
                              text for harness.c in frames.txt)

Sequences (96x96 output): "crossing", a fast bright square (3 render pixels a frame) crossing a static,
detailed background under a still camera (the ghosting case), at 2x per axis (48x48); and "pan", the
same background panned 1.5 render pixels a frame, at 1.5x (64x64). 12 frames each; frame 0 resets.
The jitter is FSR 2's: Halton(2, 3) from index 1 minus 0.5, int(8 x ratio^2) phases.
"""
import json
import os
import sys

import numpy as np
from PIL import Image

OUTPUT = 96
FRAMES = 12


def halton(index, base):
    f, r = np.float32(1), np.float32(0)
    while index > 0:
        f = np.float32(f / np.float32(base))
        r = np.float32(r + f * np.float32(index % base))
        index //= base
    return r


def jitter(frame, render):
    ratio = np.float32(OUTPUT) / np.float32(render)
    phases = int(np.float32(8) * ratio * ratio)
    k = frame % phases + 1
    return float(halton(k, 2) - np.float32(0.5)), float(halton(k, 3) - np.float32(0.5))


def background(x, y):
    """The static scene in output pixels: thin diagonal lines, a checker, a slow colour ramp."""
    lines = 0.5 + 0.5 * np.cos(2 * np.pi * (x + y) / 3.3)
    checker = ((np.floor(x / 7) + np.floor(y / 7)) % 2) * 0.35
    r = np.clip(0.15 + 0.55 * lines * (0.6 + 0.4 * x / OUTPUT) + checker * 0.5, 0, 1)
    g = np.clip(0.20 + 0.45 * lines + checker * 0.3, 0, 1)
    b = np.clip(0.30 + 0.35 * (1 - lines) + 0.2 * y / OUTPUT, 0, 1)
    return np.stack([r, g, b], axis=-1)


def frame(name, render, k):
    scale = OUTPUT / render
    jx, jy = jitter(k, render)
    py, px = np.mgrid[0:render, 0:render].astype(np.float64)
    # A pixel's centre shows the point that, unjittered, is at centre - jitter (render pixels).
    ux, uy = px + 0.5 - jx, py + 0.5 - jy
    motion = np.zeros((render, render, 2))
    depth = np.full((render, render), 0.9)
    if name == "pan":
        speed = 1.5
        colour = background((ux + speed * k) * scale, uy * scale)
        motion[..., 0] = speed
    else:
        colour = background(ux * scale, uy * scale)
        speed, left = 3.0, 4.0 + 3.0 * k
        inside = (ux >= left) & (ux < left + 12) & (uy >= 18) & (uy < 30)
        stripes = 0.75 + 0.25 * np.cos(2 * np.pi * (ux - left) / 4)
        square = np.stack([np.full_like(ux, 0.95), 0.85 * stripes, 0.2 * stripes], axis=-1)
        colour = np.where(inside[..., None], square, colour)
        depth = np.where(inside, 0.3, depth)
        motion[..., 0] = np.where(inside, -speed, 0.0)
    rgba = np.concatenate([np.round(colour * 255), np.full((render, render, 1), 255)], axis=-1).astype(np.uint8)
    return rgba, depth.astype("<f4"), motion.astype("<f4"), (jx, jy)


def main(folder):
    for name, render in [("crossing", 48), ("pan", 64)]:
        out = os.path.join(folder, name)
        os.makedirs(out, exist_ok=True)
        frames = []
        for k in range(FRAMES):
            rgba, depth, motion, (jx, jy) = frame(name, render, k)
            Image.fromarray(rgba, "RGBA").save(os.path.join(out, f"{k}-color.png"))
            rgba.tofile(os.path.join(out, f"{k}-color.rgba8"))
            depth.tofile(os.path.join(out, f"{k}-depth.f32"))
            motion.tofile(os.path.join(out, f"{k}-motion.f32"))
            same = name == "crossing" and k > 0
            frames.append({"jitter": [jx, jy], "reset": k == 0, "sameCamera": same, "fieldOfViewTangent": 1.0})
        json.dump({"render": [render, render], "display": [OUTPUT, OUTPUT], "frames": frames}, open(os.path.join(out, "frames.json"), "w"), indent=1)
        with open(os.path.join(out, "frames.txt"), "w") as text:
            text.write(f"{render} {render} {OUTPUT} {OUTPUT} {FRAMES}\n")
            for f in frames:
                text.write(f"{f['jitter'][0]!r} {f['jitter'][1]!r} {int(f['reset'])} {int(f['sameCamera'])} {f['fieldOfViewTangent']!r}\n")
        print(name, render, OUTPUT)


if __name__ == "__main__":
    main(sys.argv[1])
