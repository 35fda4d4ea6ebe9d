"""The New Game dialog, generated from the chosen game's :class:`GameSpec`: players (the
game's range), one row per seat (name, Human), the game's options (bool -> checkbox,
choice -> combo box, int -> spin box), playtest mode and - only in playtest mode - the deal
number. Which options apply (enabled widgets) comes from the spec: ``OptionSpec.players``
and ``OptionSpec.depends_on``."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from PySide6.QtCore import QCoreApplication, QRegularExpression, Qt
from PySide6.QtGui import QRegularExpressionValidator
from PySide6.QtWidgets import (QCheckBox, QComboBox, QDialog, QDialogButtonBox, QFormLayout, QGroupBox,
                               QHBoxLayout, QLabel, QLineEdit, QSpinBox, QVBoxLayout, QWidget)

from ..i18n import messages
from ..i18n.names import isolate
from .startpage import playable_specs

translate = QCoreApplication.translate

MAX_NAME = 24

def default_seat_name(seat: int) -> str:
    """"Player 1", "Player 2"... (translated) for an unnamed seat."""
    return translate("NewGameDialog", "Player {n}").format(n=seat + 1)


@dataclass
class NewGameChoice:
    """What the dialog asks for: pass it to ``session_bridge.new_session``."""

    game_id: str
    num_players: int
    seat_names: list[str]
    options: dict[str, Any] = field(default_factory=dict)
    playtest: bool = False
    seed: int | None = None


class NewGameDialog(QDialog):
    """Modal dialog; after ``exec()`` returns Accepted, :meth:`choice` holds the answer."""

    def __init__(self, parent: Any = None, game_id: str = "", names: list[str] | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("newGameDialog")
        self._specs = {s.id: s for s in playable_specs()}
        self._remembered = list(names or [])
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
            if seat < len(self._default_names) and edit.text() == self._default_names[seat]:
                edit.setText(default_seat_name(seat))
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

    def _players_changed(self) -> None:
        n = self.players_spin.value()
        for i, edit in enumerate(self.name_edits):
            if i < len(self._remembered):
                self._remembered[i] = edit.text()
            else:
                self._remembered.append(edit.text())
        while self._seats_form.rowCount():
            self._seats_form.removeRow(0)
        self.name_edits = []
        self._default_names = [default_seat_name(seat) for seat in range(n)]
        for seat in range(n):
            row = QHBoxLayout()
            edit = QLineEdit(self)
            edit.setMaxLength(MAX_NAME)
            edit.setText(self._remembered[seat] if seat < len(self._remembered) and self._remembered[seat]
                         else default_seat_name(seat))
            kind = QComboBox(self)
            kind.addItem(translate("NewGameDialog", "Human"), "human")
            kind.setEnabled(False)
            kind.setToolTip(translate("NewGameDialog", "Computer players are not available yet."))
            row.addWidget(edit, 1)
            row.addWidget(kind)
            self._seats_form.addRow(translate("NewGameDialog", "Seat {n}:").format(n=seat + 1), row)
            self.name_edits.append(edit)
            edit.textChanged.connect(self._check_names)
        self._check_names()
        self._seat_choices_changed()
        self._update_dependencies()
        self.adjustSize()

    def _rebuild_options(self) -> None:
        while self._options_form.rowCount():
            self._options_form.removeRow(0)
        self.option_widgets = {}
        spec = self.spec
        for opt in spec.options:
            label = messages.option_label(spec.id, opt)
            if opt.kind == "bool":
                w: QWidget = QCheckBox(label, self)
                w.setChecked(bool(opt.default))
                self._options_form.addRow(w)
            elif opt.kind == "choice":
                w = QComboBox(self)
                for value in opt.choices:
                    w.addItem(self._choice_text(spec.id, opt, value), value)
                w.setCurrentIndex(max(0, w.findData(opt.default)))
                self._options_form.addRow(label + ":", w)
            else:
                w = QSpinBox(self)
                w.setRange(opt.minimum if opt.minimum is not None else -10**6,
                           opt.maximum if opt.maximum is not None else 10**6)
                w.setValue(int(opt.default))
                self._options_form.addRow(label + ":", w)
            help_text = messages.option_help(opt)
            if help_text:
                w.setToolTip(help_text)
            w.setObjectName(f"option_{opt.name}")
            self.option_widgets[opt.name] = w
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

    @staticmethod
    def _choice_text(game_id: str, option: Any, value: Any) -> str:
        return messages.choice_label(game_id, option, value)   # seat values: "Seat 2"

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
        names = [e.text().strip() or default_seat_name(i) for i, e in enumerate(self.name_edits)]  # checked non-empty
        playtest = self.playtest_check.isChecked()
        seed_text = self.seed_edit.text().strip()
        # a deal number shown by the app has up to 19 digits (63 bits); larger ones wrap into range
        seed = int(seed_text) % (1 << 63) if playtest and seed_text else None
        return NewGameChoice(spec.id, self.players_spin.value(), names, options, playtest, seed)
