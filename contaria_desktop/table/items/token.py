"""A token (marker, coin, meeple...): one item per token key, centred on its position.

Drawn with vectors (or the token's picture, scaled), so it is sharp at any scale and device
pixel ratio; a "×N" badge shows a count above 1."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPen, QPolygonF
from PySide6.QtWidgets import QGraphicsObject

from ..faces import draw_fitted
from ...i18n.formatting import integer
from ..layouts.base import TokenPlace, colour
from .highlight import Highlight, paint_highlight


def token_path(shape: str, r: float) -> QPainterPath:
    """Outline of a token of ``shape`` (``TOKEN_SHAPES``) with radius ``r``, centred on 0,0."""
    path = QPainterPath()
    if shape == "square":
        path.addRoundedRect(QRectF(-r, -r, 2 * r, 2 * r), r * 0.18, r * 0.18)
    elif shape == "diamond":
        path.addPolygon(QPolygonF([QPointF(0, -r), QPointF(r, 0), QPointF(0, r), QPointF(-r, 0)]))
        path.closeSubpath()
    elif shape == "hexagon":
        k = 0.866 * r
        path.addPolygon(QPolygonF([QPointF(0, -r), QPointF(k, -r / 2), QPointF(k, r / 2),
                                   QPointF(0, r), QPointF(-k, r / 2), QPointF(-k, -r / 2)]))
        path.closeSubpath()
    elif shape == "meeple":       # head, arms, legs: the classic silhouette
        path.addEllipse(QPointF(0, -r * 0.62), r * 0.34, r * 0.34)
        body = QPolygonF([QPointF(-r * 0.28, -r * 0.34), QPointF(r * 0.28, -r * 0.34),
                          QPointF(r * 0.95, -r * 0.1), QPointF(r * 0.9, r * 0.15),
                          QPointF(r * 0.4, r * 0.1), QPointF(r * 0.75, r),
                          QPointF(r * 0.15, r), QPointF(0, r * 0.6), QPointF(-r * 0.15, r),
                          QPointF(-r * 0.75, r), QPointF(-r * 0.4, r * 0.1),
                          QPointF(-r * 0.9, r * 0.15), QPointF(-r * 0.95, -r * 0.1)])
        body_path = QPainterPath()
        body_path.addPolygon(body)
        body_path.closeSubpath()
        path = path.united(body_path)
    else:
        path.addEllipse(QPointF(0, 0), r, r)
    return path


class TokenItem(QGraphicsObject):
    """``key`` is the token's stable id (e.g. ``"marker:DWARF"``); see ``TokenPlace``."""

    def __init__(self, key: str, parent=None) -> None:
        super().__init__(parent)
        self.key = key
        self.place: TokenPlace | None = None
        self.highlight = Highlight.NONE
        self.focused = False
        self.setAcceptedMouseButtons(Qt.NoButton)

    def set_place(self, place: TokenPlace) -> None:
        """Show ``place``'s look (position, scale and z are the scene's)."""
        old = self.place
        self.place = place
        if old is None or old.size != place.size:
            self.prepareGeometryChange()
        self.setAcceptedMouseButtons(Qt.LeftButton if place.clickable else Qt.NoButton)
        self.setToolTip(place.tooltip)
        self.setOpacity(0.45 if place.dimmed else 1.0)
        self.update()

    def set_highlight(self, highlight: Highlight, focused: bool = False) -> None:
        if highlight != self.highlight or focused != self.focused:
            self.highlight, self.focused = highlight, focused
            self.update()

    def texts(self) -> list[str]:
        if self.place is None:
            return []
        return [self.place.label] if self.place.label else []

    def radius(self) -> float:
        return (self.place.size if self.place is not None else 34.0) / 2

    def boundingRect(self) -> QRectF:
        r = self.radius() + 9       # room for the highlight
        if self.place is not None and self.place.count > 1:   # and the count badge
            r = max(r, self.radius() * 0.35 + 1.5 * max(self.radius() * 0.8, 15.0) + 2)
        return QRectF(-r, -r, 2 * r, 2 * r)

    def shape(self) -> QPainterPath:
        return token_path(self.place.shape if self.place else "circle", self.radius())

    def paint(self, p: QPainter, option, widget=None) -> None:
        place = self.place
        if place is None:
            return
        p.setRenderHint(QPainter.Antialiasing, True)
        r = self.radius()
        rect = QRectF(-r, -r, 2 * r, 2 * r)
        paint_highlight(p, rect, r, self.highlight, self.focused)
        path = token_path(place.shape, r)
        p.setPen(Qt.NoPen)
        p.setBrush(QColor(0, 0, 0, 90))       # a soft shadow so the token reads on any card
        p.drawPath(path.translated(1.5, 2.0))
        if place.image is not None:
            p.setRenderHint(QPainter.SmoothPixmapTransform, True)
            p.drawImage(rect, place.image, QRectF(place.image.rect()))
        else:
            p.setPen(QPen(colour(place.outline), 2.0))
            p.setBrush(colour(place.colour))
            p.drawPath(path)
            if place.label:
                p.setPen(QColor("white"))
                draw_fitted(p, rect.adjusted(3, 3, -3, -3), token_mark(place.label), r * 1.1, 6.0, bold=True)
        if place.count > 1:
            bh = max(r * 0.8, 15.0)        # readable even on small tokens
            badge = QRectF(r * 0.35, r * 0.35, max(r * 1.1, 1.5 * bh), bh)
            p.setPen(QPen(QColor(255, 255, 255, 220), 1.0))
            p.setBrush(QColor(20, 20, 20, 220))
            p.drawRoundedRect(badge, badge.height() / 2, badge.height() / 2)
            p.setPen(QColor("white"))
            draw_fitted(p, badge.adjusted(2, 1, -2, -1), "×" + integer(place.count), badge.height() * 0.8, 5.0,
                        bold=True)


def token_mark(label: str) -> str:
    """What a token without a picture prints: its value when the label is one ("+2", "−1":
    QA saw a "+2" coin token print a bare "+"), else the label's initial."""
    import re
    value = re.match(r"[+\-\u2212]?\d+", label.strip())
    return value.group(0) if value else label[:1]
