"""One version (contaria_desktop.__version__) everywhere; desktop entry and AppStream file
agree with the package's names."""

from __future__ import annotations

import configparser
import tomllib
import xml.etree.ElementTree as ET
from importlib.metadata import PackageNotFoundError, version

import pytest

import contaria_desktop
from tests.packaging import REPO, load_packaging_module

LINUX = REPO / "packaging" / "linux"
APP_ID = "io.github.contaria.ContariaDesktop"


def _pyproject() -> dict:
    return tomllib.loads((REPO / "pyproject.toml").read_text(encoding="utf-8"))


def test_pyproject_takes_version_from_the_package():
    data = _pyproject()
    assert "version" not in data["project"] and "version" in data["project"]["dynamic"]
    attr = data["tool"]["setuptools"]["dynamic"]["version"]["attr"]
    assert attr == "contaria_desktop.__version__"


def test_installed_metadata_matches_package_version():
    try:
        dist = version("contaria-desktop")
    except PackageNotFoundError:
        pytest.skip("contaria-desktop is not installed in this environment (source run)")
    assert dist == contaria_desktop.__version__


def test_metainfo_newest_release_is_the_package_version():
    root = ET.parse(LINUX / f"{APP_ID}.metainfo.xml").getroot()
    assert root.findtext("id") == APP_ID
    releases = root.find("releases").findall("release")
    assert releases, "metainfo lists no release"
    assert releases[0].get("version") == contaria_desktop.__version__
    assert root.find("launchable").text == f"{APP_ID}.desktop"


def test_desktop_entry_matches_command_and_icon():
    entry = configparser.ConfigParser(interpolation=None)
    entry.optionxform = str  # keys are case-sensitive
    entry.read(LINUX / f"{APP_ID}.desktop", encoding="utf-8")
    section = entry["Desktop Entry"]
    gui_scripts = _pyproject()["project"]["gui-scripts"]
    assert section["Exec"].split()[0] in gui_scripts
    assert section["Icon"] == load_packaging_module("make_icons").ICON_NAME
    assert section["Type"] == "Application" and section["Terminal"] == "false"
    assert "Game" in section["Categories"].split(";")
    for lang in ("pt_BR", "es"):
        assert section[f"Comment[{lang}]"]


def test_spec_reads_the_same_version():
    """The spec reads __version__ without importing; same AST approach as here."""
    spec_text = (REPO / "packaging" / "contaria_desktop.spec").read_text(encoding="utf-8")
    assert "contaria_desktop\" / \"__init__.py\"" in spec_text and "version=VERSION" in spec_text


def test_frozen_bundle_metadata_lists_every_game(tmp_path):
    """The PyInstaller spec ships a dist-info written from pyproject.toml, so the frozen app
    finds its games through the ``contaria_desktop.games`` entry points (issue 10, item 7)."""
    from importlib.metadata import PathDistribution
    folder = load_packaging_module("metadata").write_dist_info(REPO, tmp_path)
    dist = PathDistribution(folder)
    declared = _pyproject()["project"]["entry-points"]["contaria_desktop.games"]
    found = {ep.name: ep.value for ep in dist.entry_points if ep.group == "contaria_desktop.games"}
    assert found == declared and {"contaria", "charlatao"} <= set(found)
    assert dist.version == contaria_desktop.__version__
    spec = (REPO / "packaging" / "contaria_desktop.spec").read_text(encoding="utf-8")
    assert 'write_dist_info' in spec
