"""Render Dark Tales' pictures in ``assets/dark_tales/`` from code, deterministically.

Usage::

    python scripts/make_dark_tales_art.py

Writes ``card_back.png`` (600 × 840, the card back; 2× the 300 × 420 logical size) and
``tile.png`` (600 × 840, the start-page tile: the same night scene with a crescent moon, a
castle on a hill and bare trees). Everything is drawn here with ``QPainter`` (shapes,
gradients, seeded stars): original art of this project, no third-party material, released
under the project's licence (``assets/LICENSES.md``). No words: the table draws all text.
Randomness comes from ``random.Random`` with fixed seeds, so two runs write identical files.
"""

from __future__ import annotations

import os
import random
import sys
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import QPointF, QRectF, Qt  # noqa: E402
from PySide6.QtGui import (QBrush, QColor, QGuiApplication, QImage, QLinearGradient, QPainter,  # noqa: E402
                           QPainterPath, QPen, QRadialGradient)

ROOT = Path(__file__).resolve().parent.parent
OUT = ROOT / "assets" / "dark_tales"
W, H = 600, 840
GOLD = QColor("#c9a45c")


def _sky(p: QPainter, rect: QRectF, seed: int) -> None:
    grad = QLinearGradient(rect.topLeft(), rect.bottomLeft())
    grad.setColorAt(0.0, QColor("#0b0a1c"))
    grad.setColorAt(0.6, QColor("#2a1d46"))
    grad.setColorAt(1.0, QColor("#4a2a4f"))
    p.fillRect(rect, QBrush(grad))
    rng = random.Random(seed)
    p.setPen(Qt.PenStyle.NoPen)
    for _ in range(120):
        x = rect.left() + rng.random() * rect.width()
        y = rect.top() + rng.random() * rect.height() * 0.62
        r = 0.8 + rng.random() * 2.2
        p.setBrush(QColor(255, 246, 216, 90 + int(rng.random() * 160)))
        p.drawEllipse(QPointF(x, y), r, r)


def _moon(p: QPainter, centre: QPointF, r: float) -> None:
    glow = QRadialGradient(centre, r * 2.6)
    glow.setColorAt(0.0, QColor(255, 236, 170, 120))
    glow.setColorAt(1.0, QColor(255, 236, 170, 0))
    p.setBrush(QBrush(glow))
    p.setPen(Qt.PenStyle.NoPen)
    p.drawEllipse(centre, r * 2.6, r * 2.6)
    moon = QPainterPath()
    moon.addEllipse(centre, r, r)
    bite = QPainterPath()
    bite.addEllipse(QPointF(centre.x() + r * 0.45, centre.y() - r * 0.2), r * 0.9, r * 0.9)
    p.setBrush(QColor("#f6e7b0"))
    p.drawPath(moon.subtracted(bite))


def _hill_and_castle(p: QPainter, rect: QRectF) -> None:
    base = rect.bottom()
    hill = QPainterPath(QPointF(rect.left(), base))
    hill.lineTo(rect.left(), base - rect.height() * 0.22)
    hill.cubicTo(rect.left() + rect.width() * 0.3, base - rect.height() * 0.34,
                 rect.left() + rect.width() * 0.55, base - rect.height() * 0.36,
                 rect.right(), base - rect.height() * 0.2)
    hill.lineTo(rect.right(), base)
    hill.closeSubpath()
    p.setBrush(QColor("#120d18"))
    p.drawPath(hill)
    # the castle: towers with pointed roofs
    cx = rect.left() + rect.width() * 0.56
    ground = base - rect.height() * 0.335
    unit = rect.width() / 40
    p.setBrush(QColor("#0a070e"))
    towers = [(-6, 7, 2.2), (-2.5, 11, 2.6), (1.5, 9, 2.2), (5, 6, 1.8)]
    p.drawRect(QRectF(cx - 7 * unit, ground - 4 * unit, 13 * unit, 4 * unit))
    for dx, height, width in towers:
        x = cx + dx * unit
        top = ground - height * unit
        p.drawRect(QRectF(x - width * unit / 2, top, width * unit, height * unit))
        roof = QPainterPath(QPointF(x - width * unit * 0.7, top))
        roof.lineTo(x, top - width * unit * 1.6)
        roof.lineTo(x + width * unit * 0.7, top)
        roof.closeSubpath()
        p.drawPath(roof)
    # a few lit windows
    p.setBrush(QColor("#f3c55a"))
    for dx, dy in ((-2.5, 7.5), (1.5, 5.5), (-6, 4.5)):
        p.drawRect(QRectF(cx + dx * unit - unit * 0.25, ground - dy * unit, unit * 0.5, unit * 0.8))


