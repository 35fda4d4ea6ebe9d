"""Fixtures for the Quissama table tests (pytest-qt, offscreen)."""

from __future__ import annotations

import pytest

from tests.table.conftest import table  # noqa: F401 - a shown 1024 x 640 TableWidget
from tests.ui.conftest import window  # noqa: F401 - the main window
