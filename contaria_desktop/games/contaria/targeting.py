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

from ...table.targeting import CARD, Targeting, card_key

TALE = "tale:"          # a tale: a zone, drop target of ``place``
MIRRORS = "mirrors:"    # a seat's mirror stack: a pile (games/contaria/pieces.py)


def tale_key(tale: int) -> str:
    return TALE + str(tale)


class ContariaTargeting(Targeting):
    """Selection state for one decision (the base does selection, cancel and drops).

    ``legal`` is the list of ``Action`` objects of the seat to decide (empty when the table
    is not interactive). ``seat`` owns the mirror stack used by ``mirror`` actions."""

    def __init__(self, legal: Iterable[Any], seat: int | None, view: Any = None) -> None:
        super().__init__(legal, seat, view)
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

    @property
    def pending(self) -> bool:
        return bool(self.choose_card or self.choose_tale)

    def mirror_key(self) -> str | None:
        return f"{MIRRORS}{self.seat}" if self.mirror and self.seat is not None else None

    def direct_mirror(self) -> bool:
        """True when face-down cards are clicked directly (mirroring is the only move)."""
        return bool(self.mirror) and not self.place

    def choices(self, selection: str | None) -> dict[str, Any]:
        """Pending choices are one click each; otherwise a hand card selects (then a tale
        places it), the mirror stack selects (then a face-down card is mirrored), and the
        face-down cards are direct targets when mirroring is the only move."""
        if self.pending:
            out = {card_key(c): a for c, a in self.choose_card.items()}
            out.update({tale_key(t): a for t, a in self.choose_tale.items()})
            return out
        out: dict[str, Any] = {}
        mk = self.mirror_key()
        if selection is not None and selection.startswith(CARD):
            handle = selection[len(CARD):]
            out.update({tale_key(t): a for (c, t), a in self.place.items() if c == handle})
        elif (selection is not None and selection == mk) or self.direct_mirror():
            out.update({card_key(c): a for c, a in self.mirror.items()})
        for c in self.sources:        # a hand card (re)selects, even over a mirror target
            out[card_key(c)] = None
        if mk:
            out[mk] = None
        return out

    def prompt(self) -> tuple[str, dict] | None:
        """A hand card picked: "now choose a tale"; the mirror stack: "now choose a
        face-down card" (rulebook §4 "Turn")."""
        sel = self.selection
        if sel is not None and sel.startswith(CARD):
            return "contaria.prompt.now_tale", {"seat": self.seat}
        if sel is not None and sel == self.mirror_key():
            return "contaria.prompt.now_face_down", {"seat": self.seat}
        return None

    def draggable(self) -> set[str]:
        """Card keys that may be dragged onto a tale."""
        return set() if self.pending else {card_key(c) for c in self.sources}

    def drop(self, dragged: str, target: Any) -> Any | None:
        """A hand card dropped on a tale: the ``place`` action or ``None``. Also accepts a
        bare handle and a tale number (``drop("c02", 3)``)."""
        if not str(dragged).startswith(CARD):
            dragged = card_key(dragged)
        if isinstance(target, int):
            target = tale_key(target)
        return super().drop(dragged, target)
