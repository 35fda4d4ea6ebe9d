"""The main window's files: File ▸ Open, Save, Save as, Save/Open position, the error dialogs
naming a file, and the "Save changes to this game?" question asked before a game with unsaved
decisions is replaced or closed (issue 18.2): :class:`FilesMixin`, mixed into
:class:`~.mainwindow.MainWindow`."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from PySide6.QtCore import QCoreApplication

from ..engines.core import EngineError
from .. import settings as prefs
from ..i18n import formatting, messages
from ..i18n.context import TrContext
from ..i18n.fileerrors import problem_text, summary_and_details
from . import session_bridge

translate = QCoreApplication.translate
# "(3 values differ)": a plural message (lupdate reads the context from the variable's name)
other_card_data = TrContext("other_card_data")


def _same_file(a: Path, b: Path) -> bool:
    """True when ``a`` and ``b`` name the same file (either may not exist)."""
    try:
        return a.resolve() == b.resolve()
    except OSError:
        return False


# the load warning that becomes a question (issue 14): the save ran on other card data
OTHER_DATA = "save.warning.other_data"


def ask_continue_with_saved_data(parent: Any, path: Path, count: int) -> bool:
    """The question asked when a save was made with card data other than this computer's
    (issue 14): "Continue with the save's data" (True) or Cancel (False; also Escape).

    "Use my current data" is not offered: the save's moves were chosen under its own values
    and replaying them on other values can make them illegal or change the game, so the only
    honest way to go on is with the data the save records (this computer's file is untouched)."""
    from PySide6.QtWidgets import QMessageBox

    box = QMessageBox(QMessageBox.Icon.Question, translate("MainWindow", "Other card data"),
                      other_card_data.tr("{file} was played with card data different from this "
                                         "computer's (%n value(s) differ).", "", count)
                      .format(file=path.name), QMessageBox.StandardButton.NoButton,
                      parent)
    box.setObjectName("otherDataBox")
    box.setInformativeText(translate("MainWindow", "It can go on only with the data it was made with: its moves "
                                                   "were chosen under those values. Your card data file is not "
                                                   "changed and new games still use it."))
    go_on = box.addButton(translate("MainWindow", "Continue with the save's data"),
                          QMessageBox.ButtonRole.AcceptRole)
    go_on.setObjectName("continueWithSavedData")
    cancel = box.addButton(QMessageBox.StandardButton.Cancel)
    box.setDefaultButton(go_on)
    box.setEscapeButton(cancel)
    box.exec()
    return box.clickedButton() is go_on


def _file_dialog() -> Any:
    from PySide6.QtWidgets import QFileDialog
    return QFileDialog


class FilesMixin:
    """Open and save for :class:`~.mainwindow.MainWindow` (expects its attributes)."""

    # ----- unsaved decisions ------------------------------------------------------------
    def _mark(self) -> tuple[int, int, int]:
        session = self.game.session
        return id(session), session.game_number, session.cursor

    def _mark_saved(self) -> None:
        """The game on screen is now as in its file."""
        self._saved_mark = self._mark() if self.game is not None else None

    def has_unsaved_changes(self) -> bool:
        """True when the game on screen has decisions that are in no file of the player's:
        a game never saved with at least one decision (or a later game of a series), or a
        game changed (decision, undo, redo, next tale) since it was opened or saved."""
        if self.game is None:
            return False
        if self._saved_mark is not None:
            return self._saved_mark != self._mark()
        session = self.game.session
        return session.cursor > 0 or (session.is_series and session.game_number > 0)

    def ask_save_changes(self) -> str:
        """The standard question "Save changes to this game?" (Save / Discard / Cancel);
        returns ``"save"``, ``"discard"`` or ``"cancel"`` (Escape and closing mean cancel)."""
        from PySide6.QtWidgets import QMessageBox

        buttons = QMessageBox.StandardButton
        box = QMessageBox(QMessageBox.Icon.Question, translate("MainWindow", "Save changes?"),
                          translate("MainWindow", "Save changes to this game?"),
                          buttons.Save | buttons.Discard | buttons.Cancel, self)
        box.setObjectName("saveChangesBox")
        if getattr(self, "autosave_problem", None) is None:
            box.setInformativeText(translate("MainWindow", "If you don't save, the decisions since the last save "
                                                           "are kept only in the autosave of the last few games."))
        else:       # autosave is off (issue 18.1): Discard really throws the game away
            box.setInformativeText(translate("MainWindow", "Autosave is off, so if you don't save, the decisions "
                                                           "since the last save are lost."))
        box.setDefaultButton(buttons.Save)
        box.setEscapeButton(buttons.Cancel)
        self.save_changes_box = box
        answer = box.exec()
        self.save_changes_box = None
        return {buttons.Save: "save", buttons.Discard: "discard"}.get(buttons(answer), "cancel")

    def confirm_replace(self) -> bool:
        """Before the game on screen is replaced or closed: True to go on. Asks
        :meth:`ask_save_changes` when there are unsaved decisions; Save saves (asking for a
        file when the game has none) and a cancelled or failed save keeps the game."""
        if not self.has_unsaved_changes():
            return True
        answer = self.ask_save_changes()
        if answer == "save":
            return self.save()
        return answer == "discard"

    def ask_other_data(self, path: Path, count: int) -> bool:
        """Ask :func:`ask_continue_with_saved_data` (tests answer it through this method)."""
        return ask_continue_with_saved_data(self, path, count)

    def accept_loaded_data(self, session: Any, path: Path) -> bool:
        """True when ``session`` may go on screen: its save ran on this computer's card data,
        or the player chose to continue with the save's data (issue 14). The question
        replaces the warning, which is then dropped from ``session.load_warnings``."""
        other = [w for w in session.load_warnings if w.key == OTHER_DATA]
        if not other:
            return True
        if not self.ask_other_data(Path(path), int(other[0].params.get("count", 0))):
            return False
        session.load_warnings = [w for w in session.load_warnings if w.key != OTHER_DATA]
        return True

    # ----- files -------------------------------------------------------------------------

    def _save_filter(self) -> str:
        return translate("MainWindow", "Saved games (*.json);;All files (*)")

    def _ask_open(self, title: str) -> Path | None:
        path, _ = _file_dialog().getOpenFileName(self, title, prefs.last_dir(), self._save_filter())
        return Path(path) if path else None

    def _ask_save(self, title: str) -> Path | None:
        from ..session import saves_dir
        name = self.game.session.suggested_file_name() if self.game is not None else ""
        folder = prefs.get_str("files/last_dir")
        if not folder:
            try:
                folder = str(saves_dir())
            except OSError:   # an unusable data folder: Save still works elsewhere (issue 18.1)
                folder = str(Path.home())
        path, _ = _file_dialog().getSaveFileName(self, title, str(Path(folder) / name), self._save_filter())
        return Path(path) if path else None

    def _file_problem(self, title: str, path: Path, err: BaseException, position: bool = False) -> None:
        """Error dialog naming the file and, in one plain sentence, what is wrong with it;
        the precise reason and the technical record under "Show details" (issue 18.14)."""
        problem, details = summary_and_details(err, position)   # translated, by key (i18n/fileerrors.py)
        self.show_error(title.format(file=path.name),
                        translate("MainWindow", "{file}:\n{problem}").format(file=str(path), problem=problem),
                        details)

    def open_dialog(self) -> None:
        """File ▸ Open: ask for a save file and open it."""
        path = self._ask_open(translate("MainWindow", "Open saved game"))
        if path is not None:
            self.open_file(path)

    def open_file(self, path: str | Path) -> bool:
        """Open a save. A bad file shows a dialog naming it and the problem; the game on
        screen stays as it was (also when the player keeps it at the "Save changes?"
        question: False then)."""
        path = Path(path)
        try:
            session = session_bridge.load_session(path)
        except (session_bridge.SaveError, EngineError, OSError, ValueError) as err:
            self._file_problem(translate("MainWindow", "Cannot open {file}"), path, err)
            return False
        if not self.accept_loaded_data(session, path):
            return False
        # An autosave slot is not the game's own file: Save must ask where, or Ctrl+S would
        # write into the slot, which is deleted when the game ends. The game goes on in it.
        from ..session import autosave_path, is_autosave_slot
        if is_autosave_slot(path) or _same_file(path, autosave_path(create=False)):
            return self.play(session, slot=path) is not None
        if self.play(session, path) is None:
            return False
        if self.remember_files:
            prefs.set_value("files/last_dir", str(path.resolve().parent))
        if session.load_warnings:
            self.show_error(translate("MainWindow", "Opened {file} with warnings").format(file=path.name),
                            "\n".join(problem_text(w) for w in session.load_warnings))
        return True

    def save(self) -> bool:
        """File ▸ Save: to the file of this game, or ask for one."""
        if self.game is None:
            return False
        if self._file is None:
            return self.save_as()
        return self.save_to(self._file)

    def save_as(self, path: str | Path | None = None) -> bool:
        """File ▸ Save as (asks for the file when ``path`` is None)."""
        if self.game is None:
            return False
        path = Path(path) if path is not None else self._ask_save(translate("MainWindow", "Save game"))
        return path is not None and self.save_to(path)

    def save_to(self, path: Path) -> bool:
        """Save the game to ``path``; a refusal shows a dialog naming the file. True on success."""
        path = Path(path)
        try:
            self.game.session.save(path)
        except (session_bridge.SaveError, OSError) as err:
            self._file_problem(translate("MainWindow", "Cannot save {file}"), path, err)
            return False
        self._file = path
        self._mark_saved()
        prefs.set_value("files/last_dir", str(path.resolve().parent))
        self.statusBar().showMessage(translate("MainWindow", "Saved to {file}.").format(file=str(path)), 6000)
        return True

    def save_position(self, path: str | Path | None = None) -> bool:
        """File ▸ Save position: the current position as a position file."""
        if self.game is None:
            return False
        path = Path(path) if path is not None else self._ask_save(translate("MainWindow", "Save position"))
        if path is None:
            return False
        try:
            self.game.session.save_position(path)
        except (session_bridge.SaveError, OSError) as err:
            self._file_problem(translate("MainWindow", "Cannot save {file}"), path, err)
            return False
        self.statusBar().showMessage(translate("MainWindow", "Position saved to {file}.").format(file=str(path)), 6000)
        return True

    def open_position(self, path: str | Path | None = None) -> bool:
        """File ▸ Open position: a new game from a position file (saved or hand-written)."""
        path = Path(path) if path is not None else self._ask_open(translate("MainWindow", "Open position"))
        if path is None:
            return False
        try:
            session = session_bridge.GameSession.open_position(path)
        except (session_bridge.SaveError, EngineError, OSError, ValueError) as err:
            self._file_problem(translate("MainWindow", "Cannot open {file}"), path, err, position=True)
            return False
        return self.play(session) is not None
