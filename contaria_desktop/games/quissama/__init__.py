"""Quissama: the engine is complete (:mod:`contaria_desktop.engines.quissama`,
``docs/quissama-engine-contract.md``); its board, messages and end screen are not built yet,
so the game is registered engine-only (not offered to players). No Qt at module level."""

from __future__ import annotations

import contaria_desktop.engines.quissama  # noqa: F401 - registers the engine's GameSpec

from ..plugin import EngineOnlyPlugin


class QuissamaPlugin(EngineOnlyPlugin):
    id = "quissama"
    engine_module = "contaria_desktop.engines.quissama"
    package = __name__
    art_folder = "quissama"


PLUGIN = QuissamaPlugin()
