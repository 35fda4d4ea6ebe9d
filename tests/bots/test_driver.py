"""The session-side driver: a bot thinks off the UI thread, answers with a signal, and is
cancelled when the game changes or closes (issue 12)."""

from __future__ import annotations

import threading

import pytest

from contaria_desktop.bots import Budget, make_bot
from contaria_desktop.session import GameSession
from contaria_desktop.session.bots import BotDriver, BotMove, bot_for_seat, bot_seed


class _SpyBot:
    """Records the thread it thinks on; with ``block`` it thinks until stopped."""

    def __init__(self, block: bool = False) -> None:
        self.block, self.thread, self.stopped = block, None, threading.Event()
        self.budget = Budget(iterations=5)

    def analyse(self, view, legal, sampler, budget):
        self.thread = threading.get_ident()
        inner = make_bot("normal", 1)
        if self.block:
            while not budget.stop():
                threading.Event().wait(0.005)
            self.stopped.set()
        return inner.analyse(view, legal, sampler, Budget(iterations=3))


@pytest.fixture
def driver(qtbot):
    d = BotDriver()
    yield d
    assert d.shutdown()


def test_a_bot_decides_off_the_ui_thread(qtbot, driver):
    s = GameSession.new("contaria", 3, seed=5, seat_kinds=["easy", "normal", "hard"])
    spy = _SpyBot()
    with qtbot.waitSignal(driver.decided, timeout=20_000) as blocker:
        ticket = driver.request(s, bot=spy)
    move = blocker.args[0]
    assert isinstance(move, BotMove) and move.ticket == ticket
    assert spy.thread is not None and spy.thread != threading.get_ident()
    assert move.seat == s.current_player and move.cursor == s.cursor
    assert move.action in s.legal_actions()
    s.apply(move.action)
    assert not driver.busy


def test_bots_play_a_whole_game_through_the_driver(qtbot, driver):
    s = GameSession.new("contaria", 2, seed=8, seat_kinds=["easy", "random"])
    while not s.is_over:
        with qtbot.waitSignal(driver.decided, timeout=30_000) as blocker:
            driver.request(s, budget=Budget(iterations=3))
        move = blocker.args[0]
        assert move.cursor == s.cursor
        s.apply(move.action)
    assert s.result() is not None


def test_undo_cancels_the_thinking_bot(qtbot, driver):
    s = GameSession.new("contaria", 2, seed=3, seat_kinds=["normal", "human"], playtest=True)
    while s.current_player == 1:
        s.apply(s.legal_actions()[0])
    assert s.current_player == 0 and s.can_undo()[0]
    spy = _SpyBot(block=True)
    answers = []
    driver.decided.connect(answers.append)
    driver.request(s, bot=spy)
    assert driver.busy
    s.undo()                                   # the session changed: the question is gone
    qtbot.waitUntil(spy.stopped.is_set, timeout=10_000)
    qtbot.wait(100)
    assert answers == [] and not driver.busy


def test_shutdown_stops_a_long_search(qtbot):
    d = BotDriver()
    s = GameSession.new("contaria", 2, seed=3, seat_kinds=["hard", "hard"])
    answers = []
    d.decided.connect(answers.append)
    d.request(s, budget=Budget(iterations=10_000_000))
    qtbot.wait(50)
    assert d.shutdown(5000)
    qtbot.wait(50)
    assert answers == []


def test_failures_are_reported(qtbot, driver):
    class Broken:
        budget = None

        def analyse(self, *args):
            raise RuntimeError("boom")

    s = GameSession.new("contaria", 2, seed=3, seat_kinds=["normal", "normal"])
    with qtbot.waitSignal(driver.failed, timeout=10_000) as blocker:
        driver.request(s, bot=Broken())
    assert "boom" in blocker.args[1]


def test_bot_for_seat_and_seeds():
    s = GameSession.new("contaria", 3, seed=5, seat_kinds=["human", "normal", "hard"])
    assert bot_for_seat(s, 0) is None
    assert bot_for_seat(s, 1).kind == "normal" and bot_for_seat(s, 2).kind == "hard"
    assert bot_for_seat(s, 1).seed == bot_seed(5, 1) != bot_seed(5, 2)
    assert bot_seed(5, 1) == bot_seed(5, 1) >= 0 and bot_seed(None, 0) == bot_seed(0, 0)
    human = GameSession.new("contaria", 2, seed=1)
    with pytest.raises(ValueError):
        BotDriver().request(human)          # a person decides here
