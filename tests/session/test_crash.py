"""Crash reports: written to the log folder, hold no hidden game information."""

import re
import sys
import threading

from contaria_desktop import __version__
from contaria_desktop.session import GameSession, install_excepthook, log_dir, write_crash_report

from .helpers import play


def _raise(message):
    try:
        raise RuntimeError(message)
    except RuntimeError:
        return sys.exc_info()


def test_report_has_versions_game_step_and_traceback_but_no_secrets(data_dir):
    s = play(GameSession.new("contaria", 3, seed=5), steps=7)
    secret = next(c["identity"] for c in s.omniscient_view()["hands"][1]["cards"])
    path, text = write_crash_report(_raise(f"boom while looking at {secret}"), s)
    assert path is not None and path.parent == log_dir() and path.read_text("utf-8") == text
    assert str(data_dir) in str(path)
    assert __version__ in text and "game: contaria" in text and "step: 7" in text
    assert "RuntimeError" in text and "<hidden>" in text and "test_crash.py" in text
    hidden = {c["identity"] for h in s.omniscient_view()["hands"] for c in h["cards"]}
    hidden |= {c["identity"] for t in s.omniscient_view()["tales"] for c in t["cards"] if not c["face_up"]}
    # (whole words: option names such as "fada_madrinha_scope" are public and may contain one)
    assert hidden and [h for h in hidden if h and re.search(rf"\b{re.escape(h)}\b", text)] == []
    for a in s.record.actions:                 # no record actions either
        assert repr(a) not in text


def test_report_without_a_session(data_dir):
    path, text = write_crash_report(_raise("x"), None)
    assert "game: none" in text and path.exists()


def test_unwritable_log_folder_still_returns_the_text(data_dir, monkeypatch):
    monkeypatch.setattr("contaria_desktop.session.crash.log_dir", lambda: data_dir / "no" / "such")
    path, text = write_crash_report(_raise("x"), None)
    assert path is None and "RuntimeError" in text


def test_excepthook_reports_main_and_thread_exceptions(data_dir):
    seen = []
    s = GameSession.new("toy", 2, seed=1)
    restore = install_excepthook(lambda path, text, exc: seen.append((path, text, exc[0])))
    try:
        sys.excepthook(*_raise("main"))
        t = threading.Thread(target=lambda: (_ for _ in ()).throw(ValueError("in a thread")))
        t.start()
        t.join()
    finally:
        restore()
    assert [e[2] for e in seen] == [RuntimeError, ValueError]
    assert all(p is not None and p.exists() for p, _, _ in seen)
    assert "game: toy" in seen[0][1]
    assert getattr(sys.excepthook, "__name__", "") != "hook"
    del s
