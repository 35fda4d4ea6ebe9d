"""QA of issue 11 (6th pass): known cards in another player's hand were overlapped until their
names read "Gy", "Wiz" and the ribbon "know"; a crowded "In front of" row overlapped seven cards
("Creatur", "Ogr", badges "+(((++1"); stacked piles showed the badges of the cards beneath.
Known hand cards now sit side by side (the backs one pile), identical cards in front of a seat
are stacked with "×N", the stacks never cover each other, and a card under another of its
kind paints no badge or name. One plan per case, no window."""

from __future__ import annotations

import copy

from PySide6.QtCore import QRectF

from contaria_desktop.engines.core import get_spec
from contaria_desktop.games.dark_tales import layout
from contaria_desktop.table.geometry import CARD_H, CARD_W


def _rect(place) -> QRectF:
    w, h = CARD_W * place.scale, CARD_H * place.scale
    return QRectF(place.pos.x() - w / 2, place.pos.y() - h / 2, w, h)


def _crowded_view(n: int) -> dict:
    view = copy.deepcopy(get_spec("dark_tales").new_game(n, 7, {}).view(0))
    ids = ["gypsy", "day", "day", "wizard", "old_sage"]
    k = 0

    def card(cid):
        nonlocal k
        k += 1
        return {"handle": f"x{k:02d}", "id": cid, "known_to": [0]}

    for seat in view["seats"]:
        seat["tableau"] = [card(c) for c in ["creature_of_the_night", "ogre", "ogre", "young_hero",
                                              "young_hero", "young_hero", "fairy", "witch", "dragon"]]
        if seat["seat"] != 0:
            seat["hand"] = [card(c) for c in ids] + [{"handle": f"b{seat['seat']}{i}", "id": None}
                                                     for i in range(3)]
            seat["hand_count"] = len(seat["hand"])
    return view


def _check(plan) -> None:
    cards = plan.cards
    zones: dict[str, list] = {}
    for p in cards.values():
        zones.setdefault(p.zone, []).append(p)
    for zone, places in zones.items():
        shown = [p for p in places if p.face.kind == "card" and not p.face.under]
        for i, a in enumerate(shown):       # no face-up top card covers another one
            for b in shown[i + 1:]:
                inter = _rect(a) & _rect(b)
                assert inter.width() < 0.5 or inter.height() < 0.5, (zone, a.key, b.key)
        for p in places:                    # a card under another is under one of its kind
            if p.face.kind == "card" and p.face.under:
                assert any(q.face.card == p.face.card and q.z > p.z and not q.face.under
                           and (_rect(q) & _rect(p)).width() > 0 for q in places), (zone, p.key)


def test_crowded_hands_and_rows_keep_every_name_whole_4_players(qtbot):
    view = _crowded_view(4)
    plan = layout.plan(view, 0, None)
    _check(plan)
    known = [p for p in plan.cards.values() if p.zone == "seat:1" and p.face.tag == "known"]
    assert len(known) == 5      # each whole, side by side (checked above with the rest)
    assert any("×" in p.face.tag for p in plan.cards.values() if p.zone == "seat:0")


def test_crowded_rows_keep_every_name_whole_2_players(qtbot):
    _check(layout.plan(_crowded_view(2), 0, None))


def test_a_card_under_its_kind_paints_no_text_but_previews_whole():
    from contaria_desktop.games.dark_tales.faces import DarkTalesFace
    under = DarkTalesFace("card", "ogre", under=True)
    assert under.texts() == []
    pictures, _ = under.preview_content({}, "")
    assert pictures[0][0].under is False
