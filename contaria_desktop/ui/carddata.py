"""Tools ▸ Card data… (issue 14): per game, a table of the editable rules-data values — the
value, its provenance (FOUND / INFERRED / REVIEW, INFERRED first), the shipped value and this
computer's override — where a playtester edits a value, resets one or all, and saves the
override file ``overrides/<game>.json`` (atomically, through ``session.overrides``). New games
use it; games already saved keep the data they were played with.

Each row names the card (or character, board part) and the value in words, through the
game's plug-in (``data_entry_name`` / ``data_field_name``); the data file's own key
(``cards.<id>.score``), which playtesters write in the file, is in the row's tooltip and its
``KEY_ROLE`` data. A whole number is typed in its cell; a choice (an enumeration such as a card
type, or a reference such as the square a road leads to) is picked in a combo box among the
allowed values, named by the plug-in (``data_choice_name``). Values that must add up (the
schema's ``totals``: Dark Tales' 48 copies) say so in their tooltip and under the table, with
the running sum.
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
    return plugin.data_label(entry)


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
        self.resize(1000, 600)
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
        header.setSectionResizeMode(COL_PROVENANCE, QHeaderView.ResizeMode.ResizeToContents)
        for col, width in ((COL_SHIPPED, 140), (COL_IN_FORCE, 140)):  # long choice names: "…" + tooltip
            header.setSectionResizeMode(col, QHeaderView.ResizeMode.Interactive)
            header.resizeSection(col, width)
        # the combo boxes of choices would widen "Your value" to their longest entry and
        # squeeze the values' names: a fixed width; a name too long for its cell ends in "…"
        # and is whole in its tooltip
        header.setSectionResizeMode(COL_OVERRIDE, QHeaderView.ResizeMode.Fixed)
        header.resizeSection(COL_OVERRIDE, 200)
        self.table.setWordWrap(False)
        self.table.setTextElideMode(Qt.TextElideMode.ElideRight)
        layout.addWidget(self.table, 1)
        self.totals = QLabel("", self)
        self.totals.setObjectName("cardDataTotals")
        self.totals.setWordWrap(True)
        layout.addWidget(self.totals)
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
        self.values: dict[str, Any] = {}
        self._entries: list[Any] = []
        self._schema: Any = None
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
        self.values, self._entries, self._schema = {}, [], None
        self.message.setText("")
        if not self.game_id:
            self.table.setRowCount(0)
            self._show_totals()
            return
        self._schema = get_spec(self.game_id).data_schema
        self._entries = list(self._schema.editables())
        # combo boxes need room; typed whole numbers do not
        wide = any(e.kind == "choice" for e in self._entries)
        self.table.horizontalHeader().resizeSection(COL_OVERRIDE, 225 if wide else 100)
        found = load_overrides(self.game_id)
        self.values = dict(found.values)
        if found.error is not None:
            self.message.setText(problem_text(found.error))
        self._fill()

    def _text(self, e: Any, value: Any) -> str:
        """A value in words: a choice by the plug-in's name for it, a number as it is."""
        plugin = self._plugin()
        if e.kind == "choice" and plugin is not None:
            return plugin.data_choice_name(e, value)
        return str(value)

    def _range_tip(self, e: Any) -> str:
        """What a cell accepts, including a sum its values must reach (schema ``totals``)."""
        if e.kind == "choice":
            return translate("CardDataDialog", "Pick one of the allowed values; “{shipped}”: the shipped value.") \
                .format(shipped=self._text(e, e.shipped))
        tip = translate("CardDataDialog", "A whole number from {min} to {max}; empty: the shipped value").format(
            min=e.minimum, max=e.maximum)
        least, most = (self._schema.totals.get(e.field) if self._schema is not None else None) or (None, None)
        if least is not None and least == most:
            tip += "\n" + translate("CardDataDialog", "All these values together must add up to {total}.").format(
                total=least)
        elif least is not None:
            tip += "\n" + translate("CardDataDialog", "All these values together must add up to {min} to {max}.") \
                .format(min=least, max=most)
        return tip

    def _show_totals(self) -> None:
        """Under the table: each sum that must be reached, with the running sum in force."""
        lines = []
        schema = self._schema
        for field, (least, most) in (schema.totals.items() if schema is not None else ()):
            entry = next((e for e in self._entries if e.field == field), None)
            if entry is None:
                continue
            got = schema.total(field, self.values)
            name = self._plugin().data_field_name(entry) if self._plugin() is not None else field
            if least == most:
                text = translate("CardDataDialog", "{field}: {got} in all; they must add up to {total}.").format(
                    field=name, got=got, total=least)
            else:
                text = translate("CardDataDialog", "{field}: {got} in all; they must add up to {min} to {max}.") \
                    .format(field=name, got=got, min=least, max=most)
            ok = least <= got <= most
            lines.append(text if ok else "<b>" + text + "</b>")
        self.totals.setText("<br>".join(lines))
        self.totals.setVisible(bool(lines))

    def _fill(self) -> None:
        self._filling = True
        try:
            self.table.setRowCount(0)  # drops the previous cells and combo boxes at once
            self.table.setRowCount(len(self._entries))
            plugin = self._plugin()
            for row, e in enumerate(self._entries):
                key = QTableWidgetItem(entry_label(plugin, e))
                key.setData(KEY_ROLE, e.key)
                key.setFlags(key.flags() & ~Qt.ItemFlag.ItemIsEditable)
                tip = translate("CardDataDialog", "Key in the card data file: {key}").format(key=e.key)
                key.setToolTip(key.text() + "\n" + tip + ("\n" + e.source if e.source else ""))
                prov = QTableWidgetItem(provenance_label(e.provenance))
                prov.setFlags(prov.flags() & ~Qt.ItemFlag.ItemIsEditable)
                if e.provenance == "INFERRED":
                    prov.setForeground(QBrush(QColor("#a05a00")))
                shipped = QTableWidgetItem(self._text(e, e.shipped))
                shipped.setToolTip(shipped.text())
                shipped.setFlags(shipped.flags() & ~Qt.ItemFlag.ItemIsEditable)
                shipped.setTextAlignment(Qt.AlignmentFlag.AlignCenter)
                mine = QTableWidgetItem("" if e.key not in self.values or e.kind == "choice"
                                        else str(self.values[e.key]))
                mine.setTextAlignment(Qt.AlignmentFlag.AlignCenter)
                mine.setToolTip(self._range_tip(e))
                force = QTableWidgetItem(self._text(e, self.values.get(e.key, e.shipped)))
                force.setToolTip(force.text())
                force.setFlags(force.flags() & ~Qt.ItemFlag.ItemIsEditable)
                force.setTextAlignment(Qt.AlignmentFlag.AlignCenter)
                if e.key in self.values:
                    bold = QFont(force.font())
                    bold.setBold(True)
                    force.setFont(bold)
                for col, item in ((COL_KEY, key), (COL_PROVENANCE, prov), (COL_SHIPPED, shipped),
                                  (COL_OVERRIDE, mine), (COL_IN_FORCE, force)):
                    self.table.setItem(row, col, item)
                if e.kind == "choice":
                    mine.setFlags(mine.flags() & ~Qt.ItemFlag.ItemIsEditable)
                    self.table.setCellWidget(row, COL_OVERRIDE, self._choice_box(row, e))
        finally:
            self._filling = False
        self._show_totals()

    def _choice_box(self, row: int, e: Any) -> QComboBox:
        """The combo box of a choice: the shipped value first (no override), then the others."""
        box = QComboBox()  # the table takes it (setCellWidget)
        box.setObjectName(f"cardDataChoice_{row}")
        box.setAccessibleName(entry_label(self._plugin(), e))
        box.setToolTip(self._range_tip(e))
        box.addItem(translate("CardDataDialog", "{value} (shipped)").format(value=self._text(e, e.shipped)), None)
        for value in e.choices:
            if value != e.shipped:
                box.addItem(self._text(e, value), value)
        if e.key in self.values:
            index = box.findData(self.values[e.key])
            box.setCurrentIndex(max(0, index))
        box.currentIndexChanged.connect(lambda _i, k=e.key, b=box: self._picked(k, b.currentData()))
        return box

    def _picked(self, key: str, value: Any) -> None:
        if self._filling:
            return
        if value is None:
            self.values.pop(key, None)
        else:
            self.values[key] = value
        self.message.setText(translate("CardDataDialog", "Not saved yet."))
        self._refresh_row(key)

    def _refresh_row(self, key: str) -> None:
        """Update the "In force" cell of ``key`` and the sums, without rebuilding the combo boxes."""
        row = next(i for i, e in enumerate(self._entries) if e.key == key)
        e = self._entries[row]
        force = self.table.item(row, COL_IN_FORCE)
        force.setText(self._text(e, self.values.get(key, e.shipped)))
        force.setToolTip(force.text())
        bold = QFont(force.font())
        bold.setBold(key in self.values)
        force.setFont(bold)
        self._show_totals()

    def _edited(self, item: QTableWidgetItem) -> None:
        if self._filling or item.column() != COL_OVERRIDE:
            return
        e = self._entries[item.row()]
        if e.kind == "choice":
            return
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
                self._filling = True
                try:  # back to the value kept
                    item.setText("" if e.key not in self.values else str(self.values[e.key]))
                finally:
                    self._filling = False
                return
            if value == e.shipped:
                self.values.pop(e.key, None)
            else:
                self.values[e.key] = value
        self.message.setText(translate("CardDataDialog", "Not saved yet."))
        self._filling = True
        try:  # the cell shows the value kept ("" when it is the shipped one)
            item.setText("" if e.key not in self.values else str(self.values[e.key]))
        finally:
            self._filling = False
        self._refresh_row(e.key)

    def set_value(self, key: str, value: Any) -> None:
        """Type ``value`` into the row of ``key`` (None: clear it), or pick it in the row's
        combo box for a choice, as a person would."""
        row = next(i for i, e in enumerate(self._entries) if e.key == key)
        box = self.table.cellWidget(row, COL_OVERRIDE)
        if isinstance(box, QComboBox):
            box.setCurrentIndex(max(0, box.findData(value)) if value is not None else 0)
            return
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
            refused = self._refusal(err)
            if refused:
                refused += " " + translate("CardDataDialog", "Nothing was saved.") + " " + self.in_force()
            self.message.setText(refused or self._unwritable(err) or problem_text(err))
            return False
        if self.values:
            self.message.setText(translate("CardDataDialog", "Saved in {path}. New games use these values.")
                                 .format(path=str(path)))
        else:
            self.message.setText(translate("CardDataDialog", "Every value is the shipped one again."))
        return True


    def _unwritable(self, err: Any) -> str:
        """The data folder cannot be written (``save.write_failed``): the folder named and the
        reason in the words autosave uses (``window_autosave.os_reason``: "part of the path is
        a file, not a folder"); "" for other errors."""
        if getattr(err, "key", "") != "save.write_failed":
            return ""
        from ..session.overrides import override_path
        from .window_autosave import _errno_of, os_reason
        code, _name, system = _errno_of(err)
        return translate("CardDataDialog", "Not saved: the card data cannot be written in the folder {folder} "
                                           "({reason}). The card data in force is unchanged.").format(
            folder=str(override_path(self.game_id).parent), reason=os_reason(code, system))

    def in_force(self) -> str:
        """What new games use now, read from the file on disk (after a refused Save nothing was
        written): "Your card data file … is kept: new games use its values." when it holds a
        valid override, else that they use the shipped data (no file, or a file that is itself
        refused — said with its path)."""
        from ..session.overrides import load_overrides
        found = load_overrides(self.game_id)
        if found.values:
            return translate("CardDataDialog", "Your card data file {path} is kept: new games use its values.") \
                .format(path=str(found.path))
        if found.error is not None:
            return translate("CardDataDialog", "Your card data file {path} cannot be used either: new games use "
                                               "the shipped data.").format(path=str(found.path))
        return translate("CardDataDialog", "New games use the shipped data.")

    def _refusal(self, err: Any) -> str:
        """:func:`refusal_words` for this game (the caller adds that nothing was saved and what
        is in force, :meth:`in_force`)."""
        plugin = self._plugin()
        return refusal_words(plugin, err) if plugin is not None else ""


