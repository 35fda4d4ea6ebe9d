"""A fake game plug-in drawing a small Quissama-like board with the table's generic kinds only
(docs/architecture.md, "The table vocabulary"): nothing under ``contaria_desktop/table/`` knows
it. Registered in tests only, through ``plugins.use_entry_points``.

The board (shared rules, quissama-board-and-cards.md §3): two squares (one a polygon) with
capacity 5, one business with its merchant space and two worker spaces and a coin token, a
road, the Cabeça de Porco, the 6-space Ministry track, meeples in player colours and black
capoeiras with counts, the draw deck (a pile with a count) and one hand card that can be dragged
onto a square.
"""

from __future__ import annotations

from dataclasses import dataclass
from importlib.metadata import EntryPoint
from typing import Any

from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QColor, QPainter

from contaria_desktop.engines.core.plugins import GROUP
from contaria_desktop.games.plugin import GamePlugin
from contaria_desktop.table.layouts.base import (
    CardPlace, PilePlace, SpacePlace, TablePlan, TokenPlace, TrackPlace, ZonePlace, track_space_key)
from contaria_desktop.table.targeting import Targeting
from contaria_desktop.table.zvalues import card_z, token_z

GAME_ID = "fakeboard"
NAGOA, GUAIAMUM, BLACK = "#2f5fb3", "#b33a2f", "#1b1b1b"
PLAYER_COLOURS = ("#d94b3d", "#3d8bd9", "#3dbf6b", "#e0b03a", "#9a5fd1")   # 5 player colours


@dataclass(frozen=True)
class Back:
    """A face: a deck's back or a plain card (paints a coloured card with a letter)."""

    letter: str = "Q"
    colour: str = "#6b3b2a"

    def paint(self, p: QPainter, w: float, h: float, abilities: bool = True) -> None:
        p.setBrush(QColor(self.colour))
        p.setPen(QColor("#f3d27a"))
        p.drawRoundedRect(QRectF(1, 1, w - 2, h - 2), w * 0.07, w * 0.07)
        p.setPen(QColor("white"))
        p.drawText(QRectF(0, 0, w, h), 0x84, self.letter)      # Qt.AlignCenter

    def texts(self) -> list[str]:
        return [self.letter]

    def preview_content(self, card: dict, owner_label: str):
        return [(self, owner_label)], [(self.letter, "title")]


def plan(view: dict, bottom_seat: int, seat_names=None) -> TablePlan:
    """The board plan (fixed geometry; ``view`` gives the Ministry position)."""
    out = TablePlan()
    ministry = TrackPlace("ministry", QRectF(560, 20, 480, 96), "Ministry",
                          [str(i) for i in range(1, 7)], current=view.get("ministry", 0))
    out.add(ministry)
    sq_n1 = out.add(SpacePlace("sq:N1", polygon=[QPointF(200, 300), QPointF(380, 280), QPointF(430, 420),
                                                 QPointF(300, 500), QPointF(170, 430)],
                               title="Praça N1", subtitle="2/5", colour=NAGOA, capacity=5))
    sq_g1 = out.add(SpacePlace("sq:G1", QRectF(1150, 300, 220, 150), title="Praça G1",
                               subtitle="0/5", colour=GUAIAMUM, capacity=5))
    cdp = out.add(SpacePlace("cdp", QRectF(1150, 520, 220, 120), title="Cabeça de Porco",
                             subtitle="3/5", colour="#5a3b2a", capacity=5))
    # a business: a zone (its frame) holding a merchant space and two worker spaces
    biz = out.add(ZonePlace("biz:N1", QRectF(150, 600, 330, 150), "Comércio N1"))
    spaces = [out.add(SpacePlace(f"biz:N1:{name}", QRectF(165 + i * 105, 635, 95, 100), title=label,
                                 colour="#44505c", capacity=1))
              for i, (name, label) in enumerate((("merchant", "B"), ("worker0", "C"), ("worker1", "C")))]
    out.add(SpacePlace("road:N1", polygon=[QPointF(280, 512), QPointF(320, 512), QPointF(320, 592),
                                           QPointF(280, 592)], colour="#8a7a5a"))
    # pieces: black capoeiras with counts, a player's meeple, a coin with a count
    (p1, p2) = sq_n1.piece_points(2, piece=52)      # room for the count badge
    out.add(TokenPlace("meeple:sq:N1:black", p1, shape="meeple", colour=BLACK, count=2,
                       outline="#dddddd", z=token_z(0)))
    out.add(TokenPlace("meeple:sq:N1:p0", p2, shape="meeple", colour=PLAYER_COLOURS[0], z=token_z(1)))
    out.add(TokenPlace("meeple:cdp:black", cdp.piece_points(1)[0], shape="meeple", colour=BLACK,
                       count=3, outline="#dddddd"))
    out.add(TokenPlace("meeple:biz:N1:merchant", spaces[0].piece_points(1)[0], shape="meeple",
                       colour=PLAYER_COLOURS[1]))
    out.add(TokenPlace("coin:biz:N1", QPointF(biz.rect.right() - 30, biz.rect.top() + 12),
                       shape="circle", colour="#d9b23a", size=22, label="$", count=2))
    current = ministry.space_rects()[ministry.current or 0]
    out.add(TokenPlace("meeple:ministry:p2", current.center() + QPointF(0, 8), shape="meeple",
                       colour=PLAYER_COLOURS[2], size=28))
    out.add(PilePlace("deck", QPointF(700, 420), [Back()], 100.0, 140.0, count=57, show_count=True,
                      caption="Deck"))
    hand = out.add(ZonePlace("hand:0", QRectF(620, 800, 360, 180), "Hand"))
    out.add(CardPlace("card:c1", {"handle": "c1"}, Back("N", "#2f5fb3"), hand.rect.center() + QPointF(0, 12),
                      1.0, 0.0, card_z(0), "hand:0"))
    return out


class BoardTargeting(Targeting):
    """``go`` actions click a space (or track space); ``send`` drags the hand card to a space."""

    def choices(self, selection: str | None) -> dict[str, Any]:
        if selection == "card:c1":
            return {a["space"]: a for a in self.legal if a.type == "send"}
        out: dict[str, Any] = {a["space"]: a for a in self.legal if a.type == "go"}
        if any(a.type == "send" for a in self.legal):
            out["card:c1"] = None
        return out

    def draggable(self) -> set[str]:
        return {"card:c1"} if any(a.type == "send" for a in self.legal) else set()


class _Messages:
    CONTEXT = "fakeboard.messages"
    TEMPLATES: dict = {}

    @staticmethod
    def words(params, ctx):
        return {}


class FakeBoardPlugin(GamePlugin):
    id = GAME_ID
    engine_module = "contaria_desktop.engines.core"   # no engine: this plug-in only draws
    package = __name__
    complete = False

    def layout(self) -> Any:
        import sys
        return sys.modules[__name__]

    def targeting(self, legal, seat, view) -> Targeting:
        return BoardTargeting(legal, seat, view)

    def messages(self) -> Any:
        return _Messages


PLUGIN = FakeBoardPlugin()
ENTRY_POINT = EntryPoint(GAME_ID, f"{__name__}:PLUGIN", GROUP)


def space_key(track: str, index: int) -> str:
    return track_space_key(track, index)
