"""The New Game dialog, generated from the chosen game's :class:`GameSpec`: players (the
game's range), one row per seat (name; Human or a bot: Random / Easy / Normal / Hard, remembered
between games in the settings), the game's options (bool -> checkbox,
choice -> combo box, int -> spin box), playtest mode and - only in playtest mode - the deal
number. Which options apply (enabled widgets) comes from the spec: ``OptionSpec.players``
and ``OptionSpec.depends_on``."""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from typing import Any

from PySide6.QtCore import QCoreApplication, QRegularExpression, Qt
from PySide6.QtGui import QRegularExpressionValidator
from PySide6.QtWidgets import (QCheckBox, QComboBox, QDialog, QDialogButtonBox, QFormLayout, QGroupBox,
                               QHBoxLayout, QLabel, QLineEdit, QSpinBox, QVBoxLayout, QWidget)

from .. import settings as prefs
from ..i18n import messages
from ..i18n.names import default_kind, default_name, isolate
from .optionform import add_option_widgets
from .startpage import playable_specs

translate = QCoreApplication.translate

MAX_NAME = 24

# Seat kinds offered, in order: a person, then the bots weakest first (``bots.BOTS`` keys).
SEAT_KINDS = ("human", "random", "easy", "normal", "hard")
# The settings key of the remembered seats (JSON: ``[{"kind": k, "name": n}, ...]``).
SEATS_KEY = "newgame/seats"


def kind_label(kind: str) -> str:
    """The translated name of a seat kind: "Human", "Random bot", "Easy bot"..."""
    labels = {"human": translate("NewGameDialog", "Human"),
              "random": translate("NewGameDialog", "Random bot"),
              "easy": translate("NewGameDialog", "Easy bot"),
              "normal": translate("NewGameDialog", "Normal bot"),
              "hard": translate("NewGameDialog", "Hard bot")}
    return labels.get(kind, kind)


def default_seat_name(seat: int, kind: str = "human", english: bool = False) -> str:
    """The name of an unnamed seat, translated ("Player 1", "Player 2"... for a person,
    "Bot 2 (Hard)"... for a bot: the difficulty stays visible at the table); ``english``: in
    the source language whatever is on screen (:func:`names.default_name`)."""
    return default_name(seat, kind, english)


def is_default_name(seat: int, name: str) -> bool:
    """True when ``name`` is what :func:`default_seat_name` gives ``seat`` for some kind, in
    any language the app ships (:func:`names.default_kind`): such a name is not the player's choice, it
    follows the seat's kind and the language (QA: "Bot 2 (Hard)" kept in a Portuguese dialog,
    and kept for a seat turned into a person; "Jogador 2" in an English dialog)."""
    return default_kind(name, seat) is not None


def remembered_seats() -> list[tuple[str, str]]:
    """``(kind, name)`` per seat of the last game started from the dialog (settings; empty when
    unset or unreadable: a damaged setting never stops the dialog)."""
    try:
        data = json.loads(prefs.get_str(SEATS_KEY, "[]"))
        return [(d["kind"] if d.get("kind") in SEAT_KINDS else "human", str(d.get("name", ""))[:MAX_NAME])
                for d in data if isinstance(d, dict)]
    except (ValueError, TypeError, AttributeError):
        return []


def remember_seats(kinds: list[str], names: list[str]) -> bool:
    """Store the seats for the next New Game dialog (a default name as "": it follows the seat's
    kind and the language next time); False when settings cannot be written."""
    return prefs.set_value(SEATS_KEY, json.dumps([{"kind": k, "name": "" if is_default_name(i, n) else n}
                                                  for i, (k, n) in enumerate(zip(kinds, names))]))


@dataclass
class NewGameChoice:
    """What the dialog asks for: pass it to ``session_bridge.new_session``."""

    game_id: str
    num_players: int
    seat_names: list[str]
    options: dict[str, Any] = field(default_factory=dict)
    playtest: bool = False
    seed: int | None = None
    seat_kinds: list[str] | None = None   # "human" or a bot id per seat; None: all human


