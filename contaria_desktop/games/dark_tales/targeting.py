"""Turns clicks on the Dark Tales table into one of the engine's legal actions (no Qt).

Keys (``docs/dark-tales-engine-contract.md`` "Actions"):

- ``"card:<handle>"``: ``play`` (a hand card), ``choose_card`` (a target in play, a card
  looked at or revealed) - one click each;
- ``"supply:<item>"``: ``choose_item`` (an item token of the supply);
- ``"line:<line id>"``: ``use_item`` (the item line's cost tokens under the setting cards;
  also offered as an instruction-bar button by the plug-in);
- ``pass`` and ``may`` are instruction-bar buttons.
"""

from __future__ import annotations

from typing import Any, Iterable, Mapping

from ...table.targeting import Targeting, card_key

SUPPLY = "supply:"
LINE = "line:"


def item_key(item: str) -> str:
    return SUPPLY + str(item)


def line_key(line: str) -> str:
    return LINE + str(line)


def setting_key(sid: str) -> str:
    """The table key of setting card ``sid`` ("A1")."""
    return f"card:setting:{sid}"


def action_key(action: Any) -> str | None:
    """The table key clicked for ``action`` (None: a bar button)."""
    t = getattr(action, "type", None)
    if t in ("play", "choose_card"):
        return card_key(str(action["card"]))
    if t == "choose_item":
        return item_key(str(action["item"]))
    if t == "use_item":
        return line_key(str(action["line"]))
    return None


class DarkTalesTargeting(Targeting):
    """Every table decision of Dark Tales is one click: the key of the card, supply token or
    item line it names."""

    def __init__(self, legal: Iterable[Any], seat: int | None, view: Mapping[str, Any] | None = None) -> None:
        super().__init__(legal, seat, view)
        self.direct: dict[str, Any] = {}
        for action in self.legal:
            key = action_key(action)
            if key is not None:
                self.direct[key] = action

    def choices(self, selection: str | None) -> dict[str, Any]:
        return dict(self.direct)

    def preview_keep_clear(self, key: str) -> list[str]:
        """What the large preview of ``key`` leaves in sight (QA of issue 11: a focused hand
        card's preview covered the deck, the discard pile and the supply, then the tale's
        title banner and the setting cards): the other choices of this decision, the deck,
        the discard pile, the revealed cards, the item supply, the title banner and the A and
        B setting cards (the table falls back to the least covering place when nothing fits)."""
        keys = [k for k in self.targets() if k != key]
        settings = (self.view or {}).get("settings") or {}
        cards = [setting_key(settings[s]) for s in ("a", "b") if settings.get(s)]
        return keys + ["deck", "discard", "reveal", "supply", "title"] + [k for k in cards if k != key]
