"""The Playtest lab window, offscreen (issue 15, app side): a run in the background with its
progress bar, time left and Cancel, plots redrawn as results arrive, export of the report and
of the CSV, a simulated game opened in the Replay window, an A/B run, the plots in the app's
language, and the File menu and start page entries."""

from __future__ import annotations

import json
from pathlib import Path

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


def _titles(win) -> dict[str, str]:
    return {key: c.figure.axes[0].get_title() for key, c in win.plots.canvases.items()}


def test_a_run_shows_progress_and_plots_and_exports(lab, qtbot, tmp_path):
    assert not lab.export_button.isEnabled() and not lab.export_csv_button.isEnabled()
    assert not lab.replay_button.isEnabled() and not lab.cancel_button.isEnabled()    # nothing to do yet
    _choose(lab, "contaria", 3, 6)
    lab.seat_combos[0].setCurrentIndex(lab.seat_combos[0].findData("easy"))
    config = lab.config()
    assert (config.game, config.players, config.seats, config.games) == ("contaria", 3, ("easy", "random", "random"), 6)
    lab.start()
    assert not lab.run_button.isEnabled() and lab.cancel_button.isEnabled()
    qtbot.waitUntil(lambda: lab.thread is None, timeout=120_000)
    assert lab.progress.value() == 6 and lab.run_button.isEnabled() and lab.export_button.isEnabled()
    assert "in all" in lab.status.text() or lab.status.text() == "Done."
    assert {"win_rate", "scores", "length"} <= set(lab.plots.canvases)
    assert _titles(lab)["win_rate"] == "Win rate per seat position"
    assert len(lab.plots.records) == 6 and not lab.plots.empty.isVisible()
    out = lab.export(str(tmp_path / "exported"))
    assert {"games.csv", "summary.json", "report.html"} <= {p.name for p in (tmp_path / "exported").iterdir()}
    assert out
    written = lab.export_csv(str(tmp_path / "mine"))         # the .csv suffix is added
    assert written == [str(tmp_path / "mine.csv")]
    assert (tmp_path / "mine.csv").read_bytes() == (Path(lab.folder) / "games.csv").read_bytes()


def test_plots_are_redrawn_while_the_run_goes_on_and_cancel_keeps_the_finished_games(lab, qtbot):
    _choose(lab, "charlatao", 3, 5000)
    lab.start()
    # a redraw with the run still going: the plots follow the results as they arrive
    qtbot.waitUntil(lambda: lab.plots.redraws > 0, timeout=120_000)
    assert lab.thread is not None and 0 < len(lab.plots.records) < 5000
    assert "left" in lab.status.text()                       # "… games played · about 0:12 left"
    lab.cancel()
    qtbot.waitUntil(lambda: lab.thread is None, timeout=60_000)
    summary = json.loads((Path(lab.folder) / "summary.json").read_text())
    assert summary["interrupted"] and 0 < summary["games_finished"] < 5000
    assert len(lab.plots.records) == summary["games_finished"]
    # a deal that was not played cannot be replayed; one that was can
    lab.replay_seed.setValue(4999)
    assert not lab.replay_button.isEnabled()
    lab.replay_seed.setValue(summary["finished_seeds"][0][0])
    assert lab.replay_button.isEnabled()


def test_a_simulated_game_opens_in_the_replay_window(lab, qtbot):
    _choose(lab, "charlatao", 4, 3)
    lab.seed_spin.setValue(40)
    lab.start()
    qtbot.waitUntil(lambda: lab.thread is None, timeout=120_000)
    lab.replay_seed.setValue(41)
    assert lab.replay_button.isEnabled()
    window = lab.open_replay()
    assert window is not None
    record = next(r for r in lab.plots.records if r["seed"] == 41)
    r = window.replay
    r.last()
    assert r.state.is_terminal and r.length == record["decisions"]
    assert [float(x) for x in r.state.result().scores] == [float(x) for x in record["scores"]]
    window.close()


def test_an_ab_run_shows_the_comparison_and_exports_both_csv_files(lab, qtbot, tmp_path):
    variant = tmp_path / "advanced.json"
    variant.write_text(json.dumps({"name": "advanced", "options": {"side": "advanced"}}))
    _choose(lab, "charlatao", 3, 4)
    lab.variant_edit.setText(str(variant))
    lab.start()
    qtbot.waitUntil(lambda: lab.thread is None, timeout=120_000)
    assert lab.plots.comparison is not None
    assert lab.plots.comparison.figure.axes[0].get_title() == "Win rate per seat, A and B"
    assert lab.replay_side.isVisible() and lab.replay_side.count() == 2
    written = lab.export_csv(str(tmp_path / "g.csv"))
    assert sorted(Path(p).name for p in written) == ["g_A.csv", "g_B.csv"]


def test_a_bad_variant_file_is_refused_before_the_run(lab, tmp_path):
    bad = tmp_path / "bad.json"
    bad.write_text("{not json")
    _choose(lab, "charlatao", 3, 4)
    lab.variant_edit.setText(str(bad))
    lab.start()
    assert lab.thread is None and "bad.json" in lab.status.toolTip()   # the text wraps at "/" and "."


