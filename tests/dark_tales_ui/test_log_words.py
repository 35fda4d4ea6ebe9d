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


def _line(kind: str, seat: int, owner: int | None, reader: int | None, view: dict | None = None) -> str:
    ctx = messages.MessageContext("dark_tales", ["Ana", "Bia", "Caio"], view or {}, reader=reader)
    text = messages.event_text(Event(kind, {"seat": seat, "owner": owner, "id": "old_sage"}), ctx)
    return text.replace("\u2068", "").replace("\u2069", "")


@pytest.mark.parametrize("code,mine,yours,own,named", [
    ("en", "You took Old Sage from your cards into your hand.", "Bia took Old Sage from your cards into their hand.",
     "Ana took Old Sage from their own cards into their hand.", "Bia took Old Sage from Ana's cards into their hand."),
    ("pt_BR", "Você pegou Velho Sábio das suas cartas para a mão.", "Bia pegou Velho Sábio das suas cartas para a mão.",
     "Ana pegou Velho Sábio das próprias cartas para a mão.", "Bia pegou Velho Sábio das cartas de Ana para a mão."),
    ("es", "Tomaste Viejo Sabio de tus cartas para tu mano.", "Bia tomó Viejo Sabio de tus cartas para su mano.",
     "Ana tomó Viejo Sabio de sus propias cartas para su mano.", "Bia tomó Viejo Sabio de las cartas de Ana para su mano."),
])
def test_your_cards_are_yours(code, mine, yours, own, named, qapp):
    """The reader is told their own actions in the second person (MessageContext.reader): not
    "Ana took Old Sage from their own cards" to Ana herself (QA of issue 11, 7th pass); an
    observer, a replay and the omniscient log (no reader) keep the third person."""
    translators.install_translators(None, code)
    try:
        assert _line("dark_tales.taken_to_hand", 0, 0, reader=0) == mine
        assert _line("dark_tales.taken_to_hand", 1, 0, reader=0) == yours
        assert _line("dark_tales.taken_to_hand", 0, 0, reader=2) == own
        assert _line("dark_tales.taken_to_hand", 1, 0, reader=2) == named
        # a per-seat view without a reader (a replay of Ana's view): the third person
        assert _line("dark_tales.taken_to_hand", 0, 0, reader=None, view={"viewer": 0}) == own
        assert _line("dark_tales.taken_to_hand", 1, 0, reader=None, view={"viewer": 0, "omniscient": False}) == named
        discarded = _line("dark_tales.discarded_from_play", 1, 0, reader=0)
        assert messages.text("dark_tales.from_owner.yours") in discarded
    finally:
        translators.install_translators(None, "en")


def test_every_line_of_the_acting_seat_has_a_second_person_twin():
    """Every event template naming its actor ``{seat}`` has a ``.you`` twin for the reader, in
    the second person throughout (no "their" about the reader, no ``{seat}``)."""
    acting = [k for k, t in M.TEMPLATES.items() if "{seat}" in t and k.split(".")[1] not in (
        "turn", "prompt", "bar", "score", "option", "choice") and not k.endswith(".you")]
    assert len(acting) >= 25
    missing = [k for k in acting if k + ".you" not in M.TEMPLATES]
    assert not missing, missing
    for key in acting:
        twin = M.TEMPLATES[key + ".you"]
        assert "{seat}" not in twin and "you" in twin.lower(), twin
        assert " their hand." not in twin and "in front of them" not in twin, twin
        # the same words otherwise: every other parameter is still filled
        assert set(re.findall(r"{(\w+)}", twin)) == set(re.findall(r"{(\w+)}", M.TEMPLATES[key])) - {"seat"}


def test_reader_lines_in_every_language(qapp):
    """A few second-person lines as the reader reads them, natural in pt_BR and es."""
    def line(kind, **params):
        ctx = messages.MessageContext("dark_tales", ["Ana", "Bia"], {}, reader=1)
        return messages.event_text(Event(kind, {"seat": 1, **params}), ctx)

    expected = {
        "en": ("You played Old Sage in front of you: 2 VP.", "You had no card to play and passed.",
               "The Witch stopped you from drawing (Old Sage)."),
        "pt_BR": ("Você jogou Velho Sábio à sua frente: 2 PV.", "Você não tinha carta para jogar e passou.",
                  "Você não pôde comprar por causa da Bruxa (Velho Sábio)."),
        "es": ("Jugaste Viejo Sabio frente a ti: 2 PV.", "No tenías cartas para jugar y pasaste.",
               "La Bruja te impidió robar (Viejo Sabio)."),
    }
    for code, (played, passed, blocked) in expected.items():
        translators.install_translators(None, code)
        try:
            assert line("dark_tales.card_played", card="h1", id="old_sage", vp=2, destination="OWN") == played
            assert line("dark_tales.passed") == passed
            assert line("dark_tales.draw_blocked", source="card:old_sage") == blocked
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


