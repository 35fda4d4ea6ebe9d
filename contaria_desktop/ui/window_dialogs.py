"""The main window's dialogs: score screens (the game's and, through its plug-in, a round's scores), the
next tale of a series, replay, help, about and the warning box: :class:`DialogsMixin`, mixed
into :class:`~.mainwindow.MainWindow` (split out of ``mainwindow.py``; behaviour unchanged)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from PySide6.QtCore import QCoreApplication

from ..i18n import messages
from . import session_bridge

translate = QCoreApplication.translate


class DialogsMixin:
    """Dialogs of :class:`~.mainwindow.MainWindow` (expects its attributes)."""

    def show_scores(self) -> None:
        """The score screen of the finished game (with the series standings in a Book of Tales)."""
        if self.game is None or not self.game.session.is_over:
            return
        session = self.game.session
        match = session.match_status() if session.is_series else None
        if self.score_dialog is not None:
            self.score_dialog.close()
        from .scores import ScoreDialog

        result = session.result()
        from ..games import registry
        plugin = registry.find(self.game.game_id)
        suits = plugin.score_extra(session) if plugin is not None else None   # e.g. CharLatão's suits
        self.score_dialog = ScoreDialog(result, self.game.context(), session_bridge.score_seed(session),
                                        match, self, suits=suits, speed=self._speed)
        self.score_dialog.nextTaleRequested.connect(self.next_tale)
        self.score_dialog.replayRequested.connect(self.replay_game)
        self.score_dialog.newGameRequested.connect(self.new_game_from_scores)
        self.score_dialog.open()

    def show_round_scores(self) -> None:
        """The round just scored (its plug-in's ``round_dialog``, e.g. CharLatão's per-suit
        breakdown); non-modal, the game goes on behind it (its contents are public). The
        previous round's window closes first, and the last round gets its own window next to
        the final scores (issue 18.6)."""
        from ..games import registry
        if self.round_dialog is not None:   # never a stale "Round N−1 scores" window
            self.round_dialog.close()
            self.round_dialog = None
        plugin = registry.find(self.game.game_id) if self.game is not None else None
        dialog = plugin.round_dialog(self.game.session, self.game.context(), self) if plugin is not None else None
        if dialog is None:
            return
        self.round_dialog = dialog
        self.round_dialog.show()

    def _game_finished(self) -> None:
        """Scores on screen; a finished game (or decided series) leaves nothing to continue,
        so its autosave is dropped (a saved file keeps it)."""
        session = self.game.session
        if not session.is_series or session.match_status().finished:
            self._drop_autosave(session)   # this game's slot only: other games keep theirs
        self.show_scores()

    def next_tale(self) -> None:
        """Book of Tales: deal the next game of the series."""
        if self.game is None or not self.game.session.is_series:
            return
        try:
            self.game.next_game()
        except session_bridge.SessionError as err:
            self.statusBar().showMessage(messages.error_text(err), 6000)
        if self.score_dialog is not None:
            self.score_dialog.close()
            self.score_dialog = None

    def new_game_from_scores(self) -> None:
        """Score screen ▸ New game: the scores close, then the New Game dialog (the seats of
        this game prefill it), once the click has returned."""
        from PySide6.QtCore import QTimer
        if self.score_dialog is not None:
            self.score_dialog.close()
            self.score_dialog = None
        QTimer.singleShot(0, self.new_game_dialog)

    def replay_dialog(self, path: str | Path | None = None) -> Any:
        """File ▸ Replay a game: a save file (asked for when ``path`` is None) in a Replay
        window; a bad file shows a dialog naming it. Returns the window or None."""
        from . import replay
        return replay.ask_replay_file(self) if path is None else replay.open_replay_file(self, path)

    def replay_game(self) -> Any:
        """Score screen ▸ Replay: the game on screen in a Replay window (scores closed)."""
        if self.game is None:
            return None
        if self.score_dialog is not None:
            self.score_dialog.close()
            self.score_dialog = None
        from . import replay
        return replay.show_replay(self, self.game.session, self._file)

    def show_about(self) -> None:
        """Help ▸ About."""
        from .about import AboutDialog

        AboutDialog(self).open()

    def show_rules(self, page: int = 0) -> None:
        """Help ▸ Rules summary (``page`` 1: the card reference), for the game on screen."""
        from .helpdialog import RulesDialog

        options = dict(self.game.session.record.options) if self.game is not None else None
        self.rules_dialog = RulesDialog(self.game.game_id if self.game else "", self, page, options)
        self.rules_dialog.open()

    def show_reference(self) -> None:
        """Help ▸ Card reference."""
        self.show_rules(page=1)

    def show_hint(self, analysis: Any, lines: list[str]) -> None:
        """A Hint's answer (playtest): the Hard bot's choice (``lines[0]``), then up to eight
        actions it considered with their win estimates and shares of the simulations
        (``lines[1:]``, most visited first); non-modal."""
        from PySide6.QtCore import Qt
        from PySide6.QtWidgets import QMessageBox

        self.close_hint()
        text = translate("MainWindow", "The Hard bot would make this move:\n{action}").format(
            action=lines[0] if lines else "")
        box = QMessageBox(QMessageBox.Icon.Information, translate("MainWindow", "Hint"), text,
                          QMessageBox.StandardButton.Ok, self)
        box.setObjectName("hintBox")
        if lines[1:]:
            box.setInformativeText("\n".join([translate("MainWindow", "Moves it considered:")] + lines[1:9]))
        # the position it answers for: a move or an undo makes it stale (close_stale_hint)
        self._hint_position = self._position()
        box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        box.setWindowModality(Qt.WindowModality.NonModal)
        self.hint_box = box
        box.show()
        self.close_stale_hint()   # the answer came: "Thinking about a hint…" goes

    def _position(self) -> Any:
        """The game on screen and its place in its timeline, or None."""
        game = getattr(self, "game", None)
        return None if game is None else (id(game.session), game.session.cursor)

    def close_hint(self) -> None:
        """Close the Hint's box, if one is open."""
        old = getattr(self, "hint_box", None)
        self.hint_box = None
        if old is not None:
            try:
                old.close()
            except RuntimeError:  # already deleted (closed by the player)
                pass

    def close_stale_hint(self) -> None:
        """After a move or an undo (the page's ``changed``): a Hint's box for another position
        closes, and "Thinking about a hint…" goes unless a Hint for this position is still
        computed (QA: the advice stayed on screen for a position that no longer existed)."""
        if getattr(self, "hint_box", None) is not None and self._hint_position != self._position():
            self.close_hint()
        self.update_hint_status()

    def update_hint_status(self) -> None:
        """The status bar's "Thinking about a hint…" (its own label, :attr:`_hint_label`) shown
        exactly while the game on screen computes a Hint; other status messages are left alone."""
        label = getattr(self, "_hint_label", None)
        if label is None:
            return
        game = getattr(self, "game", None)
        pending = game is not None and game.hint_pending()
        if pending:
            label.setText(translate("GamePage", "Thinking about a hint…"))
        label.setVisible(pending)

    def show_error(self, title: str, text: str, details: str = "") -> None:
        """A warning dialog (non-blocking); the last one is kept in :attr:`last_error`
        (``(title, text)``) and :attr:`last_error_details`. ``details``: technical detail
        under the box's "Show details" button (``QMessageBox.setDetailedText``), or ""."""
        self.last_error = (title, text)
        self.last_error_details = details
        from PySide6.QtCore import Qt
        from PySide6.QtWidgets import QMessageBox

        box = QMessageBox(QMessageBox.Icon.Warning, title, text, QMessageBox.StandardButton.Ok, self)
        if details:
            box.setDetailedText(details)
        box.setObjectName("errorBox")
        box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        box.open()
