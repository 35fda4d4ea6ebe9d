"""The large hover preview: the card at reading size with its full translated text and what
the viewer knows about it - never more than the view says.

The card's face (its game's plug-in) says which pictures to show (e.g. a card the
viewer knows twice: initial side and hidden side) and which lines of text go below them;
this item lays them out, word-wrapped."""

from __future__ import annotations

import math

from PySide6.QtCore import QCoreApplication, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPen
from PySide6.QtWidgets import QGraphicsObject

from .. import faces
from ..faces import SECRET, UNVERIFIED, FaceSpec, draw_fitted
from ..geometry import CARD_H, CARD_W

translate = QCoreApplication.translate

BIG_W = 210.0
BIG_H = BIG_W * CARD_H / CARD_W
PAD = 12.0
CAPTION_H = 22.0
MIN_W = 460.0
TEXT_PX = 14.0
TITLE_PX = 16.0
CAPTION_PX = 14.0     # the captions over the pictures
_WRAP = int(Qt.TextWordWrap | Qt.AlignLeft | Qt.AlignTop)


def _font(px: float, bold: bool = False) -> QFont:
    f = QFont()
    f.setPixelSize(int(px))
    f.setBold(bold)
    return f


def _style(style: str) -> tuple[QFont, QColor]:
    """Font and colour of a preview line style (see ``show_card``)."""
    if style == "title":
        return _font(TITLE_PX, True), QColor("white")
    if style in ("title+", "title-"):   # a title with points: blue when positive, red when negative
        return _font(TITLE_PX, True), QColor("#8fb8ff" if style == "title+" else "#ff8a85")
    if style == "status":
        return _font(TEXT_PX - 1), QColor("#bcd3ff")
    if style == "note":
        return _font(TEXT_PX - 2), UNVERIFIED
    if style == "warn":
        return _font(TEXT_PX, True), QColor("#ffb0a8")
    return _font(TEXT_PX), QColor(255, 255, 255, 230)


class PreviewItem(QGraphicsObject):
    """Positioned by its top-left corner; ``show_card`` fills it, ``clear`` hides it."""

    def __init__(self, parent=None) -> None:
        super().__init__(parent)
        self.card: dict | None = None
        self.faces: list[tuple[FaceSpec, str]] = []   # (face, caption)
        self.blocks: list[tuple[str, QFont, QColor, float]] = []   # text, font, colour, height
        self._size = (MIN_W, 100.0)
        self.setAcceptedMouseButtons(Qt.NoButton)
        self.setVisible(False)

    def show_card(self, card: dict, face: FaceSpec, owner_label: str = "", note: str = "") -> None:
        """Show view CARD dict ``card`` whose table face is ``face``. ``owner_label`` says
        where it is (e.g. "Player 2 - hand"); ``note`` is why the card may not be chosen now.

        The face says what to show: ``face.preview_content(card, owner_label)`` returns
        ``([(face, caption), ...], [(text, style), ...])`` with style ``"title"`` (``"title+"``
        / ``"title-"``: coloured for positive / negative points), ``"text"``, ``"status"``,
        ``"note"`` (inferred values) or ``"warn"``."""
        self.prepareGeometryChange()
        self.card = card
        pictures, lines = face.preview_content(card, owner_label)
        self.faces = list(pictures)
        if note:
            lines = list(lines) + [(note, "warn")]
        self._set_blocks([(text, *_style(style)) for text, style in lines])

    def _set_blocks(self, blocks: list[tuple[str, QFont, QColor]]) -> None:
        """Lay out the pictures (``self.faces``) and ``blocks`` of text below them."""
        n = len(self.faces)
        width = max(MIN_W, PAD * 2 + n * BIG_W + (n - 1) * PAD)
        text_w = width - 2 * PAD
        self.blocks = []
        height = PAD * 2 + CAPTION_H + BIG_H + PAD
        for text, font, colour in blocks:
            h = QFontMetricsF(font).boundingRect(QRectF(0, 0, text_w, 10000), _WRAP, text).height()
            self.blocks.append((text, font, colour, h + 4))
            height += h + 4
        self._size = (width, height)
        self.setVisible(True)
        self.update()

    def clear(self) -> None:
        self.card = None
        self.faces = []
        self.blocks = []
        self.setVisible(False)

    def texts(self) -> list[str]:
        out = [text for text, *_ in self.blocks]
        for face, caption in self.faces:
            out.append(caption)
            out += face.texts()
        return out

    def smallest_px(self) -> float:
        """The smallest font size of its lines and captions, in its own units (the table
        scales it so this is readable on the screen)."""
        sizes = [float(font.pixelSize()) for _t, font, _c, _h in self.blocks if font.pixelSize() > 0]
        return min(sizes + [CAPTION_PX])

    def size(self) -> tuple[float, float]:
        """Unscaled size (multiply by ``scale()`` for scene units)."""
        return self._size

    def boundingRect(self) -> QRectF:
        w, h = self._size
        return QRectF(0, 0, w, h)

    def paint(self, p: QPainter, option, widget=None) -> None:
        p.setRenderHint(QPainter.Antialiasing, True)
        w, h = self._size
        p.setPen(QPen(QColor(255, 255, 255, 90), 1.5))
        p.setBrush(QColor(18, 22, 28, 240))
        p.drawRoundedRect(QRectF(0, 0, w, h), 12, 12)
        t = p.worldTransform()
        scale = math.hypot(t.m21(), t.m22())
        dpr = widget.devicePixelRatioF() if widget is not None else 1.0
        n = len(self.faces)
        x0 = (w - (n * BIG_W + (n - 1) * PAD)) / 2
        for i, (face, caption) in enumerate(self.faces):
            x = x0 + i * (BIG_W + PAD)
            p.setPen(SECRET if i == 1 else QColor(255, 255, 255, 200))
            draw_fitted(p, QRectF(x, PAD, BIG_W, CAPTION_H - 4), caption, CAPTION_PX, 8.0,
                        align=Qt.AlignLeft)
            rect = QRectF(x, PAD + CAPTION_H, BIG_W, BIG_H)
            pix = faces.pixmap(face, int(round(BIG_W * scale * dpr / 2.0)) * 2, abilities=False)
            pix.setDevicePixelRatio(1.0)
            p.drawPixmap(rect, pix, QRectF(pix.rect()))
        y = PAD * 2 + CAPTION_H + BIG_H
        for i, (text, font, colour, bh) in enumerate(self.blocks):
            p.setFont(font)
            p.setPen(colour)
            p.drawText(QRectF(PAD, y, w - 2 * PAD, bh), _WRAP, text)
            y += bh



