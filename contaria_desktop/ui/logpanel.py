"""The game log dock: what happened, in plain words, as the seat on screen may know it."""

from __future__ import annotations

import math
import re
from typing import Any

from PySide6.QtCore import QCoreApplication, QEvent, QPointF, QSize, Qt, Signal
from PySide6.QtGui import QFont, QFontMetricsF, QPalette, QTextLayout, QTextOption
from PySide6.QtWidgets import (QAbstractItemView, QDockWidget, QListWidget, QListWidgetItem, QStyle,
                               QStyledItemDelegate, QStyleOptionViewItem)

translate = QCoreApplication.translate

#: what starts a log line and is hung out of its wrapped lines: a turn's number ("12. ") or
#: the indent of the lines under it (i18n/messages.log_lines)
_HANGING = re.compile(r"^(\d+\.\s|\s+)")


def lay_out(text: str, font: QFont, width: float) -> tuple[QTextLayout, float]:
    """``text`` word-wrapped at ``width`` px in ``font``, its wrapped lines hung under the
    sentence rather than under the turn number or the indent (a hanging indent), and the
    height it takes (px). Measuring and painting share it, so a row is never taller than its
    text (QA of issue 11: uneven gaps) nor shorter."""
    layout = QTextLayout(text, font)
    option = QTextOption()
    option.setWrapMode(QTextOption.WrapMode.WordWrap)
    layout.setTextOption(option)
    head = _HANGING.match(text)
    indent = QFontMetricsF(font).horizontalAdvance(head.group(0)) if head else 0.0
    indent = min(indent, width / 3)     # a narrow log keeps room for the words
    height = 0.0
    layout.beginLayout()
    while True:
        line = layout.createLine()
        if not line.isValid():
            break
        first = line.textStart() == 0
        line.setLineWidth(width if first else width - indent)
        line.setPosition(QPointF(0.0 if first else indent, height))
        height += line.height()
    layout.endLayout()
    return layout, height


class _LineDelegate(QStyledItemDelegate):
    """Paints a log line with :func:`lay_out` (the row's background as the style draws it)."""

    def __init__(self, panel: "LogPanel") -> None:
        super().__init__(panel)
        self._panel = panel

    def paint(self, painter: Any, option: Any, index: Any) -> None:
        opt = QStyleOptionViewItem(option)
        self.initStyleOption(opt, index)
        text, opt.text = opt.text, ""
        widget = opt.widget
        style = widget.style() if widget is not None else None
        if style is None:
            super().paint(painter, option, index)
            return
        style.drawControl(QStyle.ControlElement.CE_ItemViewItem, opt, painter, widget)   # the row, no text
        margin = self._panel._text_margin()
        rect = opt.rect.adjusted(margin, 0, -margin, 0)
        layout, height = lay_out(text, opt.font, rect.width())
        painter.save()
        painter.setPen(opt.palette.color(QPalette.ColorRole.Text))
        layout.draw(painter, QPointF(rect.left(), rect.top() + max(0.0, (rect.height() - height) / 2)))
        painter.restore()


