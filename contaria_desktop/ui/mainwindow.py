"""The main window: start page or game page in the centre, the log dock, the status bar and
the menus (File, Edit, View, Help)."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication, QTimer, Signal
from PySide6.QtGui import QAction, QActionGroup, QKeySequence
from PySide6.QtWidgets import QLabel, QMainWindow, QStackedWidget

from .. import APP_NAME
from ..engines.core import EngineError
from ..i18n import messages
from ..i18n.fileerrors import problem_text
from .. import settings as prefs
from . import i18n, session_bridge
from ..i18n.names import mnemonic_safe
from .startpage import StartPage

if TYPE_CHECKING:  # pragma: no cover
    from .logpanel import LogPanel
    from .gamepage import GamePage
    from .newgame import NewGameChoice
    from .scores import ScoreDialog

# The game page, dialogs and the session layer are imported when first needed: the start
# page paints sooner (benchmarks/bench_startup.py).

translate = QCoreApplication.translate

#: (factor, label) of the View ▸ Animation speed menu; factor multiplies animation time.
SPEEDS = (0.0, 0.5, 1.0, 2.0)


def default_log_width(window_width: int) -> int:
    """Width in pixels of the log dock for a window ``window_width`` pixels wide: 18% below
    1200 px (the table needs the room on small screens), 22% above, within 170-340 px."""
    share = 0.18 if window_width < 1200 else 0.22
    return int(max(170, min(340, window_width * share)))


def _same_file(a: Path, b: Path) -> bool:
    """True when ``a`` and ``b`` name the same file (either may not exist)."""
    try:
        return a.resolve() == b.resolve()
    except OSError:
        return False


def _file_dialog() -> Any:
    from PySide6.QtWidgets import QFileDialog
    return QFileDialog


class MainWindow(QMainWindow):
    """The application window. ``game`` is the current :class:`GamePage` or None."""

    _autosave_failed = Signal(str)  # emitted from the autosave thread; delivered queued

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
        self._speed = prefs.animation_speed()
        #: False in scripted runs (--autoplay/--screenshot): opening a file leaves the
        #: remembered folder alone (app.py also gives such runs a throwaway data folder).
        self.remember_files = True

        self.stack = QStackedWidget(self)
        self.setCentralWidget(self.stack)
        self.start_page = StartPage(self)
        self.start_page.newGameRequested.connect(self.new_game_dialog)
        self.start_page.continueRequested.connect(self.open_file)
        self.start_page.openRequested.connect(self.open_dialog)
        self.stack.addWidget(self.start_page)
        self.log_panel: LogPanel | None = None  # created with the first game
        self._status_label = QLabel(self)
        self.statusBar().addPermanentWidget(self._status_label)
        self._build_menus()
        # emitted on the autosave thread: the automatic connection queues it to this thread
        self._autosave_failed.connect(self._on_autosave_failed)
        self.show_start_page(look_for_saves=False)
        # Looking for saves imports the session layer: do it once the window is on screen.
        self.start_page.firstPainted.connect(lambda: QTimer.singleShot(0, self._after_first_paint))

    # ----- menus --------------------------------------------------------------------------
    def _action(self, menu: Any, text: str, slot: Any, shortcut: Any = None, name: str = "") -> QAction:
        act = QAction(text, menu)  # owned by its menu: a rebuild (language change) deletes both
        # setShortcuts, not setShortcut: the latter's overload lookup builds the Qt namespace
        # enums before the first paint (see startpage.py); a StandardKey gives the platform's list.
        if isinstance(shortcut, QKeySequence.StandardKey):
            act.setShortcuts(shortcut)
        elif shortcut is not None:
            act.setShortcuts([QKeySequence(shortcut)])
        act.triggered.connect(slot)
        act.setObjectName(name)
        menu.addAction(act)
        return act

    def _build_menus(self) -> None:
        bar = self.menuBar()
        m = bar.addMenu(translate("MainWindow", "&File"))
        self.act_new = self._action(m, translate("MainWindow", "&New game…"), lambda: self.new_game_dialog(""),
                                    QKeySequence.StandardKey.New, "actNew")
        self.act_open = self._action(m, translate("MainWindow", "&Open…"), lambda: self.open_dialog(), "Ctrl+O",
                                     "actOpen")
        self.recent_menu = m.addMenu(translate("MainWindow", "Open &recent"))
        self.recent_menu.aboutToShow.connect(self._fill_recent)
        m.addSeparator()
        self.act_save = self._action(m, translate("MainWindow", "&Save"), lambda: self.save(), "Ctrl+S", "actSave")
        self.act_save_as = self._action(m, translate("MainWindow", "Save &as…"), lambda: self.save_as(),
                                        "Ctrl+Shift+S", "actSaveAs")
        m.addSeparator()
        self.act_save_pos = self._action(m, translate("MainWindow", "Save &position…"), lambda: self.save_position(),
                                         name="actSavePosition")
        self.act_open_pos = self._action(m, translate("MainWindow", "Open pos&ition…"), lambda: self.open_position(),
                                         name="actOpenPosition")
        self.act_replay = self._action(m, translate("MainWindow", "Rep&lay a game…"), lambda: self.replay_dialog(),
                                       name="actReplay")
        m.addSeparator()
        self.act_home = self._action(m, translate("MainWindow", "&Back to the start page"),
                                     lambda: self.show_start_page(), name="actHome")
        self._action(m, translate("MainWindow", "&Quit"), self.close, QKeySequence.StandardKey.Quit, "actQuit")

        m = bar.addMenu(translate("MainWindow", "&Edit"))
        self.act_undo = self._action(m, translate("MainWindow", "&Undo"), self.undo, "Ctrl+Z", "actUndo")
        self.act_redo = self._action(m, translate("MainWindow", "&Redo"), self.redo, "Ctrl+Shift+Z", "actRedo")

        m = bar.addMenu(translate("MainWindow", "&View"))
        speed_menu = m.addMenu(translate("MainWindow", "Animation &speed"))
        group = QActionGroup(speed_menu)
        self.speed_actions: dict[float, QAction] = {}
        labels = {0.0: translate("MainWindow", "Instant"), 0.5: translate("MainWindow", "Fast"),
                  1.0: translate("MainWindow", "Normal"), 2.0: translate("MainWindow", "Slow")}
        for factor in SPEEDS:
            act = QAction(labels[factor], speed_menu, checkable=True)
            act.setChecked(abs(factor - self._speed) < 1e-9)
            act.triggered.connect(lambda _=False, f=factor: self.set_speed(f))
            group.addAction(act)
            speed_menu.addAction(act)
            self.speed_actions[factor] = act
        lang_menu = m.addMenu(translate("MainWindow", "&Language"))
        lang_group = QActionGroup(lang_menu)
        current = i18n.current_language()
        self.language_actions: dict[str, QAction] = {}
        for code, name in i18n.available_languages():
            act = QAction(name, lang_menu, checkable=True)
            act.setChecked(code == current)
            act.triggered.connect(lambda _=False, c=code: self.set_language(c))
            lang_group.addAction(act)
            lang_menu.addAction(act)
            self.language_actions[code] = act
        m.addSeparator()
        revealed = getattr(self, "act_reveal", None) is not None and self.act_reveal.isChecked()
        self.act_reveal = QAction(translate("MainWindow", "Show &all cards (playtest)"), m, checkable=True)
        self.act_reveal.setChecked(revealed)
        self.act_reveal.setObjectName("actRevealAll")
        self.act_reveal.toggled.connect(self._reveal_toggled)
        m.addAction(self.act_reveal)
        self._view_menu = m

        m = bar.addMenu(translate("MainWindow", "&Help"))
        self._action(m, translate("MainWindow", "&Rules summary"), self.show_rules, "F1", "actRules")
        self._action(m, translate("MainWindow", "&Card reference"), self.show_reference, name="actReference")
        self._action(m, translate("MainWindow", "&About"), self.show_about, name="actAbout")

    def _ensure_log_panel(self) -> LogPanel:
        """The log dock (made on first use; the View menu gets its toggle then)."""
        if self.log_panel is None:
            from .logpanel import LogPanel
            self.log_panel = LogPanel(self)
            from PySide6.QtCore import Qt
            self.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, self.log_panel)
            self._fit_log_dock()
            self.act_log = self.log_panel.toggleViewAction()
            self.act_log.setText(translate("MainWindow", "Game &log"))
            self._view_menu.addAction(self.act_log)
        return self.log_panel

    def _fit_log_dock(self) -> None:
        """Give the docked log its default width for the window's width (see
        :func:`default_log_width`); the player may drag it wider until the next resize."""
        if self.log_panel is not None and not self.log_panel.isFloating():
            from PySide6.QtCore import Qt
            self.resizeDocks([self.log_panel], [default_log_width(self.width())], Qt.Orientation.Horizontal)

    def resizeEvent(self, event: Any) -> None:
        super().resizeEvent(event)
        if event.size().width() != event.oldSize().width():
            self._fit_log_dock()

    def _fill_recent(self) -> None:
        self.recent_menu.clear()
        files = session_bridge.recent_paths()
        if not files:
            act = self.recent_menu.addAction(translate("MainWindow", "No recent files"))
            act.setEnabled(False)
        for path in files:
            act = self.recent_menu.addAction(mnemonic_safe(Path(path).name))
            act.setToolTip(path)
            act.triggered.connect(lambda _=False, p=path: self.open_file(p))

    def _update_actions(self) -> None:
        game = self.game
        has_game = game is not None
        for act in (self.act_save, self.act_save_as, self.act_save_pos, self.act_home):
            act.setEnabled(has_game)
        if has_game:
            ok_u, why_u = game.session.can_undo()
            self.act_undo.setEnabled(True)  # a refused undo explains itself in the status bar
            self.act_undo.setToolTip("" if ok_u else messages.undo_refusal(why_u))
            self.act_redo.setEnabled(game.session.can_redo())
        else:
            self.act_undo.setEnabled(False)
            self.act_redo.setEnabled(False)
        playtest = has_game and session_bridge.is_playtest(game.session)
        self.act_reveal.setEnabled(playtest)
        if not playtest and self.act_reveal.isChecked():
            self.act_reveal.setChecked(False)
        self.act_reveal.setToolTip("" if playtest else translate("MainWindow", "Only in playtest mode."))
        self._update_status_label()

    def _update_status_label(self) -> None:
        game = self.game
        if game is None:
            self._status_label.setText("")
            return
        parts = [messages.game_name(session_bridge.spec_of(game.session))]
        if session_bridge.is_playtest(game.session):
            parts.append(translate("MainWindow", "Playtest"))
            seed = session_bridge.seed(game.session)
            if seed is not None:
                parts.append(translate("MainWindow", "Deal {seed}").format(seed=seed))
        self._status_label.setText(" · ".join(parts))

    def retranslate(self) -> None:
        """Every text in the current language: menus are rebuilt, pages and the log redrawn.
        Called on QEvent.LanguageChange (sent when a translator is installed)."""
        old = [a.menu() for a in self.menuBar().actions() if a.menu() is not None]
        if self.log_panel is not None:
            self._view_menu.removeAction(self.act_log)  # the dock's own action: kept
        self.menuBar().clear()
        for menu in old:
            menu.deleteLater()  # and the actions they own
        self._build_menus()
        if self.log_panel is not None:
            self.log_panel.retranslate()
            self.act_log.setText(translate("MainWindow", "Game &log"))
            self._view_menu.addAction(self.act_log)
        self.start_page.retranslate()
        if self.game is not None:
            self.game.retranslate()
        self._update_actions()

    def changeEvent(self, event: Any) -> None:
        from PySide6.QtCore import QEvent
        if event.type() == QEvent.Type.LanguageChange and hasattr(self, "_view_menu"):
            self.retranslate()
        super().changeEvent(event)

    # ----- pages --------------------------------------------------------------------------
    def _after_first_paint(self) -> None:
        self.start_page.after_first_paint()
        self._look_for_saves()
        from . import resume
        resume.offer_resume(self)  # an interrupted game in the autosave: "Resume it?"
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
        if self.stack.currentWidget() is self.start_page:
            self.start_page.set_continue(session_bridge.latest_save())

    def show_start_page(self, look_for_saves: bool = True) -> None:
        """Back to the start page; the game on screen (if any) is closed, its autosave kept."""
        self.stack.setCurrentWidget(self.start_page)
        if self.log_panel is not None:
            self.log_panel.hide()
        if self.game is not None:
            self._retire(self.game)  # flushes the autosave, so "Continue" may offer it
            self.game = None
        if look_for_saves:
            self._look_for_saves()
        self._file = None
        self._update_actions()

    def _retire(self, page: GamePage) -> None:
        """Take ``page`` off screen; its autosave is flushed and kept (for "Continue")."""
        self.stack.removeWidget(page)
        page.session.close()
        page.deleteLater()

    def closeEvent(self, event: Any) -> None:
        if self.game is not None:
            self.game.session.close()
        super().closeEvent(event)

    def play(self, session: Any, path: Path | None = None) -> GamePage:
        """Put ``session`` on screen (the start curtain goes up for the seat to move)."""
        from .gamepage import GamePage

        old = self.game
        page = GamePage(session, self, self._speed)
        page.logChanged.connect(self._ensure_log_panel().set_lines)
        page.statusMessage.connect(lambda text: self.statusBar().showMessage(text, 6000))
        page.changed.connect(self._update_actions)
        page.gameOver.connect(self._game_finished)
        page.roundScored.connect(self.show_round_scores)
        page.scoresRequested.connect(self.show_scores)
        self.stack.addWidget(page)
        self.stack.setCurrentWidget(page)
        if old is not None and old.session is not session:
            self._retire(old)
        elif old is not None:
            self.stack.removeWidget(old)
            old.deleteLater()
        self.game = page
        self._file = path
        session.start_autosave(on_error=lambda err: self._autosave_failed.emit(problem_text(err)))
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
        """Start a new game; shows an error and returns None if the engine refuses it."""
        try:
            session = session_bridge.new_session(choice.game_id, choice.num_players, seed=choice.seed,
                                                 options=choice.options, seat_names=choice.seat_names,
                                                 playtest=choice.playtest)
        except EngineError as err:
            self.show_error(translate("MainWindow", "Cannot start the game"), messages.error_text(err))
            return None
        return self.play(session)

    def new_game_dialog(self, game_id: str = "") -> None:
        """Ask for a new game (``game_id`` preselected) and start it."""
        from .newgame import NewGameDialog

        names = session_bridge.seat_names(self.game.session) if self.game is not None else None
        dialog = NewGameDialog(self, game_id, names)
        if dialog.exec() == NewGameDialog.DialogCode.Accepted:
            self.start_game(dialog.choice())

    # ----- files --------------------------------------------------------------------------
    def _save_filter(self) -> str:
        return translate("MainWindow", "Saved games (*.json);;All files (*)")

    def _ask_open(self, title: str) -> Path | None:
        path, _ = _file_dialog().getOpenFileName(self, title, prefs.last_dir(), self._save_filter())
        return Path(path) if path else None

    def _ask_save(self, title: str) -> Path | None:
        from ..session import saves_dir
        name = self.game.session.suggested_file_name() if self.game is not None else ""
        folder = prefs.get_str("files/last_dir") or str(saves_dir())
        path, _ = _file_dialog().getSaveFileName(self, title, str(Path(folder) / name), self._save_filter())
        return Path(path) if path else None

    def _file_problem(self, title: str, path: Path, err: BaseException) -> None:
        """Error dialog naming the file and what is wrong with it."""
        problem = problem_text(err)   # translated, by key (i18n/fileerrors.py)
        self.show_error(title.format(file=path.name),
                        translate("MainWindow", "{file}:\n{problem}").format(file=str(path), problem=problem))

    def open_dialog(self) -> None:
        """File ▸ Open: ask for a save file and open it."""
        path = self._ask_open(translate("MainWindow", "Open saved game"))
        if path is not None:
            self.open_file(path)

    def open_file(self, path: str | Path) -> bool:
        """Open a save. A bad file shows a dialog naming it and the problem; the game on
        screen stays as it was."""
        path = Path(path)
        try:
            session = session_bridge.load_session(path)
        except (session_bridge.SaveError, EngineError, OSError, ValueError) as err:
            self._file_problem(translate("MainWindow", "Cannot open {file}"), path, err)
            return False
        # The autosave slot is not the game's own file: Save must ask where, or Ctrl+S would
        # write into the slot, which is deleted when the game ends.
        from ..session import autosave_path
        if _same_file(path, autosave_path(create=False)):
            self.play(session)
            return True
        if self.remember_files:
            prefs.set_value("files/last_dir", str(path.resolve().parent))
        self.play(session, path)
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
        prefs.set_value("files/last_dir", str(path.resolve().parent))
        self.statusBar().showMessage(translate("MainWindow", "Saved to {file}.").format(file=str(path)), 6000)
        return True


    def _on_autosave_failed(self, problem: str) -> None:
        self.statusBar().showMessage(translate("MainWindow", "Autosave failed: {problem}").format(problem=problem),
                                     10000)

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
            self._file_problem(translate("MainWindow", "Cannot open {file}"), path, err)
            return False
        self.play(session)
        return True

    # ----- edit / view --------------------------------------------------------------------
    def undo(self) -> None:
        """Edit ▸ Undo (the status bar says why when it is refused)."""
        if self.game is not None:
            self.game.undo()

    def redo(self) -> None:
        """Edit ▸ Redo."""
        if self.game is not None:
            self.game.redo()

    def set_speed(self, factor: float) -> None:
        """View ▸ Animation speed: store ``factor`` and pass it to the table."""
        self._speed = factor
        prefs.set_value("view/animation_speed", factor)
        if factor in self.speed_actions:
            self.speed_actions[factor].setChecked(True)
        if self.game is not None:
            self.game.set_animation_speed(factor)

    def set_language(self, code: str) -> None:
        """View ▸ Language: stores the choice and switches at once (Qt then sends
        LanguageChange, and :meth:`retranslate` redraws every text)."""
        i18n.set_language(code)
        self.statusBar().showMessage(translate("MainWindow", "Language: {name}").format(
            name=i18n.native_name(i18n.current_language())), 6000)

    def _reveal_toggled(self, on: bool) -> None:
        if self.game is not None:
            self.game.set_reveal_all(on)

    # ----- dialogs ------------------------------------------------------------------------
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
        self.score_dialog = ScoreDialog(result, self.game.context(), session_bridge.seed(session),
                                        match, self, suits=suits)
        self.score_dialog.nextTaleRequested.connect(self.next_tale)
        self.score_dialog.replayRequested.connect(self.replay_game)
        self.score_dialog.open()

    def show_round_scores(self) -> None:
        """The round just scored (its plug-in's ``round_dialog``, e.g. CharLatão's per-suit
        breakdown); non-modal, the game goes on behind it (its contents are public)."""
        from ..games import registry
        plugin = registry.find(self.game.game_id) if self.game is not None else None
        dialog = plugin.round_dialog(self.game.session, self.game.context(), self) if plugin is not None else None
        if dialog is None:
            return
        if self.round_dialog is not None:
            self.round_dialog.close()
        self.round_dialog = dialog
        self.round_dialog.show()

    def _game_finished(self) -> None:
        """Scores on screen; a finished game (or decided series) leaves nothing to continue,
        so its autosave is dropped (a saved file keeps it)."""
        session = self.game.session
        if not session.is_series or session.match_status().finished:
            from ..session import discard_autosave
            session.flush_autosave()
            discard_autosave()
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

    def show_error(self, title: str, text: str) -> None:
        """A warning dialog (non-blocking); the last one is kept in :attr:`last_error`."""
        self.last_error = (title, text)
        from PySide6.QtCore import Qt
        from PySide6.QtWidgets import QMessageBox

        box = QMessageBox(QMessageBox.Icon.Warning, title, text, QMessageBox.StandardButton.Ok, self)
        box.setObjectName("errorBox")
        box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        box.open()
