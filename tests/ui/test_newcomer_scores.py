"""Issue 18 on the score screens: no developer notes (18.10: one small "unverified value"
mark with a tooltip, the explanation in Help) and no game words in ``ui/scores.py``
(issue 10: the series' words come from the plug-in's ScorePresenter)."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtWidgets import QLabel

from contaria_desktop.engines.core import Rng
from contaria_desktop.games import registry
from contaria_desktop.games.widgets import UNVERIFIED_MARK
from contaria_desktop.i18n import messages

DEV_WORDS = ("placeholder", "data file", "not checked", "inferred", "Dotted rings")


def finished(game_id: str, n: int, seed: int, options: dict | None = None):
    spec = registry.get(game_id).spec()
    state = spec.new_game(n, seed, options or {})
    rng = Rng(seed)
    while not state.is_terminal:
        legal = state.legal_actions()
        state.apply(legal[rng.below(len(legal))])
    return state


def dialog_for(qtbot, game_id: str, state, match=None):
    from contaria_desktop.ui.scores import ScoreDialog
    plugin = registry.get(game_id)
    names = [f"P{i}" for i in range(state.num_players)]
    ctx = messages.MessageContext(game_id, names, state.view(None), **plugin.namers())
    dialog = ScoreDialog(state.result(), ctx, 5, match=match)
    qtbot.addWidget(dialog)
    return dialog


def _texts(widget) -> list[str]:
    return [w.text() for w in widget.findChildren(QLabel)] + [widget.windowTitle()]


@pytest.mark.parametrize("n", [3, 5])
def test_charlatao_score_screen_has_a_small_unverified_mark_not_a_developer_note(qtbot, n):
    state = finished("charlatao", n, 40 + n)
    assert state.result().details.get("unverified"), "the data still has unverified values"
    dialog = dialog_for(qtbot, "charlatao", state)
    for text in _texts(dialog):
        assert not any(word in text for word in DEV_WORDS), text
    mark = dialog.unverified_label
    assert mark is not None and UNVERIFIED_MARK in mark.text() and "Help" in mark.toolTip()
    marked = [table.item(r, c) for table in dialog.tables.values() for r in range(table.rowCount())
              for c in range(table.columnCount()) if table.item(r, c) and UNVERIFIED_MARK in table.item(r, c).text()]
    assert marked and all(item.toolTip() == mark.toolTip() for item in marked)


def test_the_help_explains_unverified_values_to_players(qapp):
    from contaria_desktop.i18n import rules
    for game_id in ("contaria", "charlatao"):
        html = rules.rules_html(game_id)
        assert "Unverified values" in html and not any(w in html for w in ("placeholder", "data file"))


def test_previews_say_unverified_value_in_player_words(qapp):
    from contaria_desktop.games.charlatao import text
    state = finished("charlatao", 3, 7)
    lines = text.scoring_lines("supplier", state.view(None)) + text.scoring_lines("assyrian", state.view(None))
    notes = [t for t, style in lines if style == "note"]
    assert all("unverified value" in t and not any(w in t for w in DEV_WORDS) for t in notes)


def test_ui_scores_names_no_game_words():
    """Issue 10: "Next tale", "Book of Tales", "Grand winner" are Contária's (its presenter)."""
    source = Path(__file__).resolve().parents[2] / "contaria_desktop" / "ui" / "scores.py"
    code = "\n".join(l for l in source.read_text(encoding="utf-8").splitlines()
                     if "translate(" in l)
    for words in ("Next tale", "Book of Tales", "victory markers", "Grand winner"):
        assert words not in code


class _Match:
    markers = [1, 2]
    finished = False
    winners: list = []


@pytest.mark.parametrize("game_id,button,series", [("contaria", "Next tale", "Book of Tales"),
                                                   ("charlatao", "Next game", "Series")])
def test_series_words_come_from_the_game(qtbot, game_id, button, series):
    state = finished(game_id, 2, 3)
    dialog = dialog_for(qtbot, game_id, state, match=_Match())
    assert dialog.next_button.text() == button
    if dialog.match_label.isVisibleTo(dialog):   # a series line under the game's own standings
        assert dialog.match_label.text().startswith(series)
    else:   # the series' standings table, shown once (issue 16 QA)
        assert dialog.view.series.findChild(QLabel).text().startswith(series)
