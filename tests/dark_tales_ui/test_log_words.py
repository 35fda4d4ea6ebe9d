"""QA of issue 11: the Dark Tales log mixed tenses ("drew King" / "draws a card") and said
"from Player 1's cards" to Player 1 reading their own log. Every event is told in the past,
as the other games' logs are, and a card taken from the reader's own cards says "your" (in a
per-seat log; the omniscient log and other readers get the owner's name), in every language."""

from __future__ import annotations

import re

import pytest

from contaria_desktop.engines.core import Event
from contaria_desktop.games.dark_tales import messages as M
from contaria_desktop.i18n import messages, translators

PRESENT = re.compile(r"\b(begins|draws|plays|gains|uses|takes|discards|reveals|goes|declines|looks|passes|"
                     r"has|is|stops)\b")


def test_every_event_is_told_in_the_past():
    events = [k for k in M.TEMPLATES if k.split(".")[1] not in (
        "game_name", "turn", "prompt", "op", "bar", "score", "type", "item", "phase", "card", "setting", "code",
        "title", "unknown_card", "nobody", "empty_hand", "option", "choice", "from_owner")]
    assert len(events) >= 30
    present = [f"{k}: {M.TEMPLATES[k]}" for k in events
               if PRESENT.search(M.TEMPLATES[k].replace("the tale is over", ""))]
    assert not present, "\n".join(present)


def _line(kind: str, seat: int, owner: int | None, view: dict) -> str:
    ctx = messages.MessageContext("dark_tales", ["Ana", "Bia", "Caio"], view)
    text = messages.event_text(Event(kind, {"seat": seat, "owner": owner, "id": "king"}), ctx)
    return text.replace("\u2068", "").replace("\u2069", "")


@pytest.mark.parametrize("code,yours,own,named", [
    ("en", "Bia took King from your cards into their hand.", "Ana took King from their own cards into their hand.",
     "Bia took King from Ana's cards into their hand."),
    ("pt_BR", "Bia pegou Rei das suas cartas para a mão.", "Ana pegou Rei das próprias cartas para a mão.",
     "Bia pegou Rei das cartas de Ana para a mão."),
    ("es", "Bia tomó Rey de tus cartas para su mano.", "Ana tomó Rey de sus propias cartas para su mano.",
     "Bia tomó Rey de las cartas de Ana para su mano."),
])
def test_your_cards_are_yours(code, yours, own, named, qapp):
    translators.install_translators(None, code)
    try:
        seen_by_ana = {"viewer": 0, "omniscient": False}
        assert _line("dark_tales.taken_to_hand", 1, 0, seen_by_ana) == yours
        # the reader took their own card: not "Ana took King from your cards" (QA, 6th pass)
        assert _line("dark_tales.taken_to_hand", 0, 0, seen_by_ana) == own
        assert _line("dark_tales.taken_to_hand", 0, 0, {"viewer": 2, "omniscient": False}) == own
        assert _line("dark_tales.taken_to_hand", 1, 0, {"viewer": 2}) == named
        assert _line("dark_tales.taken_to_hand", 1, 0, {"viewer": None, "omniscient": True}) == named
        discarded = _line("dark_tales.discarded_from_play", 1, 0, seen_by_ana)
        assert messages.text("dark_tales.from_owner.yours") in discarded
    finally:
        translators.install_translators(None, "en")


def test_every_turn_gets_a_number(qapp):
    """The log numbers each turn's action (the engine begins the next turn inside the previous
    decision, so numbering "began turn" lines gave only "1.")."""
    from contaria_desktop.engines.core import Rng, get_spec
    st = get_spec("dark_tales").new_game(3, 2, {})
    rng = Rng(4)
    log = []
    for step in range(12):
        legal = st.legal_actions()
        log += [(step, e) for e in st.apply(legal[rng.below(len(legal))])]
    lines = messages.log_lines(log, messages.MessageContext("dark_tales", ["Ana", "Bia", "Caio"]))
    numbered = [line for line in lines if line[:1].isdigit()]
    assert len(numbered) >= 6 and numbered[-1].startswith(f"{len(numbered)}. ")


@pytest.mark.parametrize("code,again,became", [
    ("en", "It stays Night: the earlier Night card went to the discard pile.", "It became Night: Day went"),
    ("pt_BR", "Continua sendo Noite: a carta Noite anterior foi para o descarte.", "Passou a ser Noite: Dia foi"),
    ("es", "Sigue siendo Noche: la carta Noche anterior fue a la pila de descarte.", "Pasó a ser Noche: Día fue"),
])
def test_a_night_played_at_night_does_not_say_it_became_night(code, again, became, qapp):
    """QA (issue 11, 6th pass): "It became Night: Night went to the discard pile" when it
    already was Night (rulebook: Day/Night replaces the one in the common area)."""
    translators.install_translators(None, code)
    try:
        ctx = messages.MessageContext("dark_tales", ["Ana", "Bia"], {"viewer": 0})

        def line(old):
            ev = Event("dark_tales.daynight_replaced", {"new": "h1", "old": "h2", "old_id": old, "phase": "night"})
            return messages.event_text(ev, ctx).replace("\u2068", "").replace("\u2069", "")

        assert line("night") == again
        assert line("day").startswith(became)
    finally:
        translators.install_translators(None, "en")


def test_the_gypsy_line_says_every_player_revealed_their_hand(qapp):
    """Rulebook (Gypsy): every player, including the one who played it, reveals their hand."""
    ctx = messages.MessageContext("dark_tales", ["Ana", "Bia"], {"viewer": 0})
    ev = Event("dark_tales.hands_revealed", {"seat": 0, "hands": [[], []], "count": 0})
    text = messages.event_text(ev, ctx)
    assert "made every player reveal their hand, their own included" in text
