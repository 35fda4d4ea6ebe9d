"""One person against three bots played by clicks to the score screen (issue 12) in Dark Tales
and Quissama, as ``test_bots_play`` does for Contária and CharLatão (its helpers; bots on tiny
budgets so the test stays short).

A random 4-player Quissama game takes about 1,000 decisions (each bot decision, even at a tiny
budget, plays a whole game out), so its test first plays all but the last ``LEFT`` decisions of a
seeded random game through the session (as a loaded save would) and only then puts the game on
screen; from there the person clicks and the bots think to the score screen."""

from __future__ import annotations

import pytest

from contaria_desktop.engines.core import Rng
from contaria_desktop.ui import session_bridge
from tests.ui.test_bots_play import (  # noqa: F401 (tiny_budgets: an autouse fixture)
    play_one_person_game_to_the_scores, start_with, tiny_budgets)

KINDS = ["human", "easy", "normal", "hard"]
#: decisions a random game had left when the Quissama game is put on screen
LEFT = 60


def fast_forwarded(window, game: str, seed: int = 11):
    """The window's page of a ``game`` session (seats ``KINDS``) at ``LEFT`` decisions before the
    end of the seeded random game played from the same deal."""
    session = session_bridge.new_session(game, len(KINDS), seed=seed, seat_names=[f"Seat{i}" for i in range(4)],
                                         seat_kinds=KINDS)
    probe, rng, actions = session.state.clone(), Rng(seed), []
    while not probe.is_terminal:
        legal = probe.legal_actions()
        actions.append(legal[rng.below(len(legal))])
        probe.apply(actions[-1])
    for action in actions[:max(0, len(actions) - LEFT)]:
        session.apply(action)
    page = window.play(session)
    assert page is not None and not session.is_over
    return page


@pytest.mark.parametrize("game", ["dark_tales", "quissama"])
def test_one_person_against_three_bots_by_clicks_reaches_the_score_screen(qtbot, window, game):
    page = start_with(window, game, KINDS) if game == "dark_tales" else fast_forwarded(window, game)
    play_one_person_game_to_the_scores(qtbot, window, page)
