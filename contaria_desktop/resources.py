"""One place that finds the app's data files (assets, compiled translations) in a source
checkout, an installed package and a frozen (PyInstaller) bundle - never relative to the
current directory.

Lookup order for the root of ``assets/`` and ``translations/``:
1. frozen: ``sys._MEIPASS/<name>`` (``packaging/contaria_desktop.spec`` puts them there);
2. installed: ``contaria_desktop/_data/<name>`` inside the package (copied there by the
   ``build_py`` hook in ``setup.py`` for every non-editable build: ``pip install .``, wheels);
3. source checkout / editable install: ``<repo>/<name>`` next to the package folder - only when
   that folder is a checkout (has ``pyproject.toml``), so a stray ``site-packages/assets`` left by
   some other distribution is never mistaken for ours.
"""

from __future__ import annotations

import sys
from functools import lru_cache
from pathlib import Path

_PACKAGE_DIR = Path(__file__).resolve().parent

#: The data folders this module knows; :func:`data_root` accepts only these names.
DATA_FOLDERS = ("assets", "translations")


class MissingAsset(FileNotFoundError):
    """A data file the app needs is not where it should be. The message names the file and
    where it was looked for."""


def frozen() -> bool:
    """True when running from a PyInstaller bundle."""
    return bool(getattr(sys, "frozen", False) and getattr(sys, "_MEIPASS", None))


def _candidates(name: str) -> list[Path]:
    out = []
    meipass = getattr(sys, "_MEIPASS", None)
    if meipass:
        out.append(Path(meipass) / name)
    out.append(_PACKAGE_DIR / "_data" / name)
    checkout = _PACKAGE_DIR.parent
    if (checkout / "pyproject.toml").is_file():
        out.append(checkout / name)
    return out


@lru_cache(maxsize=None)
def data_root(name: str) -> Path:
    """The folder holding ``name`` (``"assets"`` or ``"translations"``), as an absolute path.

    Raises ``ValueError`` for another name and :class:`MissingAsset` listing the places
    searched when none of them exists."""
    if name not in DATA_FOLDERS:
        raise ValueError(f"unknown data folder {name!r}; expected one of {', '.join(DATA_FOLDERS)}")
    for path in _candidates(name):
        if path.is_dir():
            return path
    raise MissingAsset(f"the {name} folder is missing; looked in: "
                       + ", ".join(str(p) for p in _candidates(name)))


def asset_path(*parts: str) -> Path:
    """Path of an asset file, e.g. ``asset_path("contaria", "cards", "fera.png")``.

    Raises :class:`MissingAsset` if the file does not exist or the parts point outside
    ``assets/`` (e.g. ``".."``)."""
    root = data_root("assets")
    path = root.joinpath(*parts)
    if not path.resolve().is_relative_to(root.resolve()):
        raise MissingAsset(f"asset path {'/'.join(parts)!r} leaves the assets folder")
    if not path.exists():
        raise MissingAsset(f"missing asset: {'/'.join(parts)} (looked in {path.parent})")
    return path


def translations_dir() -> Path:
    """Folder of the app's compiled ``.qm`` translation files (Qt's own ``qtbase_*.qm`` are
    found through ``QLibraryInfo`` in every kind of run, including the frozen bundle).

    Raises :class:`MissingAsset` when there is none (e.g. an install built without them)."""
    return data_root("translations")
