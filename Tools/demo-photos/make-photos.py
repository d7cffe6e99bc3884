#!/usr/bin/env python3
"""Makes the embedded market's demo photographs (Sources/MarketInMemory/Photos/*.jpg) from the
public-domain and CC0 photographs that the scikit-image wheel ships in `skimage/data` (their licences
are in Sources/MarketInMemory/Photos/SOURCES.md). A one-off tool, not a dependency of the package:

    pip download --no-deps scikit-image==0.26.0 && unzip -o scikit_image-*.whl 'skimage/data/*'
    python3 -m venv /tmp/pillow && /tmp/pillow/bin/pip install pillow
    /tmp/pillow/bin/python Tools/demo-photos/make-photos.py skimage/data Sources/MarketInMemory/Photos

Each photo is a square crop (left, top, side in the source's pixels), scaled to at most 320 pixels a
side and saved as a baseline JPEG of quality 75.
"""
import os
import sys

from PIL import Image

SIDE = 320
QUALITY = 75

# name: (source file, left, top, side)
CROPS = {
    "coffee-cup": ("coffee.png", 100, 0, 400),
    "espresso": ("coffee.png", 170, 20, 250),
    "saucer-spoon": ("coffee.png", 280, 170, 200),
    "wood-table": ("coffee.png", 420, 0, 180),
    "cat": ("chelsea.png", 75, 0, 300),
    "cat-eye": ("chelsea.png", 170, 50, 170),
    "astronaut": ("astronaut.png", 0, 0, 512),
    "helmet": ("astronaut.png", 300, 300, 212),
    "shuttle-model": ("astronaut.png", 330, 0, 182),
    "rocket": ("rocket.jpg", 87, 0, 427),
    "launch-lights": ("rocket.jpg", 140, 240, 187),
    "cameraman": ("camera.png", 0, 0, 512),
    "film-camera": ("camera.png", 230, 90, 170),
    "deep-field": ("hubble_deep_field.jpg", 0, 0, 872),
    "galaxies": ("hubble_deep_field.jpg", 500, 300, 300),
}


def main():
    source, target = sys.argv[1], sys.argv[2]
    os.makedirs(target, exist_ok=True)
    for name, (file, left, top, side) in CROPS.items():
        image = Image.open(os.path.join(source, file)).convert("RGB")
        image = image.crop((left, top, left + side, top + side))
        if side > SIDE:
            image = image.resize((SIDE, SIDE), Image.LANCZOS)
        image.save(os.path.join(target, name + ".jpg"), quality=QUALITY, optimize=True)


if __name__ == "__main__":
    main()
