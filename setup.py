"""Build hook: ship ``assets/`` and the compiled translations inside the installed package.

All metadata lives in ``pyproject.toml``. This file only extends ``build_py`` so that a regular
(non-editable) build copies

    assets/            -> contaria_desktop/_data/assets/     (see packaging/datafiles.py)
    translations/*.qm  -> contaria_desktop/_data/translations/   (see packaging/qm.py)

where ``contaria_desktop.resources.data_root`` looks for them. Editable installs skip the copy:
they run from the checkout, where ``resources`` finds the top-level folders.
"""

from __future__ import annotations

import importlib.util
import shutil
from pathlib import Path

from setuptools import setup
from setuptools.command.build_py import build_py

ROOT = Path(__file__).resolve().parent


def _load(name: str):
    """``packaging/<name>.py`` loaded by path (the folder would shadow the packaging library)."""
    spec = importlib.util.spec_from_file_location(f"_contaria_{name}", ROOT / "packaging" / f"{name}.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


class BuildPyWithData(build_py):
    """``build_py`` that also copies the app's data folders into ``contaria_desktop/_data``."""

    def run(self):
        super().run()
        if getattr(self, "editable_mode", False):
            return
        data = Path(self.build_lib) / "contaria_desktop" / "_data"
        if data.exists():
            shutil.rmtree(data)  # stale files from an earlier build must not ship
        for rel in _load("datafiles").asset_files(ROOT / "assets"):
            target = data / "assets" / rel
            target.parent.mkdir(parents=True, exist_ok=True)
            shutil.copy2(ROOT / "assets" / rel, target)
        _load("qm").gather_translations(ROOT / "translations", data / "translations",
                                       log=lambda msg: self.announce(msg, level=3))


setup(cmdclass={"build_py": BuildPyWithData})
