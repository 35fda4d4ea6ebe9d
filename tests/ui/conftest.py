"""Fixtures for the window tests: settings and data in temporary folders, a main window,
and helpers that read every text the window shows (for the privacy tests)."""

from __future__ import annotations

import random

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QGraphicsSimpleTextItem, QGraphicsTextItem


@pytest.fixture(autouse=True)
def _english_after_each_test():
    """Settings and data folders are per test (tests/conftest.py)."""
    yield
    # View > Language switches live: put English back for the tests that read texts
    from contaria_desktop.i18n import translators
    translators._run_language = None
    if translators._active not in (None, "en"):
        translators.install_translators(None, "en")


@pytest.fixture
def _answer_save_changes(_never_touch_the_users_files):
    """The real "Save changes to this game?" question (tests/conftest.py answers Discard for
    every other test that replaces or closes a game with decisions)."""
    return _never_touch_the_users_files


@pytest.fixture
def window(qtbot):
    from contaria_desktop.ui.mainwindow import MainWindow

    win = MainWindow()
    qtbot.addWidget(win)
    win.resize(1024, 640)
    win.set_speed(0.0)
    win.show()
    yield win
    if win.game is not None:
        win.game.session.close()


def start(window, game="contaria", players=4, seed=1, names=None, options=None, playtest=False):
    from contaria_desktop.ui.newgame import NewGameChoice

    names = names or [f"Seat{i}" for i in range(players)]
    page = window.start_game(NewGameChoice(game, players, names, options or {}, playtest, seed))
    assert page is not None
    return page


def scene_texts(table) -> list[str]:
    """Every text and tooltip of every item in the table's scene."""
    out = []
    for item in table.scene().items():
        if isinstance(item, QGraphicsSimpleTextItem):
            out.append(item.text())
        elif isinstance(item, QGraphicsTextItem):
            out.append(item.toPlainText())
        if item.toolTip():
            out.append(item.toolTip())
    out.append(table.toolTip())
    return out


def screen_texts(window) -> list[str]:
    """Everything readable on the game page: scene texts, bar, curtain, log, status bar."""
    page = window.game
    texts = scene_texts(page.table)
    texts += [page.bar.text()] + [b.text() for _, b in page.bar.buttons()]
    texts += page.curtain.texts() + window.log_panel.lines()
    texts.append(window.statusBar().currentMessage())
    return texts


def click_target(qtbot, table, key):
    """Click the table's legal target ``key`` where the table says to (no drag)."""
    pos = table.mapFromScene(table.target_scene_pos(key))
    QTest.mouseClick(table.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, pos)


def step_by_clicks(qtbot, window, rng: random.Random) -> str:
    """Make one UI step the way a player would: confirm the curtain, press a bar button or
    click a highlighted table target. Returns what was done."""
    page = window.game
    if page.curtain.is_up():
        qtbot.mouseClick(page.curtain.confirm_button(), Qt.MouseButton.LeftButton)
        return "curtain"
    buttons = page.bar.buttons()
    targets = page.table.targets()
    if targets and (not buttons or rng.random() < 0.7):
        click_target(qtbot, page.table, rng.choice(sorted(targets)))
        return "table"
    if buttons:
        _, button = rng.choice(buttons)
        qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
        return "bar"
    QApplication.processEvents()
    return "wait"


def finish(page):
    """Play ``page``'s game to the end at random (seed 3) and redraw it."""
    import random
    rng = random.Random(3)
    s = page.session
    while not s.is_over:
        s.apply(rng.choice(s.legal_actions()))
    page.refresh()
