"""A zone frame: a hand, a play area, a business... (a click or drop target, highlighted
when a card may go there).

Drawn with vector text so titles stay sharp at any scale."""

from __future__ import annotations

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QFontMetricsF, QImage, QPainter, QPen
from PySide6.QtWidgets import QGraphicsItem, QGraphicsObject

from ..faces import draw_fitted, fit_font, fits_readably, readable_px
from .highlight import Highlight, paint_highlight

HEADER_H = 24.0


#: scene units between the frame's top edge and the highest ink of a title (an accent)
TITLE_CLEARANCE = 4.0


def title_drop(p: QPainter, rect: QRectF, title: str, max_px: float = 15.0, min_px: float = 8.0) -> float:
    """How far (scene units, >= 0) a zone title drawn by ``draw_fitted`` in ``rect`` (bold,
    centred vertically) must move down so its highest ink - the accent of a capital ("Área
    común"), which rises above the font's ascent - stays :data:`TITLE_CLEARANCE` below the
    frame's top edge (QA of issue 11: on a scaled-down table the readable font fills the
    header and the accent sat on the frame's edge, reading "Area común")."""
    if not title:
        return 0.0
    low = readable_px(p, min_px)
    metrics = QFontMetricsF(fit_font(title, rect.width(), max(max_px, low), low, True))
    line_top = rect.center().y() - metrics.height() / 2
    ink_top = line_top + metrics.ascent() + metrics.tightBoundingRect(title).top()
    return max(0.0, TITLE_CLEARANCE - ink_top)


class ZoneItem(QGraphicsObject):
    """``key`` is the zone's stable id (e.g. ``"hand:<seat>"``); geometry in scene units."""

    RADIUS = 10.0

    def __init__(self, key: str, parent=None) -> None:
        super().__init__(parent)
        self.key = key
        self.rect = QRectF()
        self.title = ""
        self.subtitle = ""
        self.slots: list[QRectF] = []
        self.emphasis = False         # e.g. the viewer's own zones
        self.emblem: QImage | None = None
        self.highlight = Highlight.NONE
        self.focused = False
        self.setAcceptedMouseButtons(Qt.LeftButton)
        # static frames with antialiased dashed outlines: paint once per size/highlight
        self.setCacheMode(QGraphicsItem.DeviceCoordinateCache)

    def set_geometry(self, rect: QRectF, title: str, subtitle: str, slots: list[QRectF],
                     emphasis: bool = False, emblem: QImage | None = None) -> None:
        """``rect`` and ``slots`` (empty-slot outlines) in scene coordinates."""
        self.prepareGeometryChange()
        self.setPos(rect.topLeft())
        self.rect = QRectF(0, 0, rect.width(), rect.height())
        self.slots = [s.translated(-rect.left(), -rect.top()) for s in slots]
        self.title, self.subtitle, self.emphasis, self.emblem = title, subtitle, emphasis, emblem
        self.update()

    def set_highlight(self, highlight: Highlight, focused: bool = False) -> None:
        if highlight != self.highlight or focused != self.focused:
            self.highlight, self.focused = highlight, focused
            self.update()

    def texts(self) -> list[str]:
        return [t for t in (self.title, self.subtitle) if t]

    def boundingRect(self) -> QRectF:
        return self.rect.adjusted(-9, -9, 9, 9)

    def paint(self, p: QPainter, option, widget=None) -> None:
        p.setRenderHint(QPainter.Antialiasing, True)
        paint_highlight(p, self.rect, self.RADIUS, self.highlight, self.focused)
        fill = QColor(0, 0, 0, 70 if self.emphasis else 50)
        if self.highlight is Highlight.TARGET:
            fill = QColor(255, 213, 74, 40)
        p.setPen(QPen(QColor(255, 255, 255, 70 if self.emphasis else 40), 1.2))
        p.setBrush(fill)
        p.drawRoundedRect(self.rect, self.RADIUS, self.RADIUS)
        header = QRectF(10, 2, self.rect.width() - 20, HEADER_H - 2)
        x = header.left()
        if self.emblem is not None:
            h = HEADER_H - 4
            w = h * self.emblem.width() / max(1, self.emblem.height())
            p.drawImage(QRectF(x, 2, w, h), self.emblem)
            header.setLeft(x + w + 6)
        p.setPen(QColor("#fff4d6") if self.emphasis else QColor(255, 255, 255, 215))
        sub_w = 0.0
        subtitle = self.subtitle
        if subtitle:     # as wide as it needs (at most 40 %): the title keeps the rest
            low = readable_px(p, 7.0)
            needed = QFontMetricsF(fit_font(subtitle, header.width() * 0.4, max(12.0, low), low)).horizontalAdvance(
                subtitle) + 8
            title_room = header.width() - min(header.width() * 0.4, needed)
            if needed > header.width() * 0.4 + 8 or not fits_readably(p, self.title, title_room, 15.0, True):
                subtitle = ""   # a side note that cannot be read whole gives its room to the title (18.3)
            else:
                sub_w = min(header.width() * 0.4, needed)
        title_rect = QRectF(header.left(), header.top(), header.width() - sub_w, header.height())
        draw_fitted(p, title_rect.translated(0, title_drop(p, title_rect, self.title)),
                    self.title, 15.0, 8.0, bold=True, align=Qt.AlignLeft)
        if subtitle:
            p.setPen(QColor(255, 255, 255, 160))
            draw_fitted(p, QRectF(header.right() - sub_w, header.top(), sub_w, header.height()),
                        subtitle, 12.0, 7.0, align=Qt.AlignRight)
        p.setPen(QPen(QColor(255, 255, 255, 55), 1.2, Qt.DashLine))
        p.setBrush(Qt.NoBrush)
        for slot in self.slots:
            p.drawRoundedRect(slot, 6, 6)
