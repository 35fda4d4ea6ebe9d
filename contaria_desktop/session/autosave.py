"""Autosave: after every decision the session hands the save dict to a background writer that
serializes, writes and fsyncs it (atomically) off the UI thread. Requests coalesce: when
decisions come faster than the disk, only the newest one is written.

There is one autosave slot (:func:`~.paths.autosave_path`). After a crash or a kill the next
start finds it with :func:`find_autosave` and offers to resume; :func:`discard_autosave`
removes it (the UI does that when the player declines, or when a game ends and was saved).
"""

from __future__ import annotations

import atexit
import os
import threading
import weakref
from pathlib import Path
from typing import Any, Callable

from .atomic import atomic_write_bytes, dumps_bytes, remove_stale_temporaries
from .errors import SaveError
from .paths import autosave_path


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


def find_autosave() -> Path | None:
    """The autosave file if one exists (not empty), else ``None``. The file may still fail to
    load (``GameSession.load`` then raises :class:`SaveError`)."""
    path = autosave_path()
    try:
        return path if path.stat().st_size > 0 else None
    except OSError:
        return None


def discard_autosave() -> None:
    """Remove the autosave file (nothing happens if there is none)."""
    remove_stale_temporaries(autosave_path())
    try:
        autosave_path().unlink()
    except FileNotFoundError:
        pass
    except OSError:
        pass
