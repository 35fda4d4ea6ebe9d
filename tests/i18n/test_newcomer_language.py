"""Issue 18.8/18.9: pt_BR/es slips a newcomer met - "no conto de Jogador 2" (a default name is
a common noun: "do Jogador 2"), "1 pts", a plain hyphen in " - tale" - and the written policy
and style guide in translations/README.md."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from contaria_desktop.i18n import messages, translators
from contaria_desktop.i18n.names import plain

ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture
def speak(qapp):
    def _speak(code: str) -> None:
        translators.install_translators(None, code)
    yield _speak
    translators.install_translators(None, "en")


@pytest.mark.parametrize("code,default,named", [
    ("pt_BR", "no conto do Jogador 2", "no conto de Ana"),
    ("es", "en el cuento del Jugador 2", "en el cuento de Ana"),
    ("en", "in the tale of Player 2", "in Ana’s tale")])
def test_a_default_seat_name_takes_the_article(speak, code, default, named):
    from contaria_desktop.engines.contaria import GAME
    from contaria_desktop.engines.core import Event
    speak(code)
    from contaria_desktop.ui.newgame import default_seat_name
    names = [default_seat_name(0), default_seat_name(1), "Ana"]
    state = GAME.new_game(3, 1, {})
    ctx = messages.MessageContext("contaria", names, state.view(None))
    line = plain(messages.event_text(Event("contaria.placed", {"seat": 0, "card": "c00", "tale": 1}), ctx))
    assert default in line, line
    line = plain(messages.event_text(Event("contaria.placed", {"seat": 0, "card": "c00", "tale": 2}), ctx))
    assert named in line, line


@pytest.mark.parametrize("code", ["en", "pt_BR", "es"])
def test_charlatao_seat_points_agree_with_the_number(speak, code):
    """Also for a negative total: Qt's %n does not take one (the layout fills %1)."""
    from contaria_desktop.games.charlatao.text import charlatao_table
    speak(code)
    one, two = charlatao_table.tr("%1 point(s)", "", 1), charlatao_table.tr("%1 point(s)", "", 2)
    assert one != two and "pts" not in one and one.startswith("%1 ")


def test_no_plain_hyphen_between_words_in_a_translatable_text():
    """" - " in a caption is a typing slip for an en dash " – " (issue 18.9)."""
    bad = []
    for code in ("pt_BR", "es"):
        ts = (ROOT / "translations" / f"contaria_desktop_{code}.ts").read_text(encoding="utf-8")
        for m in re.finditer(r"<(source|translation|numerusform)>([^<]*)</", ts):
            if re.search(r"\S - \S|^%1 - ", m.group(2)):
                bad.append(f"{code}: {m.group(2)[:80]}")
    assert not bad, "\n".join(bad)


def test_the_readme_holds_the_card_name_policy_and_the_style_guide():
    readme = (ROOT / "translations" / "README.md").read_text(encoding="utf-8")
    assert "## Card names" in readme and "## Style guide" in readme
    for game in ("Contária", "CharLatão"):
        assert game in readme.split("## Card names")[1].split("\n## ")[0]


def test_charlatao_seat_header_says_points_for_negative_totals(qapp):
    from contaria_desktop.games.charlatao import layout
    from contaria_desktop.i18n.names import plain

    class C:
        duel = False
        phase = "play"
        view = {"scores": {"totals": [-1, 1, 0, -27], "rounds": []}}
    texts = [plain(layout._score_text(C, s)) for s in range(4)]
    assert texts == ["−1 point", "+1 point", "0 points", "−27 points"], texts
