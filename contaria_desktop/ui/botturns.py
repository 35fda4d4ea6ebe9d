"""Bots at the game page (issue 12): :class:`BotTurnsMixin`, mixed into
:class:`~.gamepage.GamePage`.

- When a bot seat is to decide, its bot thinks off the UI thread (``session.bots.BotDriver``);
  meanwhile the table shows what the person at the screen may see (the watcher: the human who
  last had the screen, the only human, or nobody: the public view), non-interactive, and the
  bar says who is thinking. A bot's seat view is never put on screen.
- Its move is shown at a readable pace: no sooner than ``settings.bot_pause_ms()`` (View ▸ Bot
  speed) after its turn began, and after the table's animation ended; at once while animations
  are Instant (tests and scripted runs).
- Curtains: ``GameSession.handover_pending`` counts human seats only, so with one person there is
  never a curtain and with several it goes up only between people.
- Undo: ``GameSession.undo`` steps back to the last human decision (with the bot decisions after
  it); the driver drops a search in progress whenever the session changes.
- Hint (playtest only, never in a hot-seat game): what the Hard bot would choose for the seat on
  screen, with its visit counts and win estimates (``hintReady(analysis, lines)``: ``lines[0]``
  the choice in words, then one line per action considered, most visited first).
- Scripted runs (``--autoplay``, ``--screenshot``): :meth:`play_bot_now` decides on the UI thread
  with the same bot, so the answers are the app's.

The decisions stay reproducible: bots are stateless and seeded per seat (``session.seats``).
"""

from __future__ import annotations

import sys
import time
from typing import Any

from PySide6.QtCore import QCoreApplication, QTimer

from .. import settings as prefs
from ..engines.core import IllegalAction

translate = QCoreApplication.translate

# How often a held bot move checks whether the table finished animating (ms), and the longest
# it waits for that before being shown anyway (ms).
_POLL_MS = 40
_MAX_WAIT_MS = 4000
# The interpreter's thread switch interval while a game page exists (seconds), see _init_bots.
SWITCH_INTERVAL_S = 0.00025
# How many indistinguishable worlds a Hint's action is tried in to put it in words (action_words).
HINT_WORLDS = 3