class NewGameDialog(QDialog):
    """Modal dialog; after ``exec()`` returns Accepted, :meth:`choice` holds the answer."""

    def __init__(self, parent: Any = None, game_id: str = "", names: list[str] | None = None,
                 kinds: list[str] | None = None, players: int | None = None) -> None:
        """``game_id`` preselected (the first game when empty); ``names`` / ``kinds`` per seat
        prefill the rows (default: the seats remembered from the last game started here);
        ``players`` preselects the player count (e.g. the table of the game on screen)."""
        super().__init__(parent)
        self.setObjectName("newGameDialog")
        self._specs = {s.id: s for s in playable_specs()}
        stored = remembered_seats()
        self._remembered = ["" if is_default_name(i, n) else n for i, n in
                            enumerate(list(names) if names is not None else [name for _, name in stored])]
        self._remembered_kinds = list(kinds) if kinds is not None else [kind for kind, _ in stored]
        self.kind_combos: list[QComboBox] = []
        layout = QVBoxLayout(self)
        form = QFormLayout()
        self.game_combo = QComboBox(self)
        for spec in self._specs.values():
            self.game_combo.addItem(messages.game_name(spec), spec.id)
        self._game_label = QLabel(self)
        form.addRow(self._game_label, self.game_combo)
        self.players_spin = QSpinBox(self)
        self._players_label = QLabel(self)
        form.addRow(self._players_label, self.players_spin)
        layout.addLayout(form)

        self._seats_box = QGroupBox(self)
        self._seats_form = QFormLayout(self._seats_box)
        layout.addWidget(self._seats_box)
        self.names_problem = QLabel(self)   # why the names cannot be used (OK is disabled then)
        self.names_problem.setObjectName("namesProblem")
        self.names_problem.setWordWrap(True)
        self.names_problem.setStyleSheet("color: #a01c1c;")
        self.names_problem.hide()
        layout.addWidget(self.names_problem)
        self.name_edits: list[QLineEdit] = []
        self._default_names: list[str] = []   # the default names shown, to follow a language change

        self._options_box = QGroupBox(self)
        self._options_form = QFormLayout(self._options_box)
        layout.addWidget(self._options_box)
        self.option_widgets: dict[str, QWidget] = {}

        self.playtest_check = QCheckBox(self)
        layout.addWidget(self.playtest_check)
        seed_row = QHBoxLayout()
        self._seed_label = QLabel(self)
        self.seed_edit = QLineEdit(self)
        self.seed_edit.setValidator(QRegularExpressionValidator(QRegularExpression(r"\d{0,19}"), self))
        seed_row.addWidget(self._seed_label)
        seed_row.addWidget(self.seed_edit, 1)
        layout.addLayout(seed_row)

        self._buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel, self)
        self._retranslate_fixed()
        self._buttons.accepted.connect(self.accept)
        self._buttons.rejected.connect(self.reject)
        layout.addWidget(self._buttons)

        self.game_combo.currentIndexChanged.connect(self._game_changed)
        self.players_spin.valueChanged.connect(self._players_changed)
        self.playtest_check.toggled.connect(self._playtest_changed)
        index = self.game_combo.findData(game_id) if game_id else 0
        self.game_combo.setCurrentIndex(max(index, 0))
        self._game_changed()
        spec = self.spec
        if players is not None and spec is not None and spec.min_players <= players <= spec.max_players:
            self.players_spin.setValue(players)
        self._playtest_changed(False)

    # ----- texts --------------------------------------------------------------------------
    def _retranslate_fixed(self) -> None:
        """The texts that do not depend on the chosen game."""
        self.setWindowTitle(translate("NewGameDialog", "New game"))
        self._game_label.setText(translate("NewGameDialog", "Game:"))
        self._players_label.setText(translate("NewGameDialog", "Players:"))
        self._seats_box.setTitle(translate("NewGameDialog", "Seats"))
        self._options_box.setTitle(translate("NewGameDialog", "Options"))
        self.playtest_check.setText(translate(
            "NewGameDialog", "Playtest mode (free undo, all cards can be shown, choose the deal)"))
        self._seed_label.setText(translate("NewGameDialog", "Deal number:"))
        self.seed_edit.setPlaceholderText(translate("NewGameDialog", "random"))
        self.seed_edit.setToolTip(translate(
            "NewGameDialog", "The same deal number, game, players and options always deal the same cards."))
        self._buttons.button(QDialogButtonBox.StandardButton.Ok).setText(translate("NewGameDialog", "Start"))

    def retranslate(self) -> None:
        """Every text in the current language (called on LanguageChange); names typed and
        options chosen are kept, default seat names follow the language."""
        self._retranslate_fixed()
        for i, spec in enumerate(self._specs.values()):
            self.game_combo.setItemText(i, messages.game_name(spec))
        if self.spec is None:
            return
        values = {name: self._widget_value(w) for name, w in self.option_widgets.items()}
        for seat, edit in enumerate(self.name_edits):
            kind = self.seat_kind(seat)
            if seat < len(self._default_names) and edit.text() == self._default_names[seat]:
                edit.setText(default_seat_name(seat, kind))
                self._default_names[seat] = edit.text()
        self._remember_rows()
        self._rebuild_options()
        for name, value in values.items():
            w = self.option_widgets.get(name)
            if isinstance(w, QCheckBox):
                w.setChecked(bool(value))
            elif isinstance(w, QComboBox):
                w.setCurrentIndex(max(0, w.findData(value)))
            elif isinstance(w, QSpinBox):
                w.setValue(int(value))
        self._players_changed()

    def changeEvent(self, event: Any) -> None:
        from PySide6.QtCore import QEvent
        if event.type() == QEvent.Type.LanguageChange and hasattr(self, "_buttons"):
            self.retranslate()
        super().changeEvent(event)

    # ----- building the form --------------------------------------------------------------
    @property
    def spec(self) -> Any:
        """The :class:`GameSpec` of the game chosen in the dialog."""
        return self._specs.get(self.game_combo.currentData())

    def _game_changed(self) -> None:
        spec = self.spec
        if spec is None:
            self._buttons.button(QDialogButtonBox.StandardButton.Ok).setEnabled(False)
            return
        self.players_spin.blockSignals(True)
        self.players_spin.setRange(spec.min_players, spec.max_players)
        self.players_spin.setValue(min(max(4, spec.min_players), spec.max_players))
        self.players_spin.blockSignals(False)
        self._rebuild_options()
        self._players_changed()

    def seat_kind(self, seat: int) -> str:
        """The kind chosen for ``seat``: ``"human"`` or a bot id."""
        if seat < len(self.kind_combos):
            return self.kind_combos[seat].currentData() or "human"
        return "human"

    def _remember_rows(self) -> None:
        """Keep the names and kinds on screen (the rows are rebuilt when the player count changes)."""
        for i, edit in enumerate(self.name_edits):
            if i >= len(self._remembered):
                self._remembered.append("")
            is_default = i < len(self._default_names) and edit.text() == self._default_names[i]
            self._remembered[i] = "" if is_default else edit.text()   # a default name follows kind and language
        for i in range(len(self.kind_combos)):
            if i >= len(self._remembered_kinds):
                self._remembered_kinds.append("human")
            self._remembered_kinds[i] = self.seat_kind(i)

    def _players_changed(self) -> None:
        n = self.players_spin.value()
        self._remember_rows()
        while self._seats_form.rowCount():
            self._seats_form.removeRow(0)
        self.name_edits = []
        self.kind_combos = []
        self._default_names = []
        for seat in range(n):
            row = QHBoxLayout()
            edit = QLineEdit(self)
            edit.setMaxLength(MAX_NAME)
            edit.setObjectName(f"seatName{seat}")
            kind = QComboBox(self)
            kind.setObjectName(f"seatKind{seat}")
            for k in SEAT_KINDS:
                kind.addItem(kind_label(k), k)
            remembered = self._remembered_kinds[seat] if seat < len(self._remembered_kinds) else "human"
            kind.setCurrentIndex(max(0, kind.findData(remembered)))
            kind.setToolTip(translate(
                "NewGameDialog", "Who plays this seat: a person at this screen, or the computer. Bots "
                                 "from weakest to strongest: Random, Easy, Normal, Hard; they never see "
                                 "cards their seat could not see."))
            self._default_names.append(default_seat_name(seat, kind.currentData()))
            edit.setText(self._remembered[seat] if seat < len(self._remembered) and self._remembered[seat]
                         else self._default_names[seat])
            row.addWidget(edit, 1)
            row.addWidget(kind)
            self._seats_form.addRow(translate("NewGameDialog", "Seat {n}:").format(n=seat + 1), row)
            self.name_edits.append(edit)
            self.kind_combos.append(kind)
            edit.textChanged.connect(self._check_names)
            kind.currentIndexChanged.connect(lambda _=0, s=seat: self._kind_changed(s))
        self._check_names()
        self._seat_choices_changed()
        self._update_dependencies()
        self.adjustSize()

    def _kind_changed(self, seat: int) -> None:
        """A seat's kind changed: a default name follows it ("Player 2" <-> "Bot 2 (Hard)")."""
        edit = self.name_edits[seat]
        new = default_seat_name(seat, self.seat_kind(seat))
        if edit.text() == self._default_names[seat] or not edit.text().strip():
            self._default_names[seat] = new
            edit.setText(new)
        else:
            self._default_names[seat] = new

    def _rebuild_options(self) -> None:
        while self._options_form.rowCount():
            self._options_form.removeRow(0)
        spec = self.spec
        self.option_widgets = add_option_widgets(self._options_form, spec, self)
        self._options_box.setVisible(bool(spec.options))
        for w in self.option_widgets.values():
            signal = getattr(w, "currentIndexChanged", None) or getattr(w, "toggled", None)
            if signal is not None:
                signal.connect(self._update_dependencies)
        self._update_dependencies()

    def _update_dependencies(self) -> None:
        """Enable an option's widget only where it matters: the spec's ``players`` and
        ``depends_on`` (``OptionSpec.applies``)."""
        n = self.players_spin.value()
        values = {name: self._widget_value(w) for name, w in self.option_widgets.items()}
        for opt in self.spec.options:
            w = self.option_widgets.get(opt.name)
            if w is not None:
                w.setEnabled(opt.applies(n, values))

    def _seat_choices_changed(self) -> None:
        """Seat-valued choices (e.g. first player) offer only the seats at this table."""
        n = self.players_spin.value()
        for name, w in self.option_widgets.items():
            if not (name.endswith("_player") and isinstance(w, QComboBox)):
                continue
            view = w.view()
            for i in range(w.count()):
                value = w.itemData(i)
                hide = isinstance(value, int) and not isinstance(value, bool) and value >= n
                view.setRowHidden(i, hide)
                if hide and w.currentIndex() == i:
                    w.setCurrentIndex(0)

    def names_problem_text(self) -> str:
        """Why the seat names cannot be used ("" when they can): a seat without a name, or
        two seats with the same name (case and outer spaces ignored) - players could not
        tell whose turn it is."""
        seen: dict[str, int] = {}
        for seat, edit in enumerate(self.name_edits):
            name = edit.text().strip()
            if not name:
                return translate("NewGameDialog", "Seat {n} needs a name.").format(n=seat + 1)
            key = name.casefold()
            if key in seen:
                return translate("NewGameDialog", "Seats {a} and {b} are both called “{name}”: give each "
                                                  "player a different name.").format(
                    a=seen[key] + 1, b=seat + 1, name=isolate(name))
            seen[key] = seat
        return ""

    def _check_names(self) -> None:
        """Show what is wrong with the names and disable Start until it is fixed."""
        problem = self.names_problem_text()
        self.names_problem.setText(problem)
        self.names_problem.setVisible(bool(problem))
        self._buttons.button(QDialogButtonBox.StandardButton.Ok).setEnabled(not problem)

    def accept(self) -> None:
        if self.names_problem_text():  # Enter in a name field with the names still wrong
            return
        choice = self.choice()
        remember_seats(choice.seat_kinds or [], choice.seat_names)  # a settings failure never stops the game
        super().accept()

    def _playtest_changed(self, on: bool) -> None:
        self._seed_label.setVisible(on)
        self.seed_edit.setVisible(on)
        self.adjustSize()

    # ----- the answer ---------------------------------------------------------------------
    @staticmethod
    def _widget_value(w: QWidget) -> Any:
        if isinstance(w, QCheckBox):
            return w.isChecked()
        if isinstance(w, QComboBox):
            return w.currentData()
        return w.value()

    def choice(self) -> NewGameChoice:
        """The dialog's answer as a :class:`NewGameChoice`."""
        spec = self.spec
        options: dict[str, Any] = {}
        for opt in spec.options:
            options[opt.name] = self._widget_value(self.option_widgets[opt.name])
        kinds = [self.seat_kind(i) for i in range(len(self.name_edits))]
        names = [e.text().strip() or default_seat_name(i, kinds[i]) for i, e in enumerate(self.name_edits)]  # checked non-empty
        playtest = self.playtest_check.isChecked()
        seed_text = self.seed_edit.text().strip()
        # a deal number shown by the app has up to 19 digits (63 bits); larger ones wrap into range
        seed = int(seed_text) % (1 << 63) if playtest and seed_text else None
        return NewGameChoice(spec.id, self.players_spin.value(), names, options, playtest, seed, kinds)
