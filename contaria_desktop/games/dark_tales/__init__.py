"""Dark Tales on screen: the game's plug-in (:class:`DarkTalesPlugin`).

The engine is :mod:`contaria_desktop.engines.dark_tales` (its rules data through the public
accessor :mod:`contaria_desktop.engines.dark_tales.rules_data`); everything drawn or said about
the game is in this package: ``layout`` (the table), ``faces``, ``cardtext`` (card and setting
texts from the data), ``targeting``, ``messages`` (log, prompts, score lines, names),
``scores`` (the B card's breakdown), ``rules`` (summary) and ``reference`` (card reference).
The engine/table contract is ``docs/dark-tales-engine-contract.md``. No Qt at module level
(see :mod:`contaria_desktop.games.plugin`).
"""

from __future__ import annotations

from typing import Any, Mapping

import contaria_desktop.engines.dark_tales  # noqa: F401 - registers the engine's GameSpec

from ..plugin import GamePlugin


class DarkTalesPlugin(GamePlugin):
    id = "dark_tales"
    engine_module = "contaria_desktop.engines.dark_tales"
    package = __name__
    art_folder = "dark_tales"

    def namers(self) -> dict[str, Any]:
        cardtext = self.module("cardtext")
        return {"card_name": cardtext.name, "type_name": cardtext.type_name}

    def lab_name(self, column: str, value: str | None = None) -> str:
        """The lab's plots: ``settings`` (the tale's two setting cards) in the cards' words."""
        if column != "settings":
            return ""
        if value is None:
            from PySide6.QtCore import QCoreApplication
            return QCoreApplication.translate("dark_tales.cardtext", "setting")
        return self.module("cardtext").setting_name(value)

    def data_entry_name(self, entry: Any) -> str:
        """The card's translated name (Tools ▸ Card data…, issue 14)."""
        return self.module("cardtext").name(str(entry.group))

    def scores(self) -> Any:
        return self.module("scores").DarkTalesScores()

    def rules_blocks(self) -> Any:
        return self.module("rules").RULES

    def reference_html(self, options: Mapping[str, Any] | None = None) -> str:
        return self.module("reference").reference_html()

    def bar_actions(self) -> frozenset[str]:
        """The item lines are instruction-bar buttons too (``use_item``)."""
        return frozenset({"use_item"})

    def bar_caption(self, action: Any) -> str:
        """"Use <cost>" for an item line (``use_item``)."""
        return self.module("bar").bar_caption(action)


PLUGIN = DarkTalesPlugin()
