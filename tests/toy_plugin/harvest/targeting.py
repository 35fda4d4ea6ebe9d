"""Harvest's clicks: a hand card, then a basket (two steps); pass is a bar button."""

from __future__ import annotations

from typing import Any

from contaria_desktop.table.targeting import CARD, Targeting, card_key

BASKET = "basket:"


def basket_key(basket: int) -> str:
    return f"{BASKET}{basket}"


class HarvestTargeting(Targeting):
    """Select a hand card (``card:<handle>``), then click a basket (``basket:<n>``); clicking
    the selected card again drops the selection."""

    def _plays(self) -> list[Any]:
        return [a for a in self.legal if a.type == "play"]

    def targets(self) -> list[str]:
        plays = self._plays()
        if self.selection is None:
            return sorted({card_key(a["card"]) for a in plays})
        handle = self.selection[len(CARD):]
        return [self.selection] + sorted({basket_key(a["basket"]) for a in plays if a["card"] == handle})

    def activate(self, key: str) -> Any | None:
        plays = self._plays()
        if key == self.selection:
            self.selection = None
            return None
        if key.startswith(CARD) and any(card_key(a["card"]) == key for a in plays):
            self.selection = key
            return None
        if key.startswith(BASKET) and self.selection is not None:
            handle, basket = self.selection[len(CARD):], int(key[len(BASKET):])
            for action in plays:
                if action["card"] == handle and action["basket"] == basket:
                    return action
        return None
