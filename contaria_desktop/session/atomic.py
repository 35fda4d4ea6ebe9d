"""Atomic file writes: a temporary file in the same folder, flush, fsync, ``os.replace``.

A reader (or a crash at any moment) sees either the old file or the complete new one."""

from __future__ import annotations

import json
import os
import tempfile
import time
from pathlib import Path
from typing import Any

from .errors import SaveError


def atomic_write_bytes(path: str | os.PathLike[str], data: bytes, durable: bool = True) -> None:
    """Write ``data`` to ``path`` atomically. Raises :class:`SaveError` naming the file on any
    OS error (the temporary file is removed; an existing ``path`` is left untouched).

    ``durable=False`` skips the fsyncs (still atomic for readers and process crashes, not
    for power loss) - for small convenience files such as the recent-files list."""
    target = Path(path)
    folder = target.parent if str(target.parent) else Path(".")
    tmp_name = ""
    try:
        fd, tmp_name = tempfile.mkstemp(prefix=f".{target.name}.", suffix=".tmp", dir=folder)
        with os.fdopen(fd, "wb") as fh:
            fh.write(data)
            fh.flush()
            if durable:
                os.fsync(fh.fileno())
        _replace(tmp_name, target)
        tmp_name = ""
        if durable:
            _fsync_dir(folder)
    except OSError as err:
        raise SaveError(path, f"cannot write the file ({err.strerror or err})", "save.write_failed") from None
    finally:
        if tmp_name:
            try:
                os.unlink(tmp_name)
            except OSError:
                pass


def remove_stale_temporaries(path: str | os.PathLike[str], older_than: float = 60.0) -> None:
    """Delete temporary files a killed writer left beside ``path`` (``.<name>.*.tmp`` older than
    ``older_than`` seconds; younger ones may belong to a writer that is still running)."""
    target = Path(path)
    now = time.time()
    try:
        for p in target.parent.glob(f".{target.name}.*.tmp"):
            try:
                if now - p.stat().st_mtime > older_than:
                    p.unlink()
            except OSError:
                pass
    except OSError:
        pass


def _replace(src: str, dst: Path) -> None:
    # On Windows a reader holding the target open makes os.replace fail briefly; retry.
    for attempt in range(5):
        try:
            os.replace(src, dst)
            return
        except PermissionError:
            if os.name != "nt" or attempt == 4:
                raise
            time.sleep(0.05 * (attempt + 1))


def _fsync_dir(folder: Path) -> None:
    """Make the rename itself durable (POSIX); a no-op where folders cannot be opened."""
    if os.name == "nt":
        return
    try:
        fd = os.open(folder, os.O_RDONLY)
    except OSError:
        return
    try:
        os.fsync(fd)
    except OSError:
        pass
    finally:
        os.close(fd)


def dumps_bytes(data: Any) -> bytes:
    """JSON bytes for a save or position file: UTF-8, one top-level key per line and one line
    per action or seat, so the file reads like a game score (and diffs well)."""
    if not isinstance(data, dict):
        return _utf8(json.dumps(data, ensure_ascii=False) + "\n")
    lines = []
    for key, value in data.items():
        head = f" {json.dumps(key, ensure_ascii=False)}: "
        if isinstance(value, list) and value and all(isinstance(x, dict) for x in value):
            inner = ",\n  ".join(json.dumps(x, ensure_ascii=False) for x in value)
            lines.append(f"{head}[\n  {inner}\n ]")
        else:
            lines.append(head + json.dumps(value, ensure_ascii=False))
    return _utf8("{\n" + ",\n".join(lines) + "\n}\n")


def _utf8(text: str) -> bytes:
    """``text`` as UTF-8; text that has no UTF-8 form (a lone surrogate) raises
    :class:`SaveError` (key ``save.bad_text``), never ``UnicodeEncodeError`` (issue 19, item 6)."""
    try:
        return text.encode("utf-8")
    except UnicodeEncodeError:
        raise SaveError("", "the game holds text that is not valid Unicode (a lone surrogate such as "
                        "\\ud800) and cannot be saved", "save.bad_text") from None
