#!/usr/bin/env python3
# The FLIP figures embedded in Tests/NativeScaleQualityTests/FLIPTests.swift, from NVIDIA's own
# implementation: python3 -m venv /tmp/flip && /tmp/flip/bin/pip install flip-evaluator==1.7 numpy
# && /tmp/flip/bin/python scripts/flip-reference.py
import numpy as np, flip_evaluator as flip, json, sys

W, H = 48, 40

def base(x, y):
    r = ((x // 4 + y // 4) % 2) * 200 + 30
    g = (x * 255) // (W - 1)
    b = (y * 255) // (H - 1)
    return (r, g, b)

def image(fn):
    a = np.zeros((H, W, 3), dtype=np.uint8)
    for y in range(H):
        for x in range(W):
            a[y, x] = fn(x, y)
    return a

ref = image(base)

def blurred(x, y):
    s = [0, 0, 0]
    for dy in (-1, 0, 1):
        for dx in (-1, 0, 1):
            c = base(min(max(x + dx, 0), W - 1), min(max(y + dy, 0), H - 1))
            for i in range(3): s[i] += c[i]
    return tuple(v // 9 for v in s)

def shifted(x, y):
    return base(max(x - 1, 0), y)

def noisy(x, y):
    h = ((x * 73856093) ^ (y * 19349663)) & 0xFFFF
    d = h % 41 - 20
    return tuple(min(max(v + d, 0), 255) for v in base(x, y))

def stats(m):
    v = np.sort(m.astype(np.float64).ravel())
    total = v.sum()
    run = np.cumsum(v)
    wm = float(v[np.argmax(run > 0.5 * total)]) if total > 0 else 0.0
    def pct(p):  # nearest rank
        import math
        return float(v[min(max(math.ceil(p * len(v)) - 1, 0), len(v) - 1)])
    return dict(mean=float(m.mean(dtype=np.float64)), weightedMedian=wm, p95=pct(0.95), p99=pct(0.99), max=float(v[-1]))

out = []
for name, fn in [("blurred", blurred), ("shifted", shifted), ("noisy", noisy)]:
    test = image(fn)
    for ppd in (20.0, 67.0, 98.0):
        m, mean, _ = flip.evaluate(ref.astype(np.float32) / 255, test.astype(np.float32) / 255, "LDR", inputsRGB=True, applyMagma=False, computeMeanError=True, parameters={"ppd": ppd})
        m = np.squeeze(m)
        s = stats(m)
        s.update(pair=name, ppd=ppd, toolMean=float(mean), px=[float(m[5, 7]), float(m[20, 24]), float(m[39, 47])])
        out.append(s)
for s in out:
    print(json.dumps(s))
