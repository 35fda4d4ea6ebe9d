"""Bots in the window (issue 12): one person against three bots played by clicks to the score
screen (no curtain at all, the bots' hands never on screen), the curtain only between people,
undo back to the person's last decision, and the playtest Hint."""

from __future__ import annotations

import random

import pytest
from PySide6.QtWidgets import QApplication

from contaria_desktop.bots import Budget
from contaria_desktop.ui.botturns import BotTurnsMixin
from contaria_desktop.ui.newgame import NewGameChoice
from tests.ui.conftest import step_by_clicks


@pytest.fixture(autouse=True)
def tiny_budgets(monkeypatch):
    monkeypatch.setattr(BotTurnsMixin, "bot_budget", Budget(iterations=3))


def start_with(window, game, kinds, seed=11, playtest=False):
    names = [f"Seat{i}" for i in range(len(kinds))]
    page = window.start_game(NewGameChoice(game, len(kinds), names, {}, playtest, seed, kinds))
    assert page is not None
    return page


def play_by_clicks(qtbot, window, rng, check=None, limit=4000):
    """Click for the people, wait for the bots; ``check(page)`` after every step."""
    page = window.game
    done = {"curtain": 0, "table": 0, "bar": 0, "wait": 0, "bot": 0}
    for _ in range(limit):
        if page.session.is_over:
            break
        if check is not None:
            check(page)
        if page.bot_to_move():
            cursor = page.session.cursor
            qtbot.waitUntil(lambda: page.session.cursor != cursor or page.session.is_over, timeout=20_000)
            done["bot"] += 1
            continue
        done[step_by_clicks(qtbot, window, rng)] += 1
    return done


@pytest.mark.parametrize("game", ["contaria", "charlatao"])
def test_one_person_against_three_bots_by_clicks_reaches_the_score_screen(qtbot, window, game):
    page = start_with(window, game, ["human", "easy", "normal", "hard"])
    play_one_person_game_to_the_scores(qtbot, window, page)


def play_one_person_game_to_the_scores(qtbot, window, page) -> None:
    """Seat 0 is the only person: play its decisions by clicks until the score screen; no
    curtain ever, the person's view stays on screen while bots move, and every bot moved."""
    s = page.session

    def check(p):
        assert not p.curtain.is_up()          # one person: no curtain at all
        if p.bot_to_move():                  # the person's own view stays on screen, never a bot's
            assert p.watcher() == 0 == p.screen_seat and p._shown_view == s.view(0)

    done = play_by_clicks(qtbot, window, random.Random(5), check)
    assert s.is_over, done
    assert done["curtain"] == 0 and done["bot"] > 0 and done["table"] + done["bar"] > 0
    assert window.score_dialog is not None and window.score_dialog.isVisible()
    assert window.score_dialog.game_result == s.result()
    actors = {st.actor for st in s._tl.steps}
    assert {1, 2, 3} <= actors


def test_with_two_people_the_curtain_goes_up_only_between_people(qtbot, window):
    page = start_with(window, "contaria", ["human", "random", "human", "random"], seed=4)
    raised = []

    def check(p):
        if p.curtain.is_up():
            seat = p.curtain_seat()
            assert p.session.is_human(seat)
            if not raised or raised[-1] != seat:
                raised.append(seat)

    done = play_by_clicks(qtbot, window, random.Random(2), check)
    assert page.session.is_over
    assert done["curtain"] >= 2 and set(raised) == {0, 2}
    assert all(a != b for a, b in zip(raised, raised[1:]))   # up only when the other person is next


def test_undo_steps_back_to_the_persons_last_decision(qtbot, window):
    page = start_with(window, "charlatao", ["human", "random", "random", "random"], seed=2)
    s = page.session
    rng = random.Random(1)

    def wait_for_the_person():
        qtbot.waitUntil(lambda: s.is_over or not page.bot_to_move(), timeout=30_000)

    wait_for_the_person()
    last = None
    for _ in range(40):   # until an undo is allowed (a reveal to the table makes decisions final)
        if s.is_over:
            break
        if last is not None and s.can_undo()[0]:
            break
        last = s.cursor
        page.choose(rng.choice(s.legal_actions()))
        wait_for_the_person()
    assert s.can_undo()[0] and s.cursor > last + 1   # the bots answered the person's decision
    after = s.cursor
    window.undo()
    assert s.cursor == last and s.current_player == 0 and not page.bot_to_move()
    assert not page.bots.busy and not page.curtain.is_up()
    window.redo()                                    # the person's decision and the bots' answers
    assert s.cursor == after


def test_the_hint_is_offered_in_playtest_only(qtbot, window):
    page = start_with(window, "contaria", ["human", "human"], seed=3)
    page.confirm(page.curtain_seat()) if page.curtain_seat() is not None else None
    assert not page.can_hint() and not window.act_hint.isEnabled()
    assert not page.request_hint()
    page = start_with(window, "contaria", ["human", "random"], seed=3, playtest=True)
    qtbot.waitUntil(lambda: not page.bot_to_move(), timeout=20_000)
    window._update_actions()
    assert page.can_hint() and window.act_hint.isEnabled()
    with qtbot.waitSignal(page.hintReady, timeout=20_000) as blocker:
        window.hint()
    analysis, lines = blocker.args
    assert analysis.action in page.session.legal_actions()
    assert len(lines) >= 2 and all("%" in line for line in lines[1:]) and lines[0] in lines[1]
    assert window.hint_box is not None and window.hint_box.isVisible()
    assert "Hard bot would make this move" in window.hint_box.text()
    assert "Thinking about a hint" not in window.statusBar().currentMessage()


def test_a_game_of_bots_only_plays_itself_without_a_curtain(qtbot, window):
    page = start_with(window, "contaria", ["random", "easy"], seed=9)
    qtbot.waitUntil(lambda: page.session.is_over, timeout=60_000)
    QApplication.processEvents()
    assert not page.curtain.is_up() and window.score_dialog is not None


def test_closing_the_game_while_a_bot_thinks_stops_it(qtbot, window, monkeypatch):
    monkeypatch.setattr(BotTurnsMixin, "bot_budget", Budget(seconds=30))
    page = start_with(window, "contaria", ["hard", "hard"], seed=2)
    assert page.bot_to_move() and page.bots.busy
    assert window.show_start_page(look_for_saves=False)
    assert not page.bots.busy
