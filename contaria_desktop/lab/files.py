"""Atomic file writes for the lab's outputs (a temporary file in the same folder, fsync,
``os.replace``): a reader, or a Ctrl+C at any moment, sees the old file or the complete new one.

The lab sits below ``session/`` in the layer order, so it cannot reuse ``session.atomic``; this
is the same technique in a few lines."""

from __future__ import annotations

import os
import tempfile
from pathlib import Path


class LabOutputError(OSError):
    """An output file could not be written; ``str()`` names the file and the reason."""


def write_bytes(path: str | os.PathLike[str], data: bytes) -> None:
    """Write ``data`` to ``path`` atomically, creating the folder. Raises :class:`LabOutputError`
    naming the file; an existing ``path`` is left untouched on failure."""
    target = Path(path)
    tmp = ""
    try:
        target.parent.mkdir(parents=True, exist_ok=True)
        fd, tmp = tempfile.mkstemp(prefix=f".{target.name}.", suffix=".tmp", dir=target.parent)
        with os.fdopen(fd, "wb") as fh:
            fh.write(data)
            fh.flush()
            os.fsync(fh.fileno())
        os.replace(tmp, target)
        tmp = ""
    except OSError as err:
        raise LabOutputError(f"cannot write {target}: {err.strerror or err}") from None
    finally:
        if tmp:
            try:
                os.unlink(tmp)
            except OSError:
                pass


def write_text(path: str | os.PathLike[str], text: str) -> None:
    """:func:`write_bytes` of UTF-8 ``text`` (newlines written as given, ``\\n``)."""
    write_bytes(path, text.encode("utf-8"))


def check_folder(path: str | os.PathLike[str]) -> Path:
    """Make sure ``path`` can hold a run's files before any game is played: create the folder
    (and its parents) and write then remove a probe file in it. Returns the path. Raises
    :class:`LabOutputError` with one sentence naming the folder: "... is a file, not a folder",
    or why it cannot be created or written."""
    folder = Path(path)
    if folder.exists() and not folder.is_dir():
        raise LabOutputError(f"the output folder {folder} is a file, not a folder")
    try:
        folder.mkdir(parents=True, exist_ok=True)
        fd, probe = tempfile.mkstemp(prefix=".contaria-lab-probe.", suffix=".tmp", dir=folder)
        os.close(fd)
        os.unlink(probe)
    except (FileExistsError, NotADirectoryError):  # a parent is a file
        raise LabOutputError(f"the output folder {folder} cannot be created: a part of its path is a file") from None
    except OSError as err:
        raise LabOutputError(f"the output folder {folder} cannot be written: {err.strerror or err}") from None
    return folder
