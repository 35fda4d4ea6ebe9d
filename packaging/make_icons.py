"""Make every app icon from one square source image (Pillow only).

Source: ``assets/icons/app_icon.png`` (1024×1024 RGBA). While the art is not there yet, a
placeholder is drawn in memory (never written into ``assets/``).

Output (default ``build/icons``)::

    hicolor/<N>x<N>/apps/contaria-desktop.png   N in PNG_SIZES (freedesktop icon theme layout)
    contaria-desktop.ico                        Windows, ICO_SIZES inside one file
    contaria-desktop.icns                       macOS

Usage: ``python packaging/make_icons.py [--source PNG] [--out DIR]``.
Errors: ``ValueError`` (exit status 2 from the command line) if the source is not square or is
smaller than 256 px.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from PIL import Image, ImageDraw

ROOT = Path(__file__).resolve().parent.parent
SOURCE = ROOT / "assets" / "icons" / "app_icon.png"
ICON_NAME = "contaria-desktop"
PNG_SIZES = (16, 24, 32, 48, 64, 128, 256, 512, 1024)
ICO_SIZES = (16, 24, 32, 48, 64, 128, 256)  # 256 is the largest an .ico entry can hold


def placeholder(size: int = 1024) -> Image.Image:
    """A stand-in icon: three fanned cards on a dark green rounded square."""
    img = Image.new("RGBA", (size, size), (0, 0, 0, 0))
    draw = ImageDraw.Draw(img)
    s = size / 1024
    draw.rounded_rectangle((40 * s, 40 * s, 984 * s, 984 * s), radius=180 * s,
                           fill=(22, 78, 62, 255), outline=(212, 175, 55, 255), width=round(24 * s))
    for angle, colour in ((-18, (236, 229, 206, 255)), (0, (248, 244, 232, 255)),
                          (18, (255, 252, 245, 255))):
        card = Image.new("RGBA", (round(360 * s), round(520 * s)), (0, 0, 0, 0))
        cd = ImageDraw.Draw(card)
        cd.rounded_rectangle((0, 0, card.width - 1, card.height - 1), radius=round(36 * s),
                             fill=colour, outline=(60, 40, 20, 255), width=max(1, round(8 * s)))
        cd.ellipse((card.width * 0.3, card.height * 0.36, card.width * 0.7, card.height * 0.64),
                   fill=(176, 38, 38, 255))
        card = card.rotate(-angle, resample=Image.BICUBIC, expand=True)
        img.alpha_composite(card, (round((size - card.width) / 2 + angle * 6 * s),
                                   round((size - card.height) / 2 + abs(angle) * 3 * s)))
    return img


def load_source(path: Path | None) -> tuple[Image.Image, str]:
    """The source image as RGBA and a label saying where it came from.

    Raises ``ValueError`` if the image is not square or is smaller than 256 px."""
    path = path or SOURCE
    if not path.is_file():
        return placeholder(), "placeholder (no " + str(path) + ")"
    img = Image.open(path)
    img.load()
    if img.width != img.height:
        raise ValueError(f"{path}: icon source must be square, got {img.width}x{img.height}")
    if img.width < 256:
        raise ValueError(f"{path}: icon source must be at least 256 px, got {img.width}")
    return img.convert("RGBA"), str(path)


def make_icons(out: Path, source: Path | None = None) -> dict[str, list[Path]]:
    """Write the PNG set, ``.ico`` and ``.icns`` into ``out``; returns the paths by kind."""
    img, _ = load_source(source)
    out.mkdir(parents=True, exist_ok=True)
    pngs = []
    for n in PNG_SIZES:
        target = out / "hicolor" / f"{n}x{n}" / "apps" / f"{ICON_NAME}.png"
        target.parent.mkdir(parents=True, exist_ok=True)
        img.resize((n, n), Image.LANCZOS).save(target)
        pngs.append(target)
    ico = out / f"{ICON_NAME}.ico"
    img.save(ico, sizes=[(n, n) for n in ICO_SIZES])
    icns = out / f"{ICON_NAME}.icns"
    big = img if img.width >= 1024 else img.resize((1024, 1024), Image.LANCZOS)
    big.save(icns)  # Pillow writes the standard ICNS sizes from one image
    return {"png": pngs, "ico": [ico], "icns": [icns]}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--source", type=Path, default=None, help=f"default: {SOURCE}")
    parser.add_argument("--out", type=Path, default=ROOT / "build" / "icons")
    args = parser.parse_args(argv)
    try:
        _, label = load_source(args.source)
        made = make_icons(args.out, args.source)
    except (ValueError, OSError) as exc:
        print(f"make_icons: {exc}", file=sys.stderr)
        return 2
    print(f"make_icons: from {label}: {len(made['png'])} PNGs, .ico, .icns in {args.out}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
