"""The main window's menus (File, Edit, View, Help), their enabled states, the status-bar
label and the live language switch: :class:`MenusMixin`, mixed into
:class:`~.mainwindow.MainWindow` (split out of ``mainwindow.py``; behaviour unchanged)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QAction, QActionGroup, QKeySequence

from .. import settings as prefs
from ..i18n import messages
from ..i18n.names import mnemonic_safe
from . import i18n, session_bridge
from .carddata import open_card_data
from .lab_window import open_lab_window

translate = QCoreApplication.translate

# Duration factors of the View ▸ Animation speed menu, fastest first (prefs.ANIMATION_SPEEDS).
SPEEDS = tuple(factor for _key, factor in prefs.ANIMATION_SPEEDS)


class MenusMixin:
    """Menus and actions of :class:`~.mainwindow.MainWindow` (expects its attributes)."""

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
        self._action(m, translate("MainWindow", "Playtes&t lab…"), lambda: open_lab_window(self), name="actLab")
        m.addSeparator()
        self.act_home = self._action(m, translate("MainWindow", "&Back to the start page"),
                                     lambda: self.show_start_page(), name="actHome")
        self._action(m, translate("MainWindow", "&Quit"), self.close, QKeySequence.StandardKey.Quit, "actQuit")

        m = bar.addMenu(translate("MainWindow", "&Edit"))
        self.act_undo = self._action(m, translate("MainWindow", "&Undo"), self.undo, "Ctrl+Z", "actUndo")
        self.act_redo = self._action(m, translate("MainWindow", "&Redo"), self.redo, "Ctrl+Shift+Z", "actRedo")
        m.addSeparator()
        self.act_hint = self._action(m, translate("MainWindow", "&Hint (playtest)"), self.hint, "Ctrl+H", "actHint")

        m = bar.addMenu(translate("MainWindow", "&View"))
        speed_menu = m.addMenu(translate("MainWindow", "Animation &speed"))
        group = QActionGroup(speed_menu)
        self.speed_actions: dict[float, QAction] = {}
        labels = {"instant": translate("MainWindow", "Instant"), "fast": translate("MainWindow", "Fast"),
                  "normal": translate("MainWindow", "Normal"), "slow": translate("MainWindow", "Slow")}
        for key, factor in prefs.ANIMATION_SPEEDS:
            act = QAction(labels[key], speed_menu, checkable=True)
            act.setChecked(abs(factor - self._speed) < 1e-9)
            act.triggered.connect(lambda _=False, f=factor: self.set_speed(f))
            group.addAction(act)
            speed_menu.addAction(act)
            self.speed_actions[factor] = act
        bot_menu = m.addMenu(translate("MainWindow", "&Bot speed"))
        bot_menu.setToolTipsVisible(True)
        bot_group = QActionGroup(bot_menu)
        self.bot_speed_actions: dict[int, QAction] = {}
        pause = prefs.bot_pause_ms()
        for key, ms in prefs.BOT_SPEEDS:
            act = QAction(labels[key], bot_menu, checkable=True)
            act.setToolTip(translate("MainWindow", "Pause before each bot move: {ms} ms").format(ms=ms))
            act.setChecked(ms == pause)
            act.setObjectName(f"actBotSpeed_{key}")
            act.triggered.connect(lambda _=False, v=ms: self.set_bot_pause(v))
            bot_group.addAction(act)
            bot_menu.addAction(act)
            self.bot_speed_actions[ms] = act
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

        m = bar.addMenu(translate("MainWindow", "&Tools"))
        self._action(m, translate("MainWindow", "Card &data…"), lambda: open_card_data(self), name="actCardData")

        m = bar.addMenu(translate("MainWindow", "&Help"))
        self._action(m, translate("MainWindow", "&Rules summary"), self.show_rules, "F1", "actRules")
        self._action(m, translate("MainWindow", "&Card reference"), self.show_reference, name="actReference")
        self._action(m, translate("MainWindow", "&About"), self.show_about, name="actAbout")


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
        self.act_hint.setEnabled(has_game and game.can_hint())   # never in a hot-seat game
        self.act_hint.setToolTip(translate("MainWindow", "What the Hard bot would choose, and why.") if playtest
                                 else translate("MainWindow", "Only in playtest mode."))
        self.act_reveal.setEnabled(playtest)
        if not playtest and self.act_reveal.isChecked():
            self.act_reveal.setChecked(False)
        self.act_reveal.setToolTip("" if playtest else translate("MainWindow", "Only in playtest mode."))
        self._update_status_label()
        self.update_hint_status()   # its words after a language change; gone with the game

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
            self._fit_log_dock()   # its title in another language: still whole
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


    def set_speed(self, factor: float) -> None:
        """View ▸ Animation speed: store ``factor`` and pass it to the table."""
        self._speed = factor
        if not prefs.set_value("view/animation_speed", factor):
            self.statusBar().showMessage(translate("MainWindow", "Settings cannot be saved; the choice holds "
                                                                "until the program is closed."), 6000)
        if factor in self.speed_actions:
            self.speed_actions[factor].setChecked(True)
        if self.game is not None:
            self.game.set_animation_speed(factor)

    def set_bot_pause(self, ms: int) -> None:
        """View ▸ Bot speed: store the pause before each bot move (``ms``, one of
        ``settings.BOT_SPEEDS``); the next bot turn uses it (none while animations are Instant)."""
        if not prefs.set_bot_pause_ms(ms):
            self.statusBar().showMessage(translate("MainWindow", "Settings cannot be saved; the choice holds "
                                                                "until the program is closed."), 6000)
        if ms in self.bot_speed_actions:
            self.bot_speed_actions[ms].setChecked(True)

    def set_language(self, code: str) -> None:
        """View ▸ Language: stores the choice and switches at once (Qt then sends
        LanguageChange, and :meth:`retranslate` redraws every text)."""
        i18n.set_language(code)
        self.statusBar().showMessage(translate("MainWindow", "Language: {name}").format(
            name=i18n.native_name(i18n.current_language())), 6000)

    def _reveal_toggled(self, on: bool) -> None:
        if self.game is not None:
            self.game.set_reveal_all(on)
