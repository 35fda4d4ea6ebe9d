""":class:`Replay`: step through a finished or saved game, seeing what one seat knew at each
step, or everything (omniscient)."""

from __future__ import annotations

import os
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from contaria_desktop.engines.core import Action, Event, GameRecord, State

from .errors import SaveError
from .loading import engine_guard
from .timeline import StepFailed, Timeline

if TYPE_CHECKING:  # pragma: no cover
    from .game_session import GameSession


@dataclass(frozen=True)
class LogEntry:
    """One line of a replay log: ``step`` (0-based action index that caused ``event``) and
    ``current`` (True for the events of the step just replayed)."""

    step: int
    event: Event
    current: bool


class Replay:
    """A cursor over a game for watching it again.

    ``Replay(record_or_session)`` accepts a :class:`GameRecord` (replayed with legality checks;
    raises :class:`SaveError` if an action is illegal) or a ``GameSession`` (its current game,
    every decision up to its cursor; the session itself is not moved). ``position`` runs from 0
    (the deal) to ``length`` (after the last action).
    """

    def __init__(self, source: "GameRecord | GameSession") -> None:
        if isinstance(source, GameRecord):
            with engine_guard("", "the record"):
                try:
                    self._tl = Timeline.replayed(source.initial_state(), source.actions)
                except StepFailed as err:
                    raise SaveError("", str(err), "save.illegal_action", index=err.index,
                                    reason=err.reason) from None
            self.record = source
        else:
            self._tl = source._tl.fork()
            self._tl.truncate_future()
            self.record = source.record
        self.num_players = self.record.num_players
        self.last()

    @classmethod
    def from_file(cls, path: str | os.PathLike[str]) -> "Replay":
        """Replay the current game of a save file (raises :class:`SaveError`)."""
        from .game_session import GameSession
        return cls(GameSession.load(path))

    # ----- moving -----------------------------------------------------------------------
    @property
    def position(self) -> int:
        return self._tl.cursor

    @property
    def length(self) -> int:
        return self._tl.length

    def first(self) -> None:
        self._tl.goto(0)

    def last(self) -> None:
        self._tl.goto(self._tl.length)

    def forward(self) -> bool:
        """One step forward; False (and no move) at the end."""
        if self._tl.cursor >= self._tl.length:
            return False
        self._tl.goto(self._tl.cursor + 1)
        return True

    def back(self) -> bool:
        """One step back; False (and no move) at the start."""
        if self._tl.cursor <= 0:
            return False
        self._tl.goto(self._tl.cursor - 1)
        return True

    def goto(self, position: int) -> None:
        """Jump to ``position`` (clamped to ``0..length``)."""
        self._tl.goto(max(0, min(self._tl.length, int(position))))

    # ----- reading ----------------------------------------------------------------------
    @property
    def state(self) -> State:
        """The state at the position (read-only)."""
        return self._tl.state

    @property
    def current_action(self) -> Action | None:
        """The action that led to this position (``None`` at position 0)."""
        return self._tl.steps[self._tl.cursor - 1].action if self._tl.cursor else None

    @property
    def current_actor(self) -> int | None:
        return self._tl.steps[self._tl.cursor - 1].actor if self._tl.cursor else None

    def view(self, seat: int | None) -> dict[str, Any]:
        """What ``seat`` knew at this position (``None``: a spectator)."""
        return self._tl.state.view(seat)

    def omniscient_view(self) -> dict[str, Any]:
        return self._tl.state.omniscient_view()

    def log(self, seat: int | None, omniscient: bool = False) -> list[LogEntry]:
        """Events ``seat`` could see up to this position; those of the last step are ``current``."""
        cur = self._tl.cursor - 1
        return [LogEntry(i, e, i == cur) for i, e in self._tl.log(seat, omniscient)]
