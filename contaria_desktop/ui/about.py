"""Help ▸ About: the version and the art licences from ``assets/LICENSES.md`` (the rules
summary and card reference are in :mod:`.helpdialog`)."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QLabel, QTextBrowser, QVBoxLayout

from .. import __version__

translate = QCoreApplication.translate


def playable_names() -> list[str]:
    """The translated names of the games installed and playable now (the plug-in registry:
    what the start page offers), so the About box never promises a game that is not there."""
    from ..games import registry
    from ..i18n import messages
    return [messages.game_name(plugin.spec()) for plugin in registry.playable()]


def licences_text() -> str:
    """Text of ``assets/LICENSES.md``, or a sentence saying it is missing."""
    from ..resources import MissingAsset, asset_path
    try:
        return asset_path("LICENSES.md").read_text(encoding="utf-8")
    except (MissingAsset, OSError, UnicodeDecodeError):
        return translate("AboutDialog", "The licence file (assets/LICENSES.md) was not found.")


class AboutDialog(QDialog):
    """Help ▸ About: version, program licence and the art licences."""

    def __init__(self, parent: Any = None) -> None:
        super().__init__(parent)
        self.setObjectName("aboutDialog")
        layout = QVBoxLayout(self)
        self._head = QLabel(self)
        self._head.setTextFormat(Qt.TextFormat.PlainText)
        self._head.setWordWrap(True)
        layout.addWidget(self._head)
        self._licences_label = QLabel(self)
        layout.addWidget(self._licences_label)
        self.licences = QTextBrowser(self)
        self.licences.setObjectName("licencesText")
        self.licences.setMarkdown(licences_text())
        self.licences.setOpenExternalLinks(True)
        layout.addWidget(self.licences, 1)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        self.retranslate()
        self.resize(620, 480)

    def retranslate(self) -> None:
        """Every text in the current language (called on LanguageChange)."""
        self.setWindowTitle(translate("AboutDialog", "About Contária Desktop"))
        self._head.setText(translate("AboutDialog", "Contária Desktop {version}\nTabletop games hot-seat on one screen. "
                                                    "Playable now: {games}.\nProgram licence: MIT.").format(
            version=__version__, games=", ".join(playable_names())))
        self._licences_label.setText(translate("AboutDialog", "Art and other licences:"))

    def changeEvent(self, event: Any) -> None:
        from PySide6.QtCore import QEvent
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
