"""Dark Tales on the command line: every option parses (the first player is a player number,
counted from 1 like ``--view-seat``; stored as the seat, from 0, so saves keep their meaning),
a bad option or player count exits 2, and the issue's example run writes a picture."""

from __future__ import annotations

import pytest

from contaria_desktop.app import parse_args
from tests.ui.test_cli import _run


def test_every_option_parses():
    args = parse_args(["--game", "dark_tales", "--players", "3", "--seed", "5",
                       "--option", "setting_a=A2", "--option", "setting_b=B3", "--option", "first_player=2",
                       "--option", "open_scores=on", "--option", "witch_empty_hand=end_game",
                       "--option", "witch_blocks_discard_draw=no", "--option", "ranking_ties=dense",
                       "--option", "max_turns=40"])
    assert args.options == {"setting_a": "A2", "setting_b": "B3", "first_player": 1, "open_scores": True,
                            "witch_empty_hand": "end_game", "witch_blocks_discard_draw": False,
                            "ranking_ties": "dense", "max_turns": 40}


def test_the_first_player_counts_from_1():
    for players, number in ((2, 1), (2, 2), (4, 4)):
        args = parse_args(["--game", "dark_tales", "--players", str(players), "--option", f"first_player={number}"])
        assert args.options == {"first_player": number - 1}
    assert parse_args(["--game", "dark_tales", "--option", "first_player=random"]).options == {"first_player": "random"}


@pytest.mark.parametrize("players,number", [(2, 0), (2, 3), (3, 4), (4, 5)])
def test_a_first_player_off_the_table_names_players_from_1(players, number, capsys):
    with pytest.raises(SystemExit) as exit_info:
        parse_args(["--game", "dark_tales", "--players", str(players), "--option", f"first_player={number}"])
    assert exit_info.value.code == 2
    err = capsys.readouterr().err
    assert f"from 1 to {players}" in err and "random" in err


def test_the_engine_names_a_bad_first_player_from_1():
    from contaria_desktop.engines.core import OptionError
    from contaria_desktop.engines.dark_tales import DarkTalesState
    with pytest.raises(OptionError) as info:
        DarkTalesState.new_game(2, 0, {"first_player": 3})   # seat 3 = Player 4
    assert "Player 4" in str(info.value) and "players 1 to 2" in str(info.value)
    assert info.value.params.get("value") == "4"


@pytest.mark.parametrize("argv", [["--option", "setting_a=A9"], ["--option", "max_turns=5"],
                                  ["--option", "open_scores=maybe"], ["--players", "5"]])
def test_bad_options_exit_2(argv, capsys):
    full = ["--game", "dark_tales", "--players", "2"] + argv
    with pytest.raises(SystemExit) as exit_info:
        parse_args(full)
    assert exit_info.value.code == 2
    assert capsys.readouterr().err


def test_the_issue_example_writes_a_picture(tmp_path):
    out = tmp_path / "out.png"
    proc = _run("--game", "dark_tales", "--players", "2", "--seed", "5", "--autoplay", "15",
                "--screenshot", str(out), tmp_path=tmp_path)
    assert proc.returncode == 0, proc.stderr
    assert out.stat().st_size > 10_000
