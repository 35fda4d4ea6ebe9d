"""Render every image in ``assets/`` from vector sources, deterministically.

Usage::

    python scripts/make_art.py                  # render all PNGs from assets/source/icons.json
    python scripts/make_art.py --only contaria  # one group: contaria, charlatao, icons
    python scripts/make_art.py --extract NODE_MODULES  # refresh assets/source/icons.json

Sources (see ``assets/LICENSES.md``): silhouettes from game-icons.net (CC BY 3.0, through the
npm package ``@iconify-json/game-icons``) and colour figures from Microsoft Fluent Emoji Flat
(MIT, through ``@iconify-json/fluent-emoji-flat``). Only the icons this script uses are copied
into ``assets/source/icons.json`` (with ``--extract``), so a render needs no network and no npm.
Everything else (frames, gradients, landscapes, suit symbols, cracks) is drawn here.

SVG is rasterised by Qt (``QSvgRenderer``, offscreen) and composed with Pillow. Randomness comes
from ``random.Random`` with fixed seeds, and PNGs carry no timestamps, so two runs on the same
Qt/Pillow versions write identical files. Images carry no words: the table draws all text.
Sizes and reserved areas are documented in ``assets/README.md``.
"""

from __future__ import annotations

import argparse
import json
import math
import os
import random
import sys
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PIL import Image, ImageChops, ImageDraw, ImageFilter  # noqa: E402

ROOT = Path(__file__).resolve().parent.parent
ASSETS = ROOT / "assets"
ICON_SOURCE = ASSETS / "source" / "icons.json"

CARD = (600, 840)          # every card image, portrait, 2x of the 300x420 logical size
CARD_RADIUS = 30
BADGE = (82, 82, 56)       # points badge: centre x, centre y, radius (left free for the table)
TEXT_PANEL = (30, 552, 570, 812)   # revealed side: name/types/ability text box
NAME_BANNER = (80, 688, 520, 786)  # initial side: type-name banner
TOKEN = 256                # round markers, 2x of 128 logical px

# --------------------------------------------------------------------------- icon source

_ICONS: dict | None = None
_NODE_MODULES: Path | None = None   # set by --extract: read icons from the npm packages
_USED: set[str] = set()
_QT_APP = None
_PACKS = {"gi": "game-icons", "fl": "fluent-emoji-flat"}


def icon(key: str) -> dict:
    """Icon ``"gi:name"`` (game-icons) or ``"fl:name"`` (Fluent Emoji Flat):
    ``{"body": svg-inner-xml, "width": w, "height": h}``. Raises KeyError if unknown."""
    global _ICONS
    if _ICONS is None:
        if _NODE_MODULES is not None:
            _ICONS = {}
            for prefix, pack in _PACKS.items():
                data = json.loads((_NODE_MODULES / "@iconify-json" / pack / "icons.json")
                                  .read_text(encoding="utf-8"))
                for name, ic in data["icons"].items():
                    _ICONS[f"{prefix}:{name}"] = {
                        "body": ic["body"], "width": ic.get("width", data.get("width", 16)),
                        "height": ic.get("height", data.get("height", 16))}
        else:
            _ICONS = json.loads(ICON_SOURCE.read_text(encoding="utf-8"))["icons"]
    _USED.add(key)
    return _ICONS[key]


def write_icon_subset() -> None:
    """Store exactly the icons used by this run in ICON_SOURCE (after an --extract render)."""
    out = {k: icon(k) for k in sorted(_USED)}
    doc = {"note": "Subset of @iconify-json/game-icons (gi:, CC BY 3.0, game-icons.net) and "
                   "@iconify-json/fluent-emoji-flat (fl:, MIT, Microsoft); written by "
                   "scripts/make_art.py --extract; see assets/LICENSES.md.",
           "icons": out}
    ICON_SOURCE.parent.mkdir(parents=True, exist_ok=True)
    tmp = ICON_SOURCE.with_suffix(".tmp")
    tmp.write_text(json.dumps(doc, indent=1, sort_keys=True) + "\n", encoding="utf-8")
    os.replace(tmp, ICON_SOURCE)


def _qt():
    global _QT_APP
    if _QT_APP is None:
        from PySide6.QtGui import QGuiApplication
        _QT_APP = QGuiApplication.instance() or QGuiApplication([])
    return _QT_APP


def svg(key: str, height: int, color: str | None = None, recolor: dict | None = None,
        width: int | None = None) -> Image.Image:
    """Rasterise icon ``key`` to an RGBA image ``height`` px tall (or fitting width x height).

    ``color`` fills a game-icons silhouette; ``recolor`` maps hex fills of a colour icon.
    Keys ``"draw:name"`` are shapes drawn by this script (see DRAWN)."""
    if key.startswith("draw:"):
        img = DRAWN[key[5:]](height if width is None else min(height, width))
        return tint(img, color or "#000000")
    _qt()
    from PySide6.QtCore import QByteArray, QRectF
    from PySide6.QtGui import QImage, QPainter
    from PySide6.QtSvg import QSvgRenderer
    ic = icon(key)
    body = ic["body"].replace("currentColor", color or "#000000")
    for old, new in (recolor or {}).items():
        body = body.replace(old, new).replace(old.upper(), new)
    vw, vh = ic["width"], ic["height"]
    scale = height / vh if width is None else min(height / vh, width / vw)
    w, h = max(1, round(vw * scale)), max(1, round(vh * scale))
    doc = f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {vw} {vh}">{body}</svg>'
    renderer = QSvgRenderer(QByteArray(doc.encode("utf-8")))
    img = QImage(w, h, QImage.Format_ARGB32_Premultiplied)
    img.fill(0)
    painter = QPainter(img)
    painter.setRenderHint(QPainter.Antialiasing)
    renderer.render(painter, QRectF(0, 0, w, h))
    painter.end()
    img = img.convertToFormat(QImage.Format_RGBA8888)
    return Image.frombuffer("RGBA", (w, h), bytes(img.constBits()), "raw", "RGBA",
                            img.bytesPerLine(), 1).copy()


# --------------------------------------------------------------------------- drawing kit

def rgb(hex_) -> tuple[int, int, int]:
    """``"#rrggbb"`` (or an (r, g, b[, a]) tuple) as an (r, g, b) tuple."""
    if not isinstance(hex_, str):
        return tuple(hex_[:3])
    hex_ = hex_.lstrip("#")
    return tuple(int(hex_[i:i + 2], 16) for i in (0, 2, 4))


def mix(a, b, t: float):
    a, b = (rgb(a) if isinstance(a, str) else a), (rgb(b) if isinstance(b, str) else b)
    return tuple(round(x + (y - x) * t) for x, y in zip(a, b))


def vgradient(size, stops) -> Image.Image:
    """Vertical gradient; ``stops`` = [(0..1, colour), ...] sorted by position."""
    w, h = size
    col = Image.new("RGBA", (1, h))
    px = col.load()
    stops = [(p, rgb(c) if isinstance(c, str) else c) for p, c in stops]
    for y in range(h):
        t = y / max(1, h - 1)
        for (p0, c0), (p1, c1) in zip(stops, stops[1:]):
            if p0 <= t <= p1:
                px[0, y] = mix(c0, c1, (t - p0) / max(1e-9, p1 - p0)) + (255,)
                break
        else:
            px[0, y] = (stops[-1][1] if t > stops[-1][0] else stops[0][1]) + (255,)
    return col.resize((w, h))


def radial(size, center, radius, color, alpha=255, soft=0.6) -> Image.Image:
    """A soft round glow layer (colour everywhere, blurred alpha: no dark fringe)."""
    mask = Image.new("L", size, 0)
    cx, cy = center
    r = radius * (1 - soft / 2)
    ImageDraw.Draw(mask).ellipse((cx - r, cy - r, cx + r, cy + r), fill=alpha)
    layer = Image.new("RGBA", size, rgb(color) + (0,))
    layer.putalpha(mask.filter(ImageFilter.GaussianBlur(radius * soft / 2)))
    return layer


def tint(img: Image.Image, color, alpha: float = 1.0) -> Image.Image:
    """Same shape, one colour (a silhouette)."""
    out = Image.new("RGBA", img.size, rgb(color) if isinstance(color, str) else color)
    a = img.getchannel("A")
    if alpha != 1.0:
        a = a.point(lambda v: round(v * alpha))
    out.putalpha(a)
    return out


