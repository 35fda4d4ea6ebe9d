"""Random use of the window - clicks, bar buttons, curtain, undo, redo, reveal-all, back to
the start page, next tale - must never raise and never show private information behind
the curtain."""

from __future__ import annotations

import random

import pytest

from tests.ui.conftest import start, step_by_clicks
from tests.ui.test_curtain import assert_nothing_private


@pytest.mark.parametrize("seed, playtest", [(1, False), (2, True), (3, False)])
def test_random_window_use(qtbot, window, seed, playtest):
    rng = random.Random(seed)
    page = start(window, players=rng.choice([2, 3, 4, 5]), seed=seed, playtest=playtest,
                 options={"mode": rng.choice(["quick", "book_of_tales"])})
    for _ in range(250):
        page = window.game
        roll = rng.random()
        if roll < 0.08:
            window.act_undo.trigger()
        elif roll < 0.12:
            window.act_redo.trigger() if window.act_redo.isEnabled() else None
        elif roll < 0.14 and playtest:
            window.act_reveal.setChecked(not window.act_reveal.isChecked())
        elif roll < 0.15:
            window.speed_actions[rng.choice([0.0, 0.5])].trigger()
        elif page.session.is_over:
            if window.score_dialog is not None and window.score_dialog.next_button.isVisibleTo(window.score_dialog):
                window.score_dialog.next_button.click()
            else:
                break
        else:
            step_by_clicks(qtbot, window, rng)
        if window.game.curtain.is_up():
            assert_nothing_private(window)
