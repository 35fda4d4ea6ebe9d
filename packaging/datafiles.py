"""Which files of ``assets/`` ship (in the wheel and in the frozen bundle).

Loaded by file path from ``setup.py`` and ``contaria_desktop.spec`` (a top-level folder named
``packaging`` must not shadow the ``packaging`` library). Standard library only.
"""

from __future__ import annotations

import fnmatch
from pathlib import Path

#: Top-level folders of assets/ that are inputs of scripts/make_art.py, never read at run time.
EXCLUDED_TOP = ("source",)
#: Working files of image editors and hidden files.
EXCLUDED_PATTERNS = (".*", "*.xcf", "*.kra", "*.blend", "*.psd", "*.pyc")


def asset_files(assets: Path) -> list[Path]:
    """Paths (relative to ``assets``, sorted) of the files that ship; [] if the folder is
    missing. Licence and README files do ship (attribution travels with the art)."""
    assets = Path(assets)
    if not assets.is_dir():
        return []
    out = []
    for path in sorted(assets.rglob("*")):
        rel = path.relative_to(assets)
        if not path.is_file() or rel.parts[0] in EXCLUDED_TOP:
            continue
        if any(fnmatch.fnmatch(part, pat) for part in rel.parts for pat in EXCLUDED_PATTERNS):
            continue
        out.append(rel)
    return out