def outlined(img: Image.Image, width: int, color="#fffaf0") -> Image.Image:
    """Sticker look: a solid ring of ``width`` px around the shape."""
    pad = width + 2
    big = Image.new("RGBA", (img.width + 2 * pad, img.height + 2 * pad), (0, 0, 0, 0))
    big.alpha_composite(img, (pad, pad))
    a = big.getchannel("A").point(lambda v: 255 if v > 40 else 0)
    for _ in range(max(1, width // 3)):
        a = a.filter(ImageFilter.MaxFilter(7))
    a = a.filter(ImageFilter.GaussianBlur(1))
    ring = Image.new("RGBA", big.size, rgb(color) + (255,))
    ring.putalpha(a)
    ring.alpha_composite(big)
    return ring


def place(canvas: Image.Image, img: Image.Image, cx: float, bottom: float,
          shadow: int = 0, shadow_alpha: float = 0.35) -> None:
    """Paste ``img`` centred on ``cx`` with its bottom edge at ``bottom``."""
    x, y = round(cx - img.width / 2), round(bottom - img.height)
    if shadow:
        sh = tint(img, "#1a1020", shadow_alpha)
        pad = shadow * 3
        big = Image.new("RGBA", (sh.width + 2 * pad, sh.height + 2 * pad), (0, 0, 0, 0))
        big.alpha_composite(sh, (pad, pad))
        big = big.filter(ImageFilter.GaussianBlur(shadow))
        _paste(canvas, big, x - pad + shadow // 2, y - pad + shadow)
    _paste(canvas, img, x, y)


def _paste(canvas, img, x, y):
    layer = Image.new("RGBA", canvas.size, (0, 0, 0, 0))
    layer.paste(img, (x, y), img)
    canvas.alpha_composite(layer)


def rounded_mask(size, radius) -> Image.Image:
    s = 4
    big = Image.new("L", (size[0] * s, size[1] * s), 0)
    ImageDraw.Draw(big).rounded_rectangle((0, 0, size[0] * s - 1, size[1] * s - 1),
                                          radius * s, fill=255)
    return big.resize(size, Image.LANCZOS)


def supersampled(size, draw_fn, s: int = 4) -> Image.Image:
    """Draw with ImageDraw at ``s`` times the size, then scale down (smooth edges)."""
    big = Image.new("RGBA", (size[0] * s, size[1] * s), (0, 0, 0, 0))
    draw_fn(ImageDraw.Draw(big), s)
    return big.resize(size, Image.LANCZOS)


def hills(size, base_y, amp, waves, color, alpha=255) -> Image.Image:
    """A band of rolling hills: sum of sines, filled down to the bottom."""
    w, h = size

    def fn(d, s):
        pts = [(0, h * s)]
        for x in range(0, w + 1, 4):
            y = base_y
            for k, (freq, phase, a) in enumerate(waves):
                y += amp * a * math.sin(2 * math.pi * freq * x / w + phase)
            pts.append((x * s, y * s))
        pts.append((w * s, h * s))
        d.polygon(pts, fill=rgb(color) + (alpha,))
    return supersampled(size, fn, 2)


def stars(size, rng: random.Random, n, region, color="#fff6d8") -> Image.Image:
    layer = Image.new("RGBA", size, (0, 0, 0, 0))
    d = ImageDraw.Draw(layer)
    x0, y0, x1, y1 = region
    for _ in range(n):
        x, y = rng.uniform(x0, x1), rng.uniform(y0, y1)
        r = rng.choice((1.2, 1.6, 2.2, 3.0))
        d.ellipse((x - r, y - r, x + r, y + r), fill=rgb(color) + (rng.randint(150, 255),))
    return layer


def sparkle(size_px, color="#fff3b0") -> Image.Image:
    """A four-pointed twinkle."""
    def fn(d, s):
        c = size_px * s / 2
        r, q = c, c * 0.16
        d.polygon([(c, 0), (c + q, c - q), (2 * c, c), (c + q, c + q), (c, 2 * c),
                   (c - q, c + q), (0, c), (c - q, c - q)], fill=rgb(color) + (255,))
    return supersampled((size_px, size_px), fn)


def noise(size, seed, lo, hi, blur=0.0, wrap=False) -> Image.Image:
    """Deterministic grey noise (L mode) between ``lo`` and ``hi``; ``wrap`` makes it tile."""
    rng = random.Random(seed)
    w, h = size
    raw = Image.frombytes("L", size, rng.randbytes(w * h))
    raw = raw.point(lambda v: lo + (hi - lo) * v // 255)
    if blur:
        if wrap:
            tiled = Image.new("L", (w * 3, h * 3))
            for i in range(3):
                for j in range(3):
                    tiled.paste(raw, (i * w, j * h))
            raw = tiled.filter(ImageFilter.GaussianBlur(blur)).crop((w, h, 2 * w, 2 * h))
        else:
            raw = raw.filter(ImageFilter.GaussianBlur(blur))
    return raw


def save(img: Image.Image, rel: str) -> None:
    """Write ``assets/rel`` as an RGBA PNG, atomically (temp file + rename)."""
    path = ASSETS / rel
    path.parent.mkdir(parents=True, exist_ok=True)
    tmp = path.with_suffix(".tmp.png")
    img.save(tmp, "PNG", optimize=True)
    os.replace(tmp, path)
    print(f"  {rel:42s} {img.width}x{img.height} {path.stat().st_size // 1024} KiB")


def finish_card(img: Image.Image) -> Image.Image:
    """Round the corners of a card image."""
    out = img.copy()
    out.putalpha(ImageChops.multiply(img.getchannel("A"), rounded_mask(img.size, CARD_RADIUS)))
    return out


GOLD = ["#6b4210", "#a8741f", "#e2b24a", "#fbe7a1", "#f2c65c", "#c48b2b", "#7c5114"]


def bevel_ellipse(size, box, width, colors=GOLD) -> Image.Image:
    """An oval ring ``width`` px wide with a metallic bevel (bands of ``colors``, outside in)."""
    def fn(d, s):
        x0, y0, x1, y1 = [v * s for v in box]
        step = width * s / len(colors)
        for i, c in enumerate(colors):
            inset = i * step
            d.ellipse((x0 + inset, y0 + inset, x1 - inset, y1 - inset), fill=rgb(c) + (255,))
        inset = width * s
        d.ellipse((x0 + inset, y0 + inset, x1 - inset, y1 - inset), fill=(0, 0, 0, 0))
    return supersampled(size, fn, 3)


def bevel_rect(size, box, width, radius, colors=GOLD) -> Image.Image:
    """A rounded-rectangle frame ``width`` px wide with a metallic bevel."""
    def fn(d, s):
        x0, y0, x1, y1 = [v * s for v in box]
        step = width * s / len(colors)
        for i, c in enumerate(colors):
            k = i * step
            d.rounded_rectangle((x0 + k, y0 + k, x1 - k, y1 - k), max(1, radius * s - k),
                                fill=rgb(c) + (255,))
        k = width * s
        d.rounded_rectangle((x0 + k, y0 + k, x1 - k, y1 - k), max(1, radius * s - k),
                            fill=(0, 0, 0, 0))
    return supersampled(size, fn, 2)


def metallic(img: Image.Image, colors=("#fbe7a1", "#e2b24a", "#a8741f")) -> Image.Image:
    """Fill a silhouette with a vertical metal gradient."""
    grad = vgradient(img.size, [(0, colors[0]), (0.5, colors[1]), (1, colors[2])])
    grad.putalpha(img.getchannel("A"))
    return grad


def ellipse_mask(size, box) -> Image.Image:
    def fn(d, s):
        d.ellipse([v * s for v in box], fill=(255, 255, 255, 255))
    return supersampled(size, fn, 3).getchannel("A")


def badge_seat(canvas: Image.Image, edge: str) -> None:
    """An empty round plaque at the top-left where the table prints the points."""
    cx, cy, r = BADGE
    canvas.alpha_composite(radial(canvas.size, (cx + 3, cy + 6), r + 14, "#000000", 90, 0.5))
    ring = bevel_ellipse(canvas.size, (cx - r, cy - r, cx + r, cy + r), 9)
    inner = Image.new("RGBA", canvas.size, (0, 0, 0, 0))
    d = ImageDraw.Draw(inner)
    d.ellipse((cx - r + 8, cy - r + 8, cx + r - 8, cy + r - 8), fill=rgb("#fdf6e3") + (255,))
    d.ellipse((cx - r + 13, cy - r + 13, cx + r - 13, cy + r - 13),
              outline=rgb(edge) + (110,), width=2)
    canvas.alpha_composite(inner)
    canvas.alpha_composite(ring)


def text_panel(canvas: Image.Image, box, edge: str, fill="#fbf3e1", alpha=238) -> None:
    """A calm parchment panel (no text): the table draws name, types and ability on it."""
    x0, y0, x1, y1 = box
    sh = Image.new("RGBA", canvas.size, (0, 0, 0, 0))
    ImageDraw.Draw(sh).rounded_rectangle((x0 + 2, y0 + 6, x1 + 2, y1 + 6), 22,
                                         fill=(20, 10, 20, 90))
    canvas.alpha_composite(sh.filter(ImageFilter.GaussianBlur(6)))

    def fn(d, s):
        d.rounded_rectangle((x0 * s, y0 * s, x1 * s, y1 * s), 22 * s, fill=rgb(fill) + (alpha,))
        d.rounded_rectangle(((x0 + 7) * s, (y0 + 7) * s, (x1 - 7) * s, (y1 - 7) * s), 16 * s,
                            outline=rgb(edge) + (150,), width=2 * s)
    canvas.alpha_composite(supersampled(canvas.size, fn, 2))
    frame = bevel_rect(canvas.size, box, 5, 22)
    canvas.alpha_composite(frame)


def _drawn(size, fn) -> Image.Image:
    return supersampled((size, size), lambda d, s: fn(d, size * s), 4)


def draw_kite(size: int) -> Image.Image:
    """A diamond kite with spars and a bowed tail."""
    def fn(d, S):
        ink = (0, 0, 0, 255)
        top, left, right, bottom = (S * .62, S * .04), (S * .30, S * .30), (S * .94, S * .24), (S * .55, S * .66)
        d.polygon([top, right, bottom, left], fill=ink)
        d.line([top, bottom], fill=(0, 0, 0, 0), width=round(S * .025))
        d.line([left, right], fill=(0, 0, 0, 0), width=round(S * .025))
        pts = [bottom]
        for i in range(1, 9):
            t = i / 8
            pts.append((S * (.55 - .38 * t) + math.sin(t * 7) * S * .05, S * (.66 + .3 * t)))
        d.line(pts, fill=ink, width=round(S * .022), joint="curve")
        for x, y in pts[2::2]:
            r = S * .045
            d.polygon([(x - r, y - r * .7), (x, y), (x - r, y + r * .7)], fill=ink)
            d.polygon([(x + r, y - r * .7), (x, y), (x + r, y + r * .7)], fill=ink)
    return _drawn(size, fn)


def draw_tree(size: int) -> Image.Image:
    """A round leafy tree."""
    def fn(d, S):
        ink = (0, 0, 0, 255)
        d.polygon([(S * .44, S), (S * .47, S * .55), (S * .53, S * .55), (S * .56, S)], fill=ink)
        for cx, cy, r in ((.5, .3, .26), (.3, .45, .2), (.7, .45, .2), (.5, .52, .2)):
            d.ellipse((S * (cx - r), S * (cy - r), S * (cx + r), S * (cy + r)), fill=ink)
    return _drawn(size, fn)


def draw_palm(size: int) -> Image.Image:
    """A date palm: a curved trunk and drooping fronds."""
    def fn(d, S):
        ink = (0, 0, 0, 255)
        trunk = [(S * (.5 + .08 * math.sin(t * 2.2)), S * (1 - .7 * t)) for t in
                 [i / 12 for i in range(13)]]
        for (x0, y0), (x1, y1) in zip(trunk, trunk[1:]):
            d.line([(x0, y0), (x1, y1)], fill=ink, width=round(S * .06))
        cx, cy = trunk[-1]
        for ang in (-160, -125, -95, -60, -25, 10, 190):
            a = math.radians(ang)
            pts = []
            for i in range(9):
                t = i / 8
                r = S * .38 * t
                droop = S * .18 * t * t
                pts.append((cx + math.cos(a) * r, cy + math.sin(a) * r * .55 + droop))
            for k, (x, y) in enumerate(pts[1:], 1):
                w = S * .055 * math.sin(math.pi * k / 9) + 1
                d.ellipse((x - w, y - w * .6, x + w, y + w * .6), fill=ink)
        d.ellipse((cx - S * .05, cy - S * .02, cx + S * .05, cy + S * .07), fill=ink)
    return _drawn(size, fn)


def draw_footprint(size: int) -> Image.Image:
    """A giant's bare footprint."""
    def fn(d, S):
        ink = (0, 0, 0, 255)
        d.ellipse((S * .28, S * .3, S * .74, S * .78), fill=ink)
        d.ellipse((S * .33, S * .62, S * .66, S * .97), fill=ink)
        for x, y, r in ((.34, .2, .085), (.49, .14, .07), (.61, .15, .06), (.7, .2, .05),
                        (.76, .28, .045)):
            d.ellipse((S * (x - r), S * (y - r), S * (x + r), S * (y + r)), fill=ink)
    return _drawn(size, fn)


def draw_pickaxe(size: int) -> Image.Image:
    """A miner's pickaxe."""
    def fn(d, S):
        ink = (0, 0, 0, 255)
        d.line([(S * .22, S * .9), (S * .7, S * .22)], fill=ink, width=round(S * .08))
        pts = []
        for i in range(21):
            t = i / 20
            a = math.radians(200 + 140 * t)
            pts.append((S * .62 + math.cos(a) * S * .42, S * .42 + math.sin(a) * S * .3))
        inner = [(x + (S * .62 - x) * .12, y + (S * .42 - y) * .35 + S * .05) for x, y in pts]
        d.polygon(pts + inner[::-1], fill=ink)
    return _drawn(size, fn)


def draw_horns(size: int) -> Image.Image:
    """A pair of tapering beast horns curving out and up (to sit behind a head)."""
    def fn(d, S):
        p0, p1, p2 = (0.36, 0.66), (-0.02, 0.55), (0.14, 0.06)   # quadratic Bezier, left horn
        for side in (-1, 1):
            left, right = [], []
            n = 24
            for i in range(n + 1):
                t = i / n
                x = (1 - t) ** 2 * p0[0] + 2 * (1 - t) * t * p1[0] + t * t * p2[0]
                y = (1 - t) ** 2 * p0[1] + 2 * (1 - t) * t * p1[1] + t * t * p2[1]
                dx = 2 * (1 - t) * (p1[0] - p0[0]) + 2 * t * (p2[0] - p1[0])
                dy = 2 * (1 - t) * (p1[1] - p0[1]) + 2 * t * (p2[1] - p1[1])
                ln = math.hypot(dx, dy) or 1
                nx, ny = -dy / ln, dx / ln
                w = 0.075 * (1 - t) + 0.008
                if side > 0:
                    x, nx = 1 - x, -nx
                left.append(((x + nx * w) * S, (y + ny * w) * S))
                right.append(((x - nx * w) * S, (y - ny * w) * S))
            d.polygon(left + right[::-1], fill=(0, 0, 0, 255))
    return _drawn(size, fn)


DRAWN = {"kite": draw_kite, "horns": draw_horns, "tree": draw_tree, "palm": draw_palm, "footprint": draw_footprint,
         "pickaxe": draw_pickaxe, "sparkle": lambda n: tint(sparkle(n), "#000000")}


# --------------------------------------------------------------------------- Contária

CT_TYPES = {
    # sky: light tint, mid: main colour, dark: border/edges, deep: silhouettes
    "donzela": dict(sky="#fde4ec", mid="#e27fa0", dark="#a0305a", deep="#4d0f28",
                    emblem="gi:ample-dress", motifs=("gi:rose", "gi:ample-dress")),
    "crianca": dict(sky="#fff1c9", mid="#f3a53c", dark="#b45d0c", deep="#5a2d05",
                    emblem="draw:kite", motifs=("draw:kite", "gi:spinning-top")),
    "fada": dict(sky="#efe6fd", mid="#a184e4", dark="#5a3da6", deep="#25174f",
                 emblem="gi:fairy-wand", motifs=("draw:sparkle", "gi:fairy-wand")),
    "cavalheiro": dict(sky="#e0ecf8", mid="#6396d2", dark="#24558f", deep="#0e2746",
                       emblem="gi:black-knight-helm", motifs=("gi:crossed-swords",
                                                              "gi:black-knight-helm")),
    "velhinha": dict(sky="#e6f3dc", mid="#7db56a", dark="#36733a", deep="#163a16",
                     emblem="gi:teapot", motifs=("gi:yarn", "gi:teapot")),
}
MIRROR_BOX = (92, 62, 508, 640)    # initial side: outer edge of the oval mirror frame


def motif_pattern(size, keys, color, alpha, step=96, icon_px=44, seed=1) -> Image.Image:
    """Faint wallpaper of small silhouettes on a staggered grid."""
    layer = Image.new("RGBA", size, (0, 0, 0, 0))
    tiles = [tint(svg(k, icon_px), color, alpha) for k in keys]
    rng = random.Random(seed)
    for row, y in enumerate(range(-step // 2, size[1] + step, step // 2)):
        for col, x in enumerate(range(-step, size[0] + step, step)):
            xx = x + (step // 2 if row % 2 else 0)
            t = tiles[(row + col) % len(tiles)]
            t = t.rotate(rng.uniform(-14, 14), resample=Image.BICUBIC, expand=True)
            layer.alpha_composite(t, (xx - t.width // 2, y - t.height // 2))
    return layer


def card_base(t: dict, seed: int) -> Image.Image:
    """Type-coloured card with motif wallpaper, vignette and a gold inner frame."""
    img = vgradient(CARD, [(0, t["mid"]), (1, t["dark"])])
    img.alpha_composite(motif_pattern(CARD, t["motifs"], t["sky"], 0.16, seed=seed))
    vign = Image.new("RGBA", CARD, rgb(t["deep"]) + (0,))
    mask = Image.new("L", CARD, 255)
    ImageDraw.Draw(mask).rounded_rectangle((60, 60, CARD[0] - 60, CARD[1] - 60), 80, fill=0)
    vign.putalpha(mask.filter(ImageFilter.GaussianBlur(45)).point(lambda v: v * 150 // 255))
    img.alpha_composite(vign)
    img.alpha_composite(bevel_rect(CARD, (12, 12, CARD[0] - 12, CARD[1] - 12), 8, 22))
    return img


def ribbon(canvas: Image.Image, box, fill="#fbf3e1", edge="#a8741f") -> None:
    """An empty scroll ribbon with forked tails (the table writes the type name on it)."""
    x0, y0, x1, y1 = box
    h = y1 - y0
    tail = 46

    def shape(d, s, inset, color):
        k = inset
        pts = [(x0 + k, y0 + k), (x1 - k, y0 + k), (x1 - k, y1 - k), (x0 + k, y1 - k)]
        d.polygon([(a * s, b * s) for a, b in pts], fill=color)

    def fn(d, s):
        for side in (-1, 1):  # the folded tails behind
            bx = x0 if side < 0 else x1
            pts = [(bx, y0 + 18), (bx + side * tail, y0 + 18), (bx + side * (tail - 22),
                   y0 + 18 + (h - 10) / 2), (bx + side * tail, y1 + 10), (bx, y1 + 10)]
            d.polygon([(a * s, b * s) for a, b in pts], fill=rgb(mix(fill, edge, 0.35)) + (255,))
        shape(d, s, 0, rgb(edge) + (255,))
        shape(d, s, 4, rgb(fill) + (255,))
        d.line([((x0 + 12) * s, (y0 + 11) * s), ((x1 - 12) * s, (y0 + 11) * s)],
               fill=rgb(edge) + (120,), width=2 * s)
        d.line([((x0 + 12) * s, (y1 - 11) * s), ((x1 - 12) * s, (y1 - 11) * s)],
               fill=rgb(edge) + (120,), width=2 * s)
    sh = Image.new("RGBA", canvas.size, (0, 0, 0, 0))
    ImageDraw.Draw(sh).rectangle((x0 - tail, y0 + 10, x1 + tail, y1 + 16), fill=(0, 0, 0, 80))
    canvas.alpha_composite(sh.filter(ImageFilter.GaussianBlur(8)))
    canvas.alpha_composite(supersampled(canvas.size, fn, 2))


def mirror_glass(size, box, sky, tone) -> Image.Image:
    """Silvered glass filling ``box`` (an oval) with soft diagonal reflections."""
    x0, y0, x1, y1 = box
    glass = vgradient(size, [(0, mix(sky, "#ffffff", 0.55)), (0.5, mix(sky, tone, 0.25)),
                             (1, mix(tone, "#202840", 0.35))])
    cx, cy = (x0 + x1) / 2, (y0 + y1) / 2
    glass.alpha_composite(radial(size, (cx - (x1 - x0) * 0.12, cy - (y1 - y0) * 0.18),
                                 (x1 - x0) * 0.45, "#ffffff", 120, 0.9))
    streaks = Image.new("RGBA", size, (255, 255, 255, 0))
    d = ImageDraw.Draw(streaks)
    for off, wd, a in ((-0.30, 0.10, 70), (-0.12, 0.04, 55), (0.28, 0.06, 40)):
        px = cx + (x1 - x0) * off
        d.polygon([(px - 260, cy + 360), (px - 260 + wd * 900, cy + 360),
                   (px + 260 + wd * 900, cy - 360), (px + 260, cy - 360)],
                  fill=(255, 255, 255, a))
    glass.alpha_composite(streaks.filter(ImageFilter.GaussianBlur(3)))
    glass.putalpha(ellipse_mask(size, box))
    return glass


def jewel(canvas: Image.Image, cx, cy, r, color) -> None:
    """A cut gem in a gold bezel."""
    def fn(d, s):
        d.ellipse(((cx - r - 7) * s, (cy - r * 0.8 - 7) * s, (cx + r + 7) * s,
                   (cy + r * 0.8 + 7) * s), fill=rgb("#8a5a16") + (255,))
        d.ellipse(((cx - r - 4) * s, (cy - r * 0.8 - 4) * s, (cx + r + 4) * s,
                   (cy + r * 0.8 + 4) * s), fill=rgb("#f2c65c") + (255,))
        d.ellipse(((cx - r) * s, (cy - r * 0.8) * s, (cx + r) * s, (cy + r * 0.8) * s),
                  fill=rgb(mix(color, "#000000", 0.25)) + (255,))
        d.ellipse(((cx - r * 0.75) * s, (cy - r * 0.62) * s, (cx + r * 0.6) * s,
                   (cy + r * 0.5) * s), fill=rgb(color) + (255,))
        d.ellipse(((cx - r * 0.5) * s, (cy - r * 0.5) * s, (cx - r * 0.05) * s,
                   (cy - r * 0.15) * s), fill=(255, 255, 255, 170))
    canvas.alpha_composite(supersampled(canvas.size, fn, 3))


def mirror_frame(canvas: Image.Image, box, ring=34, crest="gi:fleur-de-lys",
                 gem="#c0304a") -> None:
    """Ornate gold oval frame with beads, a crest on top and a scroll at the bottom."""
    x0, y0, x1, y1 = box
    cx = (x0 + x1) / 2
    canvas.alpha_composite(bevel_ellipse(canvas.size, box, ring))
    beads = Image.new("RGBA", canvas.size, (0, 0, 0, 0))
    d = ImageDraw.Draw(beads)
    rx, ry = (x1 - x0) / 2 - ring / 2, (y1 - y0) / 2 - ring / 2
    cy = (y0 + y1) / 2
    for i in range(36):
        a = 2 * math.pi * i / 36
        bx, by = cx + rx * math.cos(a), cy + ry * math.sin(a)
        d.ellipse((bx - 4.5, by - 4.5, bx + 4.5, by + 4.5), fill=rgb("#fff3c4") + (255,),
                  outline=rgb("#8a5a16") + (255,), width=2)
    canvas.alpha_composite(beads)
    top = metallic(svg(crest, 92))
    place(canvas, outlined(top, 3, "#6b4210"), cx, y0 + 40, shadow=4)
    jewel(canvas, cx, y1 - ring / 2, 26, gem)


def initial_card(kind: str) -> Image.Image:
    """INITIAL side of a character card: the type's silhouette in a gold mirror."""
    t = CT_TYPES[kind]
    img = card_base(t, seed=hash_seed(kind))
    x0, y0, x1, y1 = MIRROR_BOX
    sh = Image.new("RGBA", CARD, (0, 0, 0, 0))
    ImageDraw.Draw(sh).ellipse((x0 + 6, y0 + 16, x1 + 6, y1 + 16), fill=(10, 5, 20, 140))
    img.alpha_composite(sh.filter(ImageFilter.GaussianBlur(14)))
    inner = (x0 + 30, y0 + 30, x1 - 30, y1 - 30)
    glass = mirror_glass(CARD, inner, t["sky"], t["mid"])
    cx, cy = (x0 + x1) / 2, (y0 + y1) / 2
    glass.alpha_composite(radial(CARD, (cx, cy + 10), 190, t["sky"], 200, 0.8))
    fig = svg(t["emblem"], 300, width=290)
    layer = Image.new("RGBA", CARD, (0, 0, 0, 0))
    place(layer, tint(fig, t["deep"], 0.92), cx, cy + fig.height / 2 + 10, shadow=6)
    layer.putalpha(ImageChops.multiply(layer.getchannel("A"), ellipse_mask(CARD, inner)))
    glass.alpha_composite(layer)
    img.alpha_composite(glass)
    mirror_frame(img, MIRROR_BOX, gem=t["mid"])
    ribbon(img, NAME_BANNER, edge=t["dark"])
    badge_seat(img, t["dark"])
    return finish_card(img)


def hash_seed(text: str) -> int:
    """A stable seed from a string (``hash()`` is salted per process)."""
    return sum((i + 1) * ord(c) for i, c in enumerate(text))


# Revealed pictures. Each element: (icon, centre x, bottom y, height[, options]).
# "back": silhouettes in the scene colour; "hero"/"props": full colour with a sticker edge.
# Options: rot (degrees), flip, color (fill for gi: icons), alpha, recolor, edge (px).
NIGHT_SKY = ("#17142e", "#3a2a5e")


def revealed_card(cid: str) -> Image.Image:
    """REVEALED side: a scene with the character; panel and badge left for the table."""
    spec = REVEALED[cid]
    t = CT_TYPES[cid.split("_", 1)[0]]
    night = spec.get("night", False)
    rng = random.Random(hash_seed(cid))
    W, H = CARD
    if night:
        img = vgradient(CARD, [(0, NIGHT_SKY[0]), (0.3, NIGHT_SKY[1]),
                               (0.6, mix(t["mid"], NIGHT_SKY[1], 0.45)), (1, t["deep"])])
        img.alpha_composite(stars(CARD, rng, 70, (30, 30, W - 30, 420)))
        mx, my = spec.get("moon", (455, 150))
        img.alpha_composite(radial(CARD, (mx, my), 150, "#fff2c0", 90, 0.9))
        moon = Image.new("RGBA", CARD, (0, 0, 0, 0))
        ImageDraw.Draw(moon).ellipse((mx - 46, my - 46, mx + 46, my + 46),
                                     fill=rgb("#fff4cf") + (255,))
        img.alpha_composite(moon)
        img.alpha_composite(radial(CARD, (300, 500), 420, mix(t["mid"], "#ffe0b0", 0.3), 150, 0.9))
        far, near = mix(t["dark"], NIGHT_SKY[1], 0.55), mix(t["deep"], "#000000", 0.2)
        back_col = mix(t["deep"], NIGHT_SKY[0], 0.5)
    else:
        img = vgradient(CARD, [(0, mix(t["sky"], t["mid"], 0.6)), (0.55, t["sky"]),
                               (1, mix(t["mid"], t["sky"], 0.3))])
        sx, sy = spec.get("sun", (470, 150))
        img.alpha_composite(radial(CARD, (sx, sy), 240, "#fffbe8", 230, 0.9))
        far, near = mix(t["mid"], t["sky"], 0.45), mix(t["mid"], t["dark"], 0.25)
        back_col = mix(t["mid"], t["dark"], 0.1)
    if "ground" in spec:
        far, near = spec["ground"]
    img.alpha_composite(hills(CARD, spec.get("horizon", 455), 18,
                              [(1.3, rng.uniform(0, 6), 1), (2.7, rng.uniform(0, 6), 0.5)], far))
    if not night:
        img.alpha_composite(radial(CARD, (300, 330), 230, "#ffffff", 90, 0.9))
    else:
        img.alpha_composite(radial(CARD, (300, 330), 230, t["mid"], 80, 0.9))
    for el in spec.get("back", ()):
        key, cx, bottom, height, opt = _el(el)
        if key == "castle":
            ic = castle(opt.get("w", round(height * 1.1)), height, opt.get("towers", 3))
        else:
            ic = svg(key, height, color="#000000", width=opt.get("w"))
        ic = _orient(ic, opt)
        place(img, tint(ic, opt.get("color", back_col), opt.get("alpha", 0.85)), cx, bottom)
    img.alpha_composite(hills(CARD, spec.get("horizon", 455) + 60, 14,
                              [(0.9, rng.uniform(0, 6), 1), (2.1, rng.uniform(0, 6), 0.4)], near))
    if "puppet_bar" in spec:
        puppet_control(img, *spec["puppet_bar"])
    for el in spec.get("under", ()) + (spec["hero"],) + spec.get("props", ()):
        key, cx, bottom, height, opt = _el(el)
        ic = svg(key, height, color=opt.get("color"), recolor=opt.get("recolor"),
                 width=opt.get("w"))
        ic = _orient(ic, opt)
        edge = opt.get("edge", 7)
        if edge:
            ic = outlined(ic, edge, opt.get("edge_color", "#fffaf0"))
        place(img, ic, cx, bottom, shadow=opt.get("shadow", 8))
    for x, y, sz in spec.get("sparkles", ()):
        s_img = sparkle(sz)
        img.alpha_composite(s_img, (x - sz // 2, y - sz // 2))
    img.alpha_composite(bevel_rect(CARD, (12, 12, W - 12, H - 12), 8, 22))
    border = Image.new("RGBA", CARD, rgb(t["dark"]) + (255,))
    hole = Image.new("L", CARD, 255)
    ImageDraw.Draw(hole).rounded_rectangle((14, 14, W - 14, H - 14), 22, fill=0)
    border.putalpha(hole)
    img.alpha_composite(border)
    text_panel(img, TEXT_PANEL, t["dark"])
    badge_seat(img, t["dark"])
    return finish_card(img)


def castle(width: int, height: int, towers: int = 3) -> Image.Image:
    """A fairy-tale castle silhouette (black on transparent): wall, towers, cone roofs."""
    def fn(d, s):
        W, H = width * s, height * s
        ink = (0, 0, 0, 255)
        wall_top = H * 0.55
        d.rectangle((W * 0.08, wall_top, W * 0.92, H), fill=ink)
        merl = W * 0.84 / 11
        for i in range(0, 11, 2):
            x = W * 0.08 + i * merl
            d.rectangle((x, wall_top - merl * 0.8, x + merl, wall_top), fill=ink)
        spots = [(0.14, 0.62, 0.13), (0.86, 0.58, 0.13), (0.5, 0.92, 0.17)]
        if towers > 3:
            spots += [(0.32, 0.72, 0.11), (0.68, 0.76, 0.11)]
        for fx, fh, fw in spots:
            cx, tw = W * fx, W * fw
            top = H * (1 - fh)
            d.rectangle((cx - tw / 2, top, cx + tw / 2, H), fill=ink)
            roof = tw * 1.5
            d.polygon([(cx - tw * 0.65, top), (cx + tw * 0.65, top), (cx, top - roof)], fill=ink)
            d.line([(cx, top - roof), (cx, top - roof - tw * 0.55)], fill=ink, width=max(1, s * 3))
            d.polygon([(cx, top - roof - tw * 0.55), (cx + tw * 0.6, top - roof - tw * 0.42),
                       (cx, top - roof - tw * 0.3)], fill=ink)
        # gate and windows cut out
        gx = W * 0.5
        d.rounded_rectangle((gx - W * 0.06, H * 0.78, gx + W * 0.06, H + 10), W * 0.06,
                            fill=(0, 0, 0, 0))
        for fx, fy in ((0.14, 0.55), (0.86, 0.6), (0.5, 0.3), (0.5, 0.5)):
            wx, wy = W * fx, H * fy
            d.rounded_rectangle((wx - W * 0.018, wy - H * 0.05, wx + W * 0.018, wy + H * 0.03),
                                W * 0.018, fill=(0, 0, 0, 0))
    return supersampled((width, height), fn, 3)


def puppet_control(canvas: Image.Image, cx: float, bar_y: float, ends) -> None:
    """A marionette's wooden control bar with strings down to the points in ``ends``."""
    def fn(d, s):
        for x, y in ends:
            d.line([(x * s, (bar_y + 8) * s), (x * s, y * s)], fill=(255, 250, 235, 230),
                   width=3 * s)
        for k, col in ((6, rgb("#fffaf0")), (0, rgb("#9a6233"))):
            d.rounded_rectangle(((cx - 130 - k) * s, (bar_y - 12 - k) * s, (cx + 130 + k) * s,
                                 (bar_y + 12 + k) * s), (12 + k) * s, fill=col + (255,))
            d.rounded_rectangle(((cx - 12 - k) * s, (bar_y - 50 - k) * s, (cx + 12 + k) * s,
                                 (bar_y + 40 + k) * s), (12 + k) * s, fill=col + (255,))
    canvas.alpha_composite(supersampled(canvas.size, fn, 2))


def _el(el):
    key, cx, bottom, height = el[:4]
    return key, cx, bottom, height, (el[4] if len(el) > 4 else {})


def _orient(ic: Image.Image, opt: dict) -> Image.Image:
    if opt.get("flip"):
        ic = ic.transpose(Image.FLIP_LEFT_RIGHT)
    if opt.get("rot"):
        ic = ic.rotate(opt["rot"], resample=Image.BICUBIC, expand=True)
    return ic


EVIL_FAIRY = {"#ed9200": "#3b2456", "#f59f00": "#4b2d6b", "#fcb100": "#5a3680",
              "#75e0fc": "#7ad66a", "#8b62bf": "#2d1a3f", "#d37034": "#1f1230"}
WITCH = {"#0074ba": "#3a1d57", "#00a6ed": "#5b2f86", "#00d1ed": "#7a4aa8",
         "#b4f6fc": "#c9f26a", "#d3d3d3": "#5b5b5b", "#9b9b9b": "#3a3a3a"}
EVIL_QUEEN = {"#633589": "#1d1029", "#774aa6": "#2c1a3d", "#8b62bf": "#3a2250",
              "#a17fd5": "#50306b", "#f3eef8": "#c7b7d6"}
DARK_BEAST = {"#d3883e": "#6a3e2a", "#ffb02e": "#8a5a36", "#f3c07b": "#b98a5a",
              "#6d4534": "#3a2016"}
GLASS_SHOE = {"#ca0b4a": "#9fe3ff", "#f8312f": "#cdf3ff", "#d3d3d3": "#e9fbff",
              "#990839": "#6fc6ea", "#321b41": "#4aa3c8", "#533566": "#74c2e0"}
SEA = ("#3f8fb3", "#1f5f86")

def tree_row(bottom=478, height=150, key="gi:pine-tree", xs=(40, 130, 215, 385, 470, 560)):
    """A row of tree silhouettes across the horizon (heights vary, deterministic)."""
    return tuple((key, x, bottom + (i % 2) * 10, round(height * (0.8 + 0.25 * ((i * 7) % 3) / 2)))
                 for i, x in enumerate(xs))


REVEALED: dict[str, dict] = {
    # ---- DONZELA
    "donzela_princesa": dict(
        back=(("castle", 300, 480, 270, {"w": 300}),),
        hero=("fl:princess", 300, 566, 390),
        props=(("fl:rose", 505, 548, 120, {"rot": -12}), ("fl:tulip", 92, 548, 100, {"rot": 10})),
        sparkles=((150, 220, 30), (470, 250, 24), (430, 110, 20))),
    "donzela_irma_ma": dict(
        night=True, back=(("castle", 420, 470, 150, {"w": 170}),),
        hero=("fl:woman-pouting", 290, 566, 390),
        props=(("fl:high-heeled-shoe", 500, 550, 110, {"rot": 18, "recolor": GLASS_SHOE}),
               ("fl:jack-o-lantern", 95, 550, 95))),
    "donzela_sereia": dict(
        night=True, ground=SEA,
        back=(("gi:sailboat", 470, 445, 120, {}),),
        hero=("fl:woman-merpeople", 300, 560, 400),
        props=(("fl:spiral-shell", 95, 550, 90), ("fl:tropical-fish", 505, 520, 80, {"flip": 1}))),
    "donzela_serva": dict(
        night=True, back=(("castle", 300, 470, 220, {"w": 260}),),
        hero=("fl:woman-with-headscarf", 300, 566, 380),
        props=(("fl:broom", 95, 555, 200, {"rot": -20}), ("fl:crown", 500, 300, 80, {"rot": -18})),
        sparkles=((470, 250, 22),)),
    "donzela_plain": dict(
        back=(("draw:tree", 110, 470, 170), ("draw:tree", 495, 480, 200)),
        hero=("fl:woman-dancing", 300, 560, 400),
        props=(("fl:blossom", 95, 550, 80), ("fl:cherry-blossom", 510, 548, 80))),
    # ---- CRIANÇA
    "crianca_joao": dict(
        back=(("castle", 470, 200, 110, {"w": 120, "alpha": 0.5}),),
        under=(("fl:cloud", 470, 230, 90, {"edge": 0, "shadow": 0}),
               ("gi:beanstalk", 320, 566, 520, {"color": "#4a9a3a", "edge": 5, "w": 520})),
        hero=("fl:boy", 260, 566, 260),
        props=(("fl:beans", 100, 548, 80), ("fl:seedling", 505, 548, 80))),
    "crianca_maria": dict(
        back=(*tree_row(),),
        under=(("fl:house", 470, 470, 150),),
        hero=("fl:girl", 280, 560, 330),
        props=(("fl:lollipop", 95, 540, 110, {"rot": 15}), ("fl:cookie", 500, 550, 80),
               ("fl:candy", 140, 300, 70, {"rot": -20}))),
    "crianca_pinoquio": dict(
        night=True, back=tree_row(height=120),
        puppet_bar=(300, 130, ((185, 340), (415, 340), (255, 280), (345, 280))),
        hero=("fl:lying-face", 300, 545, 300),
        props=(("fl:wood", 95, 552, 90), ("fl:cricket", 505, 552, 80, {"flip": 1}))),
    "crianca_chapeuzinho": dict(
        back=(*tree_row(),),
        under=(("gi:hood", 290, 520, 360, {"color": "#c8202c", "edge": 6}),),
        hero=("fl:girl", 290, 500, 240, {"edge": 0, "shadow": 4}),
        props=(("fl:basket", 495, 555, 110), ("fl:tulip", 95, 552, 90, {"rot": 8}))),
    "crianca_plain": dict(
        hero=("fl:child", 290, 560, 320),
        props=(("fl:kite", 460, 300, 170, {"rot": -10}), ("fl:balloon", 105, 330, 130, {"rot": 8}),
               ("fl:teddy-bear", 505, 552, 90))),
    # ---- FADA
    "fada_madrinha": dict(
        back=(("castle", 470, 470, 150, {"w": 170}),),
        hero=("fl:woman-fairy", 290, 566, 420),
        props=(("gi:pumpkin", 100, 555, 130, {"color": "#ef8a22", "edge": 6}),
               ("fl:high-heeled-shoe", 505, 552, 90, {"recolor": GLASS_SHOE, "rot": -10})),
        sparkles=((420, 160, 34), (480, 260, 24), (150, 230, 26), (360, 110, 18))),
    "fada_maligna": dict(
        night=True, moon=(300, 150),
        back=(("gi:evil-tower", 470, 470, 230, {}), ("gi:evil-tree", 110, 470, 200)),
        hero=("fl:woman-fairy", 300, 566, 420, {"recolor": EVIL_FAIRY}),
        props=(("gi:thorny-vine", 80, 560, 140, {"color": "#3f6b2a", "edge": 4}),
               ("gi:thorny-vine", 520, 560, 140, {"color": "#3f6b2a", "edge": 4, "flip": 1}),
               ("fl:bat", 470, 250, 70, {"rot": 10}), ("fl:bat", 140, 250, 55, {"flip": 1}))),
    "fada_mago": dict(
        back=(("castle", 480, 470, 230, {"w": 150}),),
        hero=("fl:man-mage", 290, 566, 420),
        props=(("fl:crystal-ball", 100, 552, 100), ("fl:closed-book", 505, 552, 80, {"rot": -8})),
        sparkles=((140, 200, 28), (440, 140, 22))),
    "fada_anao": dict(
        back=tree_row(height=170),
        hero=("fl:man-beard", 300, 560, 330),
        props=(("gi:pointy-hat", 312, 300, 190, {"color": "#c8302c", "edge": 5, "rot": 6}),
               ("fl:hammer-and-pick", 95, 552, 110), ("fl:gem-stone", 505, 552, 80),
               ("fl:mushroom", 500, 460, 60))),
    "fada_plain": dict(
        back=(("gi:mushroom-house", 470, 470, 170, {}),),
        hero=("fl:person-fairy", 290, 566, 420),
        props=(("fl:blossom", 95, 550, 80), ("fl:mushroom", 505, 550, 80),
               ("fl:butterfly", 480, 260, 80, {"rot": -12}), ("fl:butterfly", 130, 300, 56)),
        sparkles=((140, 200, 28), (440, 150, 22), (180, 330, 18))),
    # ---- CAVALHEIRO
    "cavalheiro_fera": dict(
        night=True, back=(("castle", 300, 470, 240, {"w": 360, "towers": 5}),),
        under=(("draw:horns", 290, 440, 340, {"color": "#e9dcc0", "edge": 5}),),
        hero=("fl:lion", 290, 560, 330, {"recolor": DARK_BEAST}),
        props=(("fl:rose", 505, 552, 120),), sparkles=((495, 420, 24), (530, 470, 16))),
    "cavalheiro_cacador": dict(
        back=(*tree_row(),),
        hero=("fl:man-beard", 300, 560, 330),
        props=(("gi:robin-hood-hat", 296, 350, 250, {"color": "#3f7a2e", "edge": 5, "rot": -8}),
               ("fl:bow-and-arrow", 100, 552, 120), ("fl:axe", 505, 552, 110, {"flip": 1}))),
    "cavalheiro_principe": dict(
        back=(("castle", 300, 470, 250, {"w": 300}),),
        hero=("fl:prince", 300, 566, 390),
        props=(("fl:horse", 95, 555, 120), ("fl:ring", 505, 552, 80)),
        sparkles=((480, 160, 26), (150, 230, 20))),
    "cavalheiro_gigante": dict(
        night=True, horizon=500,
        back=(("castle", 110, 520, 90, {"w": 100}),),
        hero=("fl:troll", 310, 566, 470),
        props=(("fl:cloud", 100, 560, 80, {"edge": 0}), ("fl:cloud", 510, 545, 70, {"edge": 0}),
               ("fl:beans", 505, 450, 50))),
    "cavalheiro_plain": dict(
        back=(("gi:mounted-knight", 480, 470, 170, {}), ("castle", 110, 470, 150, {})),
        hero=("fl:person-in-tuxedo", 300, 566, 390),
        props=(("fl:shield", 505, 552, 110, {"recolor": {"#00a6ed": "#2f6fb8"}}),
               ("fl:crossed-swords", 95, 552, 100))),
    # ---- VELHINHA
    "velhinha_vovo": dict(
        back=(("gi:rocking-chair", 470, 470, 170, {}), ("draw:tree", 110, 470, 170)),
        under=(("fl:house-with-garden", 470, 440, 120),),
        hero=("fl:old-woman", 300, 560, 330),
        props=(("fl:yarn", 95, 552, 90), ("fl:cookie", 505, 552, 80), ("fl:teapot", 110, 330, 70))),
    "velhinha_bruxa": dict(
        night=True, moon=(140, 160),
        back=(("gi:evil-tree", 480, 470, 220, {}),),
        hero=("fl:woman-mage", 300, 566, 410, {"recolor": WITCH}),
        props=(("gi:cauldron", 100, 555, 120, {"color": "#2a2233", "edge": 5}),
               ("fl:broom", 505, 555, 200, {"rot": 20}), ("fl:bat", 470, 220, 60))),
    "velhinha_rainha_ma": dict(
        night=True, back=(("gi:evil-tower", 300, 470, 260, {}),),
        hero=("fl:princess", 300, 566, 390, {"recolor": EVIL_QUEEN}),
        props=(("fl:red-apple", 505, 552, 90), ("fl:mirror", 95, 555, 140))),
    "velhinha_lobo_mau": dict(
        night=True, back=(*tree_row(height=180),),
        hero=("fl:wolf", 300, 560, 340),
        props=(("fl:basket", 95, 552, 100),)),
    "velhinha_plain": dict(
        back=(("gi:rocking-chair", 470, 470, 180, {}),),
        hero=("fl:older-person", 300, 560, 330),
        props=(("fl:teapot", 95, 552, 90), ("fl:yarn", 505, 552, 90),
               ("fl:sunflower", 110, 330, 70))),
}


def crack_lines(size, center, radius, seed) -> Image.Image:
    """Radiating cracks with side branches, as a white-and-dark line layer."""
    rng = random.Random(seed)
    cx, cy = center

    def fn(d, s):
        rings = []
        for i in range(11):
            a = 2 * math.pi * i / 11 + rng.uniform(-0.2, 0.2)
            x, y, pts = cx, cy, [(cx, cy)]
            step = radius / 6
            for k in range(7):
                a += rng.uniform(-0.35, 0.35)
                x += math.cos(a) * step * rng.uniform(0.7, 1.3)
                y += math.sin(a) * step * rng.uniform(0.7, 1.3)
                pts.append((x, y))
                if k in (1, 3):
                    rings.append((x, y))
            for wd, col in ((5, (40, 40, 60, 200)), (2, (255, 255, 255, 240))):
                d.line([(px * s, py * s) for px, py in pts], fill=col, width=wd * s, joint="curve")
        for (x0, y0), (x1, y1) in zip(rings, rings[2:]):
            d.line([(x0 * s, y0 * s), (x1 * s, y1 * s)], fill=(255, 255, 255, 170), width=2 * s)
    return supersampled(size, fn, 2)


MIRROR_COL = dict(sky="#e8f3ff", mid="#3f4f73", dark="#1a2138", deep="#0b0f1d",
                  motifs=("draw:sparkle", "gi:mirror-mirror"))


def mirror_card(used: bool) -> Image.Image:
    """Magic-mirror card: unused (gleaming, with a star) or used (cracked and dimmed)."""
    t = dict(MIRROR_COL)
    if used:
        t.update(mid="#6b7585", dark="#363c48", deep="#15181f")
    img = card_base(t, seed=77)
    box = (100, 90, 500, 700)
    x0, y0, x1, y1 = box
    cx, cy = (x0 + x1) / 2, (y0 + y1) / 2
    img.alpha_composite(radial(CARD, (cx, cy), 330, "#fff6c8" if not used else "#8890a0",
                               140 if not used else 60, 0.9))
    sh = Image.new("RGBA", CARD, (0, 0, 0, 0))
    ImageDraw.Draw(sh).ellipse((x0 + 6, y0 + 16, x1 + 6, y1 + 16), fill=(10, 5, 20, 150))
    img.alpha_composite(sh.filter(ImageFilter.GaussianBlur(14)))
    inner = (x0 + 30, y0 + 30, x1 - 30, y1 - 30)
    glass = mirror_glass(CARD, inner, t["sky"], t["mid"])
    if used:
        glass.alpha_composite(crack_lines(CARD, (cx + 20, cy - 40), 260, seed=5))
        glass.putalpha(ImageChops.multiply(glass.getchannel("A"), ellipse_mask(CARD, inner)))
    else:
        star = metallic(svg("gi:round-star", 270), ("#fffbe0", "#ffd45c", "#e09a20"))
        lay = Image.new("RGBA", CARD, (0, 0, 0, 0))
        lay.alpha_composite(radial(CARD, (cx, cy), 200, "#ffffff", 200, 0.9))
        place(lay, outlined(star, 4, "#fff8e0"), cx, cy + 135, shadow=6)
        for x, y, sz in ((cx - 110, cy - 120, 44), (cx + 105, cy + 110, 36), (cx + 95, cy - 150, 26),
                         (cx - 95, cy + 150, 24)):
            lay.alpha_composite(sparkle(sz), (round(x - sz / 2), round(y - sz / 2)))
        lay.putalpha(ImageChops.multiply(lay.getchannel("A"), ellipse_mask(CARD, inner)))
        glass.alpha_composite(lay)
    img.alpha_composite(glass)
    if used:
        mirror_frame(img, box, gem="#5a6070")
        grey = img.convert("L").convert("RGBA")
        img = Image.blend(img, grey, 0.45)
    else:
        mirror_frame(img, box, gem="#4f9fe0")
        for x, y, sz in ((70, 110, 40), (540, 760, 34), (520, 90, 28), (80, 760, 26)):
            img.alpha_composite(sparkle(sz), (x - sz // 2, y - sz // 2))
    return finish_card(img)


def token(key: str, disc: str, ink: str = "#fff4dc", size: int = TOKEN, ring=GOLD,
          icon_scale: float = 0.56, metal: bool = False) -> Image.Image:
    """A round marker: bevelled ring, domed colour disc, a silhouette in the middle."""
    img = Image.new("RGBA", (size, size), (0, 0, 0, 0))
    m = size * 0.04
    sh = Image.new("RGBA", img.size, (0, 0, 0, 0))
    ImageDraw.Draw(sh).ellipse((m, m * 1.6, size - m, size - m * 0.4), fill=(0, 0, 0, 120))
    img.alpha_composite(sh.filter(ImageFilter.GaussianBlur(size * 0.02)))
    face = vgradient(img.size, [(0, mix(disc, "#ffffff", 0.25)), (1, mix(disc, "#000000", 0.3))])
    face.alpha_composite(radial(img.size, (size * 0.4, size * 0.35), size * 0.45, "#ffffff", 70))
    face.putalpha(ellipse_mask(img.size, (m, m, size - m, size - m)))
    img.alpha_composite(face)
    inner = Image.new("RGBA", img.size, (0, 0, 0, 0))
    k = size * 0.13
    ImageDraw.Draw(inner).ellipse((k, k, size - k, size - k), outline=rgb(ink) + (90,),
                                  width=max(1, size // 128))
    img.alpha_composite(inner)
    ic = svg(key, round(size * icon_scale), color=ink)
    if metal:
        ic = metallic(ic)
    place(img, ic, size / 2, size / 2 + ic.height / 2, shadow=max(2, size // 64), shadow_alpha=0.6)
    img.alpha_composite(bevel_ellipse(img.size, (m, m, size - m, size - m), size * 0.07, ring))
    return img


def emblem(size: int = 512) -> Image.Image:
    """The CONTÁRIA tale emblem: an open storybook with a castle rising from it."""
    img = token("draw:sparkle", "#2b1d5c", size=size, icon_scale=0.01)
    book = metallic(svg("gi:open-book", round(size * 0.36)))
    cas = metallic(castle(round(size * 0.42), round(size * 0.36), towers=5),
                   ("#fff6d0", "#f2c65c", "#b07a22"))
    cx = size / 2
    img.alpha_composite(radial(img.size, (cx, size * 0.5), size * 0.36, "#b9a2ff", 120))
    place(img, cas, cx, size * 0.6, shadow=4)
    place(img, outlined(book, 3, "#2b1d5c"), cx, size * 0.8, shadow=5)
    for x, y, sz in ((0.27, 0.3, 0.08), (0.74, 0.26, 0.06), (0.78, 0.55, 0.05), (0.22, 0.58, 0.05)):
        sp = sparkle(round(size * sz), "#fff0b0")
        img.alpha_composite(sp, (round(size * x - sp.width / 2), round(size * y - sp.height / 2)))
    return img


def table_background(size: int = 512) -> Image.Image:
    """Seamless dark-teal felt (tiles without seams: the noise wraps around)."""
    base = Image.new("RGBA", (size, size), rgb("#1d4a45") + (255,))
    light = Image.new("RGBA", base.size, rgb("#2f6b63") + (255,))
    dark = Image.new("RGBA", base.size, rgb("#123431") + (255,))
    blotch = noise((size, size), 11, 0, 255, blur=24, wrap=True)
    blotch = blotch.point(lambda v: max(0, min(255, (v - 118) * 9)))
    base = Image.composite(light, base, blotch.point(lambda v: v * 70 // 255))
    fine = noise((size, size), 12, 0, 255, blur=0.6, wrap=True)
    base = Image.composite(light, base, fine.point(lambda v: max(0, v - 128) // 3))
    base = Image.composite(dark, base, fine.point(lambda v: max(0, 127 - v) // 3))
    return base


# --------------------------------------------------------------------------- CharLatão

# Okabe–Ito colours (safe for the common colour-vision deficiencies) + a distinct shape each.
SUITS = [  # (colour, shape) — index = suit number used by the engine
    ("#D55E00", "ziggurat"),   # 0 vermilion: stepped temple
    ("#0072B2", "crescent"),   # 1 blue: crescent moon
    ("#009E73", "drop"),       # 2 bluish green: water drop
    ("#F0E442", "sun"),        # 3 yellow: sun disc with rays
    ("#CC79A7", "barley"),     # 4 reddish purple: ear of barley
]
INK = "#2b1a10"
COPPER = ["#5a2a10", "#8f4a1f", "#c8763a", "#f2b27a", "#d98a4a", "#a45a26", "#62301a"]


def suit_shape(shape: str, size: int) -> Image.Image:
    """The suit's silhouette (black on transparent), ``size`` px square."""
    def fn(d, s):
        S = size * s
        ink = (0, 0, 0, 255)
        c = S / 2
        if shape == "ziggurat":
            steps = 4
            for i in range(steps):
                w = S * (0.92 - i * 0.2)
                y1 = S * (0.9 - i * 0.19)
                d.rectangle((c - w / 2, y1 - S * 0.2, c + w / 2, y1), fill=ink)
            d.rectangle((c - S * 0.07, S * 0.08, c + S * 0.07, S * 0.2), fill=ink)
        elif shape == "crescent":
            d.ellipse((S * 0.06, S * 0.06, S * 0.94, S * 0.94), fill=ink)
            d.ellipse((S * 0.3, S * 0.0, S * 1.08, S * 0.78), fill=(0, 0, 0, 0))
        elif shape == "drop":
            r = S * 0.33
            cy = S * 0.62
            d.ellipse((c - r, cy - r, c + r, cy + r), fill=ink)
            top = S * 0.05
            k = r * 0.94
            d.polygon([(c, top), (c - k, cy - r * 0.35), (c + k, cy - r * 0.35)], fill=ink)
        elif shape == "sun":
            r = S * 0.25
            for i in range(12):
                a = 2 * math.pi * i / 12
                a1, a2 = a - 0.17, a + 0.17
                d.polygon([(c + r * 0.9 * math.cos(a1), c + r * 0.9 * math.sin(a1)),
                           (c + S * 0.47 * math.cos(a), c + S * 0.47 * math.sin(a)),
                           (c + r * 0.9 * math.cos(a2), c + r * 0.9 * math.sin(a2))], fill=ink)
            d.ellipse((c - r, c - r, c + r, c + r), fill=ink)
        elif shape == "barley":
            d.line([(c, S * 0.2), (c, S * 0.97)], fill=ink, width=round(S * 0.05))
            gw, gh = S * 0.13, S * 0.2
            for i in range(4):
                y = S * (0.2 + i * 0.15)
                for side in (-1, 1):
                    gx = c + side * S * 0.09
                    grain = Image.new("L", (round(gw * 2), round(gh * 2)), 0)
                    ImageDraw.Draw(grain).ellipse((gw / 2, 0, gw * 1.5, gh * 2), fill=255)
                    grain = grain.rotate(-side * 28, resample=Image.BICUBIC, expand=True)
                    d.bitmap((gx - grain.width / 2, y - grain.height / 2 + gh * 0.5), grain,
                             fill=ink)
            d.ellipse((c - gw / 2, S * 0.03, c + gw / 2, S * 0.03 + gh * 1.1), fill=ink)
    return supersampled((size, size), fn, 4)


def suit_icon(n: int, size: int = 256) -> Image.Image:
    """Suit symbol ``n``: coloured shape, dark outline, soft highlight; transparent square."""
    color, shape = SUITS[n]
    inner = round(size * 0.86)
    sil = suit_shape(shape, inner)
    fill = vgradient(sil.size, [(0, mix(color, "#ffffff", 0.3)), (0.5, color),
                                (1, mix(color, "#000000", 0.2))])
    fill.putalpha(sil.getchannel("A"))
    art = outlined(fill, max(3, size // 40), INK)
    out = Image.new("RGBA", (size, size), (0, 0, 0, 0))
    out.alpha_composite(art, ((size - art.width) // 2, (size - art.height) // 2))
    return out


def oxhide(width: int, height: int) -> Image.Image:
    """Silhouette of a Bronze-Age 'oxhide' copper ingot: concave sides, four horns."""
    def fn(d, s):
        W, H = width * s, height * s
        pts = []
        corners = [(0, 0), (W, 0), (W, H), (0, H)]
        for (x0, y0), (x1, y1) in zip(corners, corners[1:] + corners[:1]):
            for i in range(24):
                t = i / 24
                x, y = x0 + (x1 - x0) * t, y0 + (y1 - y0) * t
                bulge = math.sin(math.pi * t) * (0.13 if x0 == x1 else 0.10)
                mx, my = W / 2 - x, H / 2 - y
                pts.append((x + mx * bulge * 2, y + my * bulge * 2))
        d.polygon(pts, fill=(0, 0, 0, 255))
    return supersampled((width, height), fn, 3)


def wedge_border(canvas: Image.Image, box, color, alpha=120, step=26, seed=3) -> None:
    """A band of small wedge marks along ``box`` (an ornament, not writing)."""
    rng = random.Random(seed)
    lay = Image.new("RGBA", canvas.size, rgb(color) + (0,))
    d = ImageDraw.Draw(lay)
    x0, y0, x1, y1 = box

    def wedge(x, y, ang):
        L, Wd = 11, 5
        ca, sa = math.cos(ang), math.sin(ang)
        d.polygon([(x - ca * L / 2 - sa * Wd, y - sa * L / 2 + ca * Wd),
                   (x - ca * L / 2 + sa * Wd, y - sa * L / 2 - ca * Wd),
                   (x + ca * L / 2, y + sa * L / 2)], fill=rgb(color) + (alpha,))
    for x in range(int(x0), int(x1), step):
        wedge(x, y0, rng.choice((0, math.pi / 2)))
        wedge(x + step / 2, y1, rng.choice((0, math.pi / 2)))
    for y in range(int(y0) + step, int(y1) - step // 2, step):
        wedge(x0, y, rng.choice((0, math.pi / 2)))
        wedge(x1, y + step / 2, rng.choice((0, math.pi / 2)))
    canvas.alpha_composite(lay)


def clay(size, base, seed, light=0.1, dark=0.1) -> Image.Image:
    """Matt clay/parchment texture of colour ``base``."""
    img = Image.new("RGBA", size, rgb(base) + (255,))
    n = noise(size, seed, 0, 255, blur=1.2)
    blot = noise((size[0] // 8, size[1] // 8), seed + 1, 0, 255).resize(size, Image.BICUBIC)
    lo = Image.new("RGBA", size, mix(base, "#000000", dark) + (255,))
    hi = Image.new("RGBA", size, mix(base, "#ffffff", light) + (255,))
    img = Image.composite(hi, img, blot.point(lambda v: max(0, v - 140)))
    img = Image.composite(lo, img, n.point(lambda v: max(0, 110 - v)))
    return img


def copper_face() -> Image.Image:
    """Copper card face: clay-cream field, copper bevel, empty rank corners."""
    img = clay(CARD, "#f3e2c6", 21, light=0.15, dark=0.06)
    img.alpha_composite(radial(CARD, (300, 420), 330, "#fff6e6", 140))
    ingot = tint(oxhide(330, 250), "#c8763a", 0.10)
    place(img, ingot, 300, 420 + 125)
    img.alpha_composite(bevel_rect(CARD, (10, 10, 590, 830), 16, 26, COPPER))
    wedge_border(img, (52, 52, 548, 788), "#a45a26", 110)
    for cx, cy in ((84, 110), (516, 730)):
        cart = Image.new("RGBA", CARD, (0, 0, 0, 0))
        d = ImageDraw.Draw(cart)
        d.rounded_rectangle((cx - 52, cy - 78, cx + 52, cy + 78), 30, fill=rgb("#fff9ef") + (235,),
                            outline=rgb("#a45a26") + (200,), width=3)
        img.alpha_composite(cart)
    return finish_card(img)


def copper_back() -> Image.Image:
    """Copper card back: patina-green clay, wedge ornament, a copper oxhide ingot."""
    img = clay(CARD, "#2f6e5e", 31, light=0.12, dark=0.15)
    img.alpha_composite(radial(CARD, (300, 420), 360, "#6fb59b", 110))
    img.alpha_composite(bevel_rect(CARD, (10, 10, 590, 830), 16, 26, COPPER))
    img.alpha_composite(bevel_rect(CARD, (44, 44, 556, 796), 6, 14, COPPER))
    wedge_border(img, (72, 72, 528, 768), "#d8f0e4", 110)
    ing = oxhide(380, 290)
    cop = vgradient(ing.size, [(0, "#f6c08c"), (0.45, "#d07a3c"), (1, "#7d3a17")])
    cop.putalpha(ing.getchannel("A"))
    rim = outlined(cop, 5, "#4a200c")
    place(img, rim, 300, 420 + rim.height / 2, shadow=10)
    shine = Image.new("RGBA", CARD, (255, 255, 255, 0))
    ImageDraw.Draw(shine).ellipse((200, 330, 330, 380), fill=(255, 255, 255, 90))
    img.alpha_composite(shine.filter(ImageFilter.GaussianBlur(12)))
    for dy in (-150, 150):
        sp = sparkle(34, "#ffe7c2")
        img.alpha_composite(sp, (300 - 17 + (dy // 3), 420 + dy - 17))
    return finish_card(img)


def rosette(size: int, petals: int = 8) -> Image.Image:
    """A Mesopotamian rosette silhouette."""
    def fn(d, s):
        S = size * s
        c = S / 2
        for i in range(petals):
            a = 2 * math.pi * i / petals
            px, py = c + math.cos(a) * S * 0.27, c + math.sin(a) * S * 0.27
            r = S * 0.17
            d.ellipse((px - r, py - r, px + r, py + r), fill=(0, 0, 0, 255))
        d.ellipse((c - S * 0.12, c - S * 0.12, c + S * 0.12, c + S * 0.12), fill=(0, 0, 0, 0))
        d.ellipse((c - S * 0.08, c - S * 0.08, c + S * 0.08, c + S * 0.08), fill=(0, 0, 0, 255))
    return supersampled((size, size), fn, 4)


def quality_back() -> Image.Image:
    """Face-down suit (quality) card: lapis blue with a gold rosette."""
    img = clay(CARD, "#1f3f8a", 41, light=0.12, dark=0.2)
    img.alpha_composite(radial(CARD, (300, 420), 360, "#4f78c8", 120))
    img.alpha_composite(bevel_rect(CARD, (10, 10, 590, 830), 16, 26))
    wedge_border(img, (56, 56, 544, 784), "#f2d38a", 130)
    ros = metallic(rosette(300))
    place(img, outlined(ros, 4, "#5a3a0c"), 300, 420 + 155, shadow=8)
    return finish_card(img)


QUALITY_SPACE = (640, 880)


def quality_space() -> Image.Image:
    """A recessed clay slot on the quality board where a face-down suit card lies."""
    W, H = QUALITY_SPACE
    img = clay(QUALITY_SPACE, "#c9a27a", 51, light=0.1, dark=0.1)
    img.alpha_composite(bevel_rect(QUALITY_SPACE, (6, 6, W - 6, H - 6), 12, 30, COPPER))
    well = (40, 40, W - 40, H - 40)
    inner = clay(QUALITY_SPACE, "#9c7450", 52, light=0.05, dark=0.15)
    m = Image.new("L", QUALITY_SPACE, 0)
    ImageDraw.Draw(m).rounded_rectangle(well, 26, fill=255)
    img.paste(inner, (0, 0), m)
    sh = Image.new("RGBA", QUALITY_SPACE, (30, 15, 5, 0))
    sm = Image.new("L", QUALITY_SPACE, 0)
    ImageDraw.Draw(sm).rounded_rectangle(well, 26, fill=150)
    ImageDraw.Draw(sm).rounded_rectangle((well[0] + 14, well[1] + 18, well[2] - 6, well[3] - 4),
                                         20, fill=0)
    sh.putalpha(Image.composite(sm.filter(ImageFilter.GaussianBlur(8)), Image.new("L", QUALITY_SPACE, 0), m))
    img.alpha_composite(sh)
    wedge_border(img, (72, 72, W - 72, H - 72), "#5a3418", 70, seed=9)
    img.putalpha(rounded_mask(QUALITY_SPACE, 30))
    return img


def ziggurat(width: int, height: int) -> Image.Image:
    """A stepped temple silhouette with a central stair."""
    def fn(d, s):
        W, H = width * s, height * s
        for i in range(4):
            w = W * (1 - i * 0.22)
            y1 = H * (1 - i * 0.22)
            d.rectangle(((W - w) / 2, y1 - H * 0.23, (W + w) / 2, y1), fill=(0, 0, 0, 255))
        d.rectangle((W * 0.44, H * 0.1, W * 0.56, H * 0.22), fill=(0, 0, 0, 255))
        for k in range(10):
            y = H * (1 - k * 0.075)
            d.line([(W * 0.46, y), (W * 0.54, y)], fill=(0, 0, 0, 0), width=max(1, s * 2))
    return supersampled((width, height), fn, 3)


def conical_cap(width: int, height: int, color: str) -> Image.Image:
    """An Assyrian-style tall cap with a band (sticker for a Fluent head)."""
    def fn(d, s):
        W, H = width * s, height * s
        d.polygon([(W * 0.08, H), (W * 0.92, H), (W * 0.78, H * 0.12), (W * 0.5, 0),
                   (W * 0.22, H * 0.12)], fill=rgb(color) + (255,))
        d.rectangle((W * 0.08, H * 0.78, W * 0.92, H), fill=rgb("#e8b84a") + (255,))
        for i in range(5):
            x = W * (0.2 + i * 0.15)
            d.ellipse((x - W * 0.035, H * 0.84, x + W * 0.035, H * 0.94),
                      fill=rgb("#7a1f12") + (255,))
    return supersampled((width, height), fn, 3)


PORTRAIT = 512
CHARACTERS = {
    # sky top, sky bottom, ground; hero; hat; props
    "ea_nasir": dict(sky=("#f3a25a", "#fde2b0"), ground="#b7773f",
                     hero=("fl:person-with-skullcap", 256, 500, 330),
                     props=(("ingot", 420, 496, 90), ("fl:balance-scale", 92, 496, 100))),
    "assirio": dict(sky=("#c2452d", "#f7c58c"), ground="#9a5a2f",
                    hero=("fl:man-beard", 256, 500, 290), cap=("#8e2b1c", 256, 262, 150, 150),
                    props=(("gi:lion", 430, 496, 100, {"color": "#f6d58f", "edge": 4}),)),
    "fornecedor": dict(sky=("#3f8f6b", "#cde9c4"), ground="#6f6a4a",
                       hero=("fl:old-man", 256, 500, 300),
                       props=(("fl:hammer-and-pick", 90, 496, 100), ("fl:rock", 425, 496, 90))),
    "babilonico": dict(sky=("#1f5fa8", "#bcd9f2"), ground="#b88a4f",
                       hero=("fl:man-wearing-turban", 256, 500, 300),
                       props=(("fl:amphora", 90, 496, 110), ("fl:coin", 425, 496, 70))),
    "mensageiro": dict(sky=("#7a4f9e", "#f0c9de"), ground="#9c6a4a",
                       hero=("fl:man-running", 250, 480, 330),
                       props=(("fl:scroll", 425, 300, 90, {"rot": 12}),)),
}


def character_portrait(cid: str) -> Image.Image:
    """Square portrait of a CharLatão character on a Mesopotamian horizon."""
    c = CHARACTERS[cid]
    S = (PORTRAIT, PORTRAIT)
    rng = random.Random(hash_seed(cid))
    img = vgradient(S, [(0, c["sky"][0]), (0.75, c["sky"][1])])
    img.alpha_composite(radial(S, (400, 120), 160, "#fff4d6", 200))
    back = mix(c["sky"][0], "#2a1408", 0.45)
    z = ziggurat(230, 150)
    place(img, tint(z, back, 0.55), 120, 400)
    for x, h in ((30, 170), (470, 150), (400, 120)):
        place(img, svg("draw:palm", h, color=back), x, 404)
    img.alpha_composite(hills(S, 396, 8, [(1.1, rng.uniform(0, 6), 1)], c["ground"]))
    river = Image.new("RGBA", S, (0, 0, 0, 0))
    ImageDraw.Draw(river).ellipse((-120, 440, 640, 560), fill=rgb("#4f8fb0") + (150,))
    img.alpha_composite(river)
    key, cx, bottom, h = c["hero"]
    hero = outlined(svg(key, h), 6)
    place(img, hero, cx, bottom, shadow=8)
    if "cap" in c:
        col, x, b, w, hh = c["cap"]
        place(img, outlined(conical_cap(w, hh, col), 5), x, b, shadow=4)
    for el in c.get("props", ()):
        key, x, b, h, opt = _el(el)
        if key == "ingot":
            ing = oxhide(round(h * 1.3), h)
            ic = vgradient(ing.size, [(0, "#f6c08c"), (0.5, "#d07a3c"), (1, "#7d3a17")])
            ic.putalpha(ing.getchannel("A"))
        else:
            ic = svg(key, h, color=opt.get("color"))
        ic = _orient(ic, opt)
        place(img, outlined(ic, opt.get("edge", 5)), x, b, shadow=6)
    img.alpha_composite(bevel_rect(S, (4, 4, PORTRAIT - 4, PORTRAIT - 4), 12, 28, COPPER))
    out = img.copy()
    out.putalpha(rounded_mask(S, 28))
    return out


def app_icon(size: int = 1024) -> Image.Image:
    """App icon: a gold hand-mirror frame reflecting two fanned cards."""
    S = (size, size)
    img = vgradient(S, [(0, "#5b3aa8"), (1, "#22124f")])
    img.alpha_composite(radial(S, (size * 0.5, size * 0.45), size * 0.55, "#a98ff0", 120))
    k = size / 1024
    box = (232 * k, 90 * k, 792 * k, 880 * k)
    x0, y0, x1, y1 = box
    cx, cy = (x0 + x1) / 2, (y0 + y1) / 2
    handle = Image.new("RGBA", S, (0, 0, 0, 0))
    hb = metallic(supersampled((round(120 * k), round(220 * k)), lambda d, s: d.rounded_rectangle(
        (0, 0, 120 * k * s, 220 * k * s), 40 * k * s, fill=(0, 0, 0, 255))))
    place(handle, outlined(hb, round(6 * k), "#6b4210"), cx, 1000 * k, shadow=round(8 * k))
    img.alpha_composite(handle)
    sh = Image.new("RGBA", S, (10, 5, 20, 0))
    ImageDraw.Draw(sh).ellipse((x0 + 10 * k, y0 + 24 * k, x1 + 10 * k, y1 + 24 * k),
                               fill=(10, 5, 20, 160))
    img.alpha_composite(sh.filter(ImageFilter.GaussianBlur(20 * k)))
    inner = (x0 + 50 * k, y0 + 50 * k, x1 - 50 * k, y1 - 50 * k)
    glass = mirror_glass(S, inner, "#efe6fd", "#8a6fd8")
    cards = Image.new("RGBA", S, (0, 0, 0, 0))
    for ang, dx, pip in ((14, -70, "#c0304a"), (-12, 70, "#2f6fb8")):
        cw, ch = round(250 * k), round(350 * k)
        card = supersampled((cw, ch), lambda d, s: (
            d.rounded_rectangle((0, 0, cw * s - 1, ch * s - 1), 26 * k * s, fill=rgb("#a8741f") + (255,)),
            d.rounded_rectangle((8 * k * s, 8 * k * s, cw * s - 8 * k * s, ch * s - 8 * k * s),
                                20 * k * s, fill=rgb("#fdf6e3") + (255,))))
        star = tint(svg("gi:round-star", round(130 * k)), pip)
        card.alpha_composite(star, ((cw - star.width) // 2, (ch - star.height) // 2))
        card = card.rotate(ang, resample=Image.BICUBIC, expand=True)
        place(cards, card, cx + dx * k, cy + card.height / 2 + 20 * k, shadow=round(10 * k))
    for x, y, sz in ((cx - 170 * k, cy - 230 * k, 70), (cx + 160 * k, cy - 250 * k, 50)):
        sp = sparkle(round(sz * k))
        cards.alpha_composite(sp, (round(x), round(y)))
    cards.putalpha(ImageChops.multiply(cards.getchannel("A"), ellipse_mask(S, inner)))
    glass.alpha_composite(cards)
    img.alpha_composite(glass)
    mirror_frame(img, box, ring=round(58 * k), gem="#c0304a")
    out = img.copy()
    out.putalpha(rounded_mask(S, round(200 * k)))
    return out


# --------------------------------------------------------------------------- outputs

CT_KINDS = ("donzela", "crianca", "fada", "cavalheiro", "velhinha")
MARKERS = {  # name: (icon, disc colour, metallic icon?)
    "dwarf": ("draw:pickaxe", "#9a4b23", False),
    "witch": ("gi:pointy-hat", "#5b2f86", False),
    "giant": ("draw:footprint", "#3f7f35", False),
    "victory": ("gi:laurel-crown", "#a3202e", True),
}


def jobs() -> dict[str, list]:
    """Every output: group -> [(path relative to assets/, zero-argument renderer)]."""
    ct = [(f"contaria/initial_{k}.png", (lambda k=k: initial_card(k))) for k in CT_KINDS]
    ct += [(f"contaria/revealed_{c}.png", (lambda c=c: revealed_card(c))) for c in REVEALED]
    ct += [("contaria/mirror_unused.png", lambda: mirror_card(False)),
           ("contaria/mirror_used.png", lambda: mirror_card(True))]
    ct += [(f"contaria/marker_{n}.png", (lambda v=v: token(v[0], v[1], metal=v[2])))
           for n, v in MARKERS.items()]
    ct += [("contaria/contaria_emblem.png", emblem),
           ("contaria/table_background.png", table_background)]
    ch = [(f"charlatao/suit_{n}.png", (lambda n=n: suit_icon(n))) for n in range(len(SUITS))]
    ch += [("charlatao/card_face.png", copper_face), ("charlatao/card_back.png", copper_back),
           ("charlatao/quality_back.png", quality_back),
           ("charlatao/quality_space.png", quality_space)]
    ch += [(f"charlatao/character_{c}.png", (lambda c=c: character_portrait(c)))
           for c in CHARACTERS]
    return {"contaria": ct, "charlatao": ch,
            "icons": [("icons/app_icon.png", app_icon)]}


def main(argv=None) -> int:
    global _NODE_MODULES
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--only", choices=("contaria", "charlatao", "icons"))
    ap.add_argument("--extract", metavar="NODE_MODULES", type=Path,
                    help="read icons from the npm packages and rewrite assets/source/icons.json")
    args = ap.parse_args(argv)
    if args.extract:
        if args.only:
            ap.error("--extract renders everything (so the subset is complete); drop --only")
        if not (args.extract / "@iconify-json" / "game-icons" / "icons.json").exists():
            ap.error(f"{args.extract} has no @iconify-json/game-icons (npm install it first)")
        _NODE_MODULES = args.extract
    elif not ICON_SOURCE.exists():
        ap.error(f"{ICON_SOURCE} is missing: run once with --extract NODE_MODULES")
    for group, items in jobs().items():
        if args.only and group != args.only:
            continue
        print(group)
        for rel, render in items:
            save(render(), rel)
    if args.extract:
        write_icon_subset()
        print(f"wrote {ICON_SOURCE.relative_to(ROOT)} ({len(_USED)} icons)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
