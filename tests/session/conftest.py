"""Session tests: register the test engines and keep every file inside a temporary data folder."""

import pytest

from tests.session import toyplus  # noqa: F401  (registers "toyplus")


@pytest.fixture(autouse=True)
def data_dir(tmp_path, monkeypatch):
    """``CONTARIA_DESKTOP_DATA_DIR`` -> a fresh temporary folder (never the real home)."""
    folder = tmp_path / "data"
    monkeypatch.setenv("CONTARIA_DESKTOP_DATA_DIR", str(folder))
    return folder
