"""Uncaught exceptions: a dialog with a copyable report instead of a silent exit. The
report is written by the session layer (``write_crash_report``: no hidden game information
in it); the autosave is left untouched so the game can be continued. The dialog speaks of an
autosave only when the game on screen really has one (``MainWindow.autosave_kept``)."""

from __future__ import annotations

from pathlib import Path
from typing import Any, Callable

from PySide6.QtCore import QCoreApplication, QObject, Qt, Signal
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QLabel, QPlainTextEdit, QPushButton, QVBoxLayout

translate = QCoreApplication.translate


class CrashDialog(QDialog):
    """Shows the report text with a "Copy report" button. ``autosave``: True when the game on
    screen is in its autosave slot, False when a game is on screen without one, None when no
    game is on screen (the text says only what is true)."""

    def __init__(self, report: str, path: Any = None, parent: Any = None, autosave: bool | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("crashDialog")
        self.setWindowTitle(translate("CrashDialog", "Something went wrong"))
        layout = QVBoxLayout(self)
        msg = translate("CrashDialog", "The program met an error it did not expect.")
        if autosave:
            msg += " " + translate("CrashDialog", "Your game's autosave was kept; you can continue it from the "
                                                  "start page.")
        elif autosave is False:
            msg += " " + translate("CrashDialog", "This game has no autosave; if the game is still on screen, "
                                                  "use File ▸ Save to keep it.")
        if path is not None:
            msg += "\n" + translate("CrashDialog", "This report was saved to {path}.").format(path=path)
        msg += "\n" + translate("CrashDialog", "The report holds no hidden cards; you may share it.")
        label = QLabel(msg, self)
        label.setWordWrap(True)
        layout.addWidget(label)
        self.report = QPlainTextEdit(report, self)
        self.report.setReadOnly(True)
        layout.addWidget(self.report, 1)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        copy = QPushButton(translate("CrashDialog", "Copy report"), self)
        buttons.addButton(copy, QDialogButtonBox.ButtonRole.ActionRole)
        copy.clicked.connect(lambda: QGuiApplication.clipboard().setText(report))
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        self.resize(640, 420)


class _Relay(QObject):
    """Carries a crash from any thread to the GUI thread (queued signal)."""

    crashed = Signal(str, str)


_relay: _Relay | None = None
_dialog: CrashDialog | None = None
_restore: Callable[[], None] | None = None


def install_excepthook(parent_getter: Callable[[], Any]) -> None:
    """Show :class:`CrashDialog` for exceptions that reach the top (Qt slots and other
    threads included), after the session layer has written its report."""
    global _relay, _restore
    from ..session import install_excepthook as session_hook

    relay = _Relay()

    def show(path: str, text: str) -> None:
        global _dialog
        if _dialog is not None and _dialog.isVisible():
            return  # one report at a time; later errors are in the log folder
        parent = parent_getter()
        try:
            autosave = parent.autosave_kept() if hasattr(parent, "autosave_kept") else None
        except Exception:  # noqa: BLE001 - the crash dialog must always appear
            autosave = False
        _dialog = CrashDialog(text, path or None, parent, autosave)
        _dialog.open()

    relay.crashed.connect(show, Qt.ConnectionType.QueuedConnection)

    def callback(path: Path | None, text: str, exc_info: Any) -> None:
        import sys
        import traceback
        traceback.print_exception(*exc_info, file=sys.stderr)
        relay.crashed.emit(str(path) if path else "", text)

    if _restore is not None:
        _restore()
    _relay = relay
    _restore = session_hook(callback)


def uninstall_excepthook() -> None:
    """Put the previous exception hooks back (tests)."""
    global _restore
    if _restore is not None:
        _restore()
        _restore = None


def current_dialog() -> CrashDialog | None:
    """The crash dialog on screen (or last shown), for tests."""
    return _dialog
