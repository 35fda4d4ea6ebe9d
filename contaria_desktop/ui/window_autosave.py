"""The main window's autosave: each game it starts writes a slot of its own (issue 18.2), and
a data folder that cannot be used never stops play (issue 18.1) — the game goes on without
autosave and a translated notice names the folder and the reason; File ▸ Save still works to
any writable place. :class:`AutosaveMixin` is mixed into :class:`~.mainwindow.MainWindow`."""

from __future__ import annotations

import errno
from pathlib import Path
from typing import Any

from PySide6.QtCore import QCoreApplication

translate = QCoreApplication.translate


def os_reason(code: int | None, fallback: str = "") -> str:
    """A short, translated reason for an ``OSError`` number (``errno``): ``fallback`` (the
    system's own text) for numbers without a translation of ours."""
    if code in (errno.EACCES, errno.EPERM):
        return translate("Autosave", "you have no permission to write there")
    if code == errno.ENOTDIR:
        return translate("Autosave", "part of the path is a file, not a folder")
    if code == errno.EROFS:
        return translate("Autosave", "the disk is read-only")
    if code in (errno.ENOSPC, errno.EDQUOT):
        return translate("Autosave", "the disk is full")
    if code == errno.ENOENT:
        return translate("Autosave", "the folder does not exist")
    return fallback or translate("Autosave", "the system refused to write there")


def _errno_of(err: BaseException) -> tuple[int | None, str, str]:
    """``(errno, filename, system text)`` of ``err`` or of the ``OSError`` behind it (a
    :class:`SaveError` raised while handling one keeps it as ``__context__``)."""
    seen = err
    while seen is not None and not isinstance(seen, OSError):
        seen = seen.__cause__ or seen.__context__
    if isinstance(seen, OSError):
        return seen.errno, seen.filename or "", seen.strerror or str(seen)
    from ..i18n.fileerrors import problem_text
    return None, getattr(err, "path", "") or "", problem_text(err)


class AutosaveMixin:
    """Autosave slots and the "autosave is off" notice for :class:`~.mainwindow.MainWindow`.

    Attributes: ``autosave_slot`` (the slot of the game on screen, None when autosave is off
    or there is no game), ``autosave_problem`` (``(folder, reason)`` when autosave is off)."""

    def _init_autosave(self) -> None:
        from PySide6.QtWidgets import QLabel

        self.autosave_slot: Path | None = None
        self.autosave_problem: tuple[str, str] | None = None
        self.autosave_notice: Any = None
        self._autosave_notice_shown = False
        self._autosave_label = QLabel(self)
        self._autosave_label.setObjectName("autosaveOffLabel")
        self._autosave_label.setStyleSheet("color: #a33;")
        self._autosave_label.hide()
        self.statusBar().addPermanentWidget(self._autosave_label)
        # emitted on the autosave thread: the automatic connection queues it to this thread
        self._autosave_failed.connect(self._on_autosave_failed)

    def _start_autosave(self, session: Any, slot: Path | None = None) -> None:
        """Autosave ``session`` into ``slot`` (a new slot when None). When the autosave folder
        cannot be used the game goes on without it and the notice says why."""
        from ..session import SaveError, autosave_dir, new_autosave_slot

        self.autosave_slot = None
        try:
            slot = slot if slot is not None else new_autosave_slot()
            session.start_autosave(slot, on_error=self._autosave_error_from_thread)
        except (OSError, SaveError) as err:
            code, filename, text = _errno_of(err)
            folder = filename or str(autosave_dir(create=False))
            if slot is not None and filename == str(slot):
                folder = str(Path(filename).parent)
            self._autosave_off(folder, os_reason(code, text))
            return
        self.autosave_slot = slot
        self.autosave_problem = None
        self._autosave_label.hide()

    def _autosave_error_from_thread(self, err: BaseException) -> None:
        code, filename, text = _errno_of(err)
        self._autosave_failed.emit(str(Path(filename).parent) if filename else "", code or 0, text)

    def _on_autosave_failed(self, folder: str, code: int, text: str) -> None:
        """A write failed on the autosave thread (delivered here, queued)."""
        if self.autosave_slot is not None and not folder:
            folder = str(self.autosave_slot.parent)
        self._autosave_off(folder, os_reason(code or None, text))

    def _autosave_off(self, folder: str, reason: str) -> None:
        """Say that autosave is off and why: a permanent status-bar mark with the details as
        its tooltip, and (once per window) a non-blocking notice."""
        self.autosave_problem = (folder, reason)
        text = self.autosave_off_text()
        self._autosave_label.setText(translate("Autosave", "Autosave off"))
        self._autosave_label.setToolTip(text)
        self._autosave_label.show()
        if self._autosave_notice_shown:
            return
        self._autosave_notice_shown = True
        from PySide6.QtCore import Qt
        from PySide6.QtWidgets import QMessageBox

        box = QMessageBox(QMessageBox.Icon.Warning, translate("Autosave", "Autosave is off"), text,
                          QMessageBox.StandardButton.Ok, self)
        box.setObjectName("autosaveOffBox")
        box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        self.autosave_notice = box
        box.finished.connect(lambda _r: setattr(self, "autosave_notice", None))
        box.open()

    def autosave_off_text(self) -> str:
        """The notice's text in the current language ("" while autosave works)."""
        if self.autosave_problem is None:
            return ""
        folder, reason = self.autosave_problem
        return translate("Autosave", "This game is not saved automatically: the folder {folder} cannot be "
                                     "used ({reason}).\nYou can play on; use File ▸ Save to keep the game in a "
                                     "folder of your choice.").format(folder=folder, reason=reason)

    def autosave_kept(self) -> bool | None:
        """For the crash dialog: None when no game is on screen, True when the game on screen
        is in its autosave slot (flushed now, up to one second), False otherwise."""
        game = getattr(self, "game", None)
        if game is None:
            return None
        slot = self.autosave_slot
        try:
            return bool(slot is not None and game.session.flush_autosave(1.0) and slot.is_file()
                        and game.session.autosave_error is None)
        except Exception:  # noqa: BLE001 - asked from the crash handler: must not raise
            return False

    def _drop_autosave(self, session: Any) -> None:
        """The game's slot is no longer needed (finished, or left without a decision)."""
        from ..session import discard_autosave

        slot = self.autosave_slot
        if slot is None:
            return
        session.flush_autosave()
        discard_autosave(slot)
