"""Record types the session adds to the kit's :class:`GameRecord`."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from contaria_desktop.engines.core import GameRecord, State, get_spec


@dataclass
class SessionRecord(GameRecord):
    """A :class:`GameRecord` that may also start from a *saved* position: ``start_state`` is an
    engine ``State.to_json()`` dict (``seed`` and ``position`` are then ``None``).
    ``initial_state()``/``replay()`` honour it; ``to_json()`` adds ``"start_state"`` when set."""

    start_state: dict[str, Any] | None = None

    def initial_state(self) -> State:
        if self.start_state is not None:
            return get_spec(self.game).state_class.from_json(self.start_state)
        return super().initial_state()

    def to_json(self) -> dict[str, Any]:
        out = super().to_json()
        if self.start_state is not None:
            out["start_state"] = self.start_state
        return out
