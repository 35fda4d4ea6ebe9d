"""QA of issue 11 (seventh pass): the Dark Tales table's own defects, one cheap plan each."""

from __future__ import annotations

import pytest

from contaria_desktop.engines.dark_tales import DarkTalesState
from contaria_desktop.games import registry


def _plan(pos: dict, seat: int):
    state = DarkTalesState.from_position(pos)
    return registry.get("dark_tales").layout().plan(state.view(seat), seat, None), state


@pytest.mark.parametrize("players", [2, 3])
def test_the_pile_of_backs_counts_only_the_unknown_cards(players, qapp):
    """"hand: 3" = a known Night + a back marked 3 read as four cards: the back counts the
    cards this viewer does not know (2), the panel's header the whole hand."""
    hands = [["king"], ["witch", {"id": "night", "known_to": "all"}, "ogre"], ["dragon"]][:players]
    pos = {"num_players": players, "settings": {"a": "A1", "b": "B2"}, "hands": hands,
           "tableaus": [[]] * players, "deck": ["spell", "gypsy"]}
    plan, state = _plan(pos, 0)
    handles = {h["handle"] for h in state.view(0)["seats"][1]["hand"]}
    cards = [c for c in plan.cards.values() if c.card.get("handle") in handles]
    counts = [c.face.count for c in cards if c.face.kind == "back" and c.face.count is not None]
    assert len(cards) == 3 and counts == [2]
