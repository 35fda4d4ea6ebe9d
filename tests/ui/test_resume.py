"""Resume after a crash (issue #4): a game process killed mid-game (SIGKILL) leaves an
autosave; the next start shows "Your last game was interrupted. Resume it?" on the start
page; Resume restores the same record behind the curtain, Discard deletes the autosave.
Data stays in the test's folder (``CONTARIA_DESKTOP_DATA_DIR``, set by conftest)."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QFrame

from contaria_desktop.session import GameSession, autosave_path, find_autosave

ROOT = Path(__file__).resolve().parents[2]

CHILD = textwrap.dedent("""
    import json, random, sys, time
    sys.path.insert(0, {root!r})
    from contaria_desktop.session import GameSession
    s = GameSession.new("contaria", 3, seed=11, seat_names=["Ana", "Bruno", "Caio"])
    s.start_autosave()
    rng = random.Random(11)
    for _ in range({moves}):
        s.apply(rng.choice(s.legal_actions()))
    s.flush_autosave()
    print(json.dumps([a.to_json() for a in s.record.actions]), flush=True)
    time.sleep(120)   # killed here, mid-game
""")


def killed_mid_game(moves: int = 7) -> list:
    """Run a game process with autosave on, SIGKILL it after ``moves`` decisions; returns
    the actions it had played (JSON)."""
    env = dict(os.environ, PYTHONPATH=str(ROOT), CONTARIA_DESKTOP_DATA_DIR=os.environ["CONTARIA_DESKTOP_DATA_DIR"])
    child = subprocess.Popen([sys.executable, "-c", CHILD.format(root=str(ROOT), moves=moves)],
                             stdout=subprocess.PIPE, env=env, text=True)
    try:
        line = child.stdout.readline()
        assert line, "the game process did not play"
        os.kill(child.pid, signal.SIGKILL)
        assert child.wait(10) == -signal.SIGKILL
    finally:
        if child.poll() is None:
            child.kill()
            child.wait(10)
        child.stdout.close()
    return json.loads(line)


def main_window(qtbot):
    """A main window as at start-up (built after the autosave exists)."""
    from contaria_desktop.ui.mainwindow import MainWindow

    win = MainWindow()
    qtbot.addWidget(win)
    win.resize(1024, 640)
    win.set_speed(0.0)
    win.show()
    return win


def wait_for_offer(qtbot, win):
    qtbot.waitUntil(lambda: getattr(win, "resume_offer", None) is not None and win.resume_offer.isVisible())
    return win.resume_offer


@pytest.fixture
def closing():
    windows = []
    yield windows
    for win in windows:
        if win.game is not None:
            win.game.session.close()


def test_killed_game_is_offered_and_resume_restores_the_record(qtbot, closing):
    actions = killed_mid_game()
    assert find_autosave() is not None
    win = main_window(qtbot)
    closing.append(win)
    offer = wait_for_offer(qtbot, win)
    assert offer.question.text() == "Your last game was interrupted. Resume it?"
    assert "Contária" in offer.detail.text() and "Ana" in offer.detail.text() and "decisions so far: 7" in offer.detail.text()
    assert offer.resume_button.isVisible() and offer.discard_button.isVisible()
    qtbot.mouseClick(offer.resume_button, Qt.MouseButton.LeftButton)
    page = win.game
    assert page is not None and win.stack.currentWidget() is page
    session = page.session
    assert [a.to_json() for a in session.record.actions] == actions
    assert session.record.seed == 11 and session.seat_names == ["Ana", "Bruno", "Caio"]
    # as for any load: the curtain first, nothing private on the table
    assert page.curtain.is_up() and page.screen_seat is None
    assert win.resume_offer is None and not offer.isVisible()
    assert win._file is None            # Save asks for a file: the autosave slot is not "the file"
    # the resumed game is autosaved again, and plays on
    page.confirm(page.curtain_seat())
    page.choose(session.legal_actions()[0])
    assert session.flush_autosave()
    assert GameSession.load(find_autosave()).cursor == len(actions) + 1


def test_discard_deletes_the_autosave(qtbot, closing):
    killed_mid_game(moves=3)
    win = main_window(qtbot)
    closing.append(win)
    offer = wait_for_offer(qtbot, win)
    qtbot.mouseClick(offer.discard_button, Qt.MouseButton.LeftButton)
    assert find_autosave() is None and not autosave_path().exists()
    assert win.resume_offer is None and win.game is None
    assert not win.start_page.continue_button.isEnabled()   # nothing left to continue


def _autosave(steps: int, finish: bool = False) -> GameSession:
    import random
    s = GameSession.new("contaria", 3, seed=5, seat_names=["Ana", "Bruno", "Caio"])
    s.start_autosave()
    rng = random.Random(5)
    n = 0
    while not s.is_over and (finish or n < steps):
        s.apply(rng.choice(s.legal_actions()))
        n += 1
    s.close()
    return s


def test_no_offer_without_an_autosave_or_for_a_finished_game(qtbot, closing):
    win = main_window(qtbot)
    closing.append(win)
    qtbot.waitUntil(lambda: win.start_page.tiles["contaria"].cursor().shape() == Qt.CursorShape.PointingHandCursor)
    assert getattr(win, "resume_offer", None) is None
    _autosave(0, finish=True)
    assert find_autosave() is not None
    win2 = main_window(qtbot)
    closing.append(win2)
    qtbot.waitUntil(lambda: win2.start_page.tiles["contaria"].cursor().shape() == Qt.CursorShape.PointingHandCursor)
    assert getattr(win2, "resume_offer", None) is None


def test_unreadable_autosave_can_only_be_discarded(qtbot, closing):
    path = autosave_path()
    path.write_text('{"format": "contaria-desktop-save"', encoding="utf-8")
    win = main_window(qtbot)
    closing.append(win)
    offer = wait_for_offer(qtbot, win)
    assert "cannot be opened" in offer.question.text() and "autosave.json" in offer.detail.text()
    assert not offer.resume_button.isVisible() and offer.discard_button.isVisible()
    qtbot.mouseClick(offer.discard_button, Qt.MouseButton.LeftButton)
    assert find_autosave() is None


def test_offer_goes_away_when_another_game_starts_and_comes_back(qtbot, closing):
    _autosave(4)
    win = main_window(qtbot)
    closing.append(win)
    wait_for_offer(qtbot, win)
    from contaria_desktop.ui.newgame import NewGameChoice
    win.start_game(NewGameChoice("contaria", 3, ["X", "Y", "Z"], {}, False, 2))
    assert win.resume_offer is None
    win.show_start_page()
    # back on the start page the interrupted game is offered again: it was not replaced (its
    # slot is its own), and the new game, left without a decision, left no slot behind
    offer = win.resume_offer
    assert offer is not None and [e.path for e in offer.entries] == [autosave_path()]
    assert len([w for w in win.start_page.findChildren(QFrame, "resumeOffer") if w.isVisible()]) <= 1


def test_resume_error_names_the_file(qtbot, closing):
    _autosave(4)
    win = main_window(qtbot)
    closing.append(win)
    offer = wait_for_offer(qtbot, win)
    find_autosave().write_text("not json", encoding="utf-8")   # spoilt after the offer was made
    qtbot.mouseClick(offer.resume_button, Qt.MouseButton.LeftButton)
    title, text = win.last_error
    assert "autosave.json" in title and str(find_autosave()) in text
    assert win.game is None and win.resume_offer is offer   # still offered (Discard remains)


def test_offer_follows_a_language_switch(qtbot, closing):
    from contaria_desktop.i18n import translators
    _autosave(2)
    win = main_window(qtbot)
    closing.append(win)
    offer = wait_for_offer(qtbot, win)
    english = offer.question.text()
    translators.install_translators(None, "pt_BR")      # conftest puts English back
    qtbot.waitUntil(lambda: offer.question.text() != english)
    assert offer.resume_button.text() != "Resume"
