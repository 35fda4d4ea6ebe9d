"""The toy third game, Harvest (issue 10, "Done when"): kept under ``tests/``, never shipped.

It is exactly one engine module (:mod:`tests.toy_plugin.harvest_engine`), one presentation
package (:mod:`tests.toy_plugin.harvest`, with its own translation catalogues) and one entry
point (:data:`ENTRY_POINT`, injected by the tests with
``contaria_desktop.engines.core.plugins.use_entry_points``). ``test_boundary.py`` proves that
nothing else was needed: no shared file of the app mentions it.
"""

from __future__ import annotations

from importlib.metadata import EntryPoint

GROUP = "contaria_desktop.games"

#: The one entry point of the toy game (what a ``pyproject.toml`` line would declare).
ENTRY_POINT = EntryPoint("harvest", "tests.toy_plugin.harvest:PLUGIN", GROUP)

#: Its player counts (= the engine's GameSpec; a test checks), for parametrizing test suites
#: at collection time without importing the game - importing registers its engine for the
#: rest of the process, which would change what suites collected later parametrize over.
PLAYER_COUNTS = (2, 3)
