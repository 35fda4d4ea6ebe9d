"""Window fixtures shared with the window tests (tests/ui/conftest.py)."""

from tests.ui.conftest import _english_after_each_test, window  # noqa: F401 - pytest fixtures
