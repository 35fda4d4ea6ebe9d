"""A complete 3-player Dark Tales game played through the window by clicks: the curtain button,
highlighted table targets (hand cards, targets in play, supply tokens, item lines; QTest clicks at
``target_scene_pos``) and instruction-bar buttons (may-steps, item lines, pass), until the final
score screen shows the engine's result with the B card's breakdown per seat."""

from __future__ import annotations

import random

from tests.ui.conftest import start, step_by_clicks


def test_three_player_game_by_clicks_reaches_the_score_screen(qtbot, window):
    page = start(window, game="dark_tales", players=3, seed=7, names=["Ana", "Bruno", "Caio"],
                 options={"setting_a": "A1", "setting_b": "B1"})
    rng = random.Random(7)
    done = {"curtain": 0, "table": 0, "bar": 0, "wait": 0}
    for _ in range(6000):
        if page.session.is_over:
            break
        done[step_by_clicks(qtbot, window, rng)] += 1
    assert page.session.is_over, done
    assert done["table"] >= 30 and done["curtain"] >= 30
    dialog = window.score_dialog
    assert dialog is not None and dialog.isVisible()
    result = page.session.result()
    assert dialog.game_result == result
    assert dialog.winner_names() == [page.names[w] for w in result.winners]
    assert set(dialog.tables) == {"0", "1", "2"}
    for key, table in dialog.tables.items():
        assert table.rowCount() == len(result.breakdown[key])
        texts = [table.item(r, 0).text() for r in range(table.rowCount())]
        assert any(t.startswith("B1:") for t in texts), texts      # the B card's lines
    summary = dialog.summary
    assert summary is not None and summary.rowCount() == 3
    for seat in range(3):
        assert summary.item(seat, 3).text().replace("+", "") == str(result.scores[seat])
