"""Contária (Arcano Games, 2016) on screen: the game's plug-in (:class:`ContariaPlugin`).

The engine is :mod:`contaria_desktop.engines.contaria`; everything drawn or said about the game
(layout, card faces and texts, click targeting, log templates, scores, rules summary, card
reference) is in this package. No Qt at module level (see :mod:`contaria_desktop.games.plugin`).
"""

from __future__ import annotations

import importlib
from typing import Any, Mapping, Sequence

import contaria_desktop.engines.contaria  # noqa: F401 - registers the engine's GameSpec

from ..plugin import GamePlugin


def _mod(name: str) -> Any:
    return importlib.import_module(name)


class ContariaPlugin(GamePlugin):
    id = "contaria"
    engine_module = "contaria_desktop.engines.contaria"
    package = __name__
    art_folder = "contaria"

    def layout(self) -> Any:
        return _mod("contaria_desktop.table.layouts.contaria")

    def targeting(self, legal: Sequence[Any], seat: int | None, view: Mapping[str, Any]) -> Any:
        return _mod("contaria_desktop.table.targeting").ContariaTargeting(legal, seat)

    def retranslate(self) -> None:
        _mod("contaria_desktop.table.cardtext").retranslate()

    def messages(self) -> Any:
        return _mod("contaria_desktop.ui.msg_contaria")

    def namers(self) -> dict[str, Any]:
        cardtext = _mod("contaria_desktop.table.cardtext")
        return {"card_name": cardtext.card_name, "type_name": cardtext.type_name,
                "marker_name": cardtext.marker_name}

    def rules_blocks(self) -> Any:
        return _mod("contaria_desktop.i18n.rules").RULES["contaria"]

    def reference_html(self, options: Mapping[str, Any] | None = None) -> str:
        return _mod("contaria_desktop.i18n.reference").contaria_reference_html(options)


PLUGIN = ContariaPlugin()
