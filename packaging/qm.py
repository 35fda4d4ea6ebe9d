"""Gather the app's compiled Qt translations (``.qm``) for a build.

Used by ``setup.py`` (wheel / ``pip install .``) and by ``contaria_desktop.spec`` (PyInstaller),
loaded by file path because a top-level folder named ``packaging`` must not shadow the
``packaging`` library. Standard library only.

Policy: the ``.ts`` files are the source. When ``pyside6-lrelease`` (shipped with
PySide6-Essentials) can be found, every ``.ts`` is compiled fresh into the output folder; when it
cannot (e.g. inside pip's isolated build environment), the ``.qm`` files committed next to the
``.ts`` files are copied instead. A ``.ts`` with neither is reported, not silently dropped.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path


def find_lrelease() -> str | None:
    """Path of a usable ``lrelease`` program, or None.

    Looked for, in order: ``$CONTARIA_LRELEASE`` (set but empty means "never compile, use the
    committed .qm files"); ``pyside6-lrelease`` next to the running Python (the venv's
    ``bin``/``Scripts``); ``pyside6-lrelease`` then ``lrelease`` on PATH."""
    env = os.environ.get("CONTARIA_LRELEASE")
    if env is not None:
        return env or None
    bindir = Path(sys.executable).parent
    for name in ("pyside6-lrelease", "pyside6-lrelease.exe"):
        candidate = bindir / name
        if candidate.is_file():
            return str(candidate)
    return shutil.which("pyside6-lrelease") or shutil.which("lrelease")


def gather_translations(src: Path, out: Path, lrelease: str | None = None,
                        log=print) -> list[Path]:
    """Put one ``.qm`` per language from ``src`` (the repo's ``translations/``) into ``out``.

    ``lrelease``: program to compile ``.ts`` files with; None means use :func:`find_lrelease`,
    ``""`` means never compile (copy committed ``.qm`` only). Returns the ``.qm`` paths written.
    Raises ``subprocess.CalledProcessError`` if lrelease fails on a ``.ts`` file (a broken
    translation source should stop the build, not ship a half-translated app)."""
    src, out = Path(src), Path(out)
    if lrelease is None:
        lrelease = find_lrelease()
    written: list[Path] = []
    if not src.is_dir():
        log(f"qm: no translations folder at {src}; none shipped")
        return written
    out.mkdir(parents=True, exist_ok=True)
    sources = sorted(src.glob("*.ts"))
    stems = {ts.stem for ts in sources}
    for ts in sources:
        target = out / (ts.stem + ".qm")
        committed = ts.with_suffix(".qm")
        if lrelease:
            subprocess.run([lrelease, "-silent", str(ts), "-qm", str(target)], check=True)
        elif committed.is_file():
            shutil.copy2(committed, target)
        else:
            log(f"qm: WARNING {ts.name} has no compiled .qm and no lrelease was found; "
                "that language is not shipped (set CONTARIA_LRELEASE or commit the .qm)")
            continue
        written.append(target)
    for qm in sorted(src.glob("*.qm")):  # compiled files without a .ts source
        if qm.stem not in stems:
            shutil.copy2(qm, out / qm.name)
            written.append(out / qm.name)
    return written
