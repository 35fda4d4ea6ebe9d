"""Help ▸ Rules summary / Card reference: one dialog with a game chooser and two pages, the
rules summary (:mod:`contaria_desktop.i18n.rules`) and the card reference built from the
game's data (:mod:`contaria_desktop.i18n.reference`), both in the language on screen and
redrawn when the language changes."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication, QEvent
from PySide6.QtWidgets import (QComboBox, QDialog, QDialogButtonBox, QHBoxLayout, QLabel, QTabWidget, QTextBrowser,
                               QVBoxLayout)

from ..i18n import reference, rules
from ..i18n import messages

translate = QCoreApplication.translate

RULES_PAGE, REFERENCE_PAGE = 0, 1


def help_games() -> list[Any]:
    """Specs of the games with a rules summary or a card reference, in registry order."""
    from ..engines.core import all_specs
    return [s for s in all_specs() if rules.has_rules(s.id) or reference.has_reference(s.id)]


class RulesDialog(QDialog):
    """``game_id``: the game shown first (the one on screen; else the first game).
    ``page``: :data:`RULES_PAGE` or :data:`REFERENCE_PAGE`. ``options``: the game's options
    (card texts that depend on a variant)."""

    def __init__(self, game_id: str = "", parent: Any = None, page: int = RULES_PAGE,
                 options: dict[str, Any] | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("rulesDialog")
        self._options = {game_id: options} if options else {}
        layout = QVBoxLayout(self)
        row = QHBoxLayout()
        self._game_label = QLabel(self)
        self.game_combo = QComboBox(self)
        self.game_combo.setObjectName("rulesGame")
        for spec in help_games():
            self.game_combo.addItem(messages.game_name(spec), spec.id)
        self._game_label.setBuddy(self.game_combo)
        row.addWidget(self._game_label)
        row.addWidget(self.game_combo, 1)
        layout.addLayout(row)
        self.tabs = QTabWidget(self)
        self.rules_text = QTextBrowser(self)
        self.rules_text.setObjectName("rulesText")
        self.reference_text = QTextBrowser(self)
        self.reference_text.setObjectName("referenceText")
        self.tabs.addTab(self.rules_text, "")
        self.tabs.addTab(self.reference_text, "")
        layout.addWidget(self.tabs, 1)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        index = self.game_combo.findData(game_id)
        self.game_combo.setCurrentIndex(max(index, 0))
        self.game_combo.currentIndexChanged.connect(self._fill)
        self.tabs.setCurrentIndex(page)
        self.retranslate()
        self.resize(780, 580)

    @property
    def game_id(self) -> str:
        return self.game_combo.currentData() or ""

    def _fill(self) -> None:
        game = self.game_id
        screen = getattr(getattr(self.parent(), "game", None), "session", None)
        shown = getattr(self.parent(), "data_shown", None)   # e.g. a replay window: its game's data
        data = shown(game) if callable(shown) else None
        if data is None and screen is not None and screen.game_id == game:
            data = screen.record.data     # the game on screen: its own (a replay may have shown another)
        if data is not None:
            from .mainwindow import show_data_in_force
            show_data_in_force(game, data)
        else:  # not on screen: this computer's card data
            from . import session_bridge
            from .mainwindow import show_data_in_force
            show_data_in_force(game, session_bridge.card_data(game).values)
        self.rules_text.setHtml(rules.rules_html(game))
        self.reference_text.setHtml(reference.reference_html(game, self._options.get(game)))

    def retranslate(self) -> None:
        """Every text in the current language (called on LanguageChange)."""
        self.setWindowTitle(translate("RulesDialog", "Rules and cards"))
        self._game_label.setText(translate("RulesDialog", "&Game:"))
        self.tabs.setTabText(RULES_PAGE, translate("RulesDialog", "Rules summary"))
        self.tabs.setTabText(REFERENCE_PAGE, translate("RulesDialog", "Card reference"))
        for i, spec in enumerate(help_games()):
            if i < self.game_combo.count():
                self.game_combo.setItemText(i, messages.game_name(spec))
        self._fill()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
