#!/usr/bin/env python3
"""Writes the image fixtures of Tests/ImagesTests/Fixtures and prints the reference facts.

Run with scikit-image, Pillow and pypng installed (`pip install scikit-image pillow pypng`):

    python3 Tools/image-fixtures/make_fixtures.py Tests/ImagesTests/Fixtures

The photographs are the ones shipped inside the scikit-image package. JPEG and most PNG files are
written by Pillow (libjpeg-turbo, zlib); PNG variants Pillow cannot write (2- and 4-bit grey, 16-bit
colour, Adam7 interlacing) are written by pypng. Every reference is decoded by Pillow: for a PNG the
RGBA pixels (16-bit samples reduced to their high byte), for a JPEG its RGB pixels with the EXIF
orientation applied, saved losslessly as NAME.reference.png next to it.
"""

import io
import os
import sys

import numpy as np
import png
from PIL import Image, ImageOps
from skimage import data

out = sys.argv[1] if len(sys.argv) > 1 else "Tests/ImagesTests/Fixtures"
os.makedirs(out, exist_ok=True)


def fnv1a64(raw):
    h = 0xCBF29CE484222325
    for b in raw:
        h ^= b
        h = (h * 0x100000001B3) & 0xFFFFFFFFFFFFFFFF
    return h


def photo(name, size):
    return Image.fromarray(getattr(data, name)()).resize(size, Image.LANCZOS)


def reference_rgba(path):
    """Pillow's decode of a PNG as 8-bit RGBA, 16-bit samples reduced to their high byte."""
    im = Image.open(path)
    im.load()
    if im.mode in ("I;16", "I;16B", "I"):
        grey = (np.array(im).astype(np.uint32) >> 8).astype(np.uint8)
        alpha = np.full(grey.shape, 255, np.uint8)
        return np.dstack([grey, grey, grey, alpha])
    return np.array(im.convert("RGBA"))


