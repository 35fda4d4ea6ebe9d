"""The distribution metadata the frozen app needs: a ``contaria_desktop-<version>.dist-info``
folder with ``METADATA`` and ``entry_points.txt``, written from ``pyproject.toml``.

The app finds its games through the ``contaria_desktop.games`` entry points
(``importlib.metadata``). PyInstaller analyses the app from source (the build venv does not
install it), so there is no installed ``.dist-info`` to copy with ``copy_metadata``; the spec
writes one with :func:`write_dist_info` and puts it at the root of the bundle, where
``importlib.metadata`` looks (the bundle folder is on ``sys.path``).

Loaded by file path from ``contaria_desktop.spec``. Standard library only.
"""

from __future__ import annotations

import re
import tomllib
from pathlib import Path


def _version(root: Path) -> str:
    text = (root / "contaria_desktop" / "__init__.py").read_text(encoding="utf-8")
    match = re.search(r'^__version__\s*=\s*["\']([^"\']+)["\']', text, re.M)
    if match is None:
        raise ValueError("contaria_desktop/__init__.py has no __version__")
    return match.group(1)


def write_dist_info(root: Path, out_dir: Path) -> Path:
    """Write ``<out_dir>/contaria_desktop-<version>.dist-info`` (replacing an old one) from
    ``<root>/pyproject.toml``; returns its path. Raises ``ValueError`` when the project
    declares no ``contaria_desktop.games`` entry point (the app would have no game)."""
    project = tomllib.loads((Path(root) / "pyproject.toml").read_text(encoding="utf-8"))["project"]
    version = _version(Path(root))
    groups = dict(project.get("entry-points", {}))
    if not groups.get("contaria_desktop.games"):
        raise ValueError("pyproject.toml declares no contaria_desktop.games entry point")
    groups["console_scripts"] = project.get("scripts", {})
    groups["gui_scripts"] = project.get("gui-scripts", {})
    folder = Path(out_dir) / f"contaria_desktop-{version}.dist-info"
    folder.mkdir(parents=True, exist_ok=True)
    for old in folder.iterdir():
        old.unlink()
    (folder / "METADATA").write_text(
        f"Metadata-Version: 2.1\nName: {project['name']}\nVersion: {version}\n"
        f"Summary: {project.get('description', '')}\n", encoding="utf-8")
    lines = []
    for group in sorted(groups):
        if not groups[group]:
            continue
        lines.append(f"[{group}]")
        lines += [f"{name} = {value}" for name, value in sorted(groups[group].items())]
        lines.append("")
    (folder / "entry_points.txt").write_text("\n".join(lines), encoding="utf-8")
    return folder
