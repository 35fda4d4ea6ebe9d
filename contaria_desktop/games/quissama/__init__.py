"""Quissama (Ricardo Spinelli; Ludens Spirit, 2015) on screen: the game's plug-in
(:class:`QuissamaPlugin`).

The engine is :mod:`contaria_desktop.engines.quissama` (its board and card data through the
public accessor :mod:`contaria_desktop.engines.quissama.rules_data`); everything drawn or said
about the game is in this package: ``layout`` (the board from the data, the Gallery, the
seats' areas with their progress, the hand and the Market), ``faces``, ``text``, ``targeting``
(click paths and the payment chooser), ``messages`` (log templates), ``scores``, ``rules``
(summary), ``reference`` (card reference). The engine/table contract is
``docs/quissama-engine-contract.md``. No Qt at module level (see :mod:`contaria_desktop.games.plugin`).
"""

from __future__ import annotations

from typing import Any, Mapping

import contaria_desktop.engines.quissama  # noqa: F401 - registers the engine's GameSpec

from ..plugin import GamePlugin

#: decisions offered as instruction-bar buttons (not about an item on the table)
BAR_ACTIONS = frozenset({"end_turn", "done", "no_swap"})


class QuissamaPlugin(GamePlugin):
    id = "quissama"
    engine_module = "contaria_desktop.engines.quissama"
    package = __name__
    art_folder = "quissama"

    def bar_actions(self) -> frozenset[str]:
        return BAR_ACTIONS

    def bar_caption(self, action: Any) -> str:
        from ...i18n import messages
        key = f"quissama.button.{action.type}"
        return messages.text(key) if messages.has_text(key) else ""

    def scores(self) -> Any:
        return self.module("scores").QuissamaScores()

    def rules_blocks(self) -> Any:
        return self.module("rules").RULES

    def reference_html(self, options: Mapping[str, Any] | None = None) -> str:
        return self.module("reference").reference_html(options)

    def data_entry_name(self, entry: Any) -> str:
        """The square, the Cabeça de Porco or the card kind a value belongs to (Tools ▸ Card
        data…, issue 14)."""
        text = self.module("text")
        if entry.key.startswith("squares."):
            return text.square_name(str(entry.group))
        if entry.key.startswith("cabeca_de_porco."):
            return text.labels()["cdp"]
        if entry.key.startswith("businesses."):
            return text.business_name(str(entry.group))
        if entry.key.startswith("market_max_renewals."):
            return text.labels()["market"]
        if entry.key.startswith("costs.imperador_targets."):
            return text.character_name(str(entry.group))
        return text.kind_name(str(entry.group))

    def data_choice_name(self, entry: Any, value: Any) -> str:
        """The square a road leads to, in words (Tools ▸ Card data…)."""
        return self.module("text").square_name(str(value))

    def lab_name(self, column: str, value: str | None = None) -> str:
        """The lab's plots: ``characters`` (the characters whose objective won the game) and
        ``reason`` (how the game ended: ``objective``, or ``round_cap`` - a draw, OQ-Q17)."""
        from PySide6.QtCore import QCoreApplication
        translate = QCoreApplication.translate
        if column == "characters":
            if value is None:
                return translate("quissama.lab", "winning character")
            return self.module("text").character_name(value)
        if column == "reason":
            return {None: translate("quissama.lab", "end of the game"),
                    "objective": translate("quissama.lab", "objective reached"),
                    "round_cap": translate("quissama.lab", "round limit")}.get(value, "")
        return ""

    def data_field_name(self, entry: Any) -> str:
        """A road, the Market's renewals and the Imperador's target costs (an icon's amount)
        in words; the shared words for capacities and counts (Tools ▸ Card data…)."""
        from PySide6.QtCore import QCoreApplication
        translate = QCoreApplication.translate
        field = str(entry.field)
        if field == "road":
            return translate("CardDataDialog", "Road to the square")
        if field == "max_renewals":
            return translate("CardDataDialog", "Most renewals in a row")
        if field.startswith("target_cost."):
            icon = self.module("text").icon_name(str(entry.key).rsplit(".", 1)[-1])
            if field == "target_cost.merchant":
                return translate("CardDataDialog", "Cost of replacing a merchant, in {icon} icons").format(icon=icon)
            return translate("CardDataDialog", "Cost of replacing a minister, in {icon} icons").format(icon=icon)
        return super().data_field_name(entry)

    def tile_assets(self) -> tuple[str, ...]:
        return ("tile.png",)


PLUGIN = QuissamaPlugin()
