"""One place that finds the app's data files (assets, compiled translations) in a source
checkout, an installed package and a frozen (PyInstaller) bundle - never relative to the
current directory.

Lookup order for the root of ``assets/`` and ``translations/``:
1. frozen: ``sys._MEIPASS/<name>``;
2. installed: ``contaria_desktop/_data/<name>`` inside the package;
3. source checkout: ``<repo>/<name>`` next to the package folder.
"""

from __future__ import annotations

import sys
from functools import lru_cache
from pathlib import Path

_PACKAGE_DIR = Path(__file__).resolve().parent


class MissingAsset(FileNotFoundError):
    """A data file the app needs is not where it should be. The message names the file and
    where it was looked for."""


def _candidates(name: str) -> list[Path]:
    out = []
    meipass = getattr(sys, "_MEIPASS", None)
    if meipass:
        out.append(Path(meipass) / name)
    out.append(_PACKAGE_DIR / "_data" / name)
    out.append(_PACKAGE_DIR.parent / name)
    return out


@lru_cache(maxsize=None)
def data_root(name: str) -> Path:
    """The folder holding ``name`` (``"assets"`` or ``"translations"``).

    Raises :class:`MissingAsset` listing the places searched."""
    for path in _candidates(name):
        if path.is_dir():
            return path
    raise MissingAsset(f"the {name} folder is missing; looked in: "
                       + ", ".join(str(p) for p in _candidates(name)))


def asset_path(*parts: str) -> Path:
    """Path of an asset file, e.g. ``asset_path("contaria", "cards", "fera.png")``.

    Raises :class:`MissingAsset` if the file does not exist."""
    path = data_root("assets").joinpath(*parts)
    if not path.exists():
        raise MissingAsset(f"missing asset: {'/'.join(parts)} (looked in {path.parent})")
    return path


def translations_dir() -> Path:
    """Folder of the compiled ``.qm`` translation files."""
    return data_root("translations")
