"""Harvest's card faces: painted (no art), hashable (the picture cache key)."""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPen

from contaria_desktop.table.faces import draw_fitted

from .messages import card_name, kind_name

COLOURS = {"apple": QColor("#c0392b"), "pear": QColor("#8fae1b"), "plum": QColor("#6c3483")}
BACK = QColor("#2e5d3a")


@dataclass(frozen=True)
class HarvestFace:
    """``identity`` (``"pear-3"``) face up, or a back (``identity`` None; ``count``: a
    deck's size painted on it)."""

    identity: str | None = None
    count: int | None = None

    @property
    def face_up(self) -> bool:
        return self.identity is not None

    def texts(self) -> list[str]:
        out = []
        if self.identity:
            kind, value = self.identity.split("-", 1)
            out += [kind_name(kind), value]
        if self.count is not None:
            out.append(str(self.count))
        return out

    def paint(self, p: QPainter, w: float, h: float, abilities: bool = True) -> None:
        rect = QRectF(1, 1, w - 2, h - 2)
        if self.identity is None:
            p.setPen(QPen(QColor("#f4ecd8"), max(1.0, w * 0.03)))
            p.setBrush(BACK)
            p.drawRoundedRect(rect, w * 0.07, w * 0.07)
            if self.count is not None:
                p.setPen(QColor("white"))
                draw_fitted(p, rect, str(self.count), h * 0.3, 6, bold=True)
            return
        kind, value = self.identity.split("-", 1)
        p.setPen(QPen(QColor("#33230f"), max(1.0, w * 0.02)))
        p.setBrush(QColor("#fbf5e6"))
        p.drawRoundedRect(rect, w * 0.07, w * 0.07)
        p.setBrush(COLOURS.get(kind, QColor("gray")))
        p.setPen(Qt.NoPen)
        p.drawEllipse(QRectF(w * 0.2, h * 0.3, w * 0.6, w * 0.6))
        p.setPen(QColor("#33230f"))
        draw_fitted(p, QRectF(w * 0.05, h * 0.04, w * 0.9, h * 0.2), value, h * 0.17, 6, bold=True)
        draw_fitted(p, QRectF(w * 0.05, h * 0.76, w * 0.9, h * 0.18), kind_name(kind), h * 0.12, 5)

    def preview_content(self, card: dict, owner_label: str) -> tuple[list, list]:
        return [(self, owner_label)], [(card_name(self.identity), "title")]
