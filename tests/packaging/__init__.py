"""Packaging tests: install layout, resources lookup, version, icons, desktop files, spec."""

from __future__ import annotations

import importlib.util
import shutil
from pathlib import Path

REPO = Path(__file__).resolve().parents[2]

# What a build needs from the checkout (the rest - tests, docs, .git, venvs - stays behind).
SOURCE_ITEMS = ("pyproject.toml", "setup.py", "MANIFEST.in", "README.md", "contaria_desktop",
                "assets", "translations", "packaging")


def copy_source_tree(dest: Path) -> Path:
    """Copy the parts of this checkout a build reads into ``dest`` (build outputs, caches and
    ``_data`` left behind) and return ``dest``."""
    ignore = shutil.ignore_patterns("__pycache__", "*.pyc", "_data", "*.egg-info", "build", "dist")
    dest.mkdir(parents=True)
    for item in SOURCE_ITEMS:
        path = REPO / item
        if path.is_dir():
            shutil.copytree(path, dest / item, ignore=ignore)
        elif path.is_file():
            shutil.copy2(path, dest / item)
    return dest


def load_packaging_module(name: str):
    """Import ``packaging/<name>.py`` by path (the folder name would shadow the ``packaging``
    library if it were put on sys.path)."""
    spec = importlib.util.spec_from_file_location(f"_contaria_{name}", REPO / "packaging" / f"{name}.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module