@pytest.mark.parametrize("code,paid,declined,gypsy,top", [
    ("en", "Ana paid Magic wand to use an item line.", "You chose not to use an optional effect (Young Hero).",
     "(Ana: King; you: no cards)", "Ana looked at the top card of the deck."),
    ("pt_BR", "Ana pagou Varinha mágica para usar uma linha de objetos.",
     "Você preferiu não usar um efeito opcional (Jovem Herói).", "(Ana: Rei; você: nenhuma carta)",
     "Ana olhou a carta do topo do baralho."),
    ("es", "Ana pagó Varita mágica para usar una línea de objetos.",
     "Preferiste no usar un efecto opcional (Joven Héroe).", "(Ana: Rey; tú: ninguna carta)",
     "Ana miró la carta superior del mazo."),
])
def test_lines_a_player_read_twice(code, paid, declined, gypsy, top, qapp):
    """QA of issue 11 (7th pass), reading whole games' logs: "used the Magic wand line, paying
    Magic wand" (a line is named by its cost), "Bia declined (Young Hero)" (declined what?),
    the Gypsy listing the reader's own hand under their name, "the top 1 card of the deck"."""
    translators.install_translators(None, code)
    try:
        ctx = messages.MessageContext("dark_tales", ["Ana", "Bia"], {}, reader=1)

        def line(kind, seat, **params):
            text = messages.event_text(Event(kind, {"seat": seat, **params}), ctx)
            return text.replace("\u2068", "").replace("\u2069", "")

        assert line("dark_tales.item_used", 0, setting="A1", line="wand", cost={"wand": 1}) == paid
        assert line("dark_tales.may_declined", 1, source="card:young_hero") == declined
        assert gypsy in line("dark_tales.hands_revealed", 0, hands=[[["h1", "king"]], []], count=0)
        assert line("dark_tales.looked", 0, count=1) == top
    finally:
        translators.install_translators(None, "en")


@pytest.mark.parametrize("code,returned,discarded", [
    ("pt_BR", "Mercador voltou para o topo do baralho, à vista de todos.",
     "Ana jogou Feitiço: 1 PV; depois a carta foi para o descarte."),
    ("es", "Mercader volvió encima del mazo, a la vista de todos.",
     "Ana jugó Encantamiento: 1 PV; después fue a la pila de descarte."),
])
def test_no_word_takes_the_wrong_gender(code, returned, discarded, qapp):
    """"Mercador voltou ..., conhecida por todos" and "jogou Feitiço ...; depois ela foi" gave
    a masculine card a feminine word (QA of issue 11, 7th pass): the lines name no gender."""
    translators.install_translators(None, code)
    try:
        ctx = messages.MessageContext("dark_tales", ["Ana", "Bia"], {})

        def line(kind, **params):
            return messages.event_text(Event(kind, params), ctx).replace("\u2068", "").replace("\u2069", "")

        assert line("dark_tales.returned_top", card="h1", id="merchant") == returned
        assert line("dark_tales.card_played", seat=0, card="h2", id="spell", vp=1, destination="DISCARD") == discarded
    finally:
        translators.install_translators(None, "en")


def test_an_empty_deck_under_the_wizard_or_the_secret_helper_drew_nothing(qapp):
    """"Secret Helper: the deck was empty, nothing was drawn": the Secret Helper looks and the
    Wizard reveals, neither draws (QA of issue 11, 7th pass)."""
    ctx = messages.MessageContext("dark_tales", ["Ana", "Bia"], {})

    def line(source, op):
        return messages.event_text(Event("dark_tales.step_skipped", {
            "seat": 0, "source": source, "step": 0, "op": op, "reason": "empty_deck"}), ctx)

    assert line("card:secret_helper", "look_top_take") == "Secret Helper: the deck was empty, there was no card to look at."
    assert line("card:wizard", "reveal_top_may_play") == "Wizard: the deck was empty, there was no card to reveal."
    assert line("card:merchant", "draw") == "Merchant: the deck was empty, nothing was drawn."


def test_the_witch_line_keeps_the_article_of_a_default_name(qapp):
    """pt_BR: "A Bruxa impediu Jogador 2 de comprar" lacked the article a default name takes
    (translations/README, "Seat names"): the seat is the sentence's subject now."""
    translators.install_translators(None, "pt_BR")
    try:
        ctx = messages.MessageContext("dark_tales", ["Jogador 1", "Jogador 2"], {})
        ev = Event("dark_tales.draw_blocked", {"seat": 1, "source": "card:merchant"})
        text = messages.event_text(ev, ctx).replace("\u2068", "").replace("\u2069", "")
        assert text == "Jogador 2 não pôde comprar por causa da Bruxa (Mercador)."
    finally:
        translators.install_translators(None, "en")
