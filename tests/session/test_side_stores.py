"""Issue 18: a data folder that cannot be used never stops play (autosave, recent files, crash
reports go without), and autosave keeps one slot per game started, the oldest pruned."""

from __future__ import annotations

import os
import time

import pytest

from contaria_desktop.session import (MAX_SLOTS, GameSession, add_recent, autosave_slots, discard_autosave,
                                      find_autosave, is_autosave_slot, latest_game, new_autosave_slot,
                                      recent_files, write_crash_report)
from contaria_desktop.session.paths import ENV_DATA_DIR

from .helpers import play


@pytest.fixture
def through_a_file(tmp_path, monkeypatch):
    """A data folder whose path goes through a regular file (fails even for root)."""
    blocker = tmp_path / "a-file"
    blocker.write_text("not a folder", encoding="utf-8")
    monkeypatch.setenv(ENV_DATA_DIR, str(blocker / "data"))
    return blocker / "data"


def test_unusable_data_folder_never_raises_from_lookups(through_a_file, tmp_path):
    assert autosave_slots() == [] and find_autosave() is None
    assert recent_files() == [] and latest_game() is None
    discard_autosave()                                  # nothing to remove, no error
    s = GameSession.new("toy", 2, seed=1)
    play(s, steps=2)
    s.save(tmp_path / "elsewhere.json")                 # Save to a writable place still works
    assert (tmp_path / "elsewhere.json").is_file()
    add_recent(tmp_path / "elsewhere.json", "toy")      # the list cannot be written: ignored
    with pytest.raises(OSError):
        new_autosave_slot()                             # the window catches it and says why
    try:
        raise RuntimeError("boom")
    except RuntimeError as err:
        path, text = write_crash_report((type(err), err, err.__traceback__), s)
    assert path is None and "boom" in text              # the report is still shown


@pytest.mark.skipif(os.geteuid() == 0, reason="root may write a read-only folder")
def test_read_only_data_folder_refuses_a_slot(tmp_path, monkeypatch):
    folder = tmp_path / "ro"
    folder.mkdir()
    folder.chmod(0o500)
    monkeypatch.setenv(ENV_DATA_DIR, str(folder))
    try:
        with pytest.raises(PermissionError):
            new_autosave_slot()
    finally:
        folder.chmod(0o700)


def test_one_slot_per_game_the_oldest_pruned(data_dir):
    written = []
    for i in range(MAX_SLOTS + 2):
        slot = new_autosave_slot()
        s = GameSession.new("toy", 2, seed=i)
        s.start_autosave(slot)
        play(s, steps=1)
        s.close()
        os.utime(slot, (time.time() + i, time.time() + i))   # a clear order on coarse clocks
        written.append(slot)
    slots = autosave_slots()
    assert slots == list(reversed(written))[:MAX_SLOTS]      # newest first, the two oldest gone
    assert find_autosave() == written[-1]
    assert all(is_autosave_slot(p) for p in slots)
    add_recent(slots[0], "toy")                              # a slot is not a recent file
    assert recent_files() == []
    discard_autosave(slots[0])
    assert autosave_slots() == slots[1:]
