"""packaging/datafiles.py: which asset files ship."""

from __future__ import annotations

from pathlib import Path

from tests.packaging import load_packaging_module

datafiles = load_packaging_module("datafiles")


def test_art_inputs_and_editor_files_stay_behind(tmp_path):
    for rel in ("LICENSES.md", "contaria/card.png", "icons/app_icon.png", "source/icons.json",
                "contaria/.DS_Store", "contaria/card.xcf", "contaria/source/keep.png"):
        (tmp_path / rel).parent.mkdir(parents=True, exist_ok=True)
        (tmp_path / rel).write_bytes(b"x")
    assert datafiles.asset_files(tmp_path) == [
        Path("LICENSES.md"), Path("contaria/card.png"), Path("contaria/source/keep.png"),
        Path("icons/app_icon.png")]


def test_missing_folder_ships_nothing(tmp_path):
    assert datafiles.asset_files(tmp_path / "nope") == []
