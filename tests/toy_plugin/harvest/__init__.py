"""Harvest on screen: the toy third game's plug-in (tests only, never shipped).

Everything drawn or said about the game is in this package - ``layout`` and ``faces`` (the
table), ``targeting`` (clicks), ``messages`` (log lines, prompts, score lines), ``rules`` and
``reference`` (Help), ``translations/`` (its own pt_BR and es catalogues). The engine is the
single module :mod:`tests.toy_plugin.harvest_engine`. No Qt at module level
(``contaria_desktop/games/plugin.py``).
"""

from __future__ import annotations

from pathlib import Path
from typing import Any, Mapping, Sequence

import tests.toy_plugin.harvest_engine  # noqa: F401 - registers the engine's GameSpec

from contaria_desktop.games.plugin import GamePlugin


class HarvestPlugin(GamePlugin):
    id = "harvest"
    engine_module = "tests.toy_plugin.harvest_engine"
    package = __name__
    art_folder = "harvest"      # no art: the faces are painted

    def targeting(self, legal: Sequence[Any], seat: int | None, view: Mapping[str, Any]) -> Any:
        return self.module("targeting").HarvestTargeting(legal, seat)

    def rules_blocks(self) -> Any:
        return self.module("rules").RULES

    def reference_html(self, options: Mapping[str, Any] | None = None) -> str:
        return self.module("reference").reference_html()

    def catalog_dir(self) -> Path:
        return Path(__file__).resolve().parent / "translations"


PLUGIN = HarvestPlugin()
