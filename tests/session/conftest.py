"""Session tests: register the test engine and keep every file inside a temporary data folder."""

import pytest

from tests.session.toyplus import register_toyplus


@pytest.fixture(scope="session", autouse=True)
def toyplus_game():
    """Registers the test-only "toyplus" engine (see ``toyplus.py``)."""
    return register_toyplus()


@pytest.fixture(autouse=True)
def data_dir(tmp_path, monkeypatch):
    """``CONTARIA_DESKTOP_DATA_DIR`` -> a fresh temporary folder (never the real home)."""
    folder = tmp_path / "data"
    monkeypatch.setenv("CONTARIA_DESKTOP_DATA_DIR", str(folder))
    return folder
