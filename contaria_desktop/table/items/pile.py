"""A pile: a deck, a discard pile, a hidden victory-point pile, or a small fanned stack (e.g. a
row of one-use cards). One item per pile key, positioned by its top-left corner.

Its pieces are faces (as cards are) drawn through the face cache at their on-screen size
times the device pixel ratio, so they are sharp at any window size and on high-DPI screens."""

from __future__ import annotations

import math

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPen
from PySide6.QtWidgets import QGraphicsObject

from .. import faces
from ..faces import draw_fitted
from ...i18n.formatting import integer
from ..layouts.base import PilePlace, body_width
from .highlight import Highlight, paint_highlight

DECK_EDGES = 3        # a stacked pile of several pieces shows up to this many edges under the top


class PileItem(QGraphicsObject):
    """``key`` is the pile's stable id (e.g. ``"deck"``); see ``PilePlace``."""

    def __init__(self, key: str, parent=None) -> None:
        super().__init__(parent)
        self.key = key
        self.place: PilePlace | None = None
        self.highlight = Highlight.NONE
        self.focused = False
        self.setAcceptedMouseButtons(Qt.LeftButton)

    def set_place(self, place: PilePlace) -> None:
        """Show ``place``'s pieces, count and caption (position and scale are the scene's)."""
        old = self.place
        self.place = place
        if old is None or (old.body_size(), old.caption, old.show_count, self._edges(old), self._texted(old)) != \
                (place.body_size(), place.caption, place.show_count, self._edges(place), self._texted(place)):
            self.prepareGeometryChange()
        self.update()

    @staticmethod
    def _texted(place: PilePlace) -> bool:
        """Whether the top piece paints text (the count badge then goes beside the pile)."""
        return bool(place.faces and place.faces[-1].texts())

    @staticmethod
    def _edges(place: PilePlace) -> int:
        return min(DECK_EDGES, max(0, place.count - 1)) if place.step == 0 else 0

    def set_highlight(self, highlight: Highlight, focused: bool = False) -> None:
        if highlight != self.highlight or focused != self.focused:
            self.highlight, self.focused = highlight, focused
            self.update()

    def texts(self) -> list[str]:
        if self.place is None:
            return []
        out = [self.place.caption] if self.place.caption else []
        if self.place.show_count:
            out.append(integer(self.place.count))
        for face in set(self.place.faces):
            out += face.texts()
        return out

    def body_rect(self) -> QRectF:
        """The pieces' area in item coordinates (caption excluded)."""
        if self.place is None:
            return QRectF()
        w, h = self.place.body_size()
        e = self._edges(self.place) * 2.0
        return QRectF(0, 0, w + e, h + e)

    def badge_rect(self) -> QRectF:
        """Where the count badge goes, in item coordinates: on the top piece's lower right
        corner when that piece paints no text (a card back, a token), else just right of the
        pile, level with its foot - a face-up card's type label, text or ribbon is never covered,
        nor is the caption under the pile (QA of issue 11: the discard pile's count hid the top
        card's type; a layout leaves a gap of 30 units right of such a pile)."""
        body = self.body_rect()
        if self.place is None or not self._texted(self.place):
            return QRectF(body.right() - 30, body.bottom() - 22, 28, 20)
        return QRectF(body.right() + 2, body.bottom() - 20, 26, 20)

    def click_points(self) -> list:
        return [self.mapToScene(self.body_rect().center())]

    def boundingRect(self) -> QRectF:
        rect = self.body_rect().adjusted(-9, -9, 9, 24)
        if self.place is not None and self.place.show_count:
            rect = rect.united(self.badge_rect().adjusted(-1, -1, 1, 1))
        return rect

    def paint(self, p: QPainter, option, widget=None) -> None:
        place = self.place
        if place is None:
            return
        p.setRenderHint(QPainter.Antialiasing, True)
        body = self.body_rect()
        paint_highlight(p, body, 6.0, self.highlight, self.focused)
        t = p.worldTransform()
        scale = math.hypot(t.m21(), t.m22())
        dpr = widget.devicePixelRatioF() if widget is not None else p.device().devicePixelRatioF()
        w_px = max(8, int(round(place.piece_w * scale * dpr)))
        h_px = max(8, int(round(place.piece_h * scale * dpr)))
        edges = self._edges(place)
        for i in range(edges):      # the thickness of a deck: edges under the top piece
            off = (edges - i) * 2.0
            p.setPen(QPen(QColor(0, 0, 0, 120), 1.0))
            p.setBrush(QColor("#d8d2c4"))
            p.drawRoundedRect(QRectF(off, off, place.piece_w, place.piece_h), 5, 5)
        for i, face in enumerate(place.faces):
            rect = QRectF(i * place.piece_w * place.step, 0, place.piece_w, place.piece_h)
            pix = faces.pixmap(face, w_px, abilities=False, height_px=h_px)
            pix.setDevicePixelRatio(1.0)
            p.drawPixmap(rect, pix, QRectF(pix.rect()))
        if not place.faces:         # an empty pile: its outline
            p.setPen(QPen(QColor(255, 255, 255, 90), 1.5, Qt.DashLine))
            p.setBrush(Qt.NoBrush)
            p.drawRoundedRect(QRectF(0, 0, place.piece_w, place.piece_h), 5, 5)
        if place.show_count:
            badge = self.badge_rect()
            p.setPen(QPen(QColor(255, 255, 255, 220), 1.0))
            p.setBrush(QColor(20, 20, 20, 220))
            p.drawRoundedRect(badge, 10, 10)
            p.setPen(QColor("white"))
            draw_fitted(p, badge.adjusted(2, 1, -2, -1), integer(place.count), 14.0, 6.0, bold=True)
        if place.caption:
            p.setPen(QColor(255, 255, 255, 210))
            draw_fitted(p, QRectF(0, body.height() + 2, max(body.width(), 60), 18),
                        place.caption, 13.0, 7.0, align=Qt.AlignLeft)
