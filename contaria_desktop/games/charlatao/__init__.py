"""CharLatão on screen: the game's plug-in (:class:`CharlataoPlugin`).

The engine is :mod:`contaria_desktop.engines.charlatao` (its rules data through the public
accessor :mod:`contaria_desktop.engines.charlatao.rules_data`); everything drawn or said about the
game is in this package. No Qt at module level (see :mod:`contaria_desktop.games.plugin`).
"""

from __future__ import annotations

import importlib
from typing import Any, Mapping, Sequence

import contaria_desktop.engines.charlatao  # noqa: F401 - registers the engine's GameSpec

from ..plugin import GamePlugin


def _mod(name: str) -> Any:
    return importlib.import_module(name)


class CharlataoPlugin(GamePlugin):
    id = "charlatao"
    engine_module = "contaria_desktop.engines.charlatao"
    package = __name__
    art_folder = "charlatao"

    def layout(self) -> Any:
        return _mod("contaria_desktop.table.layouts.charlatao")

    def targeting(self, legal: Sequence[Any], seat: int | None, view: Mapping[str, Any]) -> Any:
        return self.layout().targeting(legal, seat, view)

    def messages(self) -> Any:
        return _mod("contaria_desktop.ui.msg_charlatao")

    def rules_blocks(self) -> Any:
        return _mod("contaria_desktop.i18n.rules").RULES["charlatao"]

    def reference_html(self, options: Mapping[str, Any] | None = None) -> str:
        return _mod("contaria_desktop.i18n.reference").charlatao_reference_html()


PLUGIN = CharlataoPlugin()