def _tree(p: QPainter, root: QPointF, height: float, seed: int) -> None:
    rng = random.Random(seed)
    pen = QPen(QColor("#07050a"), height * 0.06, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap)

    def branch(start: QPointF, angle: float, length: float, width: float, depth: int) -> None:
        import math
        end = QPointF(start.x() + math.cos(angle) * length, start.y() - math.sin(angle) * length)
        pen.setWidthF(width)
        p.setPen(pen)
        p.drawLine(start, end)
        if depth:
            for turn in (-0.5 - rng.random() * 0.3, 0.4 + rng.random() * 0.3):
                branch(end, angle + turn, length * (0.62 + rng.random() * 0.12), width * 0.62, depth - 1)

    branch(root, 1.57 + (rng.random() - 0.5) * 0.2, height * 0.38, height * 0.07, 5)


def _scene(p: QPainter, rect: QRectF, seed: int) -> None:
    _sky(p, rect, seed)
    _moon(p, QPointF(rect.left() + rect.width() * 0.27, rect.top() + rect.height() * 0.24), rect.width() * 0.11)
    _hill_and_castle(p, rect)
    _tree(p, QPointF(rect.left() + rect.width() * 0.12, rect.bottom()), rect.height() * 0.55, seed + 1)
    _tree(p, QPointF(rect.right() - rect.width() * 0.1, rect.bottom()), rect.height() * 0.45, seed + 2)


def card_back() -> QImage:
    img = QImage(W, H, QImage.Format.Format_ARGB32)
    img.fill(QColor(0, 0, 0, 0))
    p = QPainter(img)
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    outer = QRectF(2, 2, W - 4, H - 4)
    clip = QPainterPath()
    clip.addRoundedRect(outer, 30, 30)
    p.setClipPath(clip)
    _scene(p, outer, 7)
    p.setClipping(False)
    p.setBrush(Qt.BrushStyle.NoBrush)
    p.setPen(QPen(GOLD, 10))
    p.drawRoundedRect(outer.adjusted(5, 5, -5, -5), 26, 26)
    p.setPen(QPen(GOLD.darker(140), 3))
    p.drawRoundedRect(outer.adjusted(24, 24, -24, -24), 18, 18)
    p.end()
    return img


def tile() -> QImage:
    img = QImage(W, H, QImage.Format.Format_ARGB32)
    img.fill(QColor(0, 0, 0, 0))
    p = QPainter(img)
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    outer = QRectF(0, 0, W, H)
    clip = QPainterPath()
    clip.addRoundedRect(outer, 36, 36)
    p.setClipPath(clip)
    _scene(p, outer, 11)
    p.end()
    return img


def main() -> int:
    _app = QGuiApplication.instance() or QGuiApplication(sys.argv[:1])  # noqa: F841 - fonts/painting need it
    OUT.mkdir(parents=True, exist_ok=True)
    for name, image in (("card_back.png", card_back()), ("tile.png", tile())):
        image.save(str(OUT / name), "PNG")
        print("wrote", OUT / name)
    return 0


if __name__ == "__main__":
    sys.exit(main())
