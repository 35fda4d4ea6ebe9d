"""Widgets the games' score presenters and the score screen share: read-only tables as wide as
their contents, group boxes side by side only when two fit, dialogs that fit the screen
(1024×640 and up) and never cut a cell.
"""

from __future__ import annotations

from typing import Any, Mapping, Sequence

from PySide6.QtCore import Qt
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import (QAbstractItemView, QGridLayout, QGroupBox, QHeaderView, QSizePolicy, QTableWidget,
                               QTableWidgetItem, QWidget)

from ..i18n.context import TrContext
from ..i18n.formatting import signed

score_screen = TrContext("score_screen")   # lupdate reads the context from the name


#: The one mark of a value not yet checked against a printed card (score cells, card
#: previews); its tooltip says so in a player's words, and Help ▸ Rules summary explains it.
UNVERIFIED_MARK = "*"


def unverified_tip() -> str:
    """The tooltip of :data:`UNVERIFIED_MARK` (translated)."""
    return score_screen.tr("Unverified value: it may differ from the printed cards. "
                           "Help ▸ Rules summary tells more.")


def unverified_label(parent: Any = None) -> Any:
    """The small "* unverified value" legend under a score table, with :func:`unverified_tip`
    as its tooltip (issue 18.10: no developer notes on player screens)."""
    from PySide6.QtWidgets import QLabel
    label = QLabel(score_screen.tr("%1 unverified value").replace("%1", UNVERIFIED_MARK), parent)
    label.setObjectName("unverifiedMark")
    label.setToolTip(unverified_tip())
    font = label.font()
    font.setPointSizeF(font.pointSizeF() * 0.9)
    label.setFont(font)
    return label


def signed_points(n: Any) -> str:
    """Points on a score screen: ``+3``, ``−2`` (typographic minus), ``0``, in the UI
    language's digits (:func:`~contaria_desktop.i18n.formatting.signed`); "" for a
    non-number."""
    if isinstance(n, bool) or not isinstance(n, (int, float)):
        return ""
    return signed(n)


def read_only_table(rows: int, headers: list[str]) -> QTableWidget:
    """A ``rows`` × ``len(headers)`` table with a header row, no row numbers, no editing and
    no selection; rows tall enough for one line of the table's font."""
    table = QTableWidget(rows, len(headers))
    table.setHorizontalHeaderLabels(headers)
    table.verticalHeader().hide()
    table.verticalHeader().setDefaultSectionSize(table.fontMetrics().height() + 8)
    table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
    table.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
    return table


def points_heading(name: str, points: Any) -> str:
    """"Ana: +12 points" / "Ana: +1 point" (the plural follows the size of the score; 0 takes
    the plural in every language: "0 points", "0 pontos")."""
    count = abs(int(points)) if isinstance(points, (int, float)) and points else 2
    return score_screen.tr("%1: %2 point(s)", "", count).replace("%1", name).replace(
        "%2", signed_points(points) or "0")


def score_table(headers: list[str], rows: list[list[str]], bold_rows: Sequence[int] = (),
           tips: Mapping[tuple[int, int], str] | None = None) -> QTableWidget:
    """A read-only table whose columns are as wide as their contents; the table never gets
    narrower than that (:func:`natural_width`), so no cell is cut. ``tips``: tooltips by
    (row, column), else the cell's text."""
    table = read_only_table(len(rows), headers)
    table.setFocusPolicy(Qt.FocusPolicy.NoFocus)
    for r, cells in enumerate(rows):
        for col, value in enumerate(cells):
            item = QTableWidgetItem(value)
            item.setToolTip((tips or {}).get((r, col)) or value)
            if col:
                item.setTextAlignment(Qt.AlignmentFlag.AlignCenter)
            if r in bold_rows:
                font = item.font()
                font.setBold(True)
                item.setFont(font)
            table.setItem(r, col, item)
    if any("\n" in value for cells in rows for value in cells):
        table.resizeRowsToContents()   # two-line cells (points, then the character)
    table.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
    table.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
    table.resizeColumnsToContents()
    table.setMinimumWidth(natural_width(table))
    table.horizontalHeader().setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
    height = table.horizontalHeader().height() + sum(table.rowHeight(r) for r in range(len(rows))) + 6
    table.setFixedHeight(max(height, 40))
    table.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
    return table


def natural_width(table: QTableWidget) -> int:
    """Pixels ``table`` needs to show every header and cell whole (each column as wide as its
    widest text, plus the frame)."""
    header = table.horizontalHeader()
    width = 0
    for col in range(table.columnCount()):
        width += max(table.sizeHintForColumn(col), header.sectionSizeHint(col), 24) + 2
    return width + 2 * table.frameWidth() + 2


def available_size(widget: QWidget | None) -> tuple[int, int]:
    """(width, height) of the available geometry of the screen ``widget`` (or its parent, or
    the primary screen) is on, in pixels."""
    screen = None
    for w in (widget, widget.parentWidget() if widget is not None else None):
        if w is not None and w.screen() is not None:
            screen = w.screen()
            break
    screen = screen or QGuiApplication.primaryScreen()
    if screen is None:
        return 1024, 640
    geometry = screen.availableGeometry()
    return geometry.width(), geometry.height()


def fit_to_screen(dialog: QWidget, width: int, height: int) -> None:
    """Resize ``dialog`` to ``width`` × ``height`` at most, never beyond the screen's available
    geometry (QA: ~1040 px wide dialogs did not fit a 1024×640 screen)."""
    avail_w, avail_h = available_size(dialog)
    dialog.resize(max(320, min(width, avail_w)), max(240, min(height, avail_h)))


def columns_that_fit(box_widths: Sequence[int], room: int, spacing: int = 12) -> int:
    """2 when two boxes as wide as the widest of ``box_widths`` fit side by side in ``room``
    pixels, else 1 (also for fewer than two boxes)."""
    if len(box_widths) < 2:
        return 1
    return 2 if 2 * max(box_widths) + spacing <= room else 1


def layout_boxes(grid: QGridLayout, boxes: Sequence[QGroupBox], room: int) -> int:
    """Put ``boxes`` in ``grid``: two per row when they fit in ``room`` pixels, else one per
    row; each box only as tall as its table (spare height below the last row). Returns the
    number of columns used."""
    cols = columns_that_fit([box.minimumSizeHint().width() for box in boxes], room, max(grid.horizontalSpacing(), 6))
    for i, box in enumerate(boxes):
        box.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Maximum)  # hug the table
        grid.addWidget(box, i // cols, i % cols, Qt.AlignmentFlag.AlignTop)
    grid.setRowStretch((len(boxes) + cols - 1) // cols, 1)
    return cols


def fit_rows(table: QTableWidget) -> QTableWidget:
    """Size a filled score table to its contents: never narrower than its columns (card names
    and headers differ in length by language), first column stretched, exactly as tall as its
    rows. Returns ``table``."""
    table.resizeColumnsToContents()
    table.setMinimumWidth(sum(table.columnWidth(c) for c in range(table.columnCount())) + 2 * table.frameWidth())
    table.horizontalHeader().setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
    height = table.horizontalHeader().height() + sum(table.rowHeight(r) for r in range(table.rowCount())) + 6
    table.setFixedHeight(max(height, 40))
    return table
