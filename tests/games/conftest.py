"""The window fixtures of tests/ui (settings and data in temporary folders, a main window),
for the games' presentation tests that open the window."""

from tests.ui.conftest import _english_after_each_test, window  # noqa: F401 - pytest fixtures
