"""The Replay window's table is as large as the main window's at the same window size (QA of
issue 13): its log takes the main window's log dock width (``default_log_width``), not a
quarter of the window - a smaller table cut names the main window prints whole ("Cabeça de
Por…", "Fada Ma…", "Good (Babylonia…")."""

from __future__ import annotations

from PySide6.QtWidgets import QApplication

from contaria_desktop.session import GameSession
from contaria_desktop.ui.mainwindow import default_log_width
from contaria_desktop.ui.replay import ReplayWindow


def test_replay_log_has_the_main_windows_log_width_at_both_sizes(qtbot):
    session = GameSession.new("quissama", 3, seed=1, seat_names=["Ana", "Bruno", "Caio"])
    w = ReplayWindow(session, None, speed=0.0)
    qtbot.addWidget(w)
    w.resize(1024, 640)
    with qtbot.waitExposed(w):
        w.show()
    QApplication.processEvents()
    for width, height in ((1024, 640), (1280, 800)):
        w.resize(width, height)
        QApplication.processEvents()
        assert abs(w.log_list.width() - default_log_width(width)) <= 4, (width, w.log_list.width())
        assert w.table.width() >= w.splitter.width() - default_log_width(width) - 12
    session.close()
