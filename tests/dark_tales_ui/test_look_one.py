"""QA (log8): when the Secret Helper's look showed a single card (the deck held one), the log
said "You took one of them into your hand." The engine's ``took_looked`` tells how many cards
were looked at; after one the line says "that card", in every language. The reader reads the
card looked at, not also the public "the top card of the deck" line (``PUBLIC_TWINS``)."""

from __future__ import annotations

import pytest

from contaria_desktop.i18n import messages, translators
from tests.dark_tales.helpers import Action, h_of, play, position


def _lines(events, seat: int) -> list[str]:
    entries = [(0, e) for e in events if e.visible(seat)]
    ctx = messages.MessageContext("dark_tales", ["Ana", "Bia"], {}, reader=seat)
    return [line.strip().split(". ", 1)[-1] if line[:1].isdigit() else line.strip()
            for line in (x.replace("\u2068", "").replace("\u2069", "") for x in messages.log_lines(entries, ctx))]


@pytest.mark.parametrize("code,mine,theirs", [
    ("en", ["You looked at Ogre.", "You took that card into your hand."],
     ["Ana looked at the top card of the deck.", "Ana took that card into their hand."]),
    ("pt_BR", ["Você olhou: Ogro.", "Você levou essa carta para a mão."],
     ["Ana olhou a carta do topo do baralho.", "Ana levou essa carta para a mão."]),
    ("es", ["Miraste: Ogro.", "Agregaste esa carta a tu mano."],
     ["Ana miró la carta superior del mazo.", "Ana agregó esa carta a su mano."]),
])
def test_a_look_at_one_card_does_not_say_one_of_them(code, mine, theirs, qapp):
    st = position(2, hands=[["secret_helper"], ["spell"]], tableaus=[["witch"], []], deck=["ogre"])
    events = play(st, "secret_helper")
    took = [e for e in events if e.type == "dark_tales.took_looked"]
    assert len(took) == 1 and took[0].params["looked"] == 1
    translators.install_translators(None, code)
    try:
        assert _lines(events, 0)[1:3] == mine
        assert _lines(events, 1)[1:3] == theirs
    finally:
        translators.install_translators(None, "en")


def test_a_look_at_three_still_says_one_of_them(qapp):
    st = position(2, hands=[["secret_helper"], ["spell"]], tableaus=[["witch"], []],
                  deck=["ogre", "king", "fairy"])
    play(st, "secret_helper")
    events = st.apply(Action("choose_card", card=h_of(st, "king", "deck")))
    took = [e for e in events if e.type == "dark_tales.took_looked"]
    assert took[0].params["looked"] == 3
    assert _lines(took, 0) == ["You took one of them into your hand."]
