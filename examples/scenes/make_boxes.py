#!/usr/bin/env python3
"""Writes boxes.gltf: a glTF 2.0 scene of 12 overlapping boxes on a floor, one material with an
embedded base-colour PNG (a data URI, drawn by Pillow) and one with a plain base-colour factor.
Run from this folder: python3 make_boxes.py (needs Pillow: apt-get install python3-pil)."""
import base64, io, json, math, struct
from PIL import Image, ImageDraw

def box(cx, cy, cz, sx, sy, sz):
    faces = [((1, 0, 0), (0, 1, 0), (0, 0, 1)), ((-1, 0, 0), (0, 1, 0), (0, 0, -1)), ((0, 1, 0), (0, 0, 1), (1, 0, 0)),
             ((0, -1, 0), (0, 0, -1), (1, 0, 0)), ((0, 0, 1), (1, 0, 0), (0, 1, 0)), ((0, 0, -1), (-1, 0, 0), (0, 1, 0))]
    positions, normals, uvs, indices = [], [], [], []
    for n, u, v in faces:
        base = len(positions)
        for a, b in [(-1, -1), (1, -1), (1, 1), (-1, 1)]:
            p = [n[i] + a * u[i] + b * v[i] for i in range(3)]
            positions.append((cx + p[0] * sx / 2, cy + p[1] * sy / 2, cz + p[2] * sz / 2))
            normals.append(n)
            uvs.append(((a + 1) / 2, (1 - b) / 2))
        indices += [base, base + 1, base + 2, base, base + 2, base + 3]
    return positions, normals, uvs, indices

def texture():
    image = Image.new("RGBA", (128, 128), (230, 220, 200, 255))
    draw = ImageDraw.Draw(image)
    for i in range(0, 128, 16):
        draw.line([(i, 0), (i, 127)], fill=(60, 80, 120, 255), width=2)
        draw.line([(0, i), (127, i)], fill=(60, 80, 120, 255), width=2)
    draw.ellipse([40, 40, 88, 88], outline=(200, 60, 40, 255), width=4)
    out = io.BytesIO()
    image.save(out, format="PNG")
    return out.getvalue()

buffer, views, accessors, meshes, nodes = bytearray(), [], [], [], []
def add(data, target, component, kind, count, bounds=None):
    while len(buffer) % 4: buffer.append(0)
    views.append({"buffer": 0, "byteOffset": len(buffer), "byteLength": len(data), "target": target})
    buffer.extend(data)
    accessor = {"bufferView": len(views) - 1, "componentType": component, "count": count, "type": kind}
    if bounds: accessor["min"], accessor["max"] = bounds
    accessors.append(accessor)
    return len(accessors) - 1

boxes = [(0, -0.55, 0, 8, 0.1, 8, 1)]
for i in range(12):
    a = i * 2.399963
    boxes.append((2.2 * math.cos(a) * (0.3 + i / 14), 0.1 + 0.15 * (i % 4), 2.2 * math.sin(a) * (0.3 + i / 14), 1.1, 1.2 + 0.2 * (i % 3), 1.1, 0))
for cx, cy, cz, sx, sy, sz, material in boxes:
    positions, normals, uvs, indices = box(cx, cy, cz, sx, sy, sz)
    lo = [min(p[i] for p in positions) for i in range(3)]
    hi = [max(p[i] for p in positions) for i in range(3)]
    primitive = {"attributes": {
        "POSITION": add(b"".join(struct.pack("<3f", *p) for p in positions), 34962, 5126, "VEC3", len(positions), (lo, hi)),
        "NORMAL": add(b"".join(struct.pack("<3f", *n) for n in normals), 34962, 5126, "VEC3", len(normals)),
        "TEXCOORD_0": add(b"".join(struct.pack("<2f", *t) for t in uvs), 34962, 5126, "VEC2", len(uvs))},
        "indices": add(b"".join(struct.pack("<H", i) for i in indices), 34963, 5123, "SCALAR", len(indices)), "material": material}
    meshes.append({"primitives": [primitive]})
    nodes.append({"mesh": len(meshes) - 1, "rotation": [0, math.sin(0.3 * len(nodes)), 0, math.cos(0.3 * len(nodes))]})

document = {
    "asset": {"version": "2.0", "generator": "nativescale examples/scenes/make_boxes.py"},
    "scene": 0, "scenes": [{"nodes": list(range(len(nodes)))}], "nodes": nodes, "meshes": meshes,
    "materials": [{"pbrMetallicRoughness": {"baseColorTexture": {"index": 0}, "baseColorFactor": [1, 1, 1, 1]}},
                  {"pbrMetallicRoughness": {"baseColorFactor": [0.35, 0.4, 0.45, 1]}}],
    "textures": [{"source": 0, "sampler": 0}], "samplers": [{"magFilter": 9729, "minFilter": 9987}],
    "images": [{"uri": "data:image/png;base64," + base64.b64encode(texture()).decode()}],
    "buffers": [{"byteLength": len(buffer), "uri": "data:application/octet-stream;base64," + base64.b64encode(bytes(buffer)).decode()}],
    "bufferViews": views, "accessors": accessors,
}
with open("boxes.gltf", "w") as f:
    json.dump(document, f, separators=(",", ":"))
