"""Seat kinds and bot seeds in sessions and saves (issue 12): a loaded game goes on with the
same bots' answers; old saves without ``bot_seeds`` derive them from the deal as before, and
saves without seat kinds load as all human."""

from __future__ import annotations

import json

import pytest

from contaria_desktop.bots import Budget, make_sampler
from contaria_desktop.engines.core import OptionError
from contaria_desktop.session import GameSession, SaveError
from contaria_desktop.session.seats import bot_seed, default_bot_seeds, seat_bot_seed
from contaria_desktop.session.bots import bot_for_seat

from .helpers import play


def _bot_answer(session, seat):
    bot = bot_for_seat(session, seat)
    state = session.state
    return bot.choose(state.view(seat), state.legal_actions(), make_sampler(state, seat), Budget(iterations=8))


def _play_with_bots(session, decisions):
    """``decisions`` decisions: bots answer for their seats, humans play the first legal action."""
    for _ in range(decisions):
        if session.is_over:
            break
        seat = session.current_player
        action = session.legal_actions()[0] if session.is_human(seat) else _bot_answer(session, seat)
        session.apply(action)
    return session


def test_new_sessions_seed_every_bot_seat_from_the_deal():
    s = GameSession.new("contaria", 3, seed=5, seat_kinds=["human", "easy", "random"])
    assert s.bot_seeds == [None, bot_seed(5, 1), bot_seed(5, 2)] == default_bot_seeds(5, ["human", "easy", "random"])
    assert bot_for_seat(s, 1).seed == bot_seed(5, 1) and bot_for_seat(s, 0) is None
    chosen = GameSession.new("contaria", 3, seed=5, seat_kinds=["human", "easy", "random"], bot_seeds=[None, 7, 8])
    assert bot_for_seat(chosen, 1).seed == 7 and bot_for_seat(chosen, 2).seed == 8


@pytest.mark.parametrize("seeds", [[1, 2], [None, -1, 3], [None, 2**63, 3], [None, True, 3], [None, "1", 3]])
def test_bad_bot_seeds_are_refused(seeds):
    with pytest.raises(OptionError):
        GameSession.new("contaria", 3, seed=5, seat_kinds=["human", "easy", "random"], bot_seeds=seeds)


def test_saves_keep_seat_kinds_and_bot_seeds_and_go_on_identically(tmp_path):
    kinds = ["human", "easy", "normal"]
    s = _play_with_bots(GameSession.new("contaria", 3, seed=9, seat_kinds=kinds, bot_seeds=[None, 11, 12]), 4)
    path = tmp_path / "g.json"
    s.save(path)
    data = json.loads(path.read_text(encoding="utf-8"))
    assert [seat["kind"] for seat in data["seats"]] == kinds and data["bot_seeds"] == [None, 11, 12]
    loaded = GameSession.load(path)
    assert loaded.seats == s.seats and loaded.bot_seeds == [None, 11, 12]
    # both go on the same way: the same bots, the same answers
    _play_with_bots(s, 12)
    _play_with_bots(loaded, 12)
    assert loaded.state.state_hash() == s.state.state_hash()


def test_old_saves_without_bot_seeds_derive_them_from_the_deal(tmp_path):
    s = GameSession.new("contaria", 3, seed=9, seat_kinds=["human", "easy", "normal"], bot_seeds=[None, 11, 12])
    data = s.to_save_dict()
    del data["bot_seeds"]
    path = tmp_path / "old.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    loaded = GameSession.load(path)
    assert loaded.bot_seeds == [None, None, None]
    assert seat_bot_seed(loaded, 1) == bot_seed(9, 1) and bot_for_seat(loaded, 2).seed == bot_seed(9, 2)


def test_saves_without_seat_kinds_load_as_all_human(tmp_path):
    data = play(GameSession.new("contaria", 2, seed=3), steps=2).to_save_dict()
    data["seats"] = [{"name": seat["name"]} for seat in data["seats"]]
    del data["bot_seeds"]
    path = tmp_path / "older.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    loaded = GameSession.load(path)
    assert all(loaded.is_human(i) for i in range(2)) and loaded.bot_seeds == [None, None]


@pytest.mark.parametrize("value", [[1], "x", [None, -4], [None, 1.5], [None, 2**63]])
def test_damaged_bot_seeds_give_a_save_error(tmp_path, value):
    data = GameSession.new("contaria", 2, seed=3, seat_kinds=["human", "easy"]).to_save_dict()
    data["bot_seeds"] = value
    path = tmp_path / "bad.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    with pytest.raises(SaveError) as err:
        GameSession.load(path)
    assert "bot_seeds" in err.value.problem


def test_series_games_give_bots_a_new_seed_each_game():
    s = GameSession.new("toyplus", 2, seed=8, options={"mode": "series"}, seat_kinds=["human", "random"])
    first = seat_bot_seed(s, 1)
    play(s)
    if not s.match_status().finished:
        s.next_game()
        assert seat_bot_seed(s, 1) != first
