"""View ▸ Bot speed (issue 12: bot moves at a readable pace, configurable): the presets in order,
remembered between runs (QSettings), the pause the game page waits before showing a bot's move,
and none while animations are Instant (tests, scripted runs)."""

from __future__ import annotations

import pytest

from contaria_desktop import settings as prefs
from contaria_desktop.bots import Budget
from contaria_desktop.ui.botturns import BotTurnsMixin
from contaria_desktop.ui.newgame import NewGameChoice


@pytest.fixture(autouse=True)
def tiny_budgets(monkeypatch):
    monkeypatch.setattr(BotTurnsMixin, "bot_budget", Budget(iterations=3))


def test_bot_speed_presets_are_ordered_and_normal_is_the_default():
    pauses = dict(prefs.BOT_SPEEDS)
    assert list(pauses) == ["instant", "fast", "normal", "slow"]
    assert pauses["instant"] == 0 < pauses["fast"] < pauses["normal"] < pauses["slow"] <= 10_000
    assert prefs.bot_pause_ms() == pauses["normal"] == prefs.BOT_PAUSE_MS   # isolated, unset settings


def test_bot_speed_menu_stores_the_pause_and_is_remembered(qtbot, window):
    from contaria_desktop.ui.mainwindow import MainWindow

    acts = window.bot_speed_actions
    assert [acts[ms].text() for _k, ms in prefs.BOT_SPEEDS] == ["Instant", "Fast", "Normal", "Slow"]
    assert acts[prefs.BOT_PAUSE_MS].isChecked()
    slow = dict(prefs.BOT_SPEEDS)["slow"]
    acts[slow].trigger()
    assert prefs.bot_pause_ms() == slow and acts[slow].isChecked()
    assert int(prefs.settings().value("bots/pause_ms")) == slow
    again = MainWindow()                       # a new run reads the stored choice
    qtbot.addWidget(again)
    assert again.bot_speed_actions[slow].isChecked()
    assert sum(a.isChecked() for a in again.bot_speed_actions.values()) == 1


def test_the_game_page_waits_the_chosen_pause_unless_animations_are_instant(window):
    page = window.start_game(NewGameChoice("contaria", 2, ["Ana", "Bot"], {}, False, 3, ["human", "normal"]))
    fast = dict(prefs.BOT_SPEEDS)["fast"]
    window.bot_speed_actions[fast].trigger()
    assert page._pause_ms() == 0               # the window fixture runs with Instant animations
    window.set_speed(1.0)
    assert page._pause_ms() == fast
    window.bot_speed_actions[0].trigger()      # Bot speed: Instant
    assert page._pause_ms() == 0
    window.set_speed(2.0)                      # the animation speed no longer scales the pause
    window.bot_speed_actions[fast].trigger()
    assert page._pause_ms() == fast
    window.set_speed(0.0)


def test_the_bot_speed_menu_is_translated(qtbot, window):
    def view_texts():
        return [a.text() for a in window._view_menu.actions()]

    window.language_actions["pt_BR"].trigger()
    try:
        qtbot.waitUntil(lambda: "Velocidade dos &bots" in view_texts(), timeout=5000)
        assert window.bot_speed_actions[0].text() == "Instantânea"
        assert "ms" in window.bot_speed_actions[0].toolTip() and "bot" in window.bot_speed_actions[0].toolTip()
    finally:
        window.language_actions["en"].trigger()
    qtbot.waitUntil(lambda: "&Bot speed" in view_texts(), timeout=5000)
