"""The instruction bar above the table: the pending prompt in words and one button per
decision the table does not take by clicking (MAY yes/no, choose_option, pass), generated
from the legal actions (docs/table-api.md)."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QPushButton, QSizePolicy

from ..games import registry
from ..i18n import messages

#: Action types offered as buttons here rather than on the table (every game).
BAR_ACTIONS = frozenset({"may", "choose_option", "pass"})


def bar_types(game_id: str) -> frozenset[str]:
    """:data:`BAR_ACTIONS` plus the action types the game's plug-in puts on the bar
    (``GamePlugin.bar_actions``, e.g. "end turn")."""
    plugin = registry.find(game_id) if game_id else None
    return BAR_ACTIONS | (plugin.bar_actions() if plugin is not None else frozenset())


def button_caption(game_id: str, action: Any) -> str:
    """Translated caption of a bar button for ``action``."""
    plugin = registry.find(game_id) if game_id and action.type not in BAR_ACTIONS else None
    if plugin is not None and action.type in plugin.bar_actions():
        return plugin.bar_caption(action) or messages.humanize(action.type)
    if action.type == "may":
        return messages.button_text("yes" if action.get("accept") else "no")
    if action.type == "pass":
        return messages.button_text("pass")
    if action.type == "choose_option":
        return messages.option_button(game_id, str(action.get("option")))
    return messages.humanize(action.type)


class InstructionBar(QFrame):
    """Prompt text plus decision buttons. Emits :attr:`actionChosen` with the Action of the
    button pressed (always one of the actions given to :meth:`show_prompt`)."""

    actionChosen = Signal(object)
    #: the "Undo selection" button was pressed: drop the table's half-made choice
    cancelRequested = Signal()

    def __init__(self, parent: Any = None) -> None:
        super().__init__(parent)
        self.setObjectName("instructionBar")
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.set_scale(1.0)
        layout = QHBoxLayout(self)
        layout.setContentsMargins(10, 6, 10, 6)
        self._label = QLabel(self)
        self._label.setWordWrap(True)
        self._label.setTextFormat(Qt.TextFormat.PlainText)
        self._label.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Preferred)
        layout.addWidget(self._label, 1)
        self._notice = QLabel(self)
        self._notice.setObjectName("barNotice")
        self._notice.setWordWrap(True)
        self._notice.setTextFormat(Qt.TextFormat.PlainText)
        self._notice.setStyleSheet("color: #8a1c1c; font-weight: bold;")
        self._notice.hide()
        layout.addWidget(self._notice, 1)
        self._button_row = QHBoxLayout()
        layout.addLayout(self._button_row)
        self._buttons: list[tuple[Any, QPushButton]] = []
        # shown while a choice on the table is half-made (a card picked to pay...): Esc as a
        # button; not one of :meth:`buttons` (it is no decision)
        self._cancel = QPushButton(self)
        self._cancel.setObjectName("undoSelection")
        self._cancel.setAutoDefault(False)
        self._cancel.clicked.connect(self.cancelRequested.emit)
        self._cancel.hide()
        layout.addWidget(self._cancel)
        self.retranslate()

    def retranslate(self) -> None:
        """The fixed button's caption in the language on screen."""
        from PySide6.QtCore import QCoreApplication
        self._cancel.setText(QCoreApplication.translate("InstructionBar", "Undo selection"))

    def set_cancel_visible(self, on: bool) -> None:
        """Show or hide the "Undo selection" button (a half-made choice on the table)."""
        self._cancel.setVisible(bool(on))

    def cancel_button(self) -> QPushButton:
        """The "Undo selection" button (tests click it)."""
        return self._cancel

    def set_scale(self, factor: float) -> None:
        """The prompt's size: 11 pt times ``factor`` (``ui/scaling.py``: larger in a large
        window)."""
        self.setStyleSheet("#instructionBar { background: #f4ecd8; border-bottom: 1px solid #b9a77c; }"
                           "#instructionBar QLabel { color: #2b2115; font-size: %.1fpt; }" % (11.0 * factor))

    def set_text(self, text: str) -> None:
        """Change the prompt only (the buttons stay): the next step of a half-made choice."""
        self._label.setText(text)

    def show_notice(self, text: str) -> None:
        """A refusal (e.g. why Undo is not possible now) shown in the bar, in a warning
        colour, until the next prompt: visible where the player is looking."""
        self._notice.setText(text)
        self._notice.setVisible(bool(text))

    def notice(self) -> str:
        """The refusal now shown ("" when none)."""
        return self._notice.text() if self._notice.isVisible() else ""

    def show_prompt(self, text: str, actions: list, game_id: str = "") -> None:
        """Show ``text`` and a button for each action in ``actions`` whose type is in
        :func:`bar_types` (others are ignored: the table takes them). A notice goes."""
        self._label.setText(text)
        self._notice.hide()
        self._cancel.hide()     # a new decision: nothing is half-made
        for _, button in self._buttons:
            self._button_row.removeWidget(button)
            button.hide()  # deleteLater waits for the event loop; never show a stale choice
            button.deleteLater()
        self._buttons = []
        types = bar_types(game_id)
        ordered = sorted((a for a in actions if a.type in types),
                         key=lambda a: (a.type != "may", not a.get("accept", False)))
        captions = [(a, button_caption(game_id, a)) for a in ordered]
        for action, caption in captions:
            button = QPushButton(caption, self)
            button.setAutoDefault(False)
            button.clicked.connect(lambda _=False, a=action: self.actionChosen.emit(a))
            self._button_row.addWidget(button)
            self._buttons.append((action, button))

    def text(self) -> str:
        """The prompt now shown."""
        return self._label.text()

    def buttons(self) -> list[tuple[Any, QPushButton]]:
        """(action, button) pairs now shown (tests click them)."""
        return list(self._buttons)
