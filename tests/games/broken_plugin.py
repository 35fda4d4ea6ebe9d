"""A plug-in module that fails on import (tests/games/test_registry.py)."""

raise RuntimeError("this game's plug-in is broken on purpose")
