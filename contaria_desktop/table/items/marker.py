"""A marker token (Dwarf, Witch, Giant): one item per marker id, sitting on its card or, when
it is on no card, dimmed in the tray beside CONTÁRIA."""

from __future__ import annotations

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPen
from PySide6.QtWidgets import QGraphicsObject

from .. import art
from ..faces import draw_fitted
from ..geometry import MARKER_D

COLOURS = {"DWARF": QColor("#8d5a2b"), "WITCH": QColor("#5b2a86"), "GIANT": QColor("#3c6e3c")}


class MarkerItem(QGraphicsObject):
    """``key`` is ``"marker:<id>"``; centred on its position."""

    def __init__(self, key: str, marker: str, parent=None) -> None:
        super().__init__(parent)
        self.key = key
        self.marker = marker
        self.label = ""
        self.setAcceptedMouseButtons(Qt.NoButton)

    def set_label(self, label: str) -> None:
        if label != self.label:
            self.label = label
            self.update()

    def texts(self) -> list[str]:
        return [self.label] if self.label else []

    def boundingRect(self) -> QRectF:
        r = MARKER_D / 2 + 2
        return QRectF(-r, -r, 2 * r, 2 * r)

    def paint(self, p: QPainter, option, widget=None) -> None:
        p.setRenderHint(QPainter.Antialiasing, True)
        r = MARKER_D / 2
        rect = QRectF(-r, -r, 2 * r, 2 * r)
        image = art.contaria_marker(self.marker)
        p.setPen(Qt.NoPen)
        p.setBrush(QColor(0, 0, 0, 90))       # a soft shadow so the token reads on any card
        p.drawEllipse(rect.translated(1.5, 2.0))
        if image is not None:
            p.setRenderHint(QPainter.SmoothPixmapTransform, True)
            p.drawImage(rect, image, QRectF(image.rect()))
        else:
            p.setPen(QPen(QColor("#f3d27a"), 2.0))
            p.setBrush(COLOURS.get(self.marker, QColor("#555555")))
            p.drawEllipse(rect)
            p.setPen(QColor("white"))
            draw_fitted(p, rect.adjusted(3, 3, -3, -3), (self.label or self.marker)[:1],
                        r * 1.1, 6.0, bold=True)