def fact(name, rgba):
    h, w = rgba.shape[:2]
    corners = [(0, 0), (w - 1, 0), (w // 2, h // 2), (w - 1, h - 1)]
    pixels = ", ".join(f"({x}, {y}, 0x{int.from_bytes(bytes(rgba[y, x]), 'big'):08X})" for x, y in corners)
    print(f'    ("{name}", {w}, {h}, 0x{fnv1a64(rgba.tobytes()):016X}, [{pixels}]),')


def write_pypng(name, rows, **info):
    path = os.path.join(out, name)
    with open(path, "wb") as f:
        png.Writer(**info).write(f, rows)
    return path


def save(name, im, **options):
    path = os.path.join(out, name)
    im.save(path, **options)
    return path


cat = photo("chelsea", (151, 100))
cup = photo("coffee", (150, 100))
cam = Image.fromarray(data.camera()).resize((97, 97), Image.LANCZOS)
rgb = np.array(cat)
grey = np.array(cam)

pngs = []
pngs.append(save("grey1.png", cam.point(lambda v: 255 if v > 110 else 0).convert("1")))
pngs.append(write_pypng("grey2.png", (grey >> 6).tolist(), width=97, height=97, greyscale=True, bitdepth=2))
pngs.append(write_pypng("grey4.png", (grey >> 4).tolist(), width=97, height=97, greyscale=True, bitdepth=4))
pngs.append(save("grey8.png", cam))
grey16 = (grey.astype(np.uint16) * 257 + np.arange(97, dtype=np.uint16)[None, :]).astype(np.uint16)
pngs.append(save("grey16.png", Image.fromarray(grey16)))
pngs.append(save("grey8-trns.png", cam.point(lambda v: v & 0xF0), transparency=0x80))
pngs.append(save("greyalpha8.png", Image.merge("LA", [cam, cam.transpose(Image.FLIP_LEFT_RIGHT)])))
ga16 = np.dstack([grey16, grey16[:, ::-1]]).reshape(97, 97 * 2)
pngs.append(write_pypng("greyalpha16.png", ga16.tolist(), width=97, height=97, greyscale=True, alpha=True,
                        bitdepth=16))
pngs.append(save("rgb8.png", cat))
pngs.append(save("rgb8-stored.png", cup, compress_level=0))
rgb16 = (rgb.astype(np.uint16) * 257 ^ 0x0055).reshape(100, 151 * 3)
pngs.append(write_pypng("rgb16.png", rgb16.tolist(), width=151, height=100, greyscale=False, bitdepth=16))
posterised = Image.fromarray(rgb & 0xE0)
pngs.append(save("rgb8-trns.png", posterised, transparency=(0x60, 0x60, 0x40)))
alpha = Image.fromarray(np.tile(np.linspace(0, 255, 151).astype(np.uint8), (100, 1)))
pngs.append(save("rgba8.png", Image.merge("RGBA", [*cat.split(), alpha])))
rgba16 = np.dstack([rgb.astype(np.uint16) * 257, np.tile(np.linspace(0, 65535, 151).astype(np.uint16), (100, 1))])
pngs.append(write_pypng("rgba16.png", rgba16.reshape(100, 151 * 4).tolist(), width=151, height=100,
                        greyscale=False, alpha=True, bitdepth=16))
for bits in (1, 2, 4, 8):
    quantised = cat.quantize(colors=1 << bits)
    pngs.append(save(f"palette{bits}.png", quantised, bits=bits))
quantised = cat.quantize(colors=64)
trns = bytes((i * 4) & 0xFF for i in range(40))
pngs.append(save("palette8-trns.png", quantised, transparency=trns))
pngs.append(write_pypng("interlaced-rgb8.png", rgb.reshape(100, 151 * 3).tolist(), width=151, height=100,
                        greyscale=False, bitdepth=8, interlace=True))
pngs.append(write_pypng("interlaced-rgba16.png", rgba16.reshape(100, 151 * 4).tolist(), width=151,
                        height=100, greyscale=False, alpha=True, bitdepth=16, interlace=True))
pngs.append(write_pypng("interlaced-grey1.png", (grey >> 7).tolist(), width=97, height=97, greyscale=True,
                        bitdepth=1, interlace=True))
q4 = cat.quantize(colors=16)
pal = q4.getpalette()[: 16 * 3]
pngs.append(write_pypng("interlaced-palette4.png", np.array(q4).tolist(), width=151, height=100, bitdepth=4,
                        palette=[tuple(pal[i : i + 3]) + ((i * 16) & 0xFF,) for i in range(0, 48, 3)],
                        interlace=True))
pngs.append(write_pypng("interlaced-tiny.png", [[1, 2, 3]], width=1, height=1, greyscale=False, bitdepth=8,
                        interlace=True))

# Photographs for the benchmarks.
pngs.append(save("photo-coffee.png", Image.fromarray(data.coffee()).resize((300, 200), Image.LANCZOS)))

print("// PNG: name, width, height, FNV-1a 64 of Pillow's RGBA pixels, (x, y, 0xRRGGBBAA)")
for path in pngs:
    fact(os.path.basename(path), reference_rgba(path))

jpegs = []
jpegs.append(save("baseline-444.jpg", cat, quality=90, subsampling=0))
jpegs.append(save("baseline-422.jpg", cat, quality=85, subsampling=1))
jpegs.append(save("baseline-420.jpg", cat, quality=75, subsampling=2))
jpegs.append(save("progressive-420.jpg", cup, quality=80, subsampling=2, progressive=True))
jpegs.append(save("progressive-444.jpg", cat, quality=92, subsampling=0, progressive=True))
jpegs.append(save("restart-420.jpg", cup, quality=85, subsampling=2, restart_marker_blocks=3))
jpegs.append(save("progressive-restart.jpg", cat, quality=85, subsampling=2, progressive=True,
                  restart_marker_rows=1))
jpegs.append(save("grey.jpg", cam, quality=85))
jpegs.append(save("grey-progressive.jpg", cam, quality=85, progressive=True))
for orientation in (3, 6, 8):
    exif = Image.Exif()
    exif[0x0112] = orientation
    jpegs.append(save(f"exif-orientation{orientation}.jpg", cup, quality=85, exif=exif))
jpegs.append(save("photo-coffee.jpg", Image.fromarray(data.coffee()).resize((320, 213), Image.LANCZOS), quality=85))

print("// JPEG: name, width, height (oriented), FNV-1a 64 of Pillow's RGBA pixels of the reference")
for path in jpegs:
    im = ImageOps.exif_transpose(Image.open(path)).convert("RGB")
    reference = path.replace(".jpg", ".reference.png")
    im.save(reference, optimize=True)
    fact(os.path.basename(reference), reference_rgba(reference))

for name in sorted(os.listdir(out)):
    print(f"// {name}: {os.path.getsize(os.path.join(out, name))} bytes", file=sys.stderr)
