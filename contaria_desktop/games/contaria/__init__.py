"""Contária (Arcano Games, 2016) on screen: the game's plug-in (:class:`ContariaPlugin`).

The engine is :mod:`contaria_desktop.engines.contaria`; everything drawn or said about the game
is in this package: ``layout``, ``faces`` and ``cardtext`` (card pictures and texts, from the
engine's public card data), ``targeting``, ``messages`` (log templates), ``scores``, ``rules``
(summary), ``reference`` (card reference). No Qt at module level (see :mod:`contaria_desktop.games.plugin`).
"""

from __future__ import annotations

from typing import Any, Mapping, Sequence

import contaria_desktop.engines.contaria  # noqa: F401 - registers the engine's GameSpec

from ..plugin import GamePlugin


class ContariaPlugin(GamePlugin):
    id = "contaria"
    engine_module = "contaria_desktop.engines.contaria"
    package = __name__
    art_folder = "contaria"

    def targeting(self, legal: Sequence[Any], seat: int | None, view: Mapping[str, Any]) -> Any:
        return self.module("targeting").ContariaTargeting(legal, seat, view)

    def data_entry_name(self, entry: Any) -> str:
        """The card's or initial type's translated name (Tools ▸ Card data…, issue 14)."""
        from . import cardtext
        if entry.key.startswith("initial_points."):
            return cardtext.type_name(str(entry.group))
        return cardtext.card_name(str(entry.group))

    def data_field_name(self, entry: Any) -> str:
        """An initial side's points and a card's bonus in words, else the shared words; a
        card's second and later bonus are numbered ("Bonus points (2)")."""
        from PySide6.QtCore import QCoreApplication
        translate = QCoreApplication.translate
        words = {"initial_points": translate("CardDataDialog", "Points of the initial side"),
                 "bonus": translate("CardDataDialog", "Bonus points")}.get(str(entry.field)) \
            or super().data_field_name(entry)
        index = entry.key.rpartition(".")[2]
        if entry.field == "bonus" and index.isdigit() and int(index) > 0:
            return f"{words} ({int(index) + 1})"
        return words

    def retranslate(self) -> None:
        self.module("cardtext").retranslate()

    def lab_name(self, column: str, value: str | None = None) -> str:
        """The lab's plots: ``rule``, the end-of-game rule that chose the winners (A6/A7/A24:
        ``standard``, ``two_player``, ``single_winner``)."""
        from PySide6.QtCore import QCoreApplication
        translate = QCoreApplication.translate
        if column != "rule":
            return ""
        return {None: translate("contaria.lab", "winning rule"),
                "standard": translate("contaria.lab", "standard rule"),
                "two_player": translate("contaria.lab", "2-player rule"),
                "single_winner": translate("contaria.lab", "single winner")}.get(value, "")

    def own_card_name(self, view: Any, handle: str) -> str:
        """A card of the seat's hand by its name ("Gigante"): its front (the initial) is all
        the log says of a placement (rulebook: cards are placed face down)."""
        for hand in view.get("hands") or ():
            for card in hand.get("cards") or ():
                if card.get("handle") == handle and card.get("identity"):
                    return self.module("cardtext").card_name(card["identity"])
        return ""

    def namers(self) -> dict[str, Any]:
        cardtext = self.module("cardtext")
        return {"card_name": cardtext.card_name, "type_name": cardtext.type_name,
                "marker_name": cardtext.marker_name}

    def scores(self) -> Any:
        return self.module("scores").ContariaScores()

    def rules_blocks(self) -> Any:
        return self.module("rules").RULES

    def reference_html(self, options: Mapping[str, Any] | None = None) -> str:
        return self.module("reference").reference_html(options)


PLUGIN = ContariaPlugin()
