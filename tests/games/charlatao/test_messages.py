"""CharLatão's words (games/charlatao/messages.py and the English plural catalog): suit
cards are cards, never tiles; plurals in English."""

from __future__ import annotations

import random
import re

from contaria_desktop.games.charlatao import messages as msg_charlatao
from contaria_desktop.games.charlatao import scores as scores_charlatao
from contaria_desktop.i18n import messages
from contaria_desktop.i18n.names import plain
from contaria_desktop.session import GameSession


def _log_and_prompts(n: int, seed: int) -> list[str]:
    s = GameSession.new("charlatao", n, seed=seed, seat_names=[f"P{i}" for i in range(n)])
    rng = random.Random(seed)
    said = []
    while not s.is_over and len(said) < 300:
        view = s.view(s.current_player)
        said.append(messages.prompt_text(view, messages.MessageContext("charlatao", s.seat_names, view),
                                         s.current_player))
        s.apply(rng.choice(s.legal_actions()))
    for seat in range(n):
        ctx = messages.MessageContext("charlatao", s.seat_names, s.view(seat))
        said += messages.log_lines(s.log(seat), ctx)
    return said


def test_suit_cards_on_the_quality_index_are_never_called_tiles():
    """QA #7: the manual's "carta de naipe" on the quality index is a card ("quality card",
    "suit card"), never a "tile"."""
    for key, template in msg_charlatao.TEMPLATES.items():
        assert not re.search(r"\btiles?\b", template, re.I), key
    said = "\n".join(_log_and_prompts(2, 3) + _log_and_prompts(3, 1))
    assert not re.search(r"\btiles?\b", said, re.I)
    assert "quality card" in said and "The suit cards were placed face down on the quality index." in said


# ----- score dialogs ------------------------------------------------------------------------
def test_english_plurals_with_the_app_s_english_catalog(qapp):
    """QA #6: "16 card(s)", "-12 point(s)", "1 round win(s)". The app installs the English
    plural catalog at start-up (app.create_application → i18n.install_translators); with it the
    English is singular or plural as it should be."""
    from contaria_desktop.i18n import translators
    from contaria_desktop.games.charlatao import hover
    from contaria_desktop.games.charlatao.text import charlatao_table

    loaded = translators.install_translators(None, "en")
    assert "contaria_desktop_en.qm" in loaded
    ctx = messages.MessageContext("charlatao", ["Ana", "Bruno"], {})
    assert scores_charlatao.points_heading("Ana", -12) == "Ana: \u221212 points"  # typographic minus (i18n/formatting.signed)
    assert scores_charlatao.points_heading("Ana", 1) == "Ana: +1 point"
    assert plain(scores_charlatao.heading("0", 1, False, True, ctx)) == "Ana: 1 round win"
    assert plain(scores_charlatao.heading("0", 2, False, True, ctx)) == "Ana: 2 round wins"
    assert charlatao_table.tr("Your hand · %n card(s)", "", 16) == "Your hand · 16 cards"
    assert charlatao_table.tr("Your hand · %n card(s)", "", 1) == "Your hand · 1 card"
    assert msg_charlatao.words({"points": -1, "tricks": 3}, ctx) == {"points": "-1 point", "tricks": "3 tricks"}
    assert hover.ea_hand(1)[0][0] == "Ea-Nasir's hand: 1 card face down"
