"""The recent-files list (``<data>/recent.json``) and the start page's "Continue" lookup.

The list is a small JSON file: ``{"version": 1, "files": [{"path", "game", "saved_at"}, ...]}``,
newest first, at most :data:`MAX_RECENT`. A damaged list is treated as empty, and a data
folder that cannot be created or written means "no list" (never an error: issue 18.1).
Autosave slots are never listed (they are offered by the resume banner instead).
"""

from __future__ import annotations

import os
from pathlib import Path
from typing import Any

from .atomic import atomic_write_bytes, dumps_bytes
from .autosave import find_autosave, is_autosave_slot
from .errors import SaveError
from .jsonfile import read_json_file
from .paths import data_dir
from .saveformat import now_iso

MAX_RECENT = 10


def _list_path(create: bool = True) -> Path:
    return data_dir(create) / "recent.json"


def recent_files(existing_only: bool = True) -> list[dict[str, Any]]:
    """Entries ``{"path": str, "game": str, "saved_at": str}``, newest first (files that no
    longer exist are left out unless ``existing_only`` is False)."""
    try:
        data = read_json_file(_list_path(create=False), max_bytes=2**20)
    except (SaveError, OSError):
        return []
    files = data.get("files") if isinstance(data, dict) else None
    out = []
    for e in files if isinstance(files, list) else []:
        if (isinstance(e, dict) and isinstance(e.get("path"), str) and isinstance(e.get("game", ""), str)
                and isinstance(e.get("saved_at", ""), str)):
            if not existing_only or os.path.isfile(e["path"]):
                out.append({"path": e["path"], "game": e.get("game", ""), "saved_at": e.get("saved_at", "")})
    return out


def add_recent(path: str | os.PathLike[str], game: str) -> None:
    """Put ``path`` first in the list (errors writing the list are ignored: it is a
    convenience). Autosave slots are left out."""
    if is_autosave_slot(path):
        return
    path = os.path.abspath(os.fspath(path))
    entries = [e for e in recent_files(existing_only=False) if e["path"] != path]
    entries.insert(0, {"path": path, "game": game, "saved_at": now_iso()})
    try:
        atomic_write_bytes(_list_path(), dumps_bytes({"version": 1, "files": entries[:MAX_RECENT]}),
                           durable=False)
    except (SaveError, OSError):
        pass


def remove_recent(path: str | os.PathLike[str]) -> None:
    """Drop ``path`` from the list."""
    path = os.path.abspath(os.fspath(path))
    entries = [e for e in recent_files(existing_only=False) if e["path"] != path]
    try:
        atomic_write_bytes(_list_path(), dumps_bytes({"version": 1, "files": entries}), durable=False)
    except (SaveError, OSError):
        pass


def latest_game(include_autosave: bool = True) -> Path | None:
    """The file "Continue" should open: the most recently modified of the newest recent file
    and (if ``include_autosave``) the autosave; ``None`` when there is neither."""
    candidates = []
    files = recent_files()
    if files:
        candidates.append(Path(files[0]["path"]))
    if include_autosave:
        auto = find_autosave()
        if auto is not None:
            candidates.append(auto)
    best, best_time = None, -1.0
    for c in candidates:
        try:
            t = c.stat().st_mtime
        except OSError:
            continue
        if t > best_time:
            best, best_time = c, t
    return best
