"""Bots at the table: which bot plays a seat, and a driver that lets it think off the UI thread.

- :func:`bot_seed` / :func:`bot_for_seat`: the bot of a seat, seeded from the deal number and the
  seat (so a saved game goes on identically: the bots are stateless, see ``docs/bots.md``).
- :class:`BotDriver` (QtCore only, no widgets): builds the seat's view, legal actions and the
  information-set sampler from the real state **on the UI thread**, runs the bot's search on a
  private one-thread :class:`QThreadPool`, and emits :attr:`BotDriver.decided` (on the UI thread)
  with a :class:`BotMove`. A request is cancelled by :meth:`BotDriver.cancel`, by any change of
  the session (apply, undo, redo, next game: a session listener) and by :meth:`BotDriver.shutdown`;
  a cancelled search stops at its next simulation and its answer is dropped.

The bot never sees the real state: only ``view(seat)``, the legal actions and the sampler
(:func:`contaria_desktop.bots.make_sampler`).
"""

from __future__ import annotations

import threading
import traceback
from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import QObject, QRunnable, QThreadPool, Signal, Slot

from contaria_desktop.bots import Analysis, Budget, make_bot, make_sampler
from contaria_desktop.engines.core import Action

from .seats import bot_seed, seat_bot_seed

__all__ = ["BotDriver", "BotMove", "bot_for_seat", "bot_seed"]


def bot_for_seat(session: Any, seat: int):
    """The bot that plays ``seat`` of a :class:`~.game_session.GameSession`, or ``None`` for a
    human seat. Raises ``KeyError`` for an unknown kind (sessions only accept known kinds)."""
    kind = session.seats[seat].kind
    if kind == "human":
        return None
    return make_bot(kind, seat_bot_seed(session, seat))


@dataclass(frozen=True)
class BotMove:
    """A bot's answer, delivered on the UI thread.

    - ``ticket``: the number :meth:`BotDriver.request` returned.
    - ``seat``, ``cursor``, ``game_number``: where the question was asked; apply ``action`` only if
      the session is still there (the driver already drops answers to cancelled requests).
    - ``action``: the chosen legal :class:`Action`; ``analysis``: the bot's :class:`Analysis`
      (visit counts and win estimates for a Hint)."""

    ticket: int
    seat: int
    cursor: int
    game_number: int
    action: Action
    analysis: Analysis


class _Relay(QObject):
    """Lives on the UI thread; workers emit on it, so the slots run on the UI thread (queued)."""

    done = Signal(int, object)
    error = Signal(int, str)


class _Task(QRunnable):
    def __init__(self, ticket: int, bot: Any, args: tuple, budget: Budget | None,
                 stop: threading.Event, relay: _Relay) -> None:
        super().__init__()
        self.setAutoDelete(False)   # the driver keeps the Python object alive until it is done
        self.ticket, self.bot, self.args, self.budget = ticket, bot, args, budget
        self.stop, self.relay = stop, relay

    def run(self) -> None:  # worker thread
        try:
            budget = self.budget or getattr(self.bot, "budget", None)
            if budget is not None:
                budget = budget.with_stop(self.stop.is_set)
            analysis = self.bot.analyse(*self.args, budget)
        except Exception:  # reported on the UI thread, never lost in the worker
            self.relay.error.emit(self.ticket, traceback.format_exc())
            return
        self.relay.done.emit(self.ticket, analysis)


class BotDriver(QObject):
    """Runs one bot decision at a time off the UI thread.

    Signals (UI thread): ``decided(BotMove)``; ``failed(ticket: int, traceback: str)`` when the
    bot raised. Use from the UI thread only."""

    decided = Signal(object)
    failed = Signal(int, str)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._pool = QThreadPool(self)
        self._pool.setMaxThreadCount(1)
        self._relay = _Relay(self)
        self._relay.done.connect(self._on_done)
        self._relay.error.connect(self._on_error)
        self._ticket = 0
        self._pending: dict[int, tuple[_Task, threading.Event, dict[str, Any]]] = {}
        self._session: Any = None

    # ----- requests ---------------------------------------------------------------------
    def request(self, session: Any, bot: Any = None, budget: Budget | None = None) -> int:
        """Ask the bot of the seat to decide now (``bot``: that seat's bot by default, e.g. a Hard
        bot for a Hint) and return a ticket. Any earlier request is cancelled first.
        ``budget``: the bot's own when ``None``. Raises ``ValueError`` when the game is over or
        the seat to decide is human and no ``bot`` is given."""
        seat = session.current_player
        if seat is None:
            raise ValueError("the game is over: nobody to decide")
        if bot is None:
            bot = bot_for_seat(session, seat)
            if bot is None:
                raise ValueError(f"seat {seat} is played by a person")
        self.cancel()
        state = session.state     # read on the UI thread; the sampler keeps its own copy
        args = (state.view(seat), list(state.legal_actions()), make_sampler(state, seat))  # copies: the worker shares nothing
        self._ticket += 1
        stop = threading.Event()
        task = _Task(self._ticket, bot, args, budget, stop, self._relay)
        where = {"seat": seat, "cursor": session.cursor, "game_number": getattr(session, "game_number", 0)}
        self._pending[self._ticket] = (task, stop, where)
        self._watch(session)
        self._pool.start(task)
        return self._ticket

    @property
    def busy(self) -> bool:
        """True while a request is thinking (and not cancelled)."""
        return any(not stop.is_set() for _, stop, _ in self._pending.values())

    def cancel(self) -> None:
        """Cancel every pending request: its search stops soon and its answer is dropped."""
        for _, stop, _ in self._pending.values():
            stop.set()

    def shutdown(self, timeout_ms: int = 5000) -> bool:
        """Cancel, stop watching the session and wait for the worker (closing a game or the
        window). Returns False if the worker did not end within ``timeout_ms``."""
        self.cancel()
        self._watch(None)
        return self._pool.waitForDone(timeout_ms)

    # ----- internals --------------------------------------------------------------------
    def _watch(self, session: Any) -> None:
        if session is self._session:
            return
        if self._session is not None:
            self._session.remove_listener(self._on_session_changed)
        self._session = session
        if session is not None:
            session.add_listener(self._on_session_changed)

    def _on_session_changed(self, session: Any, events: list) -> None:
        self.cancel()   # the question no longer stands (a move, undo, redo or the next game)

    @Slot(int, object)
    def _on_done(self, ticket: int, analysis: Analysis) -> None:
        entry = self._pending.pop(ticket, None)
        if entry is None or entry[1].is_set():
            return
        where = entry[2]
        self.decided.emit(BotMove(ticket, where["seat"], where["cursor"], where["game_number"],
                                  analysis.action, analysis))

    @Slot(int, str)
    def _on_error(self, ticket: int, text: str) -> None:
        entry = self._pending.pop(ticket, None)
        if entry is not None and not entry[1].is_set():
            self.failed.emit(ticket, text)
