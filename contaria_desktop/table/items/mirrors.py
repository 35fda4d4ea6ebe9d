"""A seat's mirror cards as a small fanned stack: unused ones first, used ones after
(darker, with the used-mirror art). Clicking the current seat's stack starts a mirror use."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QLinearGradient, QPainter, QPen
from PySide6.QtWidgets import QGraphicsItem, QGraphicsObject

from .. import art
from ..geometry import MIRROR_H, MIRROR_W
from .highlight import Highlight, paint_highlight

STEP = 0.62          # horizontal step between mirrors, in mirror widths


def stack_width(total: int) -> float:
    """Width of a stack of ``total`` mirrors at scale 1."""
    return MIRROR_W * (1 + STEP * max(0, total - 1))


class MirrorStackItem(QGraphicsObject):
    """``key`` is ``"mirrors:<seat>"``; positioned by its top-left corner."""

    def __init__(self, key: str, parent=None) -> None:
        super().__init__(parent)
        self.key = key
        self.total = 0
        self.used = 0
        self.caption = ""
        self.highlight = Highlight.NONE
        self.focused = False
        self.setAcceptedMouseButtons(Qt.LeftButton)
        # static frames with antialiased dashed outlines: paint once per size/highlight
        self.setCacheMode(QGraphicsItem.DeviceCoordinateCache)

    def set_mirrors(self, total: int, used: int, caption: str) -> None:
        if (total, used, caption) != (self.total, self.used, self.caption):
            self.prepareGeometryChange()
            self.total, self.used, self.caption = total, used, caption
            self.update()

    def set_highlight(self, highlight: Highlight, focused: bool = False) -> None:
        if highlight != self.highlight or focused != self.focused:
            self.highlight, self.focused = highlight, focused
            self.update()

    def texts(self) -> list[str]:
        return [self.caption] if self.caption else []

    def body_rect(self) -> QRectF:
        return QRectF(0, 0, stack_width(max(self.total, 1)), MIRROR_H)

    def boundingRect(self) -> QRectF:
        return self.body_rect().adjusted(-9, -9, 9, 24)

    def paint(self, p: QPainter, option, widget=None) -> None:
        p.setRenderHint(QPainter.Antialiasing, True)
        paint_highlight(p, self.body_rect(), 6.0, self.highlight, self.focused)
        for i in range(self.total):
            used = i >= self.total - self.used
            rect = QRectF(i * MIRROR_W * STEP, 0, MIRROR_W, MIRROR_H)
            image = art.contaria_mirror(used)
            if image is not None:
                p.drawImage(rect, image)
            else:
                grad = QLinearGradient(rect.topLeft(), rect.bottomRight())
                grad.setColorAt(0, QColor("#6b7480") if used else QColor("#eef3f8"))
                grad.setColorAt(1, QColor("#3d434b") if used else QColor("#9fb3c8"))
                p.setPen(QPen(QColor("#c9a34a"), 2.0))
                p.setBrush(grad)
                p.drawRoundedRect(rect, 5, 5)
                p.setBrush(Qt.NoBrush)
                rim = QColor(20, 20, 20, 160) if used else QColor(255, 255, 255, 160)
                p.setPen(QPen(rim, 1.5))
                oval = rect.adjusted(8, 10, -8, -10)
                p.drawEllipse(oval)
                if used:       # a crack across the used mirror
                    c = oval.center()
                    p.drawPolyline([QPointF(oval.left() + 3, oval.top() + 8), c,
                                    QPointF(c.x() + 4, c.y() + 6),
                                    QPointF(oval.right() - 2, oval.bottom() - 6)])
            if used:
                p.fillRect(rect.adjusted(1, 1, -1, -1), QColor(0, 0, 0, 70))
        if self.caption:
            p.setPen(QColor(255, 255, 255, 210))
            from ..faces import draw_fitted
            draw_fitted(p, QRectF(0, MIRROR_H + 2, max(self.body_rect().width(), 60), 18),
                        self.caption, 13.0, 7.0, align=Qt.AlignLeft)
