"""The game log's rows are as tall as the text the list draws in them (QA of issue 11: uneven
blank gaps between the log's lines in every game - the rows were measured with
``QFontMetrics.boundingRect`` a few pixels narrower than the delegate wraps, and with the names'
bidi isolates counted as wide, so some rows got a blank line under their text)."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QImage
from PySide6.QtWidgets import QApplication, QMainWindow

from contaria_desktop.ui.logpanel import LogPanel

ISO = "\u2068{}\u2069"    # how a seat's name comes in a sentence (i18n/names.isolate)


def _ink_rows(image, rect) -> list[int]:
    """The pixel rows of ``rect`` holding dark (text) pixels (``image``: Grayscale8)."""
    data, stride = bytes(image.constBits()), image.bytesPerLine()
    left, right = max(0, rect.left()), min(image.width(), rect.right() + 1)
    return [y for y in range(max(0, rect.top()), min(image.height(), rect.bottom() + 1))
            if min(data[y * stride + left:y * stride + right]) < 110]


def test_every_log_row_is_as_tall_as_its_text(qtbot):
    win = QMainWindow()
    qtbot.addWidget(win)
    panel = LogPanel(win)
    win.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, panel)
    win.resize(900, 1400)
    win.show()
    listing = panel._list
    listing.setFixedWidth(260)
    # sentences one letter longer each: some end just at the wrap width, where the old
    # measure broke a line the list draws whole
    words = "Ana took the Old Sage from the common area into her hand".split()
    lines = []
    for n in range(14, 60, 2):
        text = " ".join(words * 3)[:n]
        lines.append(f"{len(lines) + 1}. {ISO.format('Jogador 2')} {text}." if n % 4 else f"    {text} ({ISO.format('Bia')}).")
    panel.set_lines(lines)
    QApplication.processEvents()
    image = listing.viewport().grab().toImage().convertToFormat(QImage.Format.Format_Grayscale8)
    spacing = listing.fontMetrics().lineSpacing()
    checked = 0
    for row in range(listing.count()):
        rect = listing.visualItemRect(listing.item(row))
        if rect.bottom() > image.height():
            break
        ink = _ink_rows(image, rect)
        assert ink, lines[row]
        top_gap, bottom_gap = ink[0] - rect.top(), rect.bottom() - ink[-1]
        # never a blank line's height above or under the text; the same room around every line
        assert top_gap < spacing * 0.6 and bottom_gap < spacing * 0.6, (lines[row], top_gap, bottom_gap, rect)
        checked += 1
    assert checked >= 15