def test_the_plots_speak_the_apps_language(lab, qtbot):
    from contaria_desktop.i18n import translators
    _choose(lab, "charlatao", 3, 4)
    lab.start()
    qtbot.waitUntil(lambda: lab.thread is None, timeout=120_000)
    try:
        translators.install_translators(None, "pt_BR")
        qtbot.waitUntil(lambda: _titles(lab)["win_rate"] == "Taxa de vitória por posição à mesa", timeout=5_000)
        assert lab.export_csv_button.text() == "Exportar CSV…"
        translators.install_translators(None, "es")
        qtbot.waitUntil(lambda: _titles(lab)["win_rate"] == "Tasa de victoria por posición en la mesa", timeout=5_000)
        assert lab.plots.canvases["scores"].figure.axes[0].get_ylabel() == "puntuación"
        # numbers in the app locale's style: decimal comma on the plots' axes
        assert lab.plots.canvases["win_rate"].figure.axes[0].yaxis.get_major_formatter()(0.25, 0) == "0,25"
    finally:
        translators.install_translators(None, "en")


def test_options_follow_the_game(lab):
    _choose(lab, "charlatao", 4, 1)
    assert "side" in lab.option_widgets and len(lab.seat_combos) == 4
    _choose(lab, "contaria", 2, 1)
    assert "rainha_ma" in lab.option_widgets and len(lab.seat_combos) == 2


def test_the_file_menu_and_the_start_page_open_the_lab(qtbot):
    from contaria_desktop.ui.mainwindow import MainWindow
    from contaria_desktop.ui import lab_window
    win = MainWindow()
    qtbot.addWidget(win)
    action = win.findChild(type(win.act_replay), "actLab")
    assert action is not None
    action.trigger()
    assert lab_window._window is not None and lab_window._window.isVisible()
    assert lab_window.open_lab_window(win) is lab_window._window          # one window, raised
    lab_window._window.close()
    lab_window._window = None
    button = win.start_page.lab_button
    assert button.isEnabled() and button.text() and button.toolTip()
    button.click()
    assert lab_window._window is not None and lab_window._window.isVisible()
    lab_window._window.close()
    lab_window._window = None


def test_seats_count_from_one_and_characters_have_their_names(lab, qtbot):
    """The plots say "seat 1..n" like the form; CharLatão's characters column is titled and
    labelled in the game's words (its plug-in's ``lab_name``), not by the engine's keys."""
    from contaria_desktop.games.charlatao.text import character_name
    _choose(lab, "charlatao", 2, 6)     # at 2 players the seats' characters differ: a plot
    lab.start()
    qtbot.waitUntil(lambda: lab.thread is None, timeout=120_000)
    ax = lab.plots.canvases["win_rate"].figure.axes[0]
    assert [t.get_text() for t in ax.get_xticklabels()][:2] == [f"seat {n}\n(random)" for n in (1, 2)]
    assert _titles(lab)["col_characters"] == "Win rate per character"
    ticks = [t.get_text() for t in lab.plots.canvases["col_characters"].figure.axes[0].get_xticklabels()]
    assert character_name("babylonian_buyer") in ticks and "babylonian_buyer" not in ticks
    assert "col_unverified" not in lab.plots.canvases            # the engine's bookkeeping: not plotted
    page = (Path(lab.folder) / "report.html").read_text(encoding="utf-8")
    assert "Win rate per character" in page and "<tr><td>1</td>" in page


def test_a_scheduler_address_needs_the_cluster_extra(lab, monkeypatch):
    from contaria_desktop.ui import lab_panel
    monkeypatch.setattr(lab_panel, "cluster_installed", lambda: False)
    _choose(lab, "charlatao", 2, 2)
    lab.scheduler_edit.setText("tcp://127.0.0.1:8786")
    assert not lab.workers_spin.isEnabled()             # the cluster's workers play
    lab.start()
    assert lab.thread is None and "contaria-desktop[cluster]" in lab.status.text()
    lab.scheduler_edit.setText("")
    assert lab.workers_spin.isEnabled()


def test_an_unreachable_scheduler_is_a_clear_error(lab, qtbot, monkeypatch):
    pytest.importorskip("distributed")
    from contaria_desktop.ui import lab_thread
    monkeypatch.setattr(lab_thread, "CONNECT_SECONDS", 1)
    _choose(lab, "charlatao", 2, 2)
    lab.scheduler_edit.setText("tcp://127.0.0.1:1")
    lab.start()
    qtbot.waitUntil(lambda: lab.thread is None, timeout=60_000)
    assert "tcp://127.0.0.1:1 cannot be reached" in lab.status.toolTip()
    assert not lab.export_button.isEnabled() and lab.run_button.isEnabled()


def test_a_run_on_a_dask_cluster(lab, qtbot):
    distributed = pytest.importorskip("distributed")
    with distributed.LocalCluster(n_workers=1, threads_per_worker=1, processes=False, dashboard_address=":0",
                                  silence_logs=50) as cluster:
        _choose(lab, "charlatao", 2, 4)
        lab.scheduler_edit.setText(cluster.scheduler_address)
        lab.start()
        qtbot.waitUntil(lambda: lab.thread is None, timeout=120_000)
    summary = json.loads((Path(lab.folder) / "summary.json").read_text())
    assert summary["timings"]["backend"] == "dask" and summary["games_finished"] == 4
    assert len(lab.plots.records) == 4
