"""Series (Book of Tales): match status, next game, saving and loading a series."""

import json

import pytest

from contaria_desktop.engines.core import MatchRecord
from contaria_desktop.session import GameSession, SaveError, SessionError

from .helpers import play


def play_series(game="toyplus", players=2, seed=8, options=None, until_finished=True):
    s = GameSession.new(game, players, seed=seed, options=options or {"mode": "series"})
    k = 0
    while True:
        play(s, seed=k)
        k += 1
        if s.match_status().finished or not until_finished:
            return s
        s.next_game()


def test_single_game_is_not_a_series():
    s = GameSession.new("toyplus", 2, seed=1)
    assert not s.is_series and s.match is None
    with pytest.raises(SessionError) as err:
        s.match_status()
    assert err.value.key == "session.not_series"
    with pytest.raises(SessionError):
        s.next_game()


def test_series_plays_to_a_decision_with_derived_deal_numbers():
    s = play_series()
    assert s.is_series and isinstance(s.match, MatchRecord)
    status = s.match_status()
    assert status.finished and status.winners and max(status.markers) >= 2
    assert [g.seed for g in s.match.games] == [s.match.game_seed(k) for k in range(len(s.match.games))]
    assert s.game_number == len(s.match.games) - 1
    with pytest.raises(SessionError) as err:
        s.next_game()
    assert err.value.key == "match.finished"


def test_next_game_only_after_the_game_ends_and_notifies():
    s = GameSession.new("toyplus", 2, seed=8, options={"mode": "series"})
    with pytest.raises(SessionError) as err:
        s.next_game()
    assert err.value.key == "match.game_not_over"
    play(s)
    heard = []
    s.add_listener(lambda sess, ev: heard.append(ev))
    if not s.match_status().finished:
        s.next_game()
        assert heard[-1][0].type == "session.next_game" and s.cursor == 0 and not s.is_over
        assert s.can_undo() == (False, "undo.refused.start")     # never back into the last game
        assert s.record is s.match.current


def test_series_round_trips_through_a_save(tmp_path):
    s = play_series(until_finished=False)
    if not s.match_status().finished:
        s.next_game()
        play(s, steps=2)
    s.save(tmp_path / "series.json")
    t = GameSession.load(tmp_path / "series.json")
    assert t.is_series and t.match_status() == s.match_status()
    assert t.game_number == s.game_number and t.state == s.state
    assert [g.to_json() for g in t.match.games] == [g.to_json() for g in s.match.games]
    data = json.loads((tmp_path / "series.json").read_text())
    assert data["series"]["seed"] == 8 and len(data["series"]["games"]) == s.game_number


def test_finished_series_round_trips(tmp_path):
    s = play_series()
    s.save(tmp_path / "s.json")
    assert GameSession.load(tmp_path / "s.json").match_status() == s.match_status()


def _series_file(tmp_path):
    s = play_series(until_finished=False)
    if s.match_status().finished:
        pytest.skip("series decided in one game")
    s.next_game()
    play(s, steps=1)
    path = tmp_path / "s.json"
    s.save(path)
    return path, json.loads(path.read_text())


def test_tampered_series_are_refused(tmp_path):
    path, data = _series_file(tmp_path)
    bad = json.loads(json.dumps(data))
    bad["series"]["games"][0]["seed"] += 1
    path.write_text(json.dumps(bad))
    with pytest.raises(SaveError, match="series' deal number"):
        GameSession.load(path)
    bad = json.loads(json.dumps(data))
    bad["series"]["games"][0]["actions"].pop()
    path.write_text(json.dumps(bad))
    with pytest.raises(SaveError, match="series game 1"):
        GameSession.load(path)
    bad = json.loads(json.dumps(data))
    bad["options"]["mode"] = "quick"
    path.write_text(json.dumps(bad))
    with pytest.raises(SaveError, match="single game"):
        GameSession.load(path)


def test_contaria_book_of_tales_series():
    s = play_series("contaria", 3, 12, {"mode": "book_of_tales"})
    status = s.match_status()
    assert status.finished and max(status.markers) >= 3
