"""A cursor over one game's decisions, with periodic snapshots so that undo, redo and replay
never rebuild the game from the first decision.

Step *i* (0-based) is the *i*-th action; position *p* is the state after ``p`` actions
(``0 <= p <= len(steps)``). A snapshot (a private clone) is kept at every multiple of
:data:`SNAPSHOT_EVERY`, so moving the cursor replays at most that many actions.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Iterable

from contaria_desktop.engines.core import Action, Event, IllegalAction, State

#: Positions between snapshots; moving the cursor anywhere replays fewer actions than this.
SNAPSHOT_EVERY = 16


@dataclass(frozen=True)
class Step:
    """One decision as it happened.

    - ``action``: the decision; ``actor``: the seat that took it;
    - ``events``: what it caused (all of them; filter with ``Event.visible``);
    - ``reveals``: True when any event disclosed hidden information (hot-seat undo stops);
    - ``action_json``: ``action.to_json()``, cached so saving is cheap (never mutate it).
    """

    action: Action
    actor: int | None
    events: tuple[Event, ...]
    reveals: bool
    action_json: dict[str, Any]


def describe_action(action: Action) -> str:
    """An action in words for messages: its type, then its fields (``"place: card c22,
    tale 4"``), instead of the ``Action(...)`` repr."""
    data = action.to_json()
    kind = str(data.pop("type", "?"))
    fields = ", ".join(f"{k.replace('_', ' ')} {v}" for k, v in data.items())
    return f"{kind}: {fields}" if fields else kind


class StepFailed(Exception):
    """Replaying action ``index`` (0-based) failed with ``reason`` (the engine's English
    explanation); ``action`` is the action, when known. The message says which action in
    words: "action 6 (place: card c22, tale 4) is not legal now"."""

    def __init__(self, index: int, reason: str, action: Action | None = None) -> None:
        what = f" ({describe_action(action)})" if action is not None else ""
        super().__init__(f"action {index + 1}{what} is not legal now")
        self.index = index
        self.reason = reason
        self.action = action


class Timeline:
    """Steps of one game and a cursor into them.

    ``state`` is the live state at ``cursor`` (callers treat it as read-only). Steps past the
    cursor are the redo future. Not thread-safe: use from one thread.
    """

    def __init__(self, initial: State) -> None:
        self._snapshots: dict[int, State] = {0: initial.clone()}
        self.state: State = initial
        self.steps: list[Step] = []
        self.cursor = 0

    # ----- building ---------------------------------------------------------------------
    @classmethod
    def replayed(cls, initial: State, actions: Iterable[Action]) -> "Timeline":
        """Apply ``actions`` in order with full legality checks; raises :class:`StepFailed`."""
        tl = cls(initial)
        for i, action in enumerate(actions):
            try:
                tl.apply(action)
            except IllegalAction as err:
                raise StepFailed(i, err.reason, action) from None
        return tl

    def fork(self) -> "Timeline":
        """An independent timeline over the same steps (snapshots are shared: they are never
        mutated), its cursor at the same position."""
        tl = Timeline.__new__(Timeline)
        tl._snapshots = dict(self._snapshots)
        tl.steps = list(self.steps)
        tl.cursor = self.cursor
        tl.state = self.state.clone()
        return tl

    # ----- moving -----------------------------------------------------------------------
    def apply(self, action: Action) -> Step:
        """Apply a new decision at the cursor (legality checked by the engine; raises
        :class:`IllegalAction` and changes nothing). The same action as the next redo step
        keeps the redo future; any other drops it."""
        actor = self.state.current_player
        events = self.state.apply(action)
        step = Step(action, actor, tuple(events), any(e.reveals for e in events), action.to_json())
        if self.cursor < len(self.steps):
            if self.steps[self.cursor].action == action:
                self.steps[self.cursor] = step
            else:
                self._truncate(self.cursor)
                self.steps.append(step)
        else:
            self.steps.append(step)
        self.cursor += 1
        self._maybe_snapshot()
        return step

    def goto(self, position: int) -> None:
        """Move the cursor to ``position`` (0..len(steps)), replaying from the nearest state."""
        if not 0 <= position <= len(self.steps):
            raise IndexError(f"position {position} is outside 0..{len(self.steps)}")
        if position == self.cursor:
            return
        base = max(p for p in self._snapshots if p <= position)
        if self.cursor < position and self.cursor >= base:
            base = self.cursor
        else:
            self.state = self._snapshots[base].clone()
            self.cursor = base
        while self.cursor < position:
            # Already validated when first applied; the engine is deterministic, so skip the
            # legality check (``_apply`` is the checked ``apply`` minus the check).
            self.state._apply(self.steps[self.cursor].action)
            self.cursor += 1
            self._maybe_snapshot()

    def truncate_future(self) -> None:
        """Forget the redo future."""
        self._truncate(self.cursor)

    # ----- reading ----------------------------------------------------------------------
    @property
    def length(self) -> int:
        return len(self.steps)

    def actions(self, upto: int | None = None) -> list[Action]:
        return [s.action for s in self.steps[:self.cursor if upto is None else upto]]

    def log(self, seat: int | None, omniscient: bool = False, upto: int | None = None) -> list[tuple[int, Event]]:
        """``(step index, event)`` for every event ``seat`` may see, up to the cursor."""
        end = self.cursor if upto is None else upto
        out = []
        for i, step in enumerate(self.steps[:end]):
            for e in step.events:
                if omniscient or e.visible(seat):
                    out.append((i, e))
        return out

    # ----- internals --------------------------------------------------------------------
    def _maybe_snapshot(self) -> None:
        if self.cursor % SNAPSHOT_EVERY == 0 and self.cursor not in self._snapshots:
            self._snapshots[self.cursor] = self.state.clone()

    def _truncate(self, position: int) -> None:
        del self.steps[position:]
        for p in [p for p in self._snapshots if p > position]:
            del self._snapshots[p]
