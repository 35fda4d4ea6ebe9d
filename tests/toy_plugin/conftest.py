"""The toy game's tests run with its one entry point injected (as an installed distribution
would declare it), settings in temporary folders (tests/ui) and their own main window."""

from __future__ import annotations

import pytest

from contaria_desktop.engines.core import plugins
from tests.toy_plugin import ENTRY_POINT
from tests.ui.conftest import _english_after_each_test  # noqa: F401 - pytest fixture


@pytest.fixture(autouse=True)
def _toy_game_installed():
    """Autouse, so it is in place before ``window`` builds the start page."""
    with plugins.use_entry_points([ENTRY_POINT]):
        yield


@pytest.fixture
def window(qapp, _toy_game_installed):
    """A main window that is destroyed while the toy game is still installed: a window
    merely closed would outlive the test and, on a later language switch, redraw a table of
    a game that is no longer there."""
    from PySide6.QtCore import QCoreApplication, QEvent

    from contaria_desktop.ui.mainwindow import MainWindow

    win = MainWindow()
    win.resize(1024, 640)
    win.set_speed(0.0)
    win.show()
    yield win
    if win.game is not None:
        win.game.session.close()
    for widget in qapp.topLevelWidgets():        # the window and its score dialog, if any
        widget.close()
    win.deleteLater()
    QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
