"""Issue 13 QA (quifix7): a card of the deck with icons ("Guaiamum" in the Market at
1280×800, 58 px wide; in the Replay window at 1024×640, 44 px) always shows its name: on
the card's whole width, on two lines, in the short form of a double card ("Guaiamum") or cut
in two with a hyphen (faces._fallback_name)."""

from __future__ import annotations

import pytest

from contaria_desktop.engines.quissama import rules_data
from contaria_desktop.games.quissama import text

from .facesweep import unnamed_kinds


def _shows_its_name(kind: str, painted: str) -> bool:
    """Every word of the name painted, or the name hyphenated across lines; a double card
    (two icons) may show the short form of its single card."""
    painted = painted.replace("- ", "").replace("-\n", "")
    name = text.kind_name(kind)
    if kind.endswith("_2") and text.kind_name(kind[:-2] + "_1") in painted:
        name = text.kind_name(kind[:-2] + "_1")     # the short form (two icons: double)
    return all(word in painted.replace("\n", " ") for word in name.split()) or \
        name.replace(" ", "") in painted.replace(" ", "").replace("-", "")


@pytest.mark.parametrize("code", ["en", "pt_BR", "es"])
def test_a_market_card_with_icons_always_shows_its_name(qapp, code):
    blank = unnamed_kinds(code, ((44, 9.0), (58, 11.0)), lambda kind: bool(rules_data.ICONS.get(kind)),
                          _shows_its_name)
    assert not blank, "\n".join(blank)


def test_the_cards_under_quissama_show_one_whole_card_and_a_count_chip(qapp):
    """QA of issue 13: fanned in their narrow column, the cards under Quissama were cut to
    "Bu"/"Mo"; the newest is shown whole and the pile's size as a count chip."""
    from contaria_desktop.engines.quissama import QuissamaState
    from contaria_desktop.games.quissama import layout

    def stash_pile(stash):
        view = QuissamaState.from_position({"players": 2, "stash": stash}).view(0)
        return layout.plan(view, 0).piles["stash"]

    pile = stash_pile(["BURGUESIA", "COIN_1", "FUGA"])
    assert [f.kind for f in pile.faces] == ["FUGA"] and pile.step == 0
    assert pile.count == 3 and pile.show_count
    one = stash_pile(["BURGUESIA"])
    assert [f.kind for f in one.faces] == ["BURGUESIA"] and not one.show_count
