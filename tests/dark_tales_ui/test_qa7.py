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


def test_a_three_line_name_leaves_the_medallion_its_size(qapp, monkeypatch):
    """"Creature of the Night" on a seat's small card (1024x640): the name took three lines and
    the letter medallion became a thin bar with the letter cut. It keeps the size the other
    cards' medallions have (the type line gives way; the frame's colour says the type)."""
    from PySide6.QtGui import QColor, QImage, QPainter

    from contaria_desktop.games.dark_tales import faces

    seen = {}
    monkeypatch.setattr(faces, "_emblem", lambda p, cid, r: seen.__setitem__(cid, r.height()))
    w, h = 50.0, 70.0
    for cid in ("creature_of_the_night", "young_hero"):
        img = QImage(int(w), int(h), QImage.Format_ARGB32)
        img.fill(QColor("black"))
        p = QPainter(img)
        faces.DarkTalesFace("card", cid).paint(p, w, h)
        p.end()
    assert seen["creature_of_the_night"] >= seen["young_hero"] - 0.5 > 0


@pytest.mark.parametrize("code,default,named", [
    ("pt_BR", "Diante do Jogador 1 (você)", "Diante de Ana (você)"),
    ("es", "Delante del Jugador 1 (tú)", "Delante de Ana (tú)"),
    ("en", "In front of Player 1 (you)", "In front of Ana (you)"),
])
def test_in_front_of_a_default_name_takes_the_article(code, default, named, qapp):
    """"Diante de Jogador 4 (você)": a default seat name is a common noun and takes the article
    (i18n/articles.py, as every other template); a chosen name ("Ana") does not."""
    from contaria_desktop.i18n import translators

    pos = {"num_players": 2, "settings": {"a": "A1", "b": "B2"}, "hands": [["king"], ["ogre"]],
           "tableaus": [[], []], "deck": ["spell"]}
    state = DarkTalesState.from_position(pos)
    layout = registry.get("dark_tales").layout()
    translators.install_translators(None, code)
    try:
        titles = [layout.plan(state.view(0), 0, names).zones["seat:0"].title.replace("\u2068", "").replace("\u2069", "")
                  for names in (None, ["Ana", "Bruno"])]
    finally:
        translators.install_translators(None, "en")
    assert titles == [default, named]


@pytest.mark.parametrize("code,words", [("en", ["top of", "the deck"]), ("pt_BR", ["topo do", "baralho"]),
                                        ("es", ["encima", "del mazo"])])
def test_the_revealed_card_says_top_of_the_deck_whole(code, words, qapp):
    """The Wizard's revealed card (pt_BR, 1280x800): its tag "baralho nº 1" was cut to
    "baral…" and the card, at 0.7, hyphenated "Fei-tiço" with no medallion. The tag says "top
    of the deck" on two whole lines, and the card takes the room above the supply."""
    from PySide6.QtGui import QImage, QPainter

    from contaria_desktop.games.dark_tales.faces import ribbon_lines
    from contaria_desktop.i18n import translators

    pos = {"num_players": 2, "settings": {"a": "A1", "b": "B2"}, "hands": [["king"], ["ogre"]],
           "tableaus": [[], []], "deck": [{"id": "spell", "known_to": "all"}, "fairy"]}
    state = DarkTalesState.from_position(pos)
    translators.install_translators(None, code)
    try:
        plan = registry.get("dark_tales").layout().plan(state.view(0), 0, None)
        shown = [c for c in plan.cards.values() if c.zone == "reveal"]
        assert len(shown) == 1 and shown[0].scale >= 0.95
        img = QImage(60, 84, QImage.Format_ARGB32)
        p = QPainter(img)
        try:   # a 1280x800 table draws this card about 52 px wide
            assert ribbon_lines(p, 52.0, shown[0].face.tag) == words
        finally:
            p.end()
    finally:
        translators.install_translators(None, "en")
