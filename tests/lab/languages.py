"""The lab tests' shared set-up: the window's language for one test (installed, then English
again however the test ends) - as a context manager (:func:`speaking`) and as a fixture
factory (:func:`language_fixture`)."""

from __future__ import annotations

from contextlib import contextmanager
from typing import Any, Iterator

import pytest


@contextmanager
def speaking(qapp: Any, code: str) -> Iterator[None]:
    """The application's translators in ``code`` ("pt_BR", "es") inside the block, English
    after it (also when the block raises)."""
    from contaria_desktop.i18n import translators
    translators.install_translators(qapp, code)
    try:
        yield
    finally:
        translators.install_translators(qapp, "en")


def language_fixture(code: str) -> Any:
    """A fixture (assign it to a module-level name: that name is the fixture's) that runs its
    test with the window's language ``code`` and restores English after it."""
    @pytest.fixture
    def fixture(qapp: Any) -> Iterator[None]:
        with speaking(qapp, code):
            yield
    return fixture
