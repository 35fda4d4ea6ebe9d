"""A complete 4-player Contária game played through the window by clicking: curtain button,
highlighted table targets (QTest clicks at ``target_scene_pos``) and instruction-bar buttons,
until the score screen shows the engine's result."""

from __future__ import annotations

import random

from tests.ui.conftest import start, step_by_clicks


def test_four_player_game_by_clicks_reaches_the_score_screen(qtbot, window):
    page = start(window, players=4, seed=11, names=["Ana", "Bruno", "Caio", "Dora"])
    rng = random.Random(11)
    done = {"curtain": 0, "table": 0, "bar": 0, "wait": 0}
    for _ in range(2000):
        if page.session.is_over:
            break
        done[step_by_clicks(qtbot, window, rng)] += 1
    assert page.session.is_over, done
    assert done["curtain"] >= 10 and done["table"] >= 20
    dialog = window.score_dialog
    assert dialog is not None and dialog.isVisible()
    result = page.session.result()
    assert dialog.game_result == result
    assert dialog.winner_names() == [("CONTÁRIA" if w == "contaria" else page.names[w]) for w in result.winners]
    assert set(dialog.tables) == {"0", "1", "2", "3", "contaria"}
    for key, table in dialog.tables.items():
        assert table.rowCount() == len(result.breakdown[key])
    assert "Deal number: 11" in dialog.info_label.text()
    assert page.scores_button.isVisible()
    from contaria_desktop.session import find_autosave
    assert find_autosave() is None  # a finished game leaves nothing to continue
