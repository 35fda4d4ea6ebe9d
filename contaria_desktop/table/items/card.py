"""A card on the table: one item per card handle, reused for the whole game.

Position, rotation and scale are Qt properties (animated by the animator); the face turns
over with a horizontal squeeze (``flip``). The picture comes from :mod:`..faces` at the pixel
size the card has on screen."""

from __future__ import annotations

import math

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPen, QTransform
from PySide6.QtWidgets import QGraphicsObject, QStyleOptionGraphicsItem, QWidget

from .. import faces
from ..faces import FaceSpec
from ..geometry import CARD_H, CARD_RADIUS, CARD_W
from .highlight import Highlight, paint_highlight


class CardItem(QGraphicsObject):
    """A card centred on its position. ``key`` is ``"card:<handle>"``.

    ``card`` is the view's CARD dict last shown; ``face`` what the card shows (the painted face
    may lag behind during a flip)."""

    MARGIN = 8.0

    def __init__(self, key: str, parent=None) -> None:
        super().__init__(parent)
        self.key = key
        self.card: dict = {}
        self.face: FaceSpec | None = None
        self._painted: FaceSpec | None = None   # the face drawn now (old one mid-flip)
        self.highlight = Highlight.NONE
        self.focused = False
        self.dimmed = False
        self.setAcceptedMouseButtons(Qt.LeftButton)
        self.setTransformOriginPoint(0.0, 0.0)

    # --- content ------------------------------------------------------------------------
    def set_face(self, face: FaceSpec, *, immediately: bool = True) -> None:
        """Show ``face``; with ``immediately=False`` only the target is stored and the
        animator swaps the painted face half-way through the flip."""
        self.face = face
        if immediately or self._painted is None:
            self._painted = face
            self.update()

    def show_target_face(self) -> None:
        if self._painted != self.face:
            self._painted = self.face
            self.update()

    def set_flip(self, progress: float) -> None:
        """Flip progress 0..1: squeeze to nothing, swap faces at 0.5, open again."""
        if progress >= 0.5:
            self.show_target_face()
        sx = max(0.02, abs(1.0 - 2.0 * progress))
        self.setTransform(QTransform.fromScale(sx, 1.0) if sx < 0.999 else QTransform())

    def painted_face(self) -> FaceSpec | None:
        return self._painted

    def texts(self) -> list[str]:
        """Strings this card may show (painted face + the target face)."""
        out: list[str] = []
        for f in {self._painted, self.face}:
            if f is not None:
                out += f.texts()
        return out

    def set_highlight(self, highlight: Highlight, focused: bool = False) -> None:
        if highlight != self.highlight or focused != self.focused:
            self.highlight = highlight
            self.focused = focused
            self.update()

    # --- QGraphicsItem --------------------------------------------------------------------
    def boundingRect(self) -> QRectF:
        m = self.MARGIN
        return QRectF(-CARD_W / 2 - m, -CARD_H / 2 - m, CARD_W + 2 * m, CARD_H + 2 * m)

    def card_rect(self) -> QRectF:
        return QRectF(-CARD_W / 2, -CARD_H / 2, CARD_W, CARD_H)

    def shape(self):
        from PySide6.QtGui import QPainterPath
        path = QPainterPath()
        path.addRoundedRect(self.card_rect(), CARD_RADIUS, CARD_RADIUS)
        return path

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        rect = self.card_rect()
        paint_highlight(painter, rect, CARD_RADIUS, self.highlight, self.focused)
        face = self._painted
        if face is None:
            painter.setPen(QPen(QColor(255, 255, 255, 90), 1.5, Qt.DashLine))
            painter.drawRoundedRect(rect, CARD_RADIUS, CARD_RADIUS)
            return
        t = painter.worldTransform()
        scale_y = math.hypot(t.m21(), t.m22())      # unaffected by the flip squeeze
        # the screen's ratio; off screen (a picture of the scene) the painted image's own
        dpr = widget.devicePixelRatioF() if widget is not None else painter.device().devicePixelRatioF()
        width_px = int(round(CARD_W * scale_y * dpr / 2.0)) * 2   # even sizes: fewer variants
        pix = faces.pixmap(face, width_px)
        if t.isScaling() and not t.isRotating() and t.m11() > 0 and t.m22() > 0 \
                and abs(t.m11() - t.m22()) < 1e-6:
            # upright, unsqueezed: blit 1:1 in device pixels (fast and exactly sharp)
            device = t.mapRect(rect)
            pix.setDevicePixelRatio(dpr)
            painter.save()
            painter.resetTransform()
            corner = QPointF(round(device.x() * dpr) / dpr, round(device.y() * dpr) / dpr)
            painter.drawPixmap(corner, pix)
            painter.restore()
        else:
            pix.setDevicePixelRatio(1.0)
            painter.setRenderHint(QPainter.SmoothPixmapTransform, True)
            painter.drawPixmap(rect, pix, QRectF(pix.rect()))
        if self.dimmed:
            painter.fillRect(rect, QColor(0, 0, 0, 90))
