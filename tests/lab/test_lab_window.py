"""The Playtest lab window, offscreen (issue 15, app side): a run in the background with its
progress bar, Cancel, the plots, export, and the File menu entry."""

from __future__ import annotations

import pytest

pytestmark = pytest.mark.gui


@pytest.fixture
def lab(qtbot):
    from contaria_desktop.ui.lab_panel import LabWindow
    win = LabWindow()
    qtbot.addWidget(win)
    win.show()
    yield win
    if win.thread is not None:
        win.thread.cancel()
        win.thread.wait(30_000)


def _choose(win, game, players, games):
    win.game_combo.setCurrentIndex(win.game_combo.findData(game))
    win.players_spin.setValue(players)
    win.games_spin.setValue(games)


def test_a_run_shows_progress_and_plots_and_exports(lab, qtbot, tmp_path):
    _choose(lab, "contaria", 3, 6)
    lab.seat_combos[0].setCurrentIndex(lab.seat_combos[0].findData("easy"))
    config = lab.config()
    assert (config.game, config.players, config.seats, config.games) == ("contaria", 3, ("easy", "random", "random"), 6)
    lab.start()
    assert not lab.run_button.isEnabled() and lab.cancel_button.isEnabled()
    qtbot.waitUntil(lambda: lab.thread is None, timeout=120_000)
    assert lab.progress.value() == 6 and lab.run_button.isEnabled() and lab.export_button.isEnabled()
    plots = [w.objectName() for w in lab.plots.findChildren(type(lab.status)) if w.objectName().startswith("plot_")]
    assert {"plot_scores", "plot_win_rate", "plot_length"} <= set(plots)
    out = lab.export(str(tmp_path / "exported"))
    assert {"games.csv", "summary.json", "report.html"} <= {p.name for p in (tmp_path / "exported").iterdir()}
    assert out


def test_cancel_keeps_the_finished_games(lab, qtbot):
    _choose(lab, "charlatao", 3, 400)
    lab.start()
    qtbot.waitUntil(lambda: lab.progress.value() > 0, timeout=60_000)
    lab.cancel()
    qtbot.waitUntil(lambda: lab.thread is None, timeout=60_000)
    import json
    from pathlib import Path
    summary = json.loads((Path(lab.folder) / "summary.json").read_text())
    assert summary["interrupted"] and 0 < summary["games_finished"] < 400


def test_options_follow_the_game(lab):
    _choose(lab, "charlatao", 4, 1)
    assert "side" in lab.option_widgets and len(lab.seat_combos) == 4
    _choose(lab, "contaria", 2, 1)
    assert "rainha_ma" in lab.option_widgets and len(lab.seat_combos) == 2


def test_the_file_menu_opens_the_lab(qtbot):
    from contaria_desktop.ui.mainwindow import MainWindow
    win = MainWindow()
    qtbot.addWidget(win)
    action = win.findChild(type(win.act_replay), "actLab")
    assert action is not None
    action.trigger()
    from contaria_desktop.ui import lab_window
    assert lab_window._window is not None and lab_window._window.isVisible()
    assert lab_window.open_lab_window(win) is lab_window._window          # one window, raised
    lab_window._window.close()
    lab_window._window = None
