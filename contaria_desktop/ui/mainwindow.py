"""The main window: start page or game page in the centre, the log dock, the status bar and
the menus (File, Edit, View, Help).

The window is one class put together from focused parts: menus and actions
(:mod:`.window_menus`), files and the "Save changes?" question (:mod:`.window_files`),
autosave slots and the "autosave is off" notice (:mod:`.window_autosave`), dialogs and score
screens (:mod:`.window_dialogs`); this module keeps the pages (start page, game page, log
dock). A game in progress is never replaced or closed without asking (issue 18.2)."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication, QTimer, Signal
from PySide6.QtWidgets import QLabel, QMainWindow, QStackedWidget

from .. import APP_NAME
from ..engines.core import EngineError
from .. import settings as prefs
from ..i18n import messages
from . import session_bridge
from .startpage import StartPage
from .window_autosave import AutosaveMixin
from .window_dialogs import DialogsMixin
from .window_files import FilesMixin
from .window_menus import SPEEDS, MenusMixin

if TYPE_CHECKING:  # pragma: no cover
    from .logpanel import LogPanel
    from .gamepage import GamePage
    from .newgame import NewGameChoice
    from .scores import ScoreDialog

# The game page, dialogs and the session layer are imported when first needed: the start
# page paints sooner (benchmarks/bench_startup.py).

translate = QCoreApplication.translate

__all__ = ["MainWindow", "SPEEDS", "default_log_width"]


def default_log_width(window_width: int) -> int:
    """Width in pixels of the log dock for a window ``window_width`` pixels wide: 18% below
    1200 px (the table needs the room on small screens), 22% above, within 170-340 px."""
    share = 0.18 if window_width < 1200 else 0.22
    return int(max(170, min(340, window_width * share)))


def log_title_width(dock: Any) -> int:
    """Width in pixels a dock widget needs for its whole title and its title-bar buttons
    (float and close) in its current font and style."""
    from PySide6.QtWidgets import QStyle
    style = dock.style()
    button = (style.pixelMetric(QStyle.PixelMetric.PM_SmallIconSize, None, dock)
              + 2 * style.pixelMetric(QStyle.PixelMetric.PM_DockWidgetTitleBarButtonMargin, None, dock))
    margin = style.pixelMetric(QStyle.PixelMetric.PM_DockWidgetTitleMargin, None, dock)
    text = dock.fontMetrics().horizontalAdvance(dock.windowTitle())
    return int(text + 2 * (button + margin) + 12)


class MainWindow(MenusMixin, FilesMixin, AutosaveMixin, DialogsMixin, QMainWindow):
    """The application window. ``game`` is the current :class:`GamePage` or None."""

    _autosave_failed = Signal(str, int, str)  # (folder, errno, text) from the autosave thread; queued

    #: Width in pixels of the log dock before the game's log has any line (issue 18.3).
    EMPTY_LOG_WIDTH = 150
    #: True once the current game's log has shown lines (the dock then keeps its usual width).
    _log_has_been_read = False

    def __init__(self) -> None:
        super().__init__()
        self.setObjectName("mainWindow")
        self.setWindowTitle(APP_NAME)
        self.resize(1280, 800)
        self.game: GamePage | None = None
        self.score_dialog: ScoreDialog | None = None
        self.round_dialog: Any = None   # CharLatão's end-of-round scores (non-modal)
        self.last_error: tuple[str, str] | None = None
        self._file: Path | None = None
        self._saved_mark: tuple[int, int, int] | None = None   # see FilesMixin.has_unsaved_changes
        self._speed = prefs.animation_speed()
        # False in scripted runs (--autoplay/--screenshot): opening a file leaves the
        # remembered folder alone (app.py also gives such runs a throwaway data folder).
        self.remember_files = True

        self.stack = QStackedWidget(self)
        self.setCentralWidget(self.stack)
        self.stack.currentChanged.connect(self._size_by_current_page)
        self.start_page = StartPage(self)
        self.start_page.newGameRequested.connect(self.new_game_dialog)
        self.start_page.continueRequested.connect(self.open_file)
        self.start_page.openRequested.connect(self.open_dialog)
        self.stack.addWidget(self.start_page)
        self.log_panel: LogPanel | None = None  # created with the first game
        # "Thinking about a hint…" while a Hint is computed: a widget of its own, so it goes
        # without touching other messages. A permanent one (left of the game's name), so a
        # temporary message ("Saved to …") is drawn beside it, never under it (QA: both were
        # painted over each other and unreadable).
        self._hint_label = QLabel(self)
        self._hint_label.setObjectName("hintStatusLabel")
        self._hint_label.hide()
        self.statusBar().addPermanentWidget(self._hint_label)
        self._status_label = QLabel(self)
        self.statusBar().addPermanentWidget(self._status_label)
        self._init_autosave()
        self._build_menus()
        self.show_start_page(look_for_saves=False)
        # Looking for saves imports the session layer: do it once the window is on screen.
        self.start_page.firstPainted.connect(lambda: QTimer.singleShot(0, self._after_first_paint))

    def _size_by_current_page(self, _index: int = -1) -> None:
        """Only the page on show counts for the window's minimum size: a stacked widget sizes
        itself by its largest page, so the hidden start page (974 px of tiles and buttons)
        would widen a 1024×640 window and squeeze the log to nothing (issue 18.3)."""
        from PySide6.QtWidgets import QSizePolicy
        current = self.stack.currentWidget()
        for i in range(self.stack.count()):
            page = self.stack.widget(i)
            policy = QSizePolicy.Policy.Preferred if page is current else QSizePolicy.Policy.Ignored
            page.setSizePolicy(policy, policy)
        self.stack.updateGeometry()

    # ----- menus --------------------------------------------------------------------------
    def _ensure_log_panel(self) -> LogPanel:
        """The log dock (made on first use; the View menu gets its toggle then)."""
        if self.log_panel is None:
            from .logpanel import LogPanel
            self.log_panel = LogPanel(self)
            from PySide6.QtCore import Qt
            self.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, self.log_panel)
            self.log_panel.filled.connect(self._log_filled)
            self._fit_log_dock()
            self.act_log = self.log_panel.toggleViewAction()
            self.act_log.setText(translate("MainWindow", "Game &log"))
            self._view_menu.addAction(self.act_log)
        return self.log_panel

    def _log_filled(self, filled: bool) -> None:
        """The log got its first lines of this game (``filled``) or was emptied (a curtain, a
        new game): widen the dock once per game, never narrow it again mid-game."""
        if filled and not self._log_has_been_read:
            self._log_has_been_read = True
            self._fit_log_dock()

    def _fit_log_dock(self) -> None:
        """Give the docked log its default width for the window's width (see
        :func:`default_log_width`); until the game's log has its first lines the dock is narrow
        (``EMPTY_WIDTH``, issue 18.3: the felt gets the room), but never narrower than its whole
        title (:func:`log_title_width`; "Registro de la p…", QA of issue 13). Once a game has
        shown lines the width stays when a curtain empties the log (no jump between turns). The
        player may drag it wider until the next resize."""
        if self.log_panel is not None and not self.log_panel.isFloating():
            from PySide6.QtCore import Qt
            title = log_title_width(self.log_panel)
            if self._log_has_been_read or self.log_panel.lines():
                width = max(default_log_width(self.width()), title)
            else:
                width = max(self.EMPTY_LOG_WIDTH, title)
            self.resizeDocks([self.log_panel], [width], Qt.Orientation.Horizontal)

    def resizeEvent(self, event: Any) -> None:
        super().resizeEvent(event)
        from . import scaling
        if scaling.apply(self) and self.game is not None:   # large windows: larger menus/bar/log (18.3)
            self.game.bar.set_scale(scaling.current_factor())
        if event.size().width() != event.oldSize().width():
            self._fit_log_dock()

    # ----- pages --------------------------------------------------------------------------
    def _after_first_paint(self) -> None:
        self.start_page.after_first_paint()
        self._look_for_saves()
        self.report_game_errors()

    def report_game_errors(self) -> None:
        """An installed game whose plug-in failed to load is left out; say so once, in the
        status bar (the log has the details)."""
        from ..games import registry
        broken = registry.unreported_errors()
        if broken:
            self.statusBar().showMessage(translate("MainWindow", "A game could not be loaded and was left out: {games}").format(
                games=", ".join(e.name for e in broken)), 10000)

    def _look_for_saves(self) -> None:
        """"Continue" and the list of unfinished autosaved games ("Resume it?")."""
        if self.stack.currentWidget() is self.start_page:
            self.start_page.set_continue(session_bridge.latest_save())
            from . import resume
            resume.offer_resume(self)

    def show_start_page(self, look_for_saves: bool = True) -> bool:
        """Back to the start page; the game on screen (if any) is closed, its autosave kept.
        With unsaved decisions the player is asked first; False when they cancel."""
        if self.game is not None and not self.confirm_replace():
            return False
        self.stack.setCurrentWidget(self.start_page)
        if self.log_panel is not None:
            self.log_panel.hide()
        if self.game is not None:
            self._retire(self.game)  # flushes the autosave, so "Continue" may offer it
            self.game = None
        if look_for_saves:
            self._look_for_saves()
        self._file = None
        self._saved_mark = None
        self._update_actions()
        return True

    def _retire(self, page: GamePage) -> None:
        """Take ``page`` off screen; its autosave is flushed and kept (for "Continue"), unless
        not one decision was made in it (nothing to resume: the slot is removed)."""
        self.stack.removeWidget(page)
        page.shutdown_bots()
        session = page.session
        session.close()
        if session.cursor == 0 and (not session.is_series or session.game_number == 0):
            self._drop_autosave(session)
        self.autosave_slot = None
        page.deleteLater()

    def closeEvent(self, event: Any) -> None:
        if self.game is not None:
            if not self.confirm_replace():   # Cancel (or a cancelled Save) keeps the window open
                event.ignore()
                return
            self.game.shutdown_bots()
            self.game.session.close()
        super().closeEvent(event)

    def play(self, session: Any, path: Path | None = None, slot: Path | None = None) -> GamePage | None:
        """Put ``session`` on screen (the start curtain goes up for the seat to move); ``path``
        is its file (None: Save asks), ``slot`` the autosave slot it continues (None: a new
        slot). A game with unsaved decisions on screen is replaced only after asking; None
        when the player keeps it."""
        from .gamepage import GamePage

        old = self.game
        if old is not None and old.session is not session and not self.confirm_replace():
            return None
        show_data_in_force(session.game_id, session.record.data)
        page = GamePage(session, self, self._speed)
        page.logChanged.connect(self._ensure_log_panel().set_lines)
        page.statusMessage.connect(lambda text: self.statusBar().showMessage(text, 6000))
        page.changed.connect(self._update_actions)
        page.gameOver.connect(self._game_finished)
        page.roundScored.connect(self.show_round_scores)
        page.scoresRequested.connect(self.show_scores)
        page.hintReady.connect(self.show_hint)
        page.hintPendingChanged.connect(self.update_hint_status)
        page.changed.connect(self.close_stale_hint)
        self.stack.addWidget(page)
        self.stack.setCurrentWidget(page)
        if old is not None and old.session is not session:
            self._retire(old)
        elif old is not None:
            self.stack.removeWidget(old)
            old.shutdown_bots()
            old.deleteLater()
        self.game = page
        self._file = path
        if old is None or old.session is not session:
            self._log_has_been_read = bool(self.log_panel.lines())
            self._fit_log_dock()
            self._saved_mark = None
            self._start_autosave(session, slot)
        if path is not None:
            self._mark_saved()
        self.log_panel.show()
        if self.score_dialog is not None:
            self.score_dialog.close()
            self.score_dialog = None
        if self.round_dialog is not None:
            self.round_dialog.close()
            self.round_dialog = None
        if self.act_reveal.isChecked() and session_bridge.is_playtest(session):
            page.reveal_all = True
        page.refresh()
        self._update_actions()
        self.setWindowTitle(f"{messages.game_name(session_bridge.spec_of(session))} – {APP_NAME}")
        return page

    def start_game(self, choice: NewGameChoice) -> GamePage | None:
        """Start a new game on this computer's card data (``overrides/<game>.json``, issue 14; a
        refused file is said and the shipped data used); shows an error and returns None if the
        engine refuses it."""
        found = session_bridge.card_data(choice.game_id)
        if found.error is not None:
            from ..i18n.fileerrors import summary_and_details
            text, details = summary_and_details(found.error)
            self.show_error(translate("MainWindow", "Card data not used"), text, details)
        try:
            session = session_bridge.new_session(choice.game_id, choice.num_players, seed=choice.seed,
                                                 options=choice.options, seat_names=choice.seat_names,
                                                 playtest=choice.playtest, seat_kinds=choice.seat_kinds,
                                                 data=found.values)
        except EngineError as err:
            self.show_error(translate("MainWindow", "Cannot start the game"), messages.error_text(err))
            return None
        return self.play(session)

    def new_game_dialog(self, game_id: str = "") -> None:
        """Ask for a new game (``game_id`` preselected; empty: the game on screen, if any) and
        start it. The seats of the game on screen (names, kinds) prefill the dialog."""
        from .newgame import NewGameDialog

        names = kinds = None
        if self.game is not None:
            names = session_bridge.seat_names(self.game.session)
            kinds = session_bridge.seat_kinds(self.game.session)
            game_id = game_id or self.game.game_id
        dialog = NewGameDialog(self, game_id, names, kinds, len(names) if names else None)
        if dialog.exec() == NewGameDialog.DialogCode.Accepted:
            self.start_game(dialog.choice())

    # ----- edit / view --------------------------------------------------------------------
    def undo(self) -> None:
        """Edit ▸ Undo (the status bar says why when it is refused)."""
        if self.game is not None:
            self.game.undo()

    def redo(self) -> None:
        """Edit ▸ Redo."""
        if self.game is not None:
            self.game.redo()

    def hint(self) -> None:
        """Edit ▸ Hint (playtest only): the Hard bot's choice for the seat to move, shown by
        :meth:`show_hint` when its search ends."""
        if self.game is not None and not self.game.request_hint():
            self.statusBar().showMessage(translate("MainWindow", "Hints are offered in playtest mode only, "
                                                                "when a person is to decide."), 6000)


def show_data_in_force(game_id: str, overrides: Any) -> None:
    """The game's card texts, hover text and card reference show ``overrides`` (issue 14)."""
    from ..games import registry
    plugin = registry.find(game_id)
    if plugin is not None:
        plugin.use_data(overrides)
