"""Turns clicks on table items into one of the engine's legal actions (no Qt).

Contária's click targeting (the base and the keys ``"card:<handle>"``, ``"tale:<id>"``,
``"mirrors:<seat>"`` are the table's, ``table/targeting.py``).
The scene never changes game state (Cockatrice's rule): a gesture becomes an ``Action``
taken from ``legal`` - the very object - or nothing.

Contária gestures (docs/table-api.md, docs/contaria-engine-contract.md):

- turn, ``place``: click a hand card (it becomes the selection), then a tale;
- turn, ``mirror``: click the mirror stack (selection), then a face-down card; when mirroring
  is the only kind of move, the face-down cards are direct targets;
- pending ``choose_card`` / ``choose_tale``: the choices are direct targets, one click each;
- ``pass``, ``may`` and ``choose_option`` are not the table's (the window offers buttons).
"""

from __future__ import annotations

from typing import Any, Iterable

from ...table.targeting import CARD, MIRRORS, TALE, Targeting, card_key, tale_key  # noqa: F401 - re-exported


class ContariaTargeting(Targeting):
    """Selection state for one decision.

    ``legal`` is the list of ``Action`` objects of the seat to decide (empty when the table
    is not interactive). ``seat`` owns the mirror stack used by ``mirror`` actions."""

    def __init__(self, legal: Iterable[Any], seat: int | None) -> None:
        self.legal = list(legal)
        self.seat = seat
        self.place: dict[tuple[str, int], Any] = {}
        self.mirror: dict[str, Any] = {}
        self.choose_card: dict[str, Any] = {}
        self.choose_tale: dict[int, Any] = {}
        for action in self.legal:
            t = getattr(action, "type", None)
            if t == "place":
                self.place[(str(action["card"]), int(action["tale"]))] = action
            elif t == "mirror":
                self.mirror[str(action["card"])] = action
            elif t == "choose_card":
                self.choose_card[str(action["card"])] = action
            elif t == "choose_tale":
                self.choose_tale[int(action["tale"])] = action
        self.sources = list(dict.fromkeys(card for card, _ in self.place))
        self.selection: str | None = None      # a hand card key or the mirror stack key

    # --- what is highlighted ------------------------------------------------------------
    @property
    def pending(self) -> bool:
        return bool(self.choose_card or self.choose_tale)

    def mirror_key(self) -> str | None:
        return f"{MIRRORS}{self.seat}" if self.mirror and self.seat is not None else None

    def direct_mirror(self) -> bool:
        """True when face-down cards are clicked directly (mirroring is the only move)."""
        return bool(self.mirror) and not self.place

    def targets(self) -> list[str]:
        """Keys highlighted as legal targets now (the selection itself is not included)."""
        if self.pending:
            return [card_key(c) for c in self.choose_card] + [tale_key(t) for t in self.choose_tale]
        out: list[str] = []
        if self.selection is not None and self.selection.startswith(CARD):
            handle = self.selection[len(CARD):]
            out += [tale_key(t) for (c, t) in self.place if c == handle]
        elif self.selection is not None:          # the mirror stack is selected
            out += [card_key(c) for c in self.mirror]
        elif self.direct_mirror():
            out += [card_key(c) for c in self.mirror]
        out += [card_key(c) for c in self.sources if card_key(c) != self.selection]
        mk = self.mirror_key()
        if mk and mk != self.selection:
            out.append(mk)
        return list(dict.fromkeys(out))

    def draggable(self) -> set[str]:
        """Card keys that may be dragged onto a tale."""
        return set() if self.pending else {card_key(c) for c in self.sources}

    # --- gestures -----------------------------------------------------------------------
    def activate(self, key: str) -> Any | None:
        """The user clicked (or pressed Enter on) ``key``. Returns the chosen ``Action`` or
        ``None`` (the selection may have changed; clicking a non-target does nothing)."""
        if self.pending:
            if key.startswith(CARD):
                return self.choose_card.get(key[len(CARD):])
            if key.startswith(TALE):
                return self.choose_tale.get(_int(key[len(TALE):]))
            return None
        if key == self.selection:                 # clicking the selection again drops it
            self.selection = None
            return None
        if key.startswith(CARD):
            handle = key[len(CARD):]
            if handle in self.sources:
                self.selection = key
                return None
            if self.selection == self.mirror_key() or self.direct_mirror():
                action = self.mirror.get(handle)
                if action is not None:
                    self.selection = None
                return action
            return None
        if key.startswith(TALE) and self.selection and self.selection.startswith(CARD):
            action = self.place.get((self.selection[len(CARD):], _int(key[len(TALE):])))
            if action is not None:
                self.selection = None
            return action
        if key == self.mirror_key():
            self.selection = key
            return None
        return None

    def drop(self, card: str, tale: int) -> Any | None:
        """A hand card was dragged onto a tale: the ``place`` action or ``None``."""
        if self.pending:
            return None
        action = self.place.get((card, tale))
        if action is not None:
            self.selection = None
        return action

    def cancel(self) -> bool:
        """Esc: drop a half-made selection. True if there was one."""
        had = self.selection is not None
        self.selection = None
        return had


def _int(text: str) -> int:
    try:
        return int(text)
    except ValueError:
        return -1
