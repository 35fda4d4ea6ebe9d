"""Autosave: after every decision the session hands the save dict to a background writer that
serializes, writes and fsyncs it (atomically) off the UI thread. Requests coalesce: when
decisions come faster than the disk, only the newest one is written.

Slots (issue 18.2): every game the window starts gets a slot of its own
(:func:`new_autosave_slot`, ``<data>/autosave/game-<time>-<n>.json``); making a new slot prunes
the oldest so that at most :data:`MAX_SLOTS` are kept, so leaving a game for another never
overwrites it. ``GameSession.start_autosave()`` without a path still writes the default slot
(:func:`~.paths.autosave_path`), which counts as one slot among the others. After a crash or a
kill the next start lists them (:func:`autosave_slots`, newest first) and offers to resume;
:func:`discard_autosave` removes one (the UI does that when the player declines, or when a
game ends).

Every function here that looks slots up never raises (an unusable data folder means "no
slots"); :func:`new_autosave_slot` raises ``OSError`` when the folder cannot be created or
written, so the window can say that autosave is off and why (issue 18.1).
"""

from __future__ import annotations

import atexit
import itertools
import os
import tempfile
import threading
import time
import weakref
from pathlib import Path
from typing import Any, Callable

from .atomic import atomic_write_bytes, dumps_bytes, remove_stale_temporaries
from .errors import SaveError
from .paths import autosave_dir, autosave_path

#: Autosave slots kept (the newest); making a new slot removes older ones beyond this.
MAX_SLOTS = 5

_slot_numbers = itertools.count(1)


class AutosaveWriter:
    """A daemon thread that writes the latest submitted save dict to ``path``.

    ``submit(data)`` is cheap (stores a reference and notifies); ``data`` must not be mutated
    afterwards. ``flush()`` waits until everything submitted is on disk; ``close()`` flushes and
    stops the thread. Write failures are kept in ``last_error`` (a :class:`SaveError`) and passed
    to ``on_error`` (called on the writer thread) - autosave never raises into the game.
    """

    def __init__(self, path: str | os.PathLike[str], on_error: Callable[[SaveError], None] | None = None) -> None:
        self.path = Path(path)
        remove_stale_temporaries(self.path)
        self.on_error = on_error
        self.last_error: SaveError | None = None
        self.writes = 0
        self._cond = threading.Condition()
        self._pending: Any = None
        self._busy = False
        self._closed = False
        self._thread = threading.Thread(target=self._run, name="contaria-autosave", daemon=True)
        self._thread.start()
        # A daemon thread dies with the interpreter: write what is pending on a normal exit.
        ref = weakref.ref(self)
        atexit.register(lambda: (w := ref()) is not None and w.flush(2.0))

    def submit(self, data: Any) -> None:
        """Queue ``data`` (a JSON-safe dict) for writing, replacing anything not yet written."""
        with self._cond:
            if self._closed:
                return
            self._pending = data
            self._cond.notify_all()

    def flush(self, timeout: float | None = 10.0) -> bool:
        """Wait until every submitted dict is written; False on timeout."""
        with self._cond:
            return self._cond.wait_for(lambda: self._pending is None and not self._busy, timeout)

    def close(self, timeout: float | None = 10.0) -> None:
        """Write what is pending, then stop the thread."""
        self.flush(timeout)
        with self._cond:
            self._closed = True
            self._cond.notify_all()
        self._thread.join(timeout)

    def _run(self) -> None:
        while True:
            with self._cond:
                self._cond.wait_for(lambda: self._pending is not None or self._closed)
                if self._pending is None and self._closed:
                    return
                data, self._pending, self._busy = self._pending, None, True
            try:
                atomic_write_bytes(self.path, dumps_bytes(data))
                self.writes += 1
            except SaveError as err:
                self.last_error = err
                if self.on_error is not None:
                    try:
                        self.on_error(err)
                    except Exception:  # noqa: BLE001 - a UI callback must not kill the writer
                        pass
            except Exception as err:  # noqa: BLE001 - e.g. a value json cannot encode
                self.last_error = SaveError(self.path, f"autosave failed ({type(err).__name__}: {err})",
                                            "save.autosave_failed")
            finally:
                with self._cond:
                    self._busy = False
                    self._cond.notify_all()


def autosave_slots() -> list[Path]:
    """Every autosave slot holding something (non-empty ``*.json`` in the autosave folder),
    newest first (by modification time). Empty when the folder is missing or unreadable."""
    try:
        folder = autosave_dir(create=False)
        found = []
        for p in folder.glob("*.json"):
            try:
                st = p.stat()
            except OSError:
                continue
            if st.st_size > 0 and p.is_file():
                found.append((st.st_mtime, p.name, p))
    except OSError:
        return []
    return [p for _t, _n, p in sorted(found, key=lambda e: (e[0], e[1]), reverse=True)]


def is_autosave_slot(path: str | os.PathLike[str]) -> bool:
    """True when ``path`` lies in the autosave folder (a slot, not a save of the player's)."""
    try:
        return Path(path).resolve().parent == autosave_dir(create=False).resolve()
    except OSError:
        return False


def new_autosave_slot(keep: int = MAX_SLOTS) -> Path:
    """A fresh slot path for a game being started (the file is not created yet). The oldest
    slots are removed so that, with the new one, at most ``keep`` remain.

    Raises ``OSError`` when the autosave folder cannot be created or written (a read-only
    folder, a path through a regular file, a full or read-only disk): the caller then plays on
    without autosave and says why."""
    folder = autosave_dir(create=True)
    # Probe now, so the player hears at once (not after the first decision) that it fails.
    fd, probe = tempfile.mkstemp(prefix=".probe.", suffix=".tmp", dir=folder)
    os.close(fd)
    os.unlink(probe)
    for old in autosave_slots()[max(0, keep - 1):]:
        discard_autosave(old)
    stamp = time.strftime("%Y%m%d-%H%M%S")
    while True:
        path = folder / f"game-{stamp}-{os.getpid()}-{next(_slot_numbers)}.json"
        if not path.exists():
            return path


def find_autosave() -> Path | None:
    """The newest autosave slot if one exists (not empty), else ``None``; never raises. The
    file may still fail to load (``GameSession.load`` then raises :class:`SaveError`)."""
    slots = autosave_slots()
    return slots[0] if slots else None


def discard_autosave(path: str | os.PathLike[str] | None = None) -> None:
    """Remove the autosave slot ``path`` (default: the default slot :func:`autosave_path`) and
    its stale temporaries; nothing happens if there is none or it cannot be removed."""
    try:
        target = Path(path) if path is not None else autosave_path(create=False)
    except OSError:
        return
    remove_stale_temporaries(target)
    try:
        target.unlink()
    except OSError:
        pass
