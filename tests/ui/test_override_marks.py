"""Issue 14: the hover text of every game marks a value from the player's card data with the
same mark (†, ``GamePlugin.OVERRIDE_MARK``) and the same note, through the plug-in."""

from __future__ import annotations

import pytest

from contaria_desktop.games import registry

GAMES = ("contaria", "charlatao", "dark_tales", "quissama")


@pytest.fixture
def shown(qtbot):
    """``shown(game, data)`` sets the data in force; the shipped data before and after (a
    game opened by an earlier test leaves its data in force)."""
    def use(game, data):
        registry.find(game).use_data(data)
    for game in GAMES:
        registry.find(game).use_data({})
    yield use
    for game in GAMES:
        registry.find(game).use_data({})


def _note(game) -> tuple[str, str]:
    return registry.find(game).override_note()


def test_one_mark_and_note_for_every_game():
    plugins = [registry.find(g) for g in GAMES]
    assert {p.OVERRIDE_MARK for p in plugins} == {"†"}
    assert len({p.override_note() for p in plugins}) == 1
    assert plugins[0].override_note()[1] == "note" and "†" in plugins[0].override_note()[0]


def _contaria_lines():
    from contaria_desktop.games.contaria.faces import FaceSpec, preview_content
    card = {"identity": "donzela_princesa", "initial": "DONZELA", "face_up": True}
    return preview_content(FaceSpec("DONZELA", True, "donzela_princesa"), card, "")[1]


def _dark_tales_lines():
    from contaria_desktop.games.dark_tales.layout import hover_lines
    return hover_lines("ogre", "Deck")


def _charlatao_lines():
    from contaria_desktop.games.charlatao.text import scoring_lines
    view = {"num_players": 3, "side": "basic", "qualities": {},
            "scoring": {"supplier": {"per_suit": {"excellent": 5, "acceptable": 1}}}}
    return scoring_lines("supplier", view)


def _quissama_lines():
    from contaria_desktop.engines.core import get_spec
    from contaria_desktop.games.quissama.layout import plan
    st = get_spec("quissama").new_game(2, 1, {}, data=dict(registry.find("quissama").data_in_force))
    return [(plan(st.view(0), 0).spaces["cdp"].subtitle, "title")]


@pytest.mark.parametrize("game, data, lines", [
    ("contaria", {"cards.donzela_princesa.score": 5}, _contaria_lines),
    ("dark_tales", {"cards.ogre.vp": 3}, _dark_tales_lines),
    ("charlatao", {"characters.supplier.basic.per_suit.excellent": 5}, _charlatao_lines),
    ("quissama", {"cabeca_de_porco.capacity": 7}, _quissama_lines),
])
def test_hover_marks_overridden_values(shown, game, data, lines):
    plain = lines()
    assert not any("†" in text for text, _ in plain)
    shown(game, data)
    marked = lines()
    assert any("†" in text for text, _ in marked)
    if game != "quissama":   # Quissama's mark is on the board space (no hover text of its own)
        assert marked[-1] == _note(game) and _note(game) not in plain
    else:
        assert marked[0][0].endswith("/7†")


# ----- every value shown in hover text is marked when it comes from the card data (QA) -------

def _quissama_kind_lines():
    from contaria_desktop.games.quissama.faces import KindFace
    return KindFace("FUGA").preview_content({}, "")[1]


def _dark_tales_copies_lines():
    from contaria_desktop.games.dark_tales.layout import hover_lines
    return hover_lines("princess", "Deck")


def _dark_tales_setting_lines():
    from contaria_desktop.games.dark_tales import cardtext
    return [(text, "text") for text, _ in cardtext.setting_lines("B2")]


def _charlatao_phase_lines():
    from contaria_desktop.games.charlatao.text import scoring_lines
    view = {"num_players": 3, "side": "basic", "qualities": {},
            "scoring": {"messenger": {"tricks": {"before": {"per_trick": 1},
                                                 "after": {"table": [0, 2, 5], "or_more": 7}}}}}
    return scoring_lines("messenger", view)


def _charlatao_copper_lines():
    from contaria_desktop.games.charlatao.hover import Knowledge, copper
    view = {"num_players": 3, "viewer": 0, "side": "basic", "characters": ["supplier", "x", "y"],
            "qualities": {"excellent": "blue"},
            "scoring": {"supplier": {"per_suit": {"excellent": 5}}}}
    return copper(Knowledge(view, None), "blue-3", "")


@pytest.mark.parametrize("game, data, lines, expected", [
    ("quissama", {"cards.FUGA.count": 3, "cards.COLAR.count": 2}, _quissama_kind_lines,
     "Copies in the deck: 3 †"),
    ("dark_tales", {"cards.princess.copies": 3, "cards.dragon.copies": 1}, _dark_tales_copies_lines,
     "Copies in the deck: 3 †"),
    ("dark_tales", {"cards.princess.type": "PLACE"}, _dark_tales_copies_lines, "Princess · Place · 2 VP (?) †"),
    ("dark_tales", {"cards.princess.destination": "COMMON"}, _dark_tales_copies_lines,
     "Goes to the common area. (?) †"),
    ("dark_tales", {"settings.B2.scoring.coins.vp": 2}, _dark_tales_setting_lines, "2 VP. †"),
    ("charlatao", {"characters.messenger.basic.tricks.after.table.1": 3}, _charlatao_phase_lines, "†"),
    ("charlatao", {"characters.supplier.basic.per_suit.excellent": 5}, _charlatao_copper_lines,
     "scores +5 for you (Supplier). †"),
])
def test_every_shown_value_is_marked(shown, game, data, lines, expected):
    """QA of issue 14: Quissama card counts, Dark Tales copies, types, destinations and
    setting-card values, CharLatão per-phase values and the per-suit value on a copper card
    carry † when they come from the card data, and the note says what it means."""
    plain = lines()
    assert not any("†" in text for text, _ in plain)
    shown(game, data)
    marked = lines()
    texts = [text for text, _ in marked]
    assert any(expected in text for text in texts), texts
    if game != "dark_tales" or "setting" not in lines.__name__:
        assert _note(game) in marked


def test_charlatao_marks_only_the_phase_changed(shown):
    shown("charlatao", {"characters.messenger.basic.tricks.after.table.1": 3})
    texts = [text for text, _ in _charlatao_phase_lines()]
    before = next(t for t in texts if "before the Revelation" in t)
    assert "†" not in before                       # the other phase is the shipped data
    table = next(t for t in texts if t.startswith("   ") and "trick" in t)
    assert table.count("†") == 1                   # one value of the after-Revelation table
