"""Turning clicks on table items into one of the engine's legal actions (no Qt): the one base
every game's targeting subclasses (its plug-in's ``targeting(legal, seat, view)``).

Keys are the stable ids of the table's items (``layouts/base.py``): ``"card:<handle>"`` for
cards (:func:`card_key`), and whatever ids a game gives its zones, tokens, piles, board spaces
and track spaces (``"<track>:<index>"``). The scene never changes game state (Cockatrice's
rule): a gesture becomes an ``Action`` taken from ``legal`` - the very object - or nothing.

A subclass says, for the current half-made choice, which keys may be clicked and what each
click means (:meth:`Targeting.choices`); the base does the rest: highlighting, multi-step
selection (a click that selects, then a click that completes), clicking the selection again or
Esc to cancel, drag and drop onto any target (a zone, a board space, a track space, a pile),
and the reasons why some keys are disabled.
"""

from __future__ import annotations

from typing import Any, Iterable, Mapping

CARD = "card:"


def card_key(handle: str) -> str:
    """Click key of the card with handle ``handle``."""
    return CARD + str(handle)


class Targeting:
    """Selection state for one decision. ``legal``: the ``Action`` objects of the seat to
    decide (empty when the table is not interactive); ``seat``: that seat (or None); ``view``:
    the view on screen (for reasons). This base targets nothing (a table that is not
    interactive, or before a game is shown).

    Subclasses override :meth:`choices` (and, for drag and drop, :meth:`draggable`; for dimmed
    items, :meth:`disabled`)."""

    def __init__(self, legal: Iterable[Any] = (), seat: int | None = None,
                 view: Mapping[str, Any] | None = None) -> None:
        self.legal = list(legal)
        self.seat = seat
        self.view = view or {}
        self.selection: str | None = None      # the half-made choice (a key), if any

    # --- what a subclass says ----------------------------------------------------------
    def choices(self, selection: str | None) -> dict[str, Any]:
        """With ``selection`` half-made (None: nothing selected), the keys that may be
        clicked, in order: ``{key: action}`` where ``action`` is one of ``legal`` (the click
        completes the move) or ``None`` (the click makes ``key`` the selection, a first step).
        The base has none."""
        return {}

    def prompt(self) -> tuple[str, dict] | None:
        """The instruction bar's words for the next step while :attr:`selection` is
        half-made: ``(message key, params)`` of a template in the game's messages (params
        named as in its events, e.g. ``{"seat": 0}``), or None (the decision's prompt
        stays), e.g. a card picked from the hand -> "now choose where it goes"."""
        return None

    def draggable(self) -> set[str]:
        """Keys of items that may be dragged now (they must also be selectable: a drop on
        ``target`` is the action ``choices(key)[target]``)."""
        return set()

    def preview_keep_clear(self, key: str) -> list[str]:
        """Keys of the table's items the large preview of item ``key`` should leave in sight
        (the table places it elsewhere when it can). The base: the targets of a half-made
        selection (where the selected card may go); a game may add what its player weighs
        when choosing ``key`` (Dark Tales: the other choices, the deck and discard pile, the
        item supply)."""
        return self.targets() if self.selection is not None else []

    def disabled(self) -> dict[str, str]:
        """Keys that may not be chosen now, with the reason in words (shown dimmed, the
        reason in the hover preview)."""
        return {}

    # --- what the table asks --------------------------------------------------------------
    def targets(self) -> list[str]:
        """Keys to highlight as clickable now (the selection itself is not included)."""
        return [key for key in self.choices(self.selection) if key != self.selection]

    def activate(self, key: str) -> Any | None:
        """A click (or Enter) on ``key``: one of ``legal`` (the move is made), or None (the
        selection may have changed: a first step selects ``key``, clicking the selection
        again drops it, a click on anything else does nothing)."""
        if self.selection is not None and key == self.selection:
            self.selection = None
            return None
        options = self.choices(self.selection)
        if key not in options:
            return None
        action = options[key]
        self.selection = key if action is None else None
        return action

    def drop_targets(self, dragged: str) -> list[str]:
        """Keys where the item ``dragged`` may be dropped now."""
        if dragged not in self.draggable():
            return []
        return [key for key, action in self.choices(dragged).items() if action is not None]

    def drop(self, dragged: str, target: str) -> Any | None:
        """Item ``dragged`` (a key) dropped on ``target`` (a key): one of ``legal`` or None."""
        if dragged not in self.draggable():
            return None
        action = self.choices(dragged).get(target)
        if action is not None:
            self.selection = None
        return action

    def cancel(self) -> bool:
        """Drop the half-made choice (Esc); True if there was one."""
        had = self.selection is not None
        self.selection = None
        return had
