"""Command line: bad arguments exit 2 with a clear message; --screenshot makes a picture."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from contaria_desktop.app import parse_args

REPO = Path(__file__).resolve().parents[2]


@pytest.mark.parametrize("argv, words", [
    (["--game", "nosuchgame"], "unknown game"),
    (["--game", "contaria", "--players", "9"], "2 to 5 players"),
    (["--game", "contaria", "--players", "1"], "2 to 5 players"),
    (["--game", "contaria", "--seed", "-3"], "non-negative"),
    (["--players", "3"], "--players needs --game"),
    (["--load", "/no/such/file.json"], "no such file"),
    (["--lang", "xx"], "unsupported language"),
    (["--game", "contaria", "--option", "mode=fast"], "mode"),
    (["--game", "contaria", "--option", "colour=red"], "colour"),
    (["--autoplay", "3"], "needs --game"),
    (["--game", "contaria", "--players", "3", "--screenshot", "a.png", "--view-seat", "5"], "players are 1 to 3"),
    (["--game", "contaria", "--screenshot", "picture.jpg"], ".png"),
    (["--size", "big"], "WIDTHxHEIGHT"),
    (["--players", "four"], "invalid int"),
])
def test_bad_arguments_exit_2_with_a_message(argv, words, capsys):
    with pytest.raises(SystemExit) as exc:
        parse_args(argv)
    assert exc.value.code == 2
    assert words in capsys.readouterr().err


def test_good_arguments_parse():
    args = parse_args(["--game", "contaria", "--players", "3", "--seed", "7", "--lang", "pt-br",
                       "--option", "mode=book_of_tales", "--option", "single_winner=yes"])
    assert (args.game, args.players, args.seed, args.lang) == ("contaria", 3, 7, "pt_BR")
    assert args.options == {"mode": "book_of_tales", "single_winner": True}


def _run(*argv: str, tmp_path) -> subprocess.CompletedProcess:
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", CONTARIA_SETTINGS_DIR=str(tmp_path / "s"),
               CONTARIA_DESKTOP_DATA_DIR=str(tmp_path / "d"),
               PYTHONPATH=os.pathsep.join([str(REPO)] + [p for p in [os.environ.get("PYTHONPATH")] if p]))
    return subprocess.run([sys.executable, "-m", "contaria_desktop", *argv], capture_output=True, text=True,
                          env=env, timeout=120, cwd=tmp_path)


def test_process_exits_2_on_bad_players(tmp_path):
    proc = _run("--game", "contaria", "--players", "9", tmp_path=tmp_path)
    assert proc.returncode == 2
    assert "contaria is for 2 to 5 players" in proc.stderr


def test_process_exits_2_on_a_bad_save_file(tmp_path):
    bad = tmp_path / "broken.json"
    bad.write_text("{ not json", encoding="utf-8")
    proc = _run("--load", str(bad), tmp_path=tmp_path)
    assert proc.returncode == 2
    assert "broken.json" in proc.stderr


def test_screenshot_mode_writes_a_non_blank_png(tmp_path):
    from PySide6.QtGui import QImage

    out = tmp_path / "x.png"
    proc = _run("--game", "contaria", "--players", "4", "--seed", "1", "--autoplay", "10",
                "--screenshot", str(out), tmp_path=tmp_path)
    assert proc.returncode == 0, proc.stderr
    image = QImage(str(out))
    assert not image.isNull() and image.width() >= 640
    colours = {image.pixel(x, y) for x in range(0, image.width(), 7) for y in range(0, image.height(), 7)}
    assert len(colours) > 20  # a picture, not a blank rectangle


def test_load_then_screenshot_as_a_chosen_seat(tmp_path):
    from contaria_desktop.session import GameSession

    s = GameSession.new("contaria", 3, seed=4)
    for _ in range(6):
        s.apply(s.legal_actions()[0])
    save = tmp_path / "g.json"
    s.save(save)
    out = tmp_path / "seat2.png"
    proc = _run("--load", str(save), "--screenshot", str(out), "--view-seat", "2", tmp_path=tmp_path)
    assert proc.returncode == 0, proc.stderr
    assert out.stat().st_size > 10_000


# ----- 4: scripted runs leave the player's files alone -----------------------------------------
def _cli(*argv, data, settings, cwd):
    import os
    import subprocess
    import sys
    from pathlib import Path

    repo = Path(__file__).resolve().parents[2]
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", CONTARIA_SETTINGS_DIR=str(settings),
               CONTARIA_DESKTOP_DATA_DIR=str(data),
               PYTHONPATH=os.pathsep.join([str(repo)] + [p for p in [os.environ.get("PYTHONPATH")] if p]))
    return subprocess.run([sys.executable, "-m", "contaria_desktop", *argv], capture_output=True, text=True,
                          env=env, timeout=120, cwd=cwd)


def _snapshot(folder):
    return {p.relative_to(folder).as_posix(): (p.read_bytes(), p.stat().st_mtime_ns)
            for p in sorted(folder.rglob("*")) if p.is_file()}


def test_scripted_runs_never_touch_autosave_or_recent_files(tmp_path, monkeypatch):
    """--autoplay/--screenshot (with --game or --load, a game played to the end too) must
    not write the autosave, drop it, or add to the recent files: "Continue" stays the same."""
    from contaria_desktop.session import GameSession, latest_game

    data, settings = tmp_path / "data", tmp_path / "settings"
    monkeypatch.setenv("CONTARIA_DESKTOP_DATA_DIR", str(data))
    player = GameSession.new("contaria", 3, seed=8)
    player.apply(player.legal_actions()[0])
    player.start_autosave()
    player.close()
    save = tmp_path / "mine.json"
    player.save(save)  # in the recent files now
    before = _snapshot(data)
    assert "autosave/autosave.json" in before and "recent.json" in before
    continue_before = latest_game()

    other = GameSession.new("contaria", 3, seed=9)
    other_file = tmp_path / "other.json"
    other.save(other_file)
    (data / "recent.json").write_bytes(before["recent.json"][0])  # undo that test set-up's entry
    before = _snapshot(data)
    runs = [("--game", "contaria", "--players", "3", "--autoplay", "500", "--screenshot", str(tmp_path / "a.png")),
            ("--game", "contaria", "--players", "4", "--screenshot", str(tmp_path / "b.png")),
            ("--load", str(other_file), "--autoplay", "4", "--screenshot", str(tmp_path / "c.png"))]
    for argv in runs:
        proc = _cli(*argv, data=data, settings=settings, cwd=tmp_path)
        assert proc.returncode == 0, proc.stderr
    assert _snapshot(data) == before
    assert latest_game() == continue_before

# ----- 14: load errors in words -------------------------------------------------------------
def test_cli_load_error_is_one_line(tmp_path):
    bad = tmp_path / "broken.json"
    bad.write_text("{ not json", encoding="utf-8")
    proc = _cli("--load", str(bad), data=tmp_path / "d", settings=tmp_path / "s", cwd=tmp_path)
    assert proc.returncode == 2
    lines = [l for l in proc.stderr.splitlines() if "error" in l]
    assert len(lines) == 1 and str(bad) in lines[0]
    assert lines[0].split(str(bad), 1)[1].strip(": ")  # the problem follows on the same line
