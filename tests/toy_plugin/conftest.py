"""The toy game's tests run with its one entry point injected (as an installed distribution
would declare it) and the window fixtures of tests/ui."""

from __future__ import annotations

import pytest

from contaria_desktop.engines.core import plugins
from tests.toy_plugin import ENTRY_POINT
from tests.ui.conftest import _isolated_files, window  # noqa: F401 - pytest fixtures


@pytest.fixture(autouse=True)
def _toy_game_installed():
    """Autouse, so it is in place before ``window`` builds the start page."""
    with plugins.use_entry_points([ENTRY_POINT]):
        yield
