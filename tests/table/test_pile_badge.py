"""QA of issue 11: a pile's count badge covered the top card's type label (Dark Tales' discard
pile). The badge stays on the top piece only when that piece paints no text (a card back, a
token); on a face with text it goes just right of the pile, level with its foot, clear of the caption."""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QColor, QPainter

from contaria_desktop.table.items.pile import PileItem
from contaria_desktop.table.layouts.base import PilePlace


@dataclass(frozen=True)
class _Face:
    words: tuple[str, ...] = ()

    def paint(self, p: QPainter, w: float, h: float, abilities: bool = True) -> None:
        p.fillRect(QRectF(0, 0, w, h), QColor("#ddd"))

    def texts(self) -> list[str]:
        return list(self.words)


def _item(face: _Face) -> PileItem:
    item = PileItem("discard")
    item.set_place(PilePlace("discard", QPointF(0, 0), [face], 80.0, 112.0, count=7, show_count=True,
                             caption="Discard"))
    return item


def test_the_badge_leaves_a_face_with_text_uncovered(qapp):
    item = _item(_Face(("Spell", "Event")))
    body, badge = item.body_rect(), item.badge_rect()
    assert not badge.intersects(body)
    assert badge.left() >= body.right() and badge.bottom() <= body.bottom() + 0.5
    assert badge.right() - body.right() <= 30       # within the gap a layout leaves
    assert item.boundingRect().contains(badge)


def test_the_badge_stays_on_a_face_without_text(qapp):
    item = _item(_Face())
    assert item.body_rect().contains(item.badge_rect())
