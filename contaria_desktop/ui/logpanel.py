"""The game log dock: what happened, in plain words, as the seat on screen may know it."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication, Qt, Signal
from PySide6.QtWidgets import QAbstractItemView, QDockWidget, QListWidget

translate = QCoreApplication.translate


class LogPanel(QDockWidget):
    """A dock listing log lines; the window gives it finished sentences (see
    :func:`messages.event_text`), already filtered for the viewer."""

    #: True when the log gets its first lines, False when it is emptied: the window gives an
    #: empty log a narrow dock (issue 18.3) and the usual width once there is something to read.
    filled = Signal(bool)

    #: Width in pixels of the dock while the log is empty.
    EMPTY_WIDTH = 150

    def __init__(self, parent: Any = None) -> None:
        super().__init__(translate("LogPanel", "Game log"), parent)
        # collapsible: its close button (and View ▸ Game log to bring it back)
        self.setFeatures(QDockWidget.DockWidgetFeature.DockWidgetClosable
                         | QDockWidget.DockWidgetFeature.DockWidgetMovable
                         | QDockWidget.DockWidgetFeature.DockWidgetFloatable)
        self.setObjectName("logDock")
        self.setAllowedAreas(Qt.DockWidgetArea.LeftDockWidgetArea | Qt.DockWidgetArea.RightDockWidgetArea
                             | Qt.DockWidgetArea.BottomDockWidgetArea)
        self._list = QListWidget(self)
        self._list.setWordWrap(True)
        self._list.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        # read-only: no current item, so no line ever looks selected or framed (issue 18.12);
        # wrapped lines only, never a sideways scroll
        self._list.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self._list.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self._list.setTextElideMode(Qt.TextElideMode.ElideNone)
        self._list.setAlternatingRowColors(True)
        self.setWidget(self._list)
        # Stay at the newest line while the reader is there: word-wrapped lines are laid out
        # again after a resize (and lazily after new lines), which changes the scroll range
        # without moving the view - so follow every range change while "stuck" at the bottom.
        self._stick = True
        bar = self._list.verticalScrollBar()
        bar.valueChanged.connect(self._scrolled)
        bar.rangeChanged.connect(self._range_changed)

    def set_lines(self, lines: list[str]) -> None:
        """Replace the log with ``lines`` (oldest first) and scroll to the newest."""
        if lines == self.lines():
            return
        was_filled = self._list.count() > 0
        self._list.clear()
        self._list.addItems(lines)
        self._list.setCurrentRow(-1)
        self._stick = True
        self._list.scrollToBottom()
        if was_filled != bool(lines):
            self.filled.emit(bool(lines))

    def lines(self) -> list[str]:
        """The lines now shown, oldest first."""
        return [self._list.item(i).text() for i in range(self._list.count())]

    def at_newest(self) -> bool:
        """True when the newest line is in view (the scroll bar at its end)."""
        bar = self._list.verticalScrollBar()
        return bar.value() >= bar.maximum()

    def _scrolled(self, value: int) -> None:
        self._stick = value >= self._list.verticalScrollBar().maximum()

    def _range_changed(self, _minimum: int, maximum: int) -> None:
        if self._stick:
            self._list.verticalScrollBar().setValue(maximum)

    def retranslate(self) -> None:
        """Title in the current language (the lines come translated)."""
        self.setWindowTitle(translate("LogPanel", "Game log"))
