"""The score view's legend (issue 16): one line per mark the cards show - the mark drawn as
on the cards (the same badge, colour and font: ``scoreview.CardTile``), its meaning beside
it - only for the marks that appear (the game's score presenter decides: ``notes()``).

Two entries a row when every meaning fits on one line in half the width (Contária's five
marks at 1024×640 take three short rows, not five), else one a row; a meaning that is still
too long wraps at word breaks in its own cell, never across another mark's (QA: the legend
was one label that wrapped mid-sentence). Never wider than ``width``: no sideways scrolling.
"""

from __future__ import annotations

from typing import Any, Sequence

from PySide6.QtCore import QRectF, QSize, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter
from PySide6.QtWidgets import QGridLayout, QLabel, QSizePolicy, QWidget

from ..games import scoresheet as sheet
from .scoreview import badge_colour, badge_text_font

#: Gap between the mark and its meaning, and between two entries of a row (px).
GAP = 6
COLUMN_GAP = 24


def badge_font(base: QFont) -> QFont:
    """The badges' font, as on the cards: 11 px, bold."""
    font = QFont(base)
    font.setPixelSize(11)
    font.setBold(True)
    return font


def meaning_text(words: str) -> str:
    """A meaning as the legend shows it: a capital first letter and no closing full stop, so
    the games' lines read alike ("Deactivated: …", "Unverified value: …"); a notation
    ("n/m: …") keeps its case."""
    text = str(words).strip()
    if len(text) > 1 and text[0].islower() and text[1].isalpha():
        text = text[0].upper() + text[1:]
    return text[:-1] if text.endswith(".") and not text.endswith("..") else text


class BadgeMark(QWidget):
    """One mark as the cards show it: a small rounded badge in its kind's colour with its
    text (``sheet.Badge``); its accessible name is the mark's text."""

    def __init__(self, badge: sheet.Badge, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.badge = badge
        self._font = badge_text_font(self.font(), badge.text)   # a lone ✓ larger, as on the cards
        metrics = QFontMetricsF(self._font)
        height = QFontMetricsF(badge_font(self.font())).height()   # every mark as tall as a number's
        self._size = QSize(round(metrics.horizontalAdvance(badge.text) + 8), round(height + 2))
        self.setFixedSize(self._size)
        self.setObjectName("legendMark")
        self.setAccessibleName(badge.text)

    def sizeHint(self) -> QSize:
        return self._size

    def paintEvent(self, event: Any) -> None:
        p = QPainter(self)
        p.setRenderHints(QPainter.Antialiasing | QPainter.TextAntialiasing)
        p.setPen(Qt.NoPen)
        p.setBrush(badge_colour(self.badge))
        p.drawRoundedRect(QRectF(self.rect()), 4, 4)
        p.setFont(self._font)
        p.setPen(QColor("white") if self.badge.kind != sheet.WON else QColor("#2b1d00"))
        p.drawText(QRectF(self.rect()), Qt.AlignCenter, self.badge.text)
        p.end()


class Legend(QWidget):
    """The legend of ``entries``: each a :class:`~contaria_desktop.games.scoresheet.Badge`
    (``text``: the mark, ``words``: its meaning) drawn as a mark and a meaning, or a plain
    string (a note without a mark) on a line of its own. ``width``: the room it has (px);
    two entries a row only when every meaning fits on one line in half of it."""

    def __init__(self, entries: Sequence[Any], width: int, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("scoreLegend")
        self.entries = list(entries)
        marks = [e for e in self.entries if isinstance(e, sheet.Badge)]
        notes = [str(e) for e in self.entries if not isinstance(e, sheet.Badge) and str(e)]
        grid = QGridLayout(self)
        grid.setContentsMargins(0, 0, 0, 0)
        grid.setHorizontalSpacing(GAP)
        grid.setVerticalSpacing(3)
        metrics = QFontMetricsF(self.font())
        mark_w = max((BadgeMark(m).width() for m in marks), default=0)
        half = (width - COLUMN_GAP) / 2 - mark_w - GAP
        self.columns = 2 if len(marks) > 2 and all(metrics.horizontalAdvance(meaning_text(m.spoken())) <= half
                                                   for m in marks) else 1
        room = half if self.columns == 2 else width - mark_w - GAP
        self.labels: list[QLabel] = []
        rows = (len(marks) + self.columns - 1) // self.columns
        self._grid, self._rows, self._filled = grid, rows, len(marks)
        for i, badge in enumerate(marks):
            # column-major: the first half down the left, as a list is read
            row, col = (i % rows, i // rows) if self.columns == 2 else (i, 0)
            mark = BadgeMark(badge, self)
            words = meaning_text(badge.spoken())
            meaning = QLabel(words, self)
            meaning.setObjectName("legendMeaning")
            # one line when it fits (a wrapped label asks for room for several), else wrapped at words
            meaning.setWordWrap(metrics.horizontalAdvance(words) > room)
            meaning.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Preferred)
            meaning.setAccessibleName(f"{badge.text}: {words}")
            grid.addWidget(mark, row, col * 3, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
            grid.addWidget(meaning, row, col * 3 + 1)
            self.labels.append(meaning)
        if self.columns == 2:
            grid.setColumnMinimumWidth(2, COLUMN_GAP - 2 * GAP)
            grid.setColumnStretch(1, 1)
            grid.setColumnStretch(4, 1)
        else:
            grid.setColumnStretch(1, 1)
        self._notes_row = rows
        for note in notes:   # a note without a mark: its own line, the whole width
            label = QLabel(note, self)
            label.setWordWrap(True)
            label.setObjectName("legendNote")
            self._grid.addWidget(label, self._notes_row, 0, 1, 5 if self.columns == 2 else 2)
            self._notes_row += 1
            self.labels.append(label)
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Maximum)
        self.setVisible(bool(self.entries))

    def add_widget(self, widget: QWidget) -> None:
        """Put ``widget`` (a line of its own, e.g. the small "* unverified value" mark) in the
        next free place of the grid - the empty slot at the foot of the second column when
        there is one, else a new line - and show the legend."""
        if self.columns == 2 and self._filled < 2 * self._rows:
            row, col = self._filled - self._rows, 1
            self._filled += 1
            self._grid.addWidget(widget, row, col * 3, 1, 2)
        else:
            self._grid.addWidget(widget, self._notes_row, 0, 1, 5 if self.columns == 2 else 2)
            self._notes_row += 1
        self.show()

    def lines(self) -> list[str]:
        """The legend in words, one entry a line ("✕ deactivated: ..."), in reading order."""
        return [f"{e.text} {meaning_text(e.spoken())}" if isinstance(e, sheet.Badge) else str(e) for e in self.entries]

    def text(self) -> str:
        return "\n".join(self.lines())