def _named(plugin: Any, pattern: str) -> tuple[Any, str]:
    """``(entry, name)`` of the editable value a refusal's ``field`` names (a key, or a pattern
    such as ``cards.*.copies``): the value in words, or the field's words for a pattern;
    ``(None, "")`` when no editable value matches."""
    import fnmatch
    from ..engines.core import get_spec
    schema = get_spec(plugin.id).data_schema
    entry = next((e for e in schema.editables() if fnmatch.fnmatchcase(e.key, pattern)), None) \
        if pattern and schema is not None else None
    if entry is None:
        return None, ""
    if "*" not in pattern:
        return entry, plugin.data_label(entry)
    return entry, plugin.data_field_name(entry) if pattern.startswith(("cards.*", "squares.*")) \
        else plugin.data_entry_name(entry)


def refusal_words(plugin: Any, err: Any) -> str:
    """The values a ``data.*`` refusal (a ``DataOverrideError``, or a ``SaveError`` carrying its
    key and params) is about, in words, for ``plugin``'s game (docs/rules-data.md): the value
    named as the editor's rows name it (``GamePlugin.data_label`` / ``data_field_name``, not the
    key pattern ``cards.*.copies``), a choice's values by their names, and what is expected.
    Used by the editor's Save and the lab window's variant data. Says nothing about which data
    is in force (the caller knows). "" for an error that is not ``data.*``."""
    from ..i18n.formatting import integer
    key = str(getattr(err, "key", "") or "")
    if not key.startswith("data."):
        return ""
    params = dict(getattr(err, "params", None) or {})

    def number(name: str) -> str:
        value = params.get(name, 0)
        return integer(value) if isinstance(value, int) and not isinstance(value, bool) else str(value)

    entry, name = _named(plugin, str(params.get("field", "")))
    if entry is None:
        if key == "data.inconsistent":
            return translate("CardDataDialog", "These values do not add up: a count or a capacity no longer "
                                               "fits the rules.")
        return translate("CardDataDialog", "These values cannot be used.")
    if key == "data.bad_total":
        return translate("CardDataDialog", "The values “{field}” must add up to {total}, not {got}.").format(
            field=plugin.data_field_name(entry), total=number("total"), got=number("got"))
    if key == "data.deck_size":
        return translate("CardDataDialog", "The values “{field}” must add up to {min} to {max} cards, not "
                                           "{got}.").format(field=name, min=number("min"), max=number("max"),
                                                            got=number("got"))
    if key == "data.too_small":
        return translate("CardDataDialog", "“{field}” must be at least {min}.").format(field=name, min=number("min"))
    if key == "data.bad_choice":
        allowed = [c.strip() for c in str(params.get("choices", "")).split(",") if c.strip()]
        named = [plugin.data_choice_name(entry, c) if entry.kind == "choice" else c for c in allowed]
        return translate("CardDataDialog", "“{field}” must be one of: {choices}.").format(
            field=name, choices=", ".join(named))
    if key in ("data.out_of_range", "data.bad_type"):
        return translate("CardDataDialog", "“{key}” must be a whole number from {min} to {max}.").format(
            key=name, min=number("min"), max=number("max"))
    return translate("CardDataDialog", "These values cannot be used.")


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
