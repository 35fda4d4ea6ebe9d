"""Tools ▸ Card data… (issue 14): per game, a table of the editable rules-data values — the
value, its provenance (FOUND / INFERRED / REVIEW, INFERRED first), the shipped value and this
computer's override — where a playtester edits a value, resets one or all, and saves the
override file ``overrides/<game>.json`` (atomically, through ``session.overrides``). New games
use it; games already saved keep the data they were played with.

Each row names the card (or character, board part) and the value in words, through the
game's plug-in (``data_entry_name`` / ``data_field_name``); the data file's own key
(``cards.<id>.score``), which playtesters write in the file, is in the row's tooltip and its
``KEY_ROLE`` data.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QBrush, QColor, QFont
from PySide6.QtWidgets import (QAbstractItemView, QComboBox, QDialog, QDialogButtonBox, QHBoxLayout,
                               QHeaderView, QLabel, QPushButton, QTableWidget, QTableWidgetItem,
                               QVBoxLayout)

translate = QCoreApplication.translate

#: table columns
COL_KEY, COL_PROVENANCE, COL_SHIPPED, COL_OVERRIDE, COL_IN_FORCE = range(5)
# the item data role of the first column holding the value's data key
KEY_ROLE = Qt.ItemDataRole.UserRole


def entry_label(plugin: Any, entry: Any) -> str:
    """``"Princesa — Points"``: what the value belongs to and the value, in words (the
    plug-in's ``data_entry_name`` and ``data_field_name``); the key when the plug-in has none."""
    if plugin is None:
        return str(entry.key)
    return translate("CardDataDialog", "{name} — {field}").format(
        name=plugin.data_entry_name(entry), field=plugin.data_field_name(entry))


def provenance_label(provenance: str) -> str:
    """The translated provenance mark (FOUND / INFERRED / REVIEW)."""
    labels = {"FOUND": translate("CardDataDialog", "Found"),
              "INFERRED": translate("CardDataDialog", "Inferred (unverified)"),
              "REVIEW": translate("CardDataDialog", "To review")}
    return labels.get(provenance, provenance)


def editable_games() -> list[Any]:
    """The plug-ins whose engine declares editable data (every registered game, playable or
    in progress), in registry order."""
    from ..games import registry
    out = []
    for plugin in registry.all_plugins():
        try:
            spec = plugin.spec()
        except Exception:  # noqa: BLE001 - an engine that does not load has no data to edit
            continue
        if getattr(spec, "data_schema", None) is not None:
            out.append(plugin)
    return out


class CardDataDialog(QDialog):
    """The editor. ``values`` (``{key: int}``) is the override being edited; :meth:`save`
    writes it (all reset: the file is removed). Attributes for tests: ``table``, ``games``
    (the combo box), ``message`` (the label saying what happened or what is wrong)."""

    def __init__(self, parent: Any = None, game_id: str = "") -> None:
        super().__init__(parent)
        self.setObjectName("cardDataDialog")
        self.setWindowTitle(translate("CardDataDialog", "Card data"))
        self.resize(860, 560)
        layout = QVBoxLayout(self)
        intro = QLabel(translate(
            "CardDataDialog",
            "Correct a value of the game's data for your playtests. Inferred values were designed "
            "from the rulebook, not read from printed cards. New games use your values; saved games "
            "keep the data they were played with."), self)
        intro.setWordWrap(True)
        layout.addWidget(intro)
        row = QHBoxLayout()
        row.addWidget(QLabel(translate("CardDataDialog", "Game:"), self))
        self.games = QComboBox(self)
        self.games.setObjectName("cardDataGame")
        from ..i18n import messages
        self._plugins = editable_games()
        for plugin in self._plugins:
            self.games.addItem(messages.game_name(plugin.spec()), plugin.id)
        row.addWidget(self.games, 1)
        layout.addLayout(row)
        self.table = QTableWidget(0, 5, self)
        self.table.setObjectName("cardDataTable")
        self.table.setHorizontalHeaderLabels([
            translate("CardDataDialog", "Value"), translate("CardDataDialog", "Provenance"),
            translate("CardDataDialog", "Shipped"), translate("CardDataDialog", "Your value"),
            translate("CardDataDialog", "In force")])
        self.table.verticalHeader().setVisible(False)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(COL_KEY, QHeaderView.ResizeMode.Stretch)
        for col in (COL_PROVENANCE, COL_SHIPPED, COL_OVERRIDE, COL_IN_FORCE):
            header.setSectionResizeMode(col, QHeaderView.ResizeMode.ResizeToContents)
        layout.addWidget(self.table, 1)
        self.message = QLabel("", self)
        self.message.setObjectName("cardDataMessage")
        self.message.setWordWrap(True)
        layout.addWidget(self.message)
        buttons = QHBoxLayout()
        self.reset_one = QPushButton(translate("CardDataDialog", "&Reset value"), self)
        self.reset_one.setObjectName("cardDataResetOne")
        self.reset_all = QPushButton(translate("CardDataDialog", "Reset &all"), self)
        self.reset_all.setObjectName("cardDataResetAll")
        buttons.addWidget(self.reset_one)
        buttons.addWidget(self.reset_all)
        buttons.addStretch(1)
        box = QDialogButtonBox(QDialogButtonBox.StandardButton.Save | QDialogButtonBox.StandardButton.Close, self)
        self.save_button = box.button(QDialogButtonBox.StandardButton.Save)
        buttons.addWidget(box)
        layout.addLayout(buttons)
        self.reset_one.clicked.connect(self.reset_selected)
        self.reset_all.clicked.connect(self.reset_everything)
        box.accepted.connect(self.save)
        box.rejected.connect(self.reject)
        self.table.itemChanged.connect(self._edited)
        self.games.currentIndexChanged.connect(lambda _i: self.load_game())
        self.values: dict[str, int] = {}
        self._entries: list[Any] = []
        self._filling = False
        if game_id:
            index = self.games.findData(game_id)
            if index >= 0:
                self.games.setCurrentIndex(index)
        self.load_game()

    # ----- data -------------------------------------------------------------------------
    @property
    def game_id(self) -> str:
        return str(self.games.currentData() or "")

    def _plugin(self) -> Any:
        return next((p for p in self._plugins if p.id == self.game_id), None)

    def load_game(self) -> None:
        """Fill the table with the current game's values and this computer's override file
        (a refused file is said, and the table starts from the shipped data)."""
        from ..engines.core import get_spec
        from ..i18n.fileerrors import problem_text
        from ..session.overrides import load_overrides
        self.values, self._entries = {}, []
        self.message.setText("")
        if not self.game_id:
            self.table.setRowCount(0)
            return
        self._entries = list(get_spec(self.game_id).data_schema.editables())
        found = load_overrides(self.game_id)
        self.values = dict(found.values)
        if found.error is not None:
            self.message.setText(problem_text(found.error))
        self._fill()

    def _fill(self) -> None:
        self._filling = True
        try:
            self.table.setRowCount(len(self._entries))
            plugin = self._plugin()
            for row, e in enumerate(self._entries):
                key = QTableWidgetItem(entry_label(plugin, e))
                key.setData(KEY_ROLE, e.key)
                key.setFlags(key.flags() & ~Qt.ItemFlag.ItemIsEditable)
                tip = translate("CardDataDialog", "Key in the card data file: {key}").format(key=e.key)
                key.setToolTip(tip + ("\n" + e.source if e.source else ""))
                prov = QTableWidgetItem(provenance_label(e.provenance))
                prov.setFlags(prov.flags() & ~Qt.ItemFlag.ItemIsEditable)
                if e.provenance == "INFERRED":
                    prov.setForeground(QBrush(QColor("#a05a00")))
                shipped = QTableWidgetItem(str(e.shipped))
                shipped.setFlags(shipped.flags() & ~Qt.ItemFlag.ItemIsEditable)
                shipped.setTextAlignment(Qt.AlignmentFlag.AlignCenter)
                mine = QTableWidgetItem("" if e.key not in self.values else str(self.values[e.key]))
                mine.setTextAlignment(Qt.AlignmentFlag.AlignCenter)
                mine.setToolTip(translate("CardDataDialog", "A whole number from {min} to {max}; empty: the "
                                          "shipped value").format(min=e.minimum, max=e.maximum))
                force = QTableWidgetItem(str(self.values.get(e.key, e.shipped)))
                force.setFlags(force.flags() & ~Qt.ItemFlag.ItemIsEditable)
                force.setTextAlignment(Qt.AlignmentFlag.AlignCenter)
                if e.key in self.values:
                    bold = QFont(force.font())
                    bold.setBold(True)
                    force.setFont(bold)
                for col, item in ((COL_KEY, key), (COL_PROVENANCE, prov), (COL_SHIPPED, shipped),
                                  (COL_OVERRIDE, mine), (COL_IN_FORCE, force)):
                    self.table.setItem(row, col, item)
        finally:
            self._filling = False

    def _edited(self, item: QTableWidgetItem) -> None:
        if self._filling or item.column() != COL_OVERRIDE:
            return
        e = self._entries[item.row()]
        text = item.text().strip().replace("\u2212", "-")
        if not text:
            self.values.pop(e.key, None)
        else:
            try:
                value = int(text)
                e.check(value)
            except (ValueError, TypeError):
                self.message.setText(translate("CardDataDialog", "“{key}” must be a whole number from {min} to "
                                               "{max}.").format(key=entry_label(self._plugin(), e),
                                                                min=e.minimum, max=e.maximum))
                self._fill()
                return
            if value == e.shipped:
                self.values.pop(e.key, None)
            else:
                self.values[e.key] = value
        self.message.setText(translate("CardDataDialog", "Not saved yet."))
        self._fill()

    def set_value(self, key: str, value: int | None) -> None:
        """Type ``value`` into the row of ``key`` (None: clear it), as a person would."""
        row = next(i for i, e in enumerate(self._entries) if e.key == key)
        self.table.item(row, COL_OVERRIDE).setText("" if value is None else str(value))

    def reset_selected(self) -> None:
        """Reset the selected value to the shipped one."""
        row = self.table.currentRow()
        if 0 <= row < len(self._entries):
            self.values.pop(self._entries[row].key, None)
            self.message.setText(translate("CardDataDialog", "Not saved yet."))
            self._fill()

    def reset_everything(self) -> None:
        """Every value back to the shipped data (saved with Save)."""
        self.values = {}
        self.message.setText(translate("CardDataDialog", "Not saved yet."))
        self._fill()

    def save(self) -> bool:
        """Write the override file atomically (nothing is written when the values do not add
        up: the dialog says why). Returns True when written."""
        from ..i18n.fileerrors import problem_text
        from ..session import SaveError
        from ..session.overrides import write_overrides
        try:
            path = write_overrides(self.game_id, self.values)
        except SaveError as err:
            self.message.setText(problem_text(err))
            return False
        if self.values:
            self.message.setText(translate("CardDataDialog", "Saved in {path}. New games use these values.")
                                 .format(path=str(path)))
        else:
            self.message.setText(translate("CardDataDialog", "Every value is the shipped one again."))
        return True


def open_card_data(window: Any) -> CardDataDialog:
    """Tools ▸ Card data…: the editor for the game on screen (or the first game), non-modal."""
    game_id = ""
    page = getattr(window, "game", None)
    session = getattr(page, "session", None)
    if session is not None:
        game_id = str(getattr(session, "game_id", ""))
    dialog = CardDataDialog(window, game_id)
    dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
    window.card_data_dialog = dialog
    dialog.show()
    return dialog
