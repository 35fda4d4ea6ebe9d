"""Counts on the Quissama table use Qt's plural forms (QA of issue 13: never "1 capoeiras"):
the seats' lines (cards, meeples, ministers), the capoeiras of a square, the Senzala and the
Cabeça de Porco (hover), a seat's coin tokens and the icons left over this turn, in English,
Portuguese and Spanish, for 1 and for several."""

from __future__ import annotations

import pytest

from contaria_desktop.engines.quissama import QuissamaState
from contaria_desktop.games.quissama import layout, text
from contaria_desktop.i18n import translators

EXPECTED = {
    "en": {"line1": "1 card · 1 meeple · 1 minister", "line2": "2 cards · 3 meeples · 0 ministers",
           "cap1": "1 capoeira", "cap5": "5 capoeiras", "coin1": "1 coin token +1", "coin2": "2 coin tokens +2",
           "credit": "1 Coin, 2 Nagoas, 1 Guaiamum"},
    # Qt's and CLDR's plural rule for pt (i = 0..1) puts 0 in the singular; Brazilian usage says
    # "0 ministros": the seat line words zero on its own (QA of issue 13)
    "pt_BR": {"line1": "1 carta · 1 meeple · 1 ministro", "line2": "2 cartas · 3 meeples · 0 ministros",
              "cap1": "1 capoeira", "cap5": "5 capoeiras", "coin1": "1 ficha de moeda +1",
              "coin2": "2 fichas de moeda +2", "credit": "1 Moeda, 2 Nagoas, 1 Guaiamum"},
    "es": {"line1": "1 carta · 1 meeple · 1 ministro", "line2": "2 cartas · 3 meeples · 0 ministros",
           "cap1": "1 capoeira", "cap5": "5 capoeiras", "coin1": "1 ficha de moneda +1",
           "coin2": "2 fichas de moneda +2", "credit": "1 Moneda, 2 Nagoas, 1 Guaiamum"},
}


@pytest.mark.parametrize("code", ["en", "pt_BR", "es"])
def test_counts_have_their_plural_forms(qapp, code):
    translators.install_translators(None, code)
    try:
        want = EXPECTED[code]
        assert text.seat_line(1, 1, 1) == want["line1"]
        assert text.seat_line(2, 3, 0) == want["line2"]
        zero = text.seat_line(0, 0, 0)       # every count of the line plural at zero
        assert zero == {"en": "0 cards · 0 meeples · 0 ministers", "pt_BR": "0 cartas · 0 meeples · 0 ministros",
                        "es": "0 cartas · 0 meeples · 0 ministros"}[code]
        assert text.capoeiras(1) == want["cap1"] and text.capoeiras(5) == want["cap5"]
        assert text.coin_tokens(1, 1) == want["coin1"] and text.coin_tokens(2, 2) == want["coin2"]
        assert text.credit_text({"C": 1, "N": 2, "G": 1}) == want["credit"]
    finally:
        translators.install_translators(None, "en")


def test_every_count_on_the_board_and_in_the_seats_is_worded_by_them(qapp):
    """The plan's seat lines and hovers come from the plural helpers: one capoeira on a
    square is "1 capoeira", a seat with one card "1 card"."""
    st = QuissamaState.from_position({
        "players": 2, "seed": 3, "current": 0, "hands": [["COIN_1"], ["CROWN"]],
        "squares": {"SQ_N1": 1, "SQ_N2": 2, "SQ_G1": 0, "SQ_G2": 0}, "cdp": 1,
        "businesses": {"BZ_N1": {"merchant": 0, "workers": 2}}})
    view = st.view(0)
    plan = layout.plan(view, 0)
    seat = view["seats"][1]
    assert plan.zones["seat:1"].subtitle == text.seat_line(1, seat["supply"], seat["ministers"])
    assert plan.zones["seat:1"].subtitle.startswith("1 card ·")
    assert plan.tokens["meeple:sq:SQ_N1"].tooltip == "1 capoeira"
    assert plan.tokens["meeple:sq:SQ_N2"].tooltip == "2 capoeiras"
    assert plan.tokens["meeple:cdp"].tooltip == "1 capoeira"
    assert plan.tokens["meeple:senzala"].tooltip == text.capoeiras(view["senzala"])
    assert plan.tokens["coin:seat:0"].tooltip == "1 coin token +1"
