"""The large hover preview: the card at reading size with its full translated text and what
the viewer knows about it - never more than the view says.

A face-down card whose identity the viewer knows is shown twice: its initial side (what
everyone sees) and its hidden side (only this viewer)."""

from __future__ import annotations

import math

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPen
from PySide6.QtWidgets import QGraphicsObject

from .. import faces
from ..cardtext import card_name, marker_name, signed, tr
from ..faces import FaceSpec, draw_fitted
from ..geometry import CARD_H, CARD_W

BIG_W = 230.0
BIG_H = BIG_W * CARD_H / CARD_W
PAD = 12.0
CAPTION_H = 22.0
LINE_H = 19.0


class PreviewItem(QGraphicsObject):
    """Positioned by its top-left corner; ``show_card`` fills it, ``clear`` hides it."""

    def __init__(self, parent=None) -> None:
        super().__init__(parent)
        self.card: dict | None = None
        self.faces: list[tuple[FaceSpec, str]] = []   # (face, caption)
        self.lines: list[str] = []
        self.setAcceptedMouseButtons(Qt.NoButton)
        self.setVisible(False)

    def show_card(self, card: dict, face: FaceSpec, owner_label: str = "") -> None:
        """Show view CARD dict ``card`` whose table face is ``face``. ``owner_label`` says
        where it is ("Player 2 - tale")."""
        self.prepareGeometryChange()
        self.card = card
        identity = card.get("identity")
        initial = str(card.get("initial") or "")
        hidden = FaceSpec(initial, True, identity, None, face.options) if identity else None
        if card.get("face_up") and hidden:
            self.faces = [(hidden, tr("Revealed side"))]
        elif hidden:
            self.faces = [(face.initial_only(), tr("Initial side (everyone sees it)")),
                          (hidden, tr("Hidden side (only you know it)"))]
        else:
            self.faces = [(face.initial_only(), tr("Initial side"))]
        lines = []
        if owner_label:
            lines.append(owner_label)
        if card.get("deactivated"):
            lines.append(tr("Deactivated: its abilities do not work and it scores 0."))
        if card.get("points") is not None:
            lines.append(tr("Counts now: %1").replace("%1", signed(int(card["points"]))))
        if card.get("markers"):
            lines.append(tr("Markers: %1").replace(
                "%1", ", ".join(marker_name(m) for m in card["markers"])))
        unverified = set()
        for face, _ in self.faces:
            unverified |= face.front().unverified
        if unverified:
            lines.append(tr("Values with a dashed badge or \"?\" are inferred, not printed."))
        self.lines = lines
        self.setVisible(True)
        self.update()

    def clear(self) -> None:
        self.card = None
        self.faces = []
        self.lines = []
        self.setVisible(False)

    def texts(self) -> list[str]:
        out = list(self.lines)
        for face, caption in self.faces:
            out.append(caption)
            out += face.front().texts()
        if self.card and self.card.get("face_up") and self.card.get("identity"):
            out.append(card_name(self.card["identity"]))
        return out

    def size(self) -> tuple[float, float]:
        n = max(1, len(self.faces))
        w = PAD * 2 + n * BIG_W + (n - 1) * PAD
        h = PAD * 2 + CAPTION_H + BIG_H + (PAD + LINE_H * len(self.lines) if self.lines else 0)
        return w, h

    def boundingRect(self) -> QRectF:
        w, h = self.size()
        return QRectF(0, 0, w, h)

    def paint(self, p: QPainter, option, widget=None) -> None:
        p.setRenderHint(QPainter.Antialiasing, True)
        w, h = self.size()
        p.setPen(QPen(QColor(255, 255, 255, 90), 1.5))
        p.setBrush(QColor(18, 22, 28, 235))
        p.drawRoundedRect(QRectF(0, 0, w, h), 12, 12)
        t = p.worldTransform()
        scale = math.hypot(t.m21(), t.m22())
        dpr = widget.devicePixelRatioF() if widget is not None else 1.0
        for i, (face, caption) in enumerate(self.faces):
            x = PAD + i * (BIG_W + PAD)
            p.setPen(QColor("#f0c44c") if i == 1 else QColor(255, 255, 255, 200))
            draw_fitted(p, QRectF(x, PAD, BIG_W, CAPTION_H - 4), caption, 14.0, 8.0,
                        align=Qt.AlignLeft)
            rect = QRectF(x, PAD + CAPTION_H, BIG_W, BIG_H)
            pix = faces.pixmap(face, int(round(BIG_W * scale * dpr / 2.0)) * 2)
            p.drawPixmap(rect, pix, QRectF(pix.rect()))
        y = PAD * 2 + CAPTION_H + BIG_H
        p.setPen(QColor(255, 255, 255, 225))
        for line in self.lines:
            draw_fitted(p, QRectF(PAD, y, w - 2 * PAD, LINE_H), line, 14.0, 8.0, align=Qt.AlignLeft)
            y += LINE_H
