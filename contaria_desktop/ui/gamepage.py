"""The game page: instruction bar, table and privacy curtain around one session, and the
hot-seat flow between them.

Hot-seat privacy (ARCHITECTURE.md, "Session, saves, hot-seat"): whenever the next decision
belongs to a different seat than the one on screen (and at the start), the curtain goes up.
While it is up the table shows only ``state.view(None)``, non-interactive, the instruction
bar says only "Pass to <name>" and the log holds only public events. When the player
confirms, the window calls ``session.confirm_handover(seat)`` and shows that seat's view.
"""

from __future__ import annotations

import random
from typing import Any

from PySide6.QtCore import QCoreApplication, QTimer, Signal
from PySide6.QtWidgets import QPushButton, QVBoxLayout, QWidget

from ..engines.core import IllegalAction
from ..i18n import messages, translators
from . import session_bridge
from .botturns import BotTurnsMixin
from .curtain import Curtain
from .instructionbar import InstructionBar
from ..i18n.names import SeatNames, isolate

translate = QCoreApplication.translate

#: Longest wait for the table's ``idle`` before the curtain goes up anyway (ms).
IDLE_TIMEOUT_MS = 2500


def card_namers(game_id: str) -> dict[str, Any]:
    """``card_name``/``type_name``/``marker_name`` functions from the game's plug-in (the one
    place its card names are translated); empty for a game without them."""
    from ..games import registry
    plugin = registry.find(game_id)
    return plugin.namers() if plugin is not None else {}