class BotTurnsMixin:
    """Bot seats of a :class:`~.gamepage.GamePage` (expects its attributes: ``session``,
    ``table``, ``bar``, ``reveal_all``, ``refresh``, ``_after_move``, the ``hintReady`` signal...)."""

    # The budget every bot (and the Hint) thinks with on this page; ``None``: each bot's own
    # (``bots`` DEFAULT_BUDGET). Tests and benchmarks set a tiny fixed one.
    bot_budget: Any = None

    def _init_bots(self, speed: float) -> None:
        from ..session.bots import BotDriver
        # The search is pure Python on another thread: with CPython's default 5 ms switch
        # interval the UI thread waits up to that long for the interpreter lock each time it
        # wakes (and painting takes it many times per frame), which pushed the event loop's p95
        # lateness past 50 ms (benchmarks/bench_bot_window.py: Dark Tales 60-66 ms at 1 ms).
        sys.setswitchinterval(min(sys.getswitchinterval(), SWITCH_INTERVAL_S))
        self.bots = BotDriver(self)
        self.bots.decided.connect(self._bot_decided)
        self.bots.failed.connect(self._bot_failed)
        self._bot_speed = speed
        self._bot_asked: tuple[int, int] | None = None    # (game number, cursor) asked about
        self._bot_due = 0.0                               # monotonic time the move may be shown
        self._held: Any = None                            # a BotMove waiting for its pace
        self._held_since = 0.0
        self._hint_ticket: int | None = None
        self._hint_asked: tuple[int, int] | None = None   # (game number, cursor) of the Hint
        self._last_human: int | None = None
        self._pace = QTimer(self)
        self._pace.setSingleShot(True)
        self._pace.timeout.connect(self._play_held)

    # ----- who is who ------------------------------------------------------------------------
    def is_bot_seat(self, seat: int | None) -> bool:
        """True when ``seat`` is played by a bot."""
        return seat is not None and not self.session.is_human(seat)

    def bot_seats(self) -> list[int]:
        """The seats played by bots."""
        return [s for s in range(self.session.num_players) if self.is_bot_seat(s)]

    def bot_to_move(self) -> bool:
        """True while the game goes on and a bot seat is to decide."""
        return not self.session.is_over and self.is_bot_seat(self.session.current_player)

    def watcher(self) -> int | None:
        """The human seat whose view stays on screen while bots play: the one who last had the
        screen (confirmed the curtain, or decided in playtest), else the only human seat, else
        ``None`` (the public view)."""
        s = self.session
        holder = s.holder
        if holder is not None and s.is_human(holder):
            return holder
        humans = [i for i in range(s.num_players) if s.is_human(i)]
        if len(humans) == 1:
            return humans[0]
        if self._last_human is not None and s.playtest:
            return self._last_human
        return None

    def _watched_view(self) -> tuple[dict[str, Any], int | None, bool]:
        """``(view, seat, omniscient)`` to show while a bot decides (never a bot's own view)."""
        state = self.session.state
        if self.reveal_all:
            return state.omniscient_view(), None, True
        seat = self.watcher()
        return state.view(seat), seat, False

    # ----- a bot's turn ----------------------------------------------------------------------
    def _show_bot_turn(self) -> None:
        """The screen while a bot decides, and the request for its decision (once per position)."""
        s = self.session
        self.curtain.lower_curtain()
        view, seat, omniscient = self._watched_view()
        self._shown_view = view
        self.table.show_state(self.game_id, view, [], interactive=False)
        self.bar.show_prompt(translate("GamePage", "{name} is thinking…").format(
            name=self.context().seat(s.current_player)), [], self.game_id)
        self._emit_log(seat, omniscient)
        where = (s.game_number, s.cursor)
        if self._bot_asked == where and (self.bots.busy or self._held is not None):
            return   # already thinking about this position (e.g. a redraw after a language change)
        self._bot_asked = where
        self._held = None
        self._bot_due = time.monotonic() + self._pause_ms() / 1000.0
        self.bots.request(s, budget=self.bot_budget)

    def _pause_ms(self) -> int:
        """The pause before a bot move (ms): the stored View ▸ Bot speed, read at each bot turn so
        a change applies at once; none while animations are Instant."""
        return prefs.bot_pause_ms() if self._bot_speed > 0 else 0

    def set_bot_speed(self, factor: float) -> None:
        """The animation speed factor: Instant (0) also drops the pause before bot moves."""
        self._bot_speed = factor

    def _current(self, move: Any) -> bool:
        s = self.session
        return (not s.is_over and move.cursor == s.cursor and move.game_number == s.game_number
                and move.seat == s.current_player)

    def _bot_decided(self, move: Any) -> None:
        if move.ticket == self._hint_ticket:
            self._hint_ticket = None
            self._show_hint(move)
            self.hintPendingChanged.emit()
            return
        if not self._current(move):
            return
        self._held, self._held_since = move, time.monotonic()
        self._play_held()

    def _play_held(self) -> None:
        move = self._held
        if move is None:
            return
        now = time.monotonic()
        wait_ms = int((self._bot_due - now) * 1000)
        animating = self.table.is_animating() and (now - self._held_since) * 1000 < _MAX_WAIT_MS
        if wait_ms > 0 or animating:
            self._pace.start(max(wait_ms, _POLL_MS))
            return
        self._held = None
        if self._current(move):
            self.apply_bot_action(move.action)

    def apply_bot_action(self, action: Any) -> None:
        """Apply a bot's decision for the seat to move and show it (the watcher's view; the
        curtain follows if a person other than the one at the screen is next)."""
        try:
            events = self.session.apply(action)
        except IllegalAction as err:   # a bot answered for a position that no longer stands
            print(f"bot move refused: {err}", file=sys.stderr)
            self.refresh()
            return
        self._after_move(events, self.watcher())

    def _bot_failed(self, ticket: int, text: str) -> None:
        """A bot raised: say so, and let a random legal move keep the game going."""
        if ticket == self._hint_ticket:
            self._hint_ticket = None
            self.hintPendingChanged.emit()
            self.statusMessage.emit(translate("GamePage", "The hint could not be computed."))
            print(text, file=sys.stderr)
            return
        print(text, file=sys.stderr)
        self.statusMessage.emit(translate("GamePage", "A bot could not decide; it played a random move."))
        if self.bot_to_move():
            from ..bots import make_bot
            s = self.session
            action = make_bot("random", s.cursor).analyse(s.view(s.current_player), s.legal_actions()).action
            self.apply_bot_action(action)

    def play_bot_now(self) -> bool:
        """Scripted runs: the bot to move decides now, on this thread (its own budget), and the
        move is applied. False when no bot is to move."""
        if not self.bot_to_move():
            return False
        from ..bots import make_sampler
        from ..session.bots import bot_for_seat
        s = self.session
        seat = s.current_player
        self.bots.cancel()
        state = s.state
        bot = bot_for_seat(s, seat)
        action = bot.analyse(state.view(seat), list(state.legal_actions()), make_sampler(state, seat),
                             self.bot_budget or getattr(bot, "budget", None)).action
        self.apply_bot_action(action)
        if self._awaiting_idle:
            self._on_idle()
        return True

    def play_pending_bots(self, limit: int = 10_000) -> int:
        """Let the bots play until a person is to decide or the game ends (``--screenshot``);
        returns how many decisions they made."""
        played = 0
        while played < limit and self.play_bot_now():
            played += 1
        return played

    def note_human_on_screen(self, seat: int | None) -> None:
        """The interactive view of human ``seat`` is on screen (the watcher in playtest)."""
        if seat is not None and self.session.is_human(seat):
            self._last_human = seat

    def shutdown_bots(self) -> bool:
        """Stop any search and wait for the bot thread (closing the game or the window)."""
        self._pace.stop()
        self._held = None
        return self.bots.shutdown()

    # ----- hint (playtest) -------------------------------------------------------------------
    def can_hint(self) -> bool:
        """A Hint is offered in playtest mode only (never in a hot-seat game), when a person is
        to decide and nothing hides the table."""
        s = self.session
        return (bool(s.playtest) and not s.is_over and s.is_human(s.current_player)
                and not self.curtain.is_up() and not self._awaiting_idle)

    def request_hint(self) -> bool:
        """Ask the Hard bot what the seat to move should do (off the UI thread); the answer
        comes as :attr:`hintReady`. False when a hint is not offered now."""
        if not self.can_hint():
            return False
        from ..bots import make_bot
        from ..session.seats import bot_seed
        s = self.session
        seed = bot_seed(s.record.seed, s.num_players + s.current_player, s.game_number)
        self._hint_ticket = self.bots.request(s, bot=make_bot("hard", seed), budget=self.bot_budget)
        self._hint_asked = (s.game_number, s.cursor)
        self.hintPendingChanged.emit()   # the window says "Thinking about a hint…"
        return True

    def hint_pending(self) -> bool:
        """True while a Hint asked for this position is still being computed (a move, undo or
        redo since drops it: the driver cancels its search and no answer comes)."""
        s = self.session
        return (self._hint_ticket is not None and self._hint_asked == (s.game_number, s.cursor)
                and self.bots.busy)

    def _show_hint(self, move: Any) -> None:
        if not self._current(move) or not self.can_hint():
            return
        stats = list(move.analysis.stats or ())
        words = self.hint_words([move.action] + [st.action for st in stats])
        lines = [words[0]]   # the choice, then one line per action considered
        lines += [self.hint_line(st.action, st.visits, st.value, move.analysis.simulations, w)
                  for st, w in zip(stats, words[1:])]
        self.hintReady.emit(move.analysis, lines)

    def hint_words(self, actions: list[Any]) -> list[str]:
        """:meth:`action_words` of each of ``actions``; where different actions read alike
        (Contária: "placed a CAVALHEIRO" for two cards of the hand) the card's own name as the
        seat knows it is added ("… (Gigante)", the plug-in's ``own_card_name``)."""
        from ..bots import make_sampler
        from ..games import registry
        try:   # one sampler for every action: the seat's knowledge is prepared once
            sampler = make_sampler(self.session.state, self.session.current_player)
        except Exception:  # noqa: BLE001 - words for a hint must never stop the game
            sampler = None
        said: dict[Any, str] = {}
        for a in actions:   # the choice is also among the actions considered: worded once
            if a not in said:
                said[a] = self.action_words(a, sampler)
        words = [said[a] for a in actions]
        plugin = registry.find(self.game_id)
        view = self.session.state.view(self.session.current_player)
        for i, (a, w) in enumerate(zip(actions, words)):
            twins = {b for b, v in zip(actions, words) if v == w}
            handle = a.get("card")
            if len(twins) > 1 and plugin is not None and isinstance(handle, str):
                name = plugin.own_card_name(view, handle)
                if name:
                    words[i] = translate("GamePage", "{move} ({card})").format(move=w, card=name)
        return words

    def hint_line(self, action: Any, visits: int, value: float, total: int, words: str | None = None) -> str:
        """One line of a Hint: the action in words (``words``, default :meth:`action_words`), its
        win estimate and share of the search."""
        return translate("GamePage", "{action} — win estimate {value} % ({visits} of {total} simulations)").format(
            action=self.action_words(action) if words is None else words, value=round(100 * value),
            visits=visits, total=total)

    def action_words(self, action: Any, sampler: Any = None) -> str:
        """``action`` in words for the seat to move, addressed to it ("You played the Wizard"):
        the first line the log would show that seat for it (one private to the seat first, since
        it names more) whose words are the same in each of :data:`HINT_WORLDS` worlds the seat
        cannot tell apart from the real one (``bots.make_sampler``: its hidden cards re-dealt,
        chance reseeded). So the line may name the seat's own card, never a card it does not
        know (a draw, another hand), and the real state is never looked at. Else the bar's
        caption. ``sampler``: the seat's (``bots.make_sampler``) when the caller words several
        actions of one position; made here when None."""
        import dataclasses

        from ..bots import make_sampler
        from ..i18n import messages
        from .instructionbar import button_caption
        s = self.session
        seat = s.current_player
        ctx = dataclasses.replace(self.context(), reader=seat)
        worlds: list[list[str]] = []
        try:
            sampler = sampler or make_sampler(s.state, seat)
            for k in range(HINT_WORLDS):
                events = sampler(k + 1).apply(action)
                seen = [e for e in events if e.visible_to is None or seat in e.visible_to]
                # the seat's own record of a decision names more ("you discard the red 5") than
                # the table's ("Ana chose a card to discard")
                seen.sort(key=lambda e: e.visible_to is None)
                worlds.append([w for w in (messages.event_text(e, ctx) for e in seen) if w])
        except Exception:  # noqa: BLE001 - words for a hint must never stop the game
            worlds = []
        for words in worlds[0] if worlds else ():
            if all(words in other for other in worlds[1:]):
                return words.rstrip(". ")   # it is followed by ": win estimate…" or ends a sentence
        return button_caption(self.game_id, action)
