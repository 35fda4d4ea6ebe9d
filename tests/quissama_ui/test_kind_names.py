"""Issue 13 QA (quifix7): a card of the deck with icons ("Guaiamum" in the Market at
1280×800, 58 px wide; in the Replay window at 1024×640, 44 px) always shows its name: on
the card's whole width, on two lines, in the short form of a double card ("Guaiamum") or cut
in two with a hyphen (faces._fallback_name)."""

from __future__ import annotations

import pytest

from contaria_desktop.engines.quissama import rules_data
from contaria_desktop.games.quissama import text
from contaria_desktop.games.quissama.faces import KindFace
from contaria_desktop.i18n import translators
from contaria_desktop.table import faces
from tests.presentation.textsize import recording


@pytest.mark.parametrize("code", ["en", "pt_BR", "es"])
def test_a_market_card_with_icons_always_shows_its_name(qapp, code):
    translators.install_translators(None, code)
    blank = []
    try:
        for width, floor in ((44, 9.0), (58, 11.0)):
            faces.set_text_floor(floor, 1.0)
            for kind in rules_data.KINDS:
                if not rules_data.ICONS.get(kind):
                    continue
                with recording() as seen:
                    faces.render(KindFace(kind), width)
                painted = " ".join(t for t, _ in seen).replace("- ", "").replace("-\n", "")
                name = text.kind_name(kind)
                if kind.endswith("_2") and text.kind_name(kind[:-2] + "_1") in painted:
                    name = text.kind_name(kind[:-2] + "_1")     # the short form (two icons: double)
                if not all(word in painted.replace("\n", " ") for word in name.split()) and \
                        name.replace(" ", "") not in painted.replace(" ", "").replace("-", ""):
                    blank.append(f"{code} {width}px {kind}: {painted!r}")
                blank += [f"{code} {width}px {kind}: cut {t!r}" for t, _ in seen if t.rstrip().endswith("…")]
    finally:
        faces.set_text_floor(9.0, 1.0)
        translators.install_translators(None, "en")
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
