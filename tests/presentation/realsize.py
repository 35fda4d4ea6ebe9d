"""The table at the size a player really sees it (issue 18.3): in the main window the menu
bar, the instruction bar, the log dock and the status bar take their share, so at 1024×640
the table view is about 834×567 and at 1280×800 about 993×727 - a bare table resized to the
window's size paints every card about 20 % larger than a player sees.

:func:`table_size` measures the view in a real :class:`MainWindow` of the window's size
(offscreen), once per game and window size in a test process: the game started there and a
few decisions made, so the log is docked at its default width (its usual state; an empty
log starts narrower and a collapsed one leaves the whole width, both give the table more
room). :class:`WindowTable` is a bare table placed at that size inside a window of the
window's size, so the smallest readable text follows the window as in the app
(``faces.min_text_px_for`` of the window, ``TableWidget.resizeEvent``)."""

from __future__ import annotations

import random
from typing import Any

#: decisions made before measuring: enough for the log to hold lines (it is docked at its
#: default width from then on)
DECISIONS = 4

_measured: dict[tuple[str, int, int], tuple[int, int]] = {}


def table_size(game_id: str, window: tuple[int, int]) -> tuple[int, int]:
    """The table view's size ``(width, height)`` in pixels inside a main window
    ``window`` = ``(width, height)`` pixels large with ``game_id`` (at its smallest player
    count) on screen, after :data:`DECISIONS` decisions. Cached per process; raises
    AssertionError when the window did not end up in the state measured (no game, no log)."""
    key = (game_id, *window)
    if key not in _measured:
        _measured[key] = _measure(game_id, window)
    return _measured[key]


def _measure(game_id: str, window: tuple[int, int]) -> tuple[int, int]:
    from PySide6.QtCore import QCoreApplication, QEvent
    from PySide6.QtWidgets import QApplication

    from contaria_desktop.games import registry
    from contaria_desktop.ui.mainwindow import MainWindow
    from contaria_desktop.ui.newgame import NewGameChoice, default_seat_name

    n = registry.get(game_id).spec().min_players
    win = MainWindow()
    win.remember_files = False
    win.set_speed(0.0)
    win.resize(*window)
    try:
        page = win.start_game(NewGameChoice(game_id, n, [default_seat_name(i, "human") for i in range(n)],
                                            {}, False, 1))
        assert page is not None, f"{game_id}: the game did not start"
        win.show()
        QApplication.processEvents()
        page.autoplay(DECISIONS, random.Random(1))
        if page.curtain_seat() is not None:      # the table as the player to move sees it
            page.confirm(page.curtain_seat())
        QApplication.processEvents()
        assert (win.width(), win.height()) == window, f"the window is {win.width()}×{win.height()}, not {window}"
        log = win.log_panel
        assert log is not None and log.isVisible() and not log.isFloating() and log.lines(), \
            f"{game_id}: the log is not docked with lines in it"
        size = page.table.viewport().size()
        return size.width(), size.height()
    finally:
        if win.game is not None:
            win.game.shutdown_bots()
            win.game.session.close()
            win.game = None          # closing asks nothing: the session is closed
        win.close()
        win.deleteLater()
        QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)


class WindowTable:
    """A bare :class:`TableWidget` (animations off) inside a top-level widget standing for
    the main window: :meth:`place` sizes the window as the app's and the table as
    :func:`table_size` measured there. ``table`` is the widget the tests paint."""

    def __init__(self) -> None:
        from PySide6.QtWidgets import QWidget

        from contaria_desktop.table import TableWidget

        self.window = QWidget()
        self.window.setObjectName("windowStandIn")
        self.table = TableWidget(self.window)
        self.table.set_animation_speed(0)
        self.window.show()

    def place(self, game_id: str, window: tuple[int, int]) -> tuple[int, int]:
        """Size the window ``window`` and the table as in the app's window of that size with
        ``game_id`` on screen; returns the table's size. The window first: the table's
        resize sets the text floor from its window's size."""
        from PySide6.QtWidgets import QApplication

        size = table_size(game_id, window)
        self.window.resize(*window)
        QApplication.processEvents()
        self.table.setGeometry(0, 0, *size)
        QApplication.processEvents()
        return size

    def close(self) -> None:
        from PySide6.QtCore import QCoreApplication, QEvent

        self.window.close()
        self.window.deleteLater()
        QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)


def fixture_table(qapp: Any):
    """Generator for a module-scoped fixture: a :class:`WindowTable`, closed at the end."""
    placed = WindowTable()
    yield placed
    placed.close()
