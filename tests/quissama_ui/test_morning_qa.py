"""QA of issue 13 (the morning round): a special card's name on two lines stays above its effect
("Familia / Imperial" ran into "Pon un meeple…" at 1024×640), the hand's title stays clear of
its cards' glow and focus ring, a seat's title has one pair of brackets, and the log names a
card without "the card"."""

from __future__ import annotations

import pytest

from contaria_desktop.engines.quissama import QuissamaState, rules_data
from contaria_desktop.games.quissama import layout, text
from contaria_desktop.games.quissama.faces import KindFace, title_lines
from contaria_desktop.i18n import messages, translators
from contaria_desktop.table import faces
from contaria_desktop.table.geometry import CARD_H
from contaria_desktop.table.items.zone import HEADER_H
from tests.quissama_ui.rects import _recording

SPECIALS = [k for k in rules_data.KINDS if not rules_data.ICONS.get(k) and k != rules_data.WILD]


def test_a_special_cards_name_stays_above_its_effect_in_three_languages(qapp):
    """Every special card at the Market's and the hand's sizes in a 1024×640 window (49 and
    67 px wide, 9 px floor) and the hand's at 1280×800 (86 px, 11 px): each line of its name
    ends above its effect's text; at the hand's sizes both are printed."""
    overlaps = []
    try:
        for code in ("en", "pt_BR", "es"):
            translators.install_translators(None, code)
            for width, floor in ((49, 9.0), (67, 9.0), (86, 11.0)):
                faces.set_text_floor(floor, 1.0)
                faces.clear_cache()
                for kind in SPECIALS:
                    name = text.kind_name(kind)
                    with _recording() as seen:
                        faces.render(KindFace(kind), width)
                    title = [r for t, r in seen if t in (name, *title_lines(name, 2))]
                    body = [(t, r) for t, r in seen if t not in (name, *title_lines(name, 2))]
                    overlaps += [f"{code} {width}px {kind}: {name!r} over {t!r}" for t, r in body
                                 for line in title if line.bottom() > r.top() + 0.5]
                    if width in (67, 86) and not (title and body):
                        overlaps.append(f"{code} {width}px {kind}: not both name and effect: {seen}")
    finally:
        faces.set_text_floor(9.0, 1.0)
        faces.clear_cache()
        translators.install_translators(None, "en")
    assert not overlaps, "\n".join(overlaps)


def _plan(n: int = 5, hand: list[str] | None = None):
    st = QuissamaState.from_position({
        "players": n, "seed": 8, "current": 1,
        "hands": [["COIN_1"]] + [hand or ["BENCAO_IMPERIAL", "FAMILIA_IMPERIAL", "GUAIAMUM_1"]] + [["COIN_1"]] * (n - 2)})
    return layout.plan(st.view(1), 1, ["Ana", "Bruno", "Caio", "Duda", "Edu"][:n])


@pytest.mark.parametrize("size", [3, 7])
def test_the_hands_title_is_clear_of_its_cards_glow_and_focus_ring(qapp, size):
    """A hand card's glow (6 units) and focus ring (7.5 + its pen) stay under the hand's
    header, in one row (up to 5 cards) and two (the end of a turn); a Market card's glow
    under the Market's."""
    plan = _plan(hand=(["FAMILIA_IMPERIAL"] + ["GUAIAMUM_1", "NAGOA_1", "COIN_1"] * 2)[:size])
    zone = plan.zones["hand"]
    cards = [c for k, c in plan.cards.items() if k.startswith("card:hand:")]
    assert len(cards) == size
    for card in cards:
        top = card.pos.y() - CARD_H * card.scale / 2
        assert top - 8.5 >= zone.rect.top() + HEADER_H, (card.key, top, zone.rect.top())
        assert card.pos.y() + CARD_H * card.scale / 2 <= zone.rect.bottom()
    market = plan.zones["market"].rect
    for key, card in plan.cards.items():     # a lit Market card's glow (6 + its 1.5 pen) likewise
        if key.startswith("card:market:"):
            assert card.pos.y() - CARD_H * card.scale / 2 - 7.5 >= market.top() + HEADER_H, key
            assert card.pos.y() + CARD_H * card.scale / 2 + 6 <= market.bottom(), key


def test_a_seats_title_has_one_pair_of_brackets(qapp):
    translators.install_translators(None, "pt_BR")
    try:
        plan = _plan(n=2)
        assert plan.zones["seat:1"].title == "Bruno (você, branco)"
        assert plan.zones["seat:0"].title == "Ana (amarelo)"
    finally:
        translators.install_translators(None, "en")
    plan = _plan(n=2)
    assert plan.zones["seat:1"].title == "Bruno (you, white)" and plan.zones["hand"].title == "Bruno (you) – hand"


@pytest.mark.parametrize("code,want", [
    ("en", ["Player 2 discarded Scandal.", "Player 2 exchanged Crown for Coin in the Market.",
            "Player 2 drew 5 cards."]),
    ("pt_BR", ["Jogador 2 descartou Escândalo.", "Jogador 2 trocou Coroa por Moeda no Mercado.",
               "Jogador 2 comprou 5 cartas do baralho."]),
    ("es", ["Jugador 2 descartó Escándalo.", "Jugador 2 cambió Corona por Moneda en el Mercado.",
            "Jugador 2 robó 5 cartas del mazo."]),
])
def test_log_lines_name_a_card_without_the_card(qapp, code, want):
    """"Player 2 discarded Scandal", not "discarded the card Scandal"; Portuguese says
    "baralho", as the pile's plate does."""
    translators.install_translators(None, code)
    try:
        got = [messages.text("quissama.discarded", seat=_player2(), card=text.kind_name("ESCANDALO")),
               messages.text("quissama.market", seat=_player2(), give=text.kind_name("CROWN"),
                             take=text.kind_name("COIN_1")),
               messages.text("quissama.drew", seat=_player2(),
                             count_cards=text.quissama_counts.tr("%n card(s)", "", 5))]
        assert got == want
        if code == "pt_BR":
            assert text.labels()["deck"] == "Baralho"
    finally:
        translators.install_translators(None, "en")


def _player2() -> str:
    from contaria_desktop.i18n.formatting import seat_label
    return seat_label(1, None, None)
