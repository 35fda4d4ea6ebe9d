"""How a legal target, the current selection and the keyboard focus look (shared by cards,
zones, piles, spaces and tokens)."""

from __future__ import annotations

from enum import Enum

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPen

TARGET = QColor("#ffd54a")      # gold: "you may choose this"
SELECTED = QColor("#4fc3ff")    # blue: the half-made choice (e.g. a hand card)
FOCUS = QColor("#ffffff")       # keyboard focus ring


class Highlight(Enum):
    NONE = 0
    TARGET = 1
    SELECTED = 2


def paint_highlight(p: QPainter, rect: QRectF, radius: float, highlight: Highlight,
                    focused: bool) -> None:
    """Glow around ``rect`` (drawn before the item's body)."""
    if highlight is Highlight.NONE and not focused:
        return
    p.save()
    p.setBrush(Qt.NoBrush)
    if highlight is not Highlight.NONE:
        colour = TARGET if highlight is Highlight.TARGET else SELECTED
        for grow, alpha in ((6.0, 70), (3.5, 140)):
            c = QColor(colour)
            c.setAlpha(alpha)
            p.setPen(QPen(c, 3.0))
            p.drawRoundedRect(rect.adjusted(-grow, -grow, grow, grow), radius + grow, radius + grow)
        p.setPen(QPen(colour, 2.0))
        p.drawRoundedRect(rect.adjusted(-1.5, -1.5, 1.5, 1.5), radius + 1.5, radius + 1.5)
    if focused:
        p.setPen(QPen(FOCUS, 2.0, Qt.DashLine))
        p.drawRoundedRect(rect.adjusted(-7.5, -7.5, 7.5, 7.5), radius + 7.5, radius + 7.5)
    p.restore()