class LogPanel(QDockWidget):
    """A dock listing log lines; the window gives it finished sentences (see
    :func:`messages.event_text`), already filtered for the viewer."""

    #: True when the log gets its first lines, False when it is emptied (the window widens a
    #: narrow dock on the game's first lines: MainWindow._log_filled, issue 18.3).
    filled = Signal(bool)

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
        self._list.setItemDelegate(_LineDelegate(self))   # wrapped lines hang under the sentence
        self.setWidget(self._list)
        self._lines: list[str] = []   # what the list shows (compared as a list: cheap)
        self._sized_width = -1
        self._sizes: dict[str, QSize] = {}   # line text -> size at self._sized_width
        self._list.viewport().installEventFilter(self)
        self._list.installEventFilter(self)
        # Stay at the newest line while the reader is there: word-wrapped lines are laid out
        # again after a resize (and lazily after new lines), which changes the scroll range
        # without moving the view - so follow every range change while "stuck" at the bottom.
        self._stick = True
        bar = self._list.verticalScrollBar()
        bar.valueChanged.connect(self._scrolled)
        bar.rangeChanged.connect(self._range_changed)

    def set_lines(self, lines: list[str]) -> None:
        """Show ``lines`` (oldest first) and scroll to the newest. Only what changed is
        touched: after a decision the list usually just grows at its end, and re-filling a
        word-wrapped list of thousands of lines costs tens of ms per decision (QA, issue 13)."""
        old = self._lines
        if lines == old:
            return
        was_filled = bool(old)
        keep = 0
        if lines[:len(old)] == old:
            keep = len(old)
        else:   # undo, a language switch, another viewer: keep the common beginning
            limit = min(len(old), len(lines))
            while keep < limit and old[keep] == lines[keep]:
                keep += 1
        for row in range(len(old) - 1, keep - 1, -1):
            self._list.takeItem(row)
        width = self._wrap_width()
        for line in lines[keep:]:
            item = QListWidgetItem(line)
            item.setSizeHint(self._line_size(line, width))
            self._list.addItem(item)
        self._lines = list(lines)
        self._list.setCurrentRow(-1)
        self._stick = True
        self._list.scrollToBottom()
        if was_filled != bool(lines):
            self.filled.emit(bool(lines))

    def _wrap_width(self) -> int:
        """The width a line's text wraps at: the viewport's (a list row spans it whatever its
        size hint says) less the item delegate's text margins on both sides."""
        return max(40, self._list.viewport().width() - 2 * self._text_margin())

    def _text_margin(self) -> int:
        # what QCommonStyle's item view keeps left and right of an item's text
        return self._list.style().pixelMetric(QStyle.PixelMetric.PM_FocusFrameHMargin, None, self._list) + 1

    #: room kept above and below a line's text, in pixels
    _PAD_Y = 2

    def _line_size(self, line: str, width: int) -> QSize:
        """A line's size when word-wrapped to ``width`` px. Given to the item, so laying the
        list out never measures every line's text again (thousands in a long game).

        Measured as the item delegate lays the text out (:func:`lay_out`, the list's font):
        ``QFontMetrics.boundingRect`` wrapped some lines a few pixels earlier
        than the delegate draws them (and counted the names' bidi isolates as wide), so those
        rows got a blank line's height under their text - the uneven gaps between the log's
        lines (QA of issue 11)."""
        if width != self._sized_width:
            self._sizes, self._sized_width = {}, width
        size = self._sizes.get(line)
        if size is None:   # each viewer's log repeats most lines: measure a text once per width
            if len(self._sizes) > 20_000:
                self._sizes.clear()
            height = self._text_height(line, width)
            size = self._sizes[line] = QSize(width + 2 * self._text_margin(), height + 2 * self._PAD_Y)
        return size

    def _text_height(self, line: str, width: int) -> int:
        """Pixels the item delegate needs for ``line`` wrapped at ``width`` (whole lines)."""
        return max(1, math.ceil(lay_out(line, self._list.font(), width)[1]))

    def _resize_lines(self) -> None:
        width = self._wrap_width()
        if width == self._sized_width:
            return
        for row in range(self._list.count()):
            item = self._list.item(row)
            item.setSizeHint(self._line_size(item.text(), width))

    def eventFilter(self, watched: Any, event: Any) -> bool:
        if watched is self._list.viewport() and event.type() == QEvent.Type.Resize:
            self._resize_lines()   # another width: the lines wrap anew
        elif watched is self._list and event.type() == QEvent.Type.FontChange:
            self._sized_width = -1   # another font: measure every line again
            self._resize_lines()
        return super().eventFilter(watched, event)

    def lines(self) -> list[str]:
        """The lines now shown, oldest first."""
        return list(self._lines)

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
