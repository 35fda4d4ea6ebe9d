"""Read-only tables for the score screens."""

from __future__ import annotations

from PySide6.QtWidgets import QAbstractItemView, QTableWidget


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
