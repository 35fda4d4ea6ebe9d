"""A board space (a rectangle or polygon that holds pieces and can be a click target), and a
track's frame (its spaces are board spaces too).

Drawn with vectors: sharp at any scale and device pixel ratio; hit-tested on the exact
outline (``shape``)."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPen, QPolygonF
from PySide6.QtWidgets import QGraphicsObject

from ..faces import draw_fitted
from ..layouts.base import SpacePlace, TrackPlace, colour
from .highlight import TARGET, Highlight, paint_highlight


class SpaceItem(QGraphicsObject):
    """``key`` is the space's stable id; geometry from ``SpacePlace`` (scene coordinates,
    the item stays at 0,0)."""

    def __init__(self, key: str, parent=None) -> None:
        super().__init__(parent)
        self.key = key
        self.place: SpacePlace | None = None
        self.polygon = QPolygonF()
        self.highlight = Highlight.NONE
        self.focused = False
        self.setAcceptedMouseButtons(Qt.LeftButton)

    def set_place(self, place: SpacePlace) -> None:
        """Show ``place``. The very same place object as now (a layout that reuses its static
        spaces, e.g. a board's roads, from plan to plan) changes nothing and costs nothing."""
        if place is self.place:
            return
        self.prepareGeometryChange()
        self.place = place
        self.polygon = place.outline()
        self.update()

    def set_highlight(self, highlight: Highlight, focused: bool = False) -> None:
        if highlight != self.highlight or focused != self.focused:
            self.highlight, self.focused = highlight, focused
            self.update()

    def texts(self) -> list[str]:
        if self.place is None:
            return []
        return [t for t in (self.place.title, self.place.subtitle) if t]

    def body_rect(self) -> QRectF:
        return self.polygon.boundingRect()

    def click_points(self) -> list:
        """Scene points that click this space, best first (centre, then inward from corners)."""
        b = self.body_rect()
        pts = [QPointF(b.left() + fx * b.width(), b.top() + fy * b.height())
               for fx, fy in ((0.5, 0.5), (0.5, 0.8), (0.25, 0.5), (0.75, 0.5), (0.5, 0.25),
                              (0.3, 0.75), (0.7, 0.75))]
        return [pt for pt in pts if self.polygon.containsPoint(pt, Qt.OddEvenFill)] or [b.center()]

    def shape(self) -> QPainterPath:
        path = QPainterPath()
        path.addPolygon(self.polygon)
        path.closeSubpath()
        return path

    def boundingRect(self) -> QRectF:
        return self.body_rect().adjusted(-9, -9, 9, 9)

    def paint(self, p: QPainter, option, widget=None) -> None:
        place = self.place
        if place is None:
            return
        p.setRenderHint(QPainter.Antialiasing, True)
        b = self.body_rect()
        if self.highlight is not Highlight.NONE or self.focused:
            if place.polygon:       # glow along the polygon itself
                p.save()
                p.setBrush(Qt.NoBrush)
                for w, alpha in ((7.0, 90), (3.0, 200)):
                    c = QColor(TARGET if self.highlight is Highlight.TARGET else "#4fc3ff")
                    c.setAlpha(alpha)
                    p.setPen(QPen(c, w, Qt.SolidLine, Qt.RoundCap, Qt.RoundJoin))
                    p.drawPolygon(self.polygon)
                if self.focused:
                    p.setPen(QPen(QColor("white"), 2.0, Qt.DashLine))
                    p.drawPolygon(self.polygon)
                p.restore()
            else:
                paint_highlight(p, b, 6.0, self.highlight, self.focused)
        fill = colour(place.colour)
        fill.setAlpha(200 if place.emphasis else 150)
        if self.highlight is Highlight.TARGET:
            fill = fill.lighter(130)
        p.setPen(QPen(QColor(255, 255, 255, 150 if place.emphasis else 80), 2.0 if place.emphasis else 1.2))
        p.setBrush(fill)
        if place.polygon:
            p.drawPolygon(self.polygon)
        else:
            p.drawRoundedRect(b, 6, 6)
        if place.title:
            p.setPen(QColor(255, 255, 255, 225))
            draw_fitted(p, QRectF(b.left() + 4, b.top() + 2, b.width() - 8, min(20.0, b.height() / 2)),
                        place.title, 13.0, 6.0, bold=True)
        if place.subtitle:
            p.setPen(QColor(255, 255, 255, 170))
            draw_fitted(p, QRectF(b.left() + 4, b.bottom() - 18, b.width() - 8, 16),
                        place.subtitle, 11.0, 6.0)


class TrackItem(QGraphicsObject):
    """A track's frame and title (its spaces are ``SpaceItem`` s); not clickable itself."""

    def __init__(self, key: str, parent=None) -> None:
        super().__init__(parent)
        self.key = key
        self.place: TrackPlace | None = None
        self.setAcceptedMouseButtons(Qt.NoButton)

    def set_place(self, place: TrackPlace) -> None:
        self.prepareGeometryChange()
        self.place = place
        self.update()

    def texts(self) -> list[str]:
        return [self.place.title] if self.place is not None and self.place.title else []

    def boundingRect(self) -> QRectF:
        return self.place.rect.adjusted(-2, -2, 2, 2) if self.place is not None else QRectF()

    def paint(self, p: QPainter, option, widget=None) -> None:
        place = self.place
        if place is None:
            return
        p.setRenderHint(QPainter.Antialiasing, True)
        p.setPen(QPen(QColor(255, 255, 255, 60), 1.2))
        p.setBrush(QColor(0, 0, 0, 60))
        p.drawRoundedRect(place.rect, 8, 8)
        p.setPen(QColor(255, 255, 255, 215))
        draw_fitted(p, QRectF(place.rect.left() + 8, place.rect.top() + 2, place.rect.width() - 16,
                              place.HEADER - 4), place.title, 14.0, 7.0, bold=True, align=Qt.AlignLeft)
