"""Fixtures for the translation tests: settings in a temporary folder, English restored after
every test (translators are process-wide), and the update script loaded by path."""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[2]


def load_script():
    """``scripts/update_translations.py`` as a module (scripts/ is not a package)."""
    path = REPO / "scripts" / "update_translations.py"
    spec = importlib.util.spec_from_file_location("update_translations", path)
    module = importlib.util.module_from_spec(spec)
    sys.modules.setdefault("update_translations", module)  # dataclasses look their module up
    spec.loader.exec_module(module)
    return module


@pytest.fixture(scope="session")
def script():
    return load_script()


@pytest.fixture
def app(qapp):
    """The QApplication, in English again when the test ends."""
    from contaria_desktop.i18n import translators
    yield qapp
    translators._run_language = None
    translators.install_translators(qapp, "en")
    qapp.processEvents()
