"""Dark Tales: the engine is complete (:mod:`contaria_desktop.engines.dark_tales`,
``docs/dark-tales-engine-contract.md``); its table, messages and score screen are not built yet,
so the game is registered engine-only (not offered to players). No Qt at module level."""

from __future__ import annotations

import contaria_desktop.engines.dark_tales  # noqa: F401 - registers the engine's GameSpec

from ..plugin import EngineOnlyPlugin


class DarkTalesPlugin(EngineOnlyPlugin):
    id = "dark_tales"
    engine_module = "contaria_desktop.engines.dark_tales"
    package = __name__
    art_folder = "dark_tales"


PLUGIN = DarkTalesPlugin()
