"""Help menu dialogs: the About box (version and the art licences from
``assets/LICENSES.md``) and the rules summary (placeholder until the rules pages exist)."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QLabel, QTextBrowser, QVBoxLayout

from .. import __version__

translate = QCoreApplication.translate


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
        self.setWindowTitle(translate("AboutDialog", "About Contária Desktop"))
        layout = QVBoxLayout(self)
        head = QLabel(self)
        head.setTextFormat(Qt.TextFormat.PlainText)
        head.setText(translate("AboutDialog", "Contária Desktop {version}\nPlay Contária, CharLatão, Dark Tales "
                                              "and Quissama hot-seat on one screen.\nProgram licence: MIT.").format(
            version=__version__))
        layout.addWidget(head)
        layout.addWidget(QLabel(translate("AboutDialog", "Art and other licences:"), self))
        self.licences = QTextBrowser(self)
        self.licences.setObjectName("licencesText")
        self.licences.setMarkdown(licences_text())
        self.licences.setOpenExternalLinks(True)
        layout.addWidget(self.licences, 1)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        self.resize(620, 480)


class RulesDialog(QDialog):
    """Rules summary. Placeholder: a short turn summary per game until full rules pages
    are written."""

    def __init__(self, game_id: str = "", parent: Any = None) -> None:
        super().__init__(parent)
        self.setObjectName("rulesDialog")
        self.setWindowTitle(translate("RulesDialog", "Rules summary"))
        layout = QVBoxLayout(self)
        text = QTextBrowser(self)
        text.setObjectName("rulesText")
        if game_id == "contaria":
            body = translate("RulesDialog",
                             "Contária, in short\n\n"
                             "On your turn do one thing: place a card from your hand (initial side up) into your "
                             "own tale or the CONTÁRIA tale – or into another player's tale when both are full – "
                             "or use a mirror to reveal a face-down card in any tale and carry out its abilities.\n\n"
                             "Each tale holds four cards. When every tale is full the game ends: the happiest "
                             "tale (most points) and the saddest tale (fewest points) win. CONTÁRIA wins ties.")
        else:
            body = translate("RulesDialog", "A rules summary for this game is not written yet.")
        text.setPlainText(body)
        layout.addWidget(text, 1)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        self.resize(560, 380)
