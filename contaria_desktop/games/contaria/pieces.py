"""Contária's pieces as uses of the table's generic kinds (``table/layouts/base.py``):

- a seat's **mirror cards** (rulebook §4: each player has mirrors to use once) are a fanned
  *pile* ``"mirrors:<seat>"`` of :class:`MirrorFace` s, unused ones first, used ones after
  (darker, cracked); clicking the current seat's pile starts a mirror use;
- the **markers** (Dwarf, Witch, Giant) are *tokens* ``"marker:<id>"``: on their card, or dimmed
  in the tray under CONTÁRIA's tale when on no card.
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QLinearGradient, QPainter, QPen

from ...i18n.formatting import fill, integer
from ...table.layouts.base import PilePlace, TokenPlace, body_width
from . import art

translate = QCoreApplication.translate

MIRROR_W = 44.0          # one mirror card in a stack, scene units at scale 1
MIRROR_H = 62.0
MIRROR_STEP = 0.62       # horizontal step between mirrors, in mirror widths
MARKER_D = 34.0          # marker token diameter at scale 1
MARKER_COLOURS = {"DWARF": "#8d5a2b", "WITCH": "#5b2a86", "GIANT": "#3c6e3c"}


def stack_width(total: int) -> float:
    """Width of a stack of ``total`` mirrors at scale 1 (scene units)."""
    return body_width(max(total, 1), MIRROR_W, MIRROR_STEP)


@dataclass(frozen=True)
class MirrorFace:
    """One mirror card, unused or ``used`` (a face for the table's pile: hashable, painted at
    any pixel size)."""

    used: bool

    def texts(self) -> list[str]:
        return []

    def preview_content(self, card: dict, owner_label: str):
        return [], []

    def paint(self, p: QPainter, w: float, h: float, abilities: bool = True) -> None:
        """Draw on a ``w`` × ``h`` pixel piece: the mirror art, or a drawn mirror."""
        used = self.used
        p.save()
        p.scale(w / MIRROR_W, h / MIRROR_H)      # draw in scene units
        rect = QRectF(0, 0, MIRROR_W, MIRROR_H)
        image = art.contaria_mirror(used)
        if image is not None:
            p.drawImage(rect, image)
        else:
            grad = QLinearGradient(rect.topLeft(), rect.bottomRight())
            grad.setColorAt(0, QColor("#6b7480") if used else QColor("#eef3f8"))
            grad.setColorAt(1, QColor("#3d434b") if used else QColor("#9fb3c8"))
            p.setPen(QPen(QColor("#c9a34a"), 2.0))
            p.setBrush(grad)
            p.drawRoundedRect(rect.adjusted(1, 1, -1, -1), 5, 5)
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
        p.restore()


def mirror_pile(seat: int, mirrors: dict, top_left: QPointF, scale: float) -> PilePlace:
    """The mirror stack of ``seat`` from the view's ``mirrors`` entry (``total``, ``used``)."""
    total = int(mirrors.get("total", 0))
    used = int(mirrors.get("used", 0))
    # short enough to print readably under the smallest stack (issue 18.3: "Mirrors: 3 of 3
    # left" came out ~6 px high); the stack of mirror cards above it says what is counted
    caption = fill(translate("table", "%1/%2 left"), integer(total - used), integer(total))
    faces = [MirrorFace(False)] * (total - used) + [MirrorFace(True)] * used
    return PilePlace(f"mirrors:{seat}", top_left, faces, MIRROR_W, MIRROR_H, scale=scale,
                     step=MIRROR_STEP, caption=caption)


def marker_token(marker: str, pos: QPointF, scale: float, z: float, on_table: bool) -> TokenPlace:
    """Marker ``marker`` (``"DWARF"``...) at ``pos``; dimmed when in the tray (on no card).
    Its label (drawn when the art is missing, and its tooltip) is the translated marker name."""
    from .cardtext import marker_name
    return TokenPlace(f"marker:{marker}", pos, shape="circle",
                      colour=MARKER_COLOURS.get(marker, "#555555"), size=MARKER_D, scale=scale,
                      z=z, label=marker_name(marker), image=art.contaria_marker(marker), dimmed=not on_table)
