"""Crash reports that hold no hidden game information, and the exception hook that writes them.

A report names the app and Python versions, the platform, the game id, player count, step
count and the traceback. It never includes hands, card identities, options beyond their names,
actions or state: it may be shared publicly. Text in the exception message that equals a hidden
identity of the running game (any string in the omniscient view that the public view lacks) is
replaced with ``<hidden>``.
"""

from __future__ import annotations

import platform
import re
import sys
import threading
import traceback
from pathlib import Path
from types import TracebackType
from typing import TYPE_CHECKING, Any, Callable

from contaria_desktop import __version__

from .atomic import atomic_write_bytes
from .errors import SaveError
from .paths import log_dir
from .saveformat import now_iso

if TYPE_CHECKING:  # pragma: no cover
    from .game_session import GameSession

ExcInfo = tuple[type[BaseException], BaseException, TracebackType | None]


def _strings(data: Any, out: set[str]) -> set[str]:
    if isinstance(data, str):
        out.add(data)
    elif isinstance(data, dict):
        for k, v in data.items():
            out.add(str(k))
            _strings(v, out)
    elif isinstance(data, (list, tuple)):
        for v in data:
            _strings(v, out)
    return out


def hidden_strings(session: "GameSession | None") -> set[str]:
    """Strings the omniscient view has and the public view lacks (candidate secrets)."""
    if session is None:
        return set()
    try:
        secret = _strings(session.state.omniscient_view(), set())
        public = _strings(session.state.view(None), set())
    except Exception:  # noqa: BLE001 - a crash report must not crash
        return set()
    return {s for s in secret - public if len(s) >= 3}


def _redact(text: str, secrets_: set[str]) -> str:
    for s in sorted(secrets_, key=len, reverse=True):
        text = re.sub(r"(?<![\w])" + re.escape(s) + r"(?![\w])", "<hidden>", text)
    return text


def crash_report_text(exc_info: ExcInfo, session: "GameSession | None") -> str:
    """The report text (see module docstring)."""
    etype, value, tb = exc_info
    lines = [
        "Contária Desktop crash report",
        f"time: {now_iso()}",
        f"app version: {__version__}",
        f"python: {platform.python_version()} ({platform.python_implementation()})",
        f"platform: {platform.platform(terse=True)}",
    ]
    if session is not None:
        try:
            lines += [
                f"game: {session.game_id}",
                f"players: {session.num_players}",
                f"step: {session.cursor}",
                f"series game: {session.game_number + 1}" if session.is_series else "series: no",
                f"playtest: {session.playtest}",
                f"option names: {', '.join(sorted(session.record.options))}",
            ]
        except Exception:  # noqa: BLE001
            lines.append("game: (unavailable)")
    else:
        lines.append("game: none")
    # Frames only (file, line, function, source line) - never local variables.
    tb_text = "".join(traceback.format_exception(etype, value, tb))
    lines += ["", _redact(tb_text, hidden_strings(session)).rstrip()]
    return "\n".join(lines) + "\n"


def write_crash_report(exc_info: ExcInfo, session: "GameSession | None") -> tuple[Path | None, str]:
    """Write a report to the log folder; returns ``(path, text)`` (``path`` is ``None`` when it
    could not be written - the text is still returned for the dialog)."""
    text = crash_report_text(exc_info, session)
    stamp = now_iso().replace(":", "").replace("-", "")
    try:
        path = log_dir() / f"crash-{stamp}.txt"
        n = 1
        while path.exists():
            n += 1
            path = log_dir() / f"crash-{stamp}-{n}.txt"
        atomic_write_bytes(path, text.encode("utf-8"))
    except (OSError, SaveError):
        return None, text
    return path, text


def install_excepthook(callback: Callable[[Path | None, str, ExcInfo], None],
                       get_session: Callable[[], "GameSession | None"] | None = None) -> Callable[[], None]:
    """Route uncaught exceptions (main thread and other threads) to a crash report, then to
    ``callback(path, text, exc_info)`` (the UI shows its dialog there).

    ``get_session`` gives the running session (default: ``GameSession.latest()``). Returns a
    function that restores the previous hooks. ``KeyboardInterrupt`` goes to the old hook."""
    from .game_session import GameSession
    getter = get_session or GameSession.latest
    old_hook, old_thread_hook = sys.excepthook, threading.excepthook

    def hook(etype: type[BaseException], value: BaseException, tb: TracebackType | None) -> None:
        if issubclass(etype, KeyboardInterrupt):
            old_hook(etype, value, tb)
            return
        try:
            session = getter()
        except Exception:  # noqa: BLE001
            session = None
        path, text = write_crash_report((etype, value, tb), session)
        callback(path, text, (etype, value, tb))

    def thread_hook(args: threading.ExceptHookArgs) -> None:
        if args.exc_value is None:
            return
        hook(args.exc_type, args.exc_value, args.exc_traceback)

    sys.excepthook = hook
    threading.excepthook = thread_hook

    def restore() -> None:
        sys.excepthook, threading.excepthook = old_hook, old_thread_hook

    return restore