class GamePage(BotTurnsMixin, QWidget):
    """Plays one session on screen. Signals: :attr:`logChanged` (lines for the log panel),
    :attr:`statusMessage`, :attr:`changed` (after every move/undo, for menus),
    :attr:`gameOver` (once, when the game ends), :attr:`roundScored` (a round was scored; emitted before :attr:`gameOver` for the last)."""

    logChanged = Signal(list)
    statusMessage = Signal(str)
    changed = Signal()
    gameOver = Signal()
    roundScored = Signal()  # a round of a multi-round game was scored (the last one too)
    scoresRequested = Signal()
    hintReady = Signal(object, list)  # (Analysis, lines in words): a Hint's answer (botturns.py)
    hintPendingChanged = Signal()     # a Hint was asked, answered or failed (hint_pending())

    def __init__(self, session: Any, parent: Any = None, speed: float = 1.0) -> None:
        super().__init__(parent)
        self.setObjectName("gamePage")
        self.session = session
        self.game_id = session_bridge.game_id(session)
        self._names_key: tuple[Any, ...] = ()
        self._names: list[str] = []
        self.reveal_all = False
        self._force_curtain = False
        self._awaiting_idle = False
        self._over_announced = False
        self._shown_view: dict[str, Any] = {}
        self._namers = card_namers(self.game_id)
        self._log_cache: dict[Any, tuple[Any, str]] = {}   # event sentences (messages.log_lines)
        self._log_cache_key: tuple[Any, ...] = ()

        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(0)
        self.bar = InstructionBar(self)
        from . import scaling
        self.bar.set_scale(scaling.current_factor())   # a large window's text size (18.3)
        layout.addWidget(self.bar)
        self._stage = QWidget(self)
        stage_layout = QVBoxLayout(self._stage)
        stage_layout.setContentsMargins(0, 0, 0, 0)
        from ..table import TableWidget  # imported with the first game (start-up time)
        self.table = TableWidget(self._stage)
        stage_layout.addWidget(self.table)
        layout.addWidget(self._stage, 1)
        self.curtain = Curtain(self._stage)
        self.scores_button = QPushButton(translate("GamePage", "Show scores"), self)
        self.scores_button.setObjectName("showScoresButton")
        self.scores_button.clicked.connect(self.scoresRequested.emit)
        self.scores_button.hide()
        self.bar.layout().addWidget(self.scores_button)

        self._idle_timer = QTimer(self)
        self._idle_timer.setSingleShot(True)
        self._idle_timer.setInterval(IDLE_TIMEOUT_MS)
        self._idle_timer.timeout.connect(self._on_idle)
        self.table.set_animation_speed(speed)
        # headings: names never reorder them; a bot's own view (--view-seat) never says "you"
        self.table.set_seat_names(SeatNames([isolate(n) for n in self.names], bots=self.bot_seats()))
        self.table.actionChosen.connect(self.choose)
        self.table.selectionChanged.connect(self._selection_changed)
        self._prompt = ""   # the decision's prompt (the bar goes back to it when a selection is dropped)
        self.table.idle.connect(self._on_idle)
        self.bar.actionChosen.connect(self.choose)
        self.bar.cancelRequested.connect(self.table.cancel_selection)
        self.curtain.confirmed.connect(self.confirm)
        self._init_bots(speed)

    # ----- what is on screen --------------------------------------------------------------
    @property
    def names(self) -> list[str]:
        """The seats' display names (``session_bridge.seat_names``): a default name in the
        language on screen, taken again after a language change."""
        key = (translators.generation(), tuple(self.session.seat_names))
        if key != self._names_key:
            self._names_key, self._names = key, session_bridge.seat_names(self.session)
        return self._names

    def context(self, view: dict[str, Any] | None = None) -> messages.MessageContext:
        """A :class:`MessageContext` naming things as ``view`` (default: the view on screen) knows them."""
        return messages.MessageContext(self.game_id, self.names, view if view is not None else self._shown_view,
                                       **self._namers)

    @property
    def screen_seat(self) -> int | None:
        """The seat whose private view is on screen, or None (curtain up, game over)."""
        if self.session.is_over or self.curtain_seat() is not None:
            return None
        if self.bot_to_move():   # a bot decides: the watcher's view (botturns.py)
            return None if self.reveal_all else self.watcher()
        return self.session.current_player

    def curtain_seat(self) -> int | None:
        """The seat the curtain must wait for now, or None."""
        if self.session.is_over or self.reveal_all:
            return None
        pending = self.session.handover_pending
        if pending is None and self._force_curtain:
            pending = self.session.current_player
        return pending

    def refresh(self) -> None:
        """Bring the screen in line with the session (curtain, table, bar, log)."""
        state = self.session.state
        self._awaiting_idle = False
        self._idle_timer.stop()
        if self.session.is_over:
            self._show_over()
            return
        self.scores_button.hide()
        cp = state.current_player
        if self.bot_to_move():  # its bot thinks; the person at the screen keeps their view
            self._show_bot_turn()
            self.changed.emit()
            return
        waiting_for = self.curtain_seat()
        if self.reveal_all:
            self.curtain.lower_curtain()
            self._show(state.omniscient_view(), cp, interactive=True, omniscient=True)
        elif waiting_for is not None:
            self._raise_curtain(waiting_for)
        else:
            self.curtain.lower_curtain()
            self._show(state.view(cp), cp, interactive=True)
            self.note_human_on_screen(cp)
        self.changed.emit()

    def _show(self, view: dict[str, Any], seat: int | None, *, interactive: bool, omniscient: bool = False) -> None:
        state = self.session.state
        legal = state.legal_actions() if interactive else []
        self._shown_view = view
        self.table.show_state(self.game_id, view, legal, interactive=interactive)
        ctx = self.context(view)
        if interactive:
            self._prompt = messages.prompt_text(view, ctx, seat, legal)
            self.bar.show_prompt(self._prompt, legal, self.game_id)
        self._emit_log(seat, omniscient)

    def _raise_curtain(self, seat: int | None) -> None:
        """Public view only, non-interactive, until ``seat`` confirms."""
        view = self.session.state.view(None)
        self._shown_view = view
        name = self.context(view).seat(seat)
        self.table.show_state(self.game_id, view, [], interactive=False)
        self.bar.show_prompt(translate("GamePage", "Pass the screen to {name}.").format(name=name), [], self.game_id)
        self.curtain.raise_for(seat if seat is not None else -1, name)
        self._emit_log(None, False)

    def _show_over(self) -> None:
        self.curtain.lower_curtain()
        state = self.session.state
        view = state.omniscient_view() if self.reveal_all else state.view(None)
        self._shown_view = view
        self.table.show_state(self.game_id, view, [], interactive=False)
        self.bar.show_prompt(self.game_over_text(), [], self.game_id)
        self.scores_button.show()
        self._emit_log(None, self.reveal_all)
        self.changed.emit()
        if not self._over_announced:
            self._over_announced = True
            self.gameOver.emit()

    def game_over_text(self) -> str:
        """The bar's words at the end, naming the winners: the plug-in's score presenter
        (``ScorePresenter.game_over_text``) from the public ``Result``."""
        from ..games import registry
        from ..games.plugin import ScorePresenter
        plugin = registry.find(self.game_id)
        presenter = plugin.scores() if plugin is not None else ScorePresenter()
        return presenter.game_over_text(self.session.state.result(), self.context())

    def _selection_changed(self, key: Any) -> None:
        """A hand card (or another first step) was picked or dropped: the bar says the next
        step (the game's ``Targeting.prompt()``), or the decision's prompt again (issue 18.11)."""
        step = self.table.selection_prompt()
        self.bar.set_cancel_visible(self.table.selection() is not None and not self.curtain.is_up())
        if step is not None and messages.has_text(step[0]):
            self.bar.set_text(messages.text(step[0], **self.context().words(step[1])))
        elif self._prompt and not self.curtain.is_up() and not self.session.is_over:
            self.bar.set_text(self._prompt)

    def _emit_log(self, seat: int | None, omniscient: bool) -> None:
        self.logChanged.emit(self.log_lines(seat, omniscient))

    def log_lines(self, seat: int | None, omniscient: bool = False) -> list[str]:
        """The log as ``seat`` may read it, in words (named from the view on screen). ``seat``
        is its reader: their own actions may be told in the second person ("You took..."); the
        public and the omniscient log keep the third person (MessageContext.reader), and so does
        a bot's own log (``--view-seat`` of a bot seat: a bot is not "you")."""
        key = (translators.generation(), tuple(self.names))
        if key != self._log_cache_key:   # another language or names: every sentence changes
            self._log_cache, self._log_cache_key = {}, key
        ctx = self.context()
        ctx.reader = None if omniscient or self.is_bot_seat(seat) else seat
        return messages.log_lines(self.session.log(seat, omniscient=omniscient), ctx, cache=self._log_cache)

    def retranslate(self) -> None:
        """Redraw every text in the current language (after a language change)."""
        self.scores_button.setText(translate("GamePage", "Show scores"))
        self.bar.retranslate()
        # default names ("Jogador 1") in the new language on the table's headings too
        self.table.set_seat_names(SeatNames([isolate(n) for n in self.names], bots=self.bot_seats()))
        selection = self.table.selection()   # a half-made choice survives the switch (18.12)
        self.table.retranslate()
        if self.curtain.is_up():
            self.curtain.retranslate()
        if not self._awaiting_idle:
            self.refresh()
            self.table.restore_selection(selection)

    # ----- decisions ----------------------------------------------------------------------
    def choose(self, action: Any) -> None:
        """Apply ``action`` for the seat on screen (from the table or the bar)."""
        if self.curtain.is_up() or self.session.is_over or self._awaiting_idle or self.bot_to_move():
            return
        mover = self.session.current_player
        try:
            events = self.session.apply(action)
        except IllegalAction as err:
            self.statusMessage.emit(messages.error_text(err))
            self.refresh()
            return
        self._after_move(events, mover)

    def _after_move(self, events: list, mover: int | None) -> None:
        """Show a decision just applied: to ``mover`` (the seat shown; None: the public view)
        until the table is idle when the curtain must go up next, else at once."""
        if any(e.type.endswith((".round_scored", ".round_won")) for e in events):
            self.roundScored.emit()   # the last round too: it gets its own window (issue 18.6)
        if not self.session.is_over and not self.reveal_all and self.curtain_seat() is not None:
            # Let the mover see the outcome (and its animation) before the curtain goes up.
            self._show(self.session.state.view(mover), mover, interactive=False)
            self.bar.show_prompt(translate("GamePage", "Done. Pass the screen to {name}.").format(
                name=self.context().seat(self.curtain_seat())), [], self.game_id)
            self._awaiting_idle = True
            self.changed.emit()
            if self.table.is_animating():
                self._idle_timer.start()
            else:
                self._on_idle()
        else:
            self.refresh()

    def _on_idle(self) -> None:
        if self._awaiting_idle:
            self._idle_timer.stop()
            self._awaiting_idle = False
            self.refresh()

    def confirm(self, seat: int) -> None:
        """The player at ``seat`` confirmed the hand-over: show their view."""
        if seat is None or seat < 0 or seat != self.curtain_seat():
            return
        self.session.confirm_handover(seat)
        self._force_curtain = False
        self.curtain.lower_curtain()
        self.refresh()
        self.table.focus_first_target()   # keyboard: the ring on the first choice at once (18.11)

    def set_reveal_all(self, on: bool) -> None:
        """Playtest: show the omniscient view (no curtain: nothing is private)."""
        if on and not session_bridge.is_playtest(self.session):
            return
        self.reveal_all = on
        self.refresh()

    def set_animation_speed(self, factor: float) -> None:
        """0 = instant, 1 = normal (the table's factor)."""
        self.table.set_animation_speed(factor)
        self.set_bot_speed(factor)

    # ----- undo ---------------------------------------------------------------------------
    def undo(self) -> bool:
        """Undo if the session allows it; otherwise say why in the status bar. A half-made
        choice on the table (a first click of a several-step move) is dropped first, as Esc
        does: nothing was played yet, so there is no decision to take back."""
        if self.table.cancel_selection():
            return True
        ok, reason = self.session.can_undo()
        if not ok:
            self._refused(messages.undo_refusal(reason))
            return False
        hidden = self.curtain.is_up() or self._awaiting_idle
        try:
            self.session.undo()
        except session_bridge.UndoRefused as err:
            self._refused(messages.undo_refusal(err.key))
            return False
        # Undone from behind the curtain: whoever is at the screen must confirm again.
        self._force_curtain = self._force_curtain or hidden
        self._over_announced = False
        self.refresh()
        return True

    def _refused(self, why: str) -> None:
        """Say why Undo/Redo is refused where the player looks - the instruction bar, until
        the next move - and in the status bar (issue 18.11)."""
        self.bar.show_notice(why)
        self.statusMessage.emit(why)

    def redo(self) -> bool:
        """Redo if there is something to redo; otherwise say so in the status bar."""
        if not self.session.can_redo():
            self._refused(messages.undo_refusal("redo.refused.nothing"))
            return False
        hidden = self.curtain.is_up() or self._awaiting_idle
        try:
            self.session.redo()
        except session_bridge.SessionError as err:
            self.statusMessage.emit(messages.undo_refusal(err.key))
            return False
        self._force_curtain = self._force_curtain or hidden
        self.refresh()
        return True

    def next_game(self) -> None:
        """Book of Tales: deal the next game of the series on this page."""
        self.session.next_game()
        self._over_announced = False
        self.refresh()

    # ----- automation (command line --autoplay, tests) --------------------------------------
    def autoplay(self, decisions: int, rng: random.Random) -> int:
        """Play up to ``decisions`` decisions, confirming curtains at once: bot seats decide
        with their bots (on this thread), human seats at random. Returns how many were played."""
        played = 0
        while played < decisions and not self.session.is_over:
            if self._awaiting_idle:
                self._on_idle()
            if self.curtain_seat() is not None:
                self.confirm(self.curtain_seat())
            if not self.play_bot_now():
                self.choose(rng.choice(self.session.legal_actions()))
            played += 1
        if self._awaiting_idle:
            self._on_idle()
        return played

    def show_as(self, seat: int | None) -> None:
        """Show the table as ``seat`` sees it with the curtain down (``--view-seat``); the
        seat to move when ``seat`` is None. Interactive only for the seat to move."""
        if self.session.is_over:
            self._show_over()
            return
        state = self.session.state
        cp = state.current_player
        seat = cp if seat is None else seat
        if seat == cp and self.curtain_seat() == cp:
            self.confirm(cp)
            return
        self.curtain.lower_curtain()
        self._show(state.view(seat), seat, interactive=seat == cp)
        if seat != cp:
            self.bar.show_prompt(translate("GamePage", "{name} is deciding.").format(
                name=self.context().seat(cp)), [], self.game_id)
