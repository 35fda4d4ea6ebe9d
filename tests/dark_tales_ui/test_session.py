"""Dark Tales through the shared session layer in the window: save and open again (same
state), undo in playtest mode, the replay window of a finished game (nothing game-specific was
added to session/ or ui/ for it)."""

from __future__ import annotations

import random
import re

from tests.ui.conftest import start


def _play(page, k, seed=3):
    page.autoplay(k, random.Random(seed))


def test_save_and_open_give_the_same_game(qtbot, window, tmp_path):
    page = start(window, game="dark_tales", players=3, seed=9, options={"setting_a": "A3", "setting_b": "B2"})
    _play(page, 20)
    before = page.session.state.omniscient_view()
    path = tmp_path / "tale.json"
    assert window.save_to(path)
    assert window.open_file(path)
    after = window.game.session.state.omniscient_view()
    assert after == before and window.game.game_id == "dark_tales"


def test_undo_in_playtest_mode(qtbot, window):
    page = start(window, game="dark_tales", players=2, seed=4, playtest=True)
    first = page.session.state.omniscient_view()
    _play(page, 1)
    assert page.session.state.omniscient_view() != first
    assert page.undo()
    assert page.session.state.omniscient_view() == first


def test_replay_of_a_finished_game_opens(qtbot, window):
    page = start(window, game="dark_tales", players=2, seed=6)
    s = page.session
    rng = random.Random(6)
    while not s.is_over:
        s.apply(rng.choice(s.legal_actions()))
    page.refresh()
    replay = window.replay_game()
    assert replay is not None
    replay.goto(replay.length // 2)
    assert replay.current_view()["game"] == "dark_tales"
    # a replay keeps the third person, whoever's view it shows (MessageContext.reader)
    replay.set_seat(0)
    lines = [replay.log_list.item(i).text() for i in range(replay.log_list.count())]
    assert lines and not [line for line in lines if _you(line)]
    replay.close()


def _you(line):
    return re.search(r"\byou\b", line, re.IGNORECASE) is not None


def test_the_log_tells_the_seat_on_screen_you(qtbot, window):
    """Hot-seat: the log panel tells the seat on screen its own actions as "You ..." (QA of
    issue 11: "Seat0 took Old Sage from their own cards" to Seat0); the public log under
    the curtain and the omniscient log keep every name."""
    page = start(window, game="dark_tales", players=2, seed=5)
    _play(page, 6)
    if page.curtain_seat() is not None:
        assert page.log_lines(None) == window.log_panel.lines()   # under the curtain: the public log
        page.confirm(page.curtain_seat())
    seat = page.screen_seat
    assert seat is not None
    shown = window.log_panel.lines()
    assert shown == page.log_lines(seat)
    assert [line for line in shown if _you(line)]
    assert not [line for line in page.log_lines(None) if _you(line)]
    assert not [line for line in page.log_lines(None, omniscient=True) if _you(line)]
