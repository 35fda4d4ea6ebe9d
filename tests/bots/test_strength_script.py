"""scripts/bot_strength.py: resumable CSV, Wilson intervals, one game row."""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path

import pytest

SCRIPT = Path(__file__).resolve().parents[2] / "scripts" / "bot_strength.py"


@pytest.fixture(scope="module")
def bs():
    spec = importlib.util.spec_from_file_location("bot_strength", SCRIPT)
    mod = importlib.util.module_from_spec(spec)
    sys.modules["bot_strength"] = mod      # dataclasses look their module up
    spec.loader.exec_module(mod)
    yield mod
    sys.modules.pop("bot_strength", None)


def test_wilson(bs):
    lo, hi = bs.wilson(0.8, 20)
    assert 0.55 < lo < 0.6 and 0.9 < hi < 0.93
    assert bs.wilson(1.0, 5)[1] == 1.0 and bs.wilson(0.0, 0) == (0.0, 1.0)


def test_run_resumes_and_skips_broken_lines(bs, tmp_path, monkeypatch):
    monkeypatch.setattr(bs, "ITERATIONS", {"easy": 2, "normal": 2, "hard": 4})
    csv_path = tmp_path / "s.csv"
    bs.run(csv_path, games=2, chunk=1, hours=None, only=["normal_vs_random/contaria/2"])
    rows = bs.read_rows(csv_path)
    assert [(r["config"], r["index"]) for r in rows] == [("normal_vs_random", "0"), ("normal_vs_random", "1")]
    assert {r["focus_seat"] for r in rows} == {"0", "1"}          # the focus seat rotates
    with csv_path.open("a", encoding="utf-8") as fh:
        fh.write("normal_vs_random,contaria,2,5,50005,1,nor")       # a half-written line
    bs.run(csv_path, games=3, chunk=5, hours=None, only=["normal_vs_random/contaria/2"])
    rows = bs.read_rows(csv_path)
    assert sorted(int(r["index"]) for r in rows) == [0, 1, 2]    # resumed, the broken line ignored
    assert "normal_vs_random/contaria/2 | 3 |" in bs.report(csv_path)
    assert "not run" in bs.report(csv_path)


def test_decided_share_leaves_out_games_no_seat_won(bs):
    rows = [{"focus_payoff": "1.0", "others_payoff": "0.0"}, {"focus_payoff": "0.0", "others_payoff": "1.0"},
            {"focus_payoff": "1.0", "others_payoff": "0.0"}, {"focus_payoff": "0.0", "others_payoff": "0.0"},
            {"focus_payoff": "0.5", "others_payoff": "0.5"}]
    text = bs.decided_share(rows)
    assert text.startswith("62.5% (") and text.endswith(", 4 games)")   # (1 + 0 + 1 + 0.5) / 4
    assert bs.decided_share([{"focus_payoff": "0.0", "others_payoff": "0.0"}]) == ""


def test_fewest_first_plays_the_configuration_with_the_fewest_games(bs, tmp_path, monkeypatch):
    monkeypatch.setattr(bs, "ITERATIONS", {"easy": 2, "normal": 2, "hard": 4})
    played = []
    monkeypatch.setattr(bs, "play", lambda c, i: played.append((c.key, i)) or {
        "config": c.name, "game": c.game, "players": c.players, "index": i, "seed": 0, "focus_seat": 0,
        "lineup": "", "focus_payoff": 1.0, "fair_share": 0.5, "decisions": 1, "focus_simulations": 1,
        "focus_seconds": 1.0, "seconds": 1.0, "others_payoff": 0.0})
    csv_path = tmp_path / "s.csv"
    a, b = "normal_vs_random/contaria/2", "normal_vs_random/contaria/4"
    bs.run(csv_path, games=3, chunk=2, hours=None, only=[a])
    bs.run(csv_path, games=3, chunk=2, hours=None, only=[a, b], fewest_first=True)
    # a had 3 games: b gets two chunks (0-1, then 2) before a has nothing left to play
    assert played[3:] == [(b, 0), (b, 1), (b, 2)]


def test_first_starts_at_that_index(bs, tmp_path, monkeypatch):
    """``--first``: two runs can split the indices (each game's deal is its index)."""
    played = []
    monkeypatch.setattr(bs, "play", lambda c, i: played.append(i) or {
        "config": c.name, "game": c.game, "players": c.players, "index": i, "seed": 0, "focus_seat": 0,
        "lineup": "", "focus_payoff": 1.0, "fair_share": 0.5, "decisions": 1, "focus_simulations": 1,
        "focus_seconds": 1.0, "seconds": 1.0, "others_payoff": 0.0})
    bs.run(tmp_path / "s.csv", games=5, chunk=10, hours=None, only=["hard_vs_normal/contaria/2"], first=3)
    assert played == [3, 4]


def test_every_game_is_measured_at_two_players_and_a_larger_count(bs):
    """Issue 12: Normal among Random bots and Hard among Normal bots, each game at 2 players and at
    one larger count; Hard's target is more than its fair share."""
    keys = {c.key: c for c in bs.configs()}
    for game in ("contaria", "charlatao", "dark_tales", "quissama"):
        for name in ("normal_vs_random", "hard_vs_normal"):
            assert f"{name}/{game}/2" in keys and f"{name}/{game}/4" in keys
    assert bs.target(keys["hard_vs_normal/contaria/4"]) == "> 25 %"
    assert bs.target(keys["hard_vs_normal/contaria/2"]) == "> 50 %"
