"""resources.py: one lookup for source, installed and frozen runs, never relative to CWD."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

from contaria_desktop import resources

REPO = Path(__file__).resolve().parents[2]


@pytest.fixture
def layout(tmp_path, monkeypatch):
    """A fake checkout <tmp>/repo with the package folder inside; caches cleared around it."""
    repo = tmp_path / "repo"
    pkg = repo / "contaria_desktop"
    pkg.mkdir(parents=True)
    monkeypatch.setattr(resources, "_PACKAGE_DIR", pkg)
    monkeypatch.delattr(sys, "_MEIPASS", raising=False)
    resources.data_root.cache_clear()
    yield repo, pkg
    resources.data_root.cache_clear()


def _file(path: Path) -> Path:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(b"x")
    return path


def test_source_checkout_uses_top_level_folders(layout):
    repo, _ = layout
    (repo / "pyproject.toml").write_text("")
    card = _file(repo / "assets" / "contaria" / "card.png")
    assert resources.asset_path("contaria", "card.png") == card
    (repo / "translations").mkdir()
    assert resources.translations_dir() == repo / "translations"


def test_installed_package_data_wins_over_checkout(layout):
    repo, pkg = layout
    (repo / "pyproject.toml").write_text("")
    _file(repo / "assets" / "a.png")
    installed = _file(pkg / "_data" / "assets" / "a.png")
    assert resources.asset_path("a.png") == installed


def test_frozen_bundle_wins(layout, monkeypatch, tmp_path):
    _, pkg = layout
    _file(pkg / "_data" / "assets" / "a.png")
    bundle = tmp_path / "bundle"
    frozen = _file(bundle / "assets" / "a.png")
    monkeypatch.setattr(sys, "_MEIPASS", str(bundle), raising=False)
    monkeypatch.setattr(sys, "frozen", True, raising=False)
    assert resources.frozen()
    assert resources.asset_path("a.png") == frozen


def test_site_packages_assets_of_someone_else_are_ignored(layout):
    """Without pyproject.toml next to the package, <parent>/assets is not ours."""
    repo, _ = layout
    _file(repo / "assets" / "a.png")
    with pytest.raises(resources.MissingAsset, match="assets folder is missing"):
        resources.asset_path("a.png")


def test_missing_file_and_folder_errors_name_what_and_where(layout):
    repo, _ = layout
    (repo / "pyproject.toml").write_text("")
    with pytest.raises(resources.MissingAsset, match="translations folder is missing; looked in"):
        resources.translations_dir()
    (repo / "assets").mkdir()
    with pytest.raises(resources.MissingAsset, match="missing asset: icons/nope.png"):
        resources.asset_path("icons", "nope.png")


def test_path_may_not_leave_assets(layout):
    repo, _ = layout
    (repo / "pyproject.toml").write_text("")
    (repo / "assets").mkdir()
    with pytest.raises(resources.MissingAsset, match="leaves the assets folder"):
        resources.asset_path("..", "pyproject.toml")


def test_unknown_folder_name_is_rejected():
    with pytest.raises(ValueError, match="unknown data folder"):
        resources.data_root("fonts")


def test_lookup_does_not_depend_on_cwd(layout, monkeypatch, tmp_path):
    repo, _ = layout
    (repo / "pyproject.toml").write_text("")
    (repo / "assets").mkdir()
    elsewhere = tmp_path / "elsewhere"
    (elsewhere / "assets").mkdir(parents=True)
    monkeypatch.chdir(elsewhere)
    root = resources.data_root("assets")
    assert root.is_absolute() and root == repo / "assets"


def test_real_package_points_at_this_checkout():
    """In the test run (editable install or source) the package is this checkout's."""
    assert resources._PACKAGE_DIR == REPO / "contaria_desktop"
    assert REPO / "assets" in resources._candidates("assets")
