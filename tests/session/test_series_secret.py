"""Issue 19.1: nothing a seat can read lets anyone derive a deal still hidden.

A Book of Tales used to show tale 1's deal number, which was the series seed itself: a
playtest series started with it dealt the identical tale 2 (every hand of the tale about to
start). New series derive each tale's deal number one-way from the series secret
(``MatchRecord.scheme == ONE_WAY``); old saves keep their derivation (``LEGACY``), replay
identically, and hide their deal numbers until the series is decided.
"""

import json

import pytest

from contaria_desktop.engines.core import MatchRecord, Rng, StateFormatError
from contaria_desktop.engines.core.match import LEGACY, ONE_WAY
from contaria_desktop.session import GameSession, SaveError
from contaria_desktop.ui import session_bridge

from .helpers import play

BOOK = {"mode": "book_of_tales"}


def test_the_deal_number_shown_after_tale_1_does_not_deal_tale_2():
    s = GameSession.new("contaria", 3, seed=424242, options=BOOK)
    play(s, seed=1)
    shown = session_bridge.seed(s)  # what the score screen prints after tale 1
    assert shown is not None and not s.match_status().finished
    s.next_game()
    tale2 = s.state.omniscient_view()
    # the attack: a (playtest) series, or a single game, started with the number shown
    for attempt in (GameSession.new("contaria", 3, seed=shown, options=BOOK),
                    GameSession.new("contaria", 3, seed=shown)):
        if attempt.is_series:
            play(attempt, seed=1)
            attempt.next_game()
        assert attempt.state.omniscient_view()["hands"] != tale2["hands"]
    derived = MatchRecord("contaria", 3, dict(s.record.options), s.seats, shown, [])
    assert s.record.seed not in {derived.game_seed(k) for k in range(8)}
    assert s.record.seed not in {Rng(shown).derive(k) for k in range(8)}


def test_one_way_deal_numbers_are_stable_and_distinct():
    m = MatchRecord("contaria", 3, {}, [], 7, [])
    assert m.scheme == ONE_WAY
    seeds = [m.game_seed(k) for k in range(6)]
    assert len(set(seeds)) == 6 and all(0 <= x < 2 ** 63 for x in seeds) and 7 not in seeds
    assert seeds[:2] == GOLDEN  # a changed derivation would silently change every saved series


GOLDEN = [4915716965924766335, 6010413226031829834]


def test_saves_record_the_scheme_and_replay(tmp_path):
    s = GameSession.new("toyplus", 2, seed=8, options={"mode": "series"})
    play(s, seed=0)
    if not s.match_status().finished:
        s.next_game()
        play(s, steps=2)
    s.save(tmp_path / "s.json")
    data = json.loads((tmp_path / "s.json").read_text())
    assert data["series"]["scheme"] == ONE_WAY
    t = GameSession.load(tmp_path / "s.json")
    assert t.match.scheme == ONE_WAY and t.state == s.state


def test_an_old_series_save_still_loads_replays_and_hides_its_deal_number(tmp_path):
    # an old build's save: no "scheme", game 0 dealt with the series seed itself
    s = GameSession.new("toyplus", 2, seed=8, options={"mode": "series"})
    s.save(tmp_path / "new.json")
    data = json.loads((tmp_path / "new.json").read_text())
    del data["series"]["scheme"]
    data["seed"] = 8
    data["state_hash"] = s.spec.new_game(2, 8, s.record.options).state_hash()
    (tmp_path / "old.json").write_text(json.dumps(data))
    old = GameSession.load(tmp_path / "old.json")
    assert old.match.scheme == LEGACY and old.record.seed == 8
    play(old, seed=0)
    if old.match_status().finished:  # nothing hidden is left: the number may be shown
        assert session_bridge.seed(old) == 8
        return
    assert session_bridge.seed(old) is None  # 8 would deal every tale still to come
    old.next_game()
    assert old.record.seed == Rng(8).derive(1)  # the old derivation, so it replays identically
    play(old, steps=2)
    old.save(tmp_path / "again.json")
    again = GameSession.load(tmp_path / "again.json")
    assert again.match.scheme == LEGACY and again.state == old.state


def test_a_save_with_an_unknown_scheme_is_refused(tmp_path):
    s = GameSession.new("toyplus", 2, seed=8, options={"mode": "series"})
    s.save(tmp_path / "s.json")
    data = json.loads((tmp_path / "s.json").read_text())
    for bad in (3, "2", -1):
        data["series"]["scheme"] = bad
        (tmp_path / "bad.json").write_text(json.dumps(data))
        with pytest.raises(SaveError, match="scheme"):
            GameSession.load(tmp_path / "bad.json")


def test_match_record_json_keeps_the_scheme():
    m = MatchRecord.start("toyplus", 2, 8, {"mode": "series"})
    again = MatchRecord.from_json(json.loads(json.dumps(m.to_json())))
    assert again.scheme == ONE_WAY and again.games[0].seed == m.game_seed(0)
    data = m.to_json()
    del data["scheme"]
    assert MatchRecord.from_json(data).scheme == LEGACY
    data["scheme"] = 9
    with pytest.raises(StateFormatError):
        MatchRecord.from_json(data)
