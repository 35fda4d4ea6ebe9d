"""docs/lab.md "Not done": the lab report showed Dark Tales' ``reason`` and ``tie_break``
columns as the engine's keys when they vary. The plug-in's ``lab_name`` names them and their
values (how the tale ended; a tie on VP broken by items + cards in hand, or shared) in every
language, as Contária and Quissama name theirs (``tests/lab/test_lab_names.py``)."""

from __future__ import annotations

import pytest

from contaria_desktop.lab.names import game_words
from contaria_desktop.lab.play import _cell
from contaria_desktop.lab.texts import catalog_translate, column_name, english, value_name


def _words(code: str, text: str) -> str:
    return catalog_translate(code)("dark_tales.lab", text)


#: the tie-break cells the lab writes (``Result.details["tie_break"]``, engine scoring DT-E6)
DECIDED = _cell({"tied": [0, 2], "values": {"0": 3, "2": 5}, "decided": True, "shared": False})
SHARED = _cell({"tied": [0, 1], "values": {"0": 4, "1": 4}, "decided": False, "shared": True})


@pytest.mark.parametrize("code", ["en", "pt_BR", "es"])
def test_reason_and_tie_break_are_named(code):
    with game_words("dark_tales", catalog_translate(code) if code != "en" else english) as t:
        assert column_name("reason", t) == _words(code, "end of the tale")
        assert value_name("reason", "empty_hand", t) == _words(code, "no cards left")
        assert value_name("reason", "turn_cap", t) == _words(code, "turn limit")
        assert column_name("tie_break", t) == _words(code, "tie on VP")
        assert value_name("tie_break", DECIDED, t) == _words(code, "broken by items + cards in hand")
        assert value_name("tie_break", SHARED, t) == _words(code, "shared victory")
        assert value_name("tie_break", "not json", t) == "not json"     # unknown: the cell as it is
        assert column_name("turns", t) == "turns"                       # a number: no name
    if code != "en":
        assert _words(code, "turn limit") != "turn limit" and _words(code, "shared victory") != "shared victory"
