#!/usr/bin/env python3
"""Draw Quissama's start-page tile (``assets/quissama/tile.png``, 512 × 512) in code: the two
regions in their gangs' colours (Nagoa blue, Guaiamum red), a road between two squares, black
capoeiras and a player's meeple, and a berimbau. Everything is drawn here (no outside art); it
is released under the project's licence (assets/LICENSES.md).

    QT_QPA_PLATFORM=offscreen python scripts/make_quissama_art.py
"""

from __future__ import annotations

import os
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import QPointF, QRectF, Qt  # noqa: E402
from PySide6.QtGui import QColor, QImage, QPainter, QPainterPath, QPen, QPolygonF  # noqa: E402
from PySide6.QtWidgets import QApplication  # noqa: E402

OUT = Path(__file__).resolve().parent.parent / "assets" / "quissama" / "tile.png"


def meeple(p: QPainter, c: QPointF, size: float, fill: str) -> None:
    """A meeple silhouette centred at ``c``, ``size`` pixels tall."""
    s = size / 2
    path = QPainterPath()
    path.addEllipse(QPointF(c.x(), c.y() - s * 0.62), s * 0.3, s * 0.3)
    body = QPolygonF([QPointF(c.x() - s * 0.18, c.y() - s * 0.36), QPointF(c.x() + s * 0.18, c.y() - s * 0.36),
                      QPointF(c.x() + s * 0.85, c.y() - s * 0.12), QPointF(c.x() + s * 0.8, c.y() + s * 0.06),
                      QPointF(c.x() + s * 0.3, c.y() + s * 0.02), QPointF(c.x() + s * 0.6, c.y() + s),
                      QPointF(c.x() + s * 0.12, c.y() + s), QPointF(c.x(), c.y() + s * 0.55),
                      QPointF(c.x() - s * 0.12, c.y() + s), QPointF(c.x() - s * 0.6, c.y() + s),
                      QPointF(c.x() - s * 0.3, c.y() + s * 0.02), QPointF(c.x() - s * 0.8, c.y() + s * 0.06),
                      QPointF(c.x() - s * 0.85, c.y() - s * 0.12)])
    path.addPolygon(body)
    p.setPen(QPen(QColor("#e8e0c8"), size * 0.03))
    p.setBrush(QColor(fill))
    p.drawPath(path.simplified())


def draw(size: int = 512) -> QImage:
    img = QImage(size, size, QImage.Format_ARGB32_Premultiplied)
    img.fill(Qt.transparent)
    p = QPainter(img)
    p.setRenderHints(QPainter.Antialiasing)
    s = float(size)
    clip = QPainterPath()
    clip.addRoundedRect(QRectF(0, 0, s, s), s * 0.08, s * 0.08)
    p.setClipPath(clip)
    wave = [QPointF(s * 0.5 + (s * 0.04 if i % 2 else -s * 0.04), i * s / 6) for i in range(7)]
    p.setPen(Qt.NoPen)
    p.setBrush(QColor("#2f5fb3"))
    p.drawPolygon(QPolygonF([QPointF(0, 0), *wave, QPointF(0, s)]))
    p.setBrush(QColor("#b33a2f"))
    p.drawPolygon(QPolygonF([*wave, QPointF(s, s), QPointF(s, 0)]))
    # a road between two squares
    p.setPen(QPen(QColor("#c9b07a"), s * 0.05, Qt.SolidLine, Qt.RoundCap))
    p.drawLine(QPointF(s * 0.25, s * 0.7), QPointF(s * 0.75, s * 0.7))
    for cx, fill in ((0.25, "#3f72c9"), (0.75, "#c9483c")):
        p.setPen(QPen(QColor(255, 255, 255, 160), s * 0.012))
        p.setBrush(QColor(fill))
        p.drawEllipse(QPointF(s * cx, s * 0.7), s * 0.16, s * 0.12)
    meeple(p, QPointF(s * 0.21, s * 0.68), s * 0.14, "#151515")
    meeple(p, QPointF(s * 0.29, s * 0.68), s * 0.14, "#151515")
    meeple(p, QPointF(s * 0.75, s * 0.68), s * 0.14, "#f2c230")
    # a berimbau: the bow, the string and the gourd
    p.setPen(QPen(QColor("#f1e2bd"), s * 0.022, Qt.SolidLine, Qt.RoundCap))
    p.setBrush(Qt.NoBrush)
    bow = QPainterPath(QPointF(s * 0.36, s * 0.1))
    bow.quadTo(QPointF(s * 0.78, s * 0.28), QPointF(s * 0.62, s * 0.5))
    p.drawPath(bow)
    p.setPen(QPen(QColor("#f1e2bd"), s * 0.006))
    p.drawLine(QPointF(s * 0.36, s * 0.1), QPointF(s * 0.62, s * 0.5))
    p.setPen(QPen(QColor("#3b2a1a"), s * 0.01))
    p.setBrush(QColor("#d99a3a"))
    p.drawEllipse(QPointF(s * 0.56, s * 0.4), s * 0.06, s * 0.06)
    p.end()
    return img


def main() -> None:
    app = QApplication.instance() or QApplication([])  # noqa: F841 - fonts and pixmaps need it
    OUT.parent.mkdir(parents=True, exist_ok=True)
    tmp = OUT.with_suffix(".tmp.png")
    draw().save(str(tmp))
    os.replace(tmp, OUT)        # atomic
    print(OUT)


if __name__ == "__main__":
    main()
