"""Turning clicks on table items into one of the engine's legal actions (no Qt): the key
vocabulary and the base every game's targeting implements (its plug-in's ``targeting()``).

Keys name what can be clicked: ``"card:<handle>"``, ``"tale:<id>"`` (a drop zone),
``"mirrors:<seat>"``... The scene never changes game state (Cockatrice's rule): a gesture
becomes an ``Action`` taken from ``legal`` - the very object - or nothing.
"""

from __future__ import annotations

from typing import Any, Iterable

CARD = "card:"
TALE = "tale:"
MIRRORS = "mirrors:"


def card_key(handle: str) -> str:
    return CARD + str(handle)


def tale_key(tale: int) -> str:
    return TALE + str(tale)


class Targeting:
    """Selection state for one decision; this base targets nothing (a table that is not
    interactive, or before a game is shown). ``legal``: the ``Action`` objects of the seat
    to decide (empty when the table is not interactive)."""

    def __init__(self, legal: Iterable[Any] = (), seat: int | None = None) -> None:
        self.legal = list(legal)
        self.seat = seat
        self.selection: str | None = None      # the half-made choice (a key), if any

    def targets(self) -> list[str]:
        """Keys to highlight as clickable now."""
        return []

    def draggable(self) -> set[str]:
        """Card keys that may be dragged onto a drop zone now."""
        return set()

    def activate(self, key: str) -> Any | None:
        """A click on ``key``: one of ``legal`` (the move is made), or None (the selection
        may have changed)."""
        return None

    def drop(self, card: str, zone: int) -> Any | None:
        """Card handle ``card`` dropped on zone ``zone``: one of ``legal`` or None."""
        return None

    def cancel(self) -> bool:
        """Drop the half-made choice; True if there was one."""
        had = self.selection is not None
        self.selection = None
        return had

    def disabled(self) -> dict[str, str]:
        """Keys that may not be chosen now, with the reason (shown dimmed)."""
        return {}
