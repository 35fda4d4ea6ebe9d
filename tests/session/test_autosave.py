"""Autosave: background writes after every change, coalescing, failures that never stop the
game, and resuming after the process was killed mid-game."""

import os
import signal
import subprocess
import sys
import textwrap
import time
from pathlib import Path


from contaria_desktop.session import GameSession, SaveError, autosave_path, discard_autosave, find_autosave
from contaria_desktop.session.autosave import AutosaveWriter

from .helpers import play

ROOT = Path(__file__).resolve().parents[2]


def test_no_autosave_until_started(data_dir):
    play(GameSession.new("toy", 2, seed=1), steps=3)
    assert find_autosave() is None


def test_every_decision_is_autosaved(data_dir):
    s = GameSession.new("toy", 2, seed=1)
    s.start_autosave()
    assert s.flush_autosave()
    assert find_autosave() == autosave_path()
    for _ in range(3):
        s.apply(s.legal_actions()[0])
        assert s.flush_autosave()
        assert GameSession.load(find_autosave()).state == s.state
    s.undo()
    assert s.flush_autosave() and GameSession.load(find_autosave()).cursor == 2
    s.close()
    assert find_autosave() is not None           # kept for "Continue"
    discard_autosave()
    assert find_autosave() is None
    discard_autosave()                           # twice is harmless


def test_loading_the_autosave_does_not_enter_recent_files(data_dir):
    from contaria_desktop.session import recent_files
    s = GameSession.new("toy", 2, seed=1)
    s.start_autosave()
    s.close()
    GameSession.load(find_autosave())
    assert recent_files() == []


def test_writer_coalesces_and_writes_the_newest(tmp_path):
    w = AutosaveWriter(tmp_path / "a.json")
    for i in range(200):
        w.submit({"n": i})
    assert w.flush()
    assert (tmp_path / "a.json").read_text().strip().endswith("199\n}") or '"n": 199' in (tmp_path / "a.json").read_text()
    assert 1 <= w.writes <= 200
    w.close()
    w.submit({"n": -1})                          # after close: ignored, no error
    assert '"n": 199' in (tmp_path / "a.json").read_text()


def test_write_failure_is_reported_and_the_game_goes_on(tmp_path):
    errors = []
    s = GameSession.new("toy", 2, seed=1)
    s.start_autosave(tmp_path / "missing-folder" / "a.json", on_error=errors.append)
    s.apply(s.legal_actions()[0])
    assert s.flush_autosave()
    assert isinstance(s.autosave_error, SaveError) and errors and "cannot write" in str(errors[0])
    s.apply(s.legal_actions()[0])
    assert s.cursor == 2
    s.close()


def test_ui_thread_part_shares_nothing_mutable_with_the_state():
    s = GameSession.new("toyplus", 2, seed=1, options={"rounds": 2})
    data = s.to_save_dict()
    snapshot = repr(data)
    play(s, steps=5)
    assert repr(data) == snapshot


CHILD = textwrap.dedent("""
    import sys, time
    sys.path.insert(0, {root!r})
    from tests.session.toyplus import register_toyplus
    register_toyplus()
    from contaria_desktop.bots import RandomBot
    from contaria_desktop.session import GameSession
    s = GameSession.new("toyplus", 2, seed=77, options={{"rounds": 200}})
    s.start_autosave()
    bot = RandomBot(5)
    n = 0
    while not s.is_over:
        s.apply(bot.choose(None, s.legal_actions()))
        n += 1
        print(n, flush=True)
        time.sleep(0.001)
    time.sleep(60)
""")


def test_resume_after_the_process_is_killed_mid_game(data_dir):
    env = dict(os.environ, CONTARIA_DESKTOP_DATA_DIR=str(data_dir), PYTHONPATH=str(ROOT))
    child = subprocess.Popen([sys.executable, "-c", CHILD.format(root=str(ROOT))], stdout=subprocess.PIPE,
                             env=env, text=True)
    try:
        deadline = time.monotonic() + 30
        played = 0
        while played < 150 and time.monotonic() < deadline:
            line = child.stdout.readline()
            if not line:
                break
            played = int(line)
        assert played >= 150, "the child did not play"
        os.kill(child.pid, signal.SIGKILL)
        child.wait(10)
    finally:
        if child.poll() is None:
            child.kill()
            child.wait(10)
        child.stdout.close()
    path = find_autosave()
    assert path is not None
    resumed = GameSession.load(path)           # the file is complete: atomic replace
    assert 1 <= resumed.cursor and not resumed.is_over
    # it is exactly the beginning of the game the child played
    again = GameSession.new("toyplus", 2, seed=77, options={"rounds": 200})
    from contaria_desktop.bots import RandomBot
    bot = RandomBot(5)
    for _ in range(resumed.cursor):
        again.apply(bot.choose(None, again.legal_actions()))
    assert again.state == resumed.state
    assert not [p for p in path.parent.iterdir() if p.name != path.name and not p.name.endswith(".tmp")]
    resumed.apply(resumed.legal_actions()[0])   # and play goes on
