"""The toy third game was added as one engine module + one presentation package + one entry
point, and nothing else (issue 10, "Done when"): no shared file of the app mentions it, it is
not shipped, its engine needs no Qt, and it is a game only while its entry point is there."""

from __future__ import annotations

import subprocess
import sys
from importlib.metadata import entry_points
from pathlib import Path

from contaria_desktop.engines.core import plugins
from contaria_desktop.games import registry
from contaria_desktop.games.plugin import GamePlugin
from tests.toy_plugin import ENTRY_POINT, GROUP

HERE = Path(__file__).resolve().parent
REPO = HERE.parent.parent
#: Where a game would otherwise have to be registered or named: the app and everything it ships.
SHARED = [REPO / "contaria_desktop", REPO / "translations", REPO / "assets", REPO / "scripts",
          REPO / "pyproject.toml", REPO / "setup.py", REPO / "packaging"]   # docs may cite it as an example
MENTIONS = ("harvest", "toy_plugin")


def _files(root: Path) -> list[Path]:
    if root.is_file():
        return [root]
    return [p for p in root.rglob("*") if p.is_file() and "__pycache__" not in p.parts]


def test_the_game_is_one_engine_module_one_presentation_package_and_one_entry_point():
    game_files = {p.relative_to(HERE).as_posix() for p in _files(HERE)
                  if not p.name.startswith(("test_", "conftest"))}
    engine = {"harvest_engine.py"}
    package = {f for f in game_files if f.startswith("harvest/")}
    entry = {"__init__.py"}               # holds ENTRY_POINT, nothing else
    assert game_files == engine | package | entry
    assert "harvest/__init__.py" in package
    assert (ENTRY_POINT.name, ENTRY_POINT.value, ENTRY_POINT.group) == ("harvest", "tests.toy_plugin.harvest:PLUGIN", GROUP)
    plugin = ENTRY_POINT.load()
    assert isinstance(plugin, GamePlugin) and plugin.engine_module == "tests.toy_plugin.harvest_engine"


def test_no_shared_file_mentions_the_toy_game():
    found = []
    for root in SHARED:
        if not root.exists():
            continue
        for path in _files(root):
            try:
                text = path.read_text(encoding="utf-8").lower()
            except (UnicodeDecodeError, OSError):
                text = path.read_bytes().decode("latin-1").lower()
            found += [f"{path.relative_to(REPO)}: {word}" for word in MENTIONS if word in text]
    assert not found, found


def test_it_is_never_shipped_and_is_a_game_only_with_its_entry_point():
    assert "harvest" not in {ep.name for ep in entry_points(group=GROUP)}
    with plugins.use_entry_points([], extend=True):     # what an installed app finds
        assert "harvest" not in {p.id for p in registry.all_plugins()}
    assert "harvest" in {p.id for p in registry.playable()}   # injected by conftest


def test_its_engine_module_is_pure_python():
    code = ("import sys; sys.path.insert(0, %r); import tests.toy_plugin.harvest_engine as e;"
            "from contaria_desktop.engines.core import get_spec;"
            "assert get_spec('harvest').state_class is e.HarvestState;"
            "qt = [m for m in sys.modules if m.startswith('PySide6')]; assert not qt, qt;"
            "assert not [m for m in sys.modules if m.startswith('tests.toy_plugin.harvest.')]") % str(REPO)
    subprocess.run([sys.executable, "-c", code], check=True)


def test_its_engine_passes_the_engine_conformance_suite():
    from contaria_desktop.engines.core import get_spec
    from tests.conformance.harness import playout

    spec = get_spec("harvest")
    for n in (2, 3):
        for seed in range(20):
            playout(spec, n, seed, heavy=seed % 4 == 0)
