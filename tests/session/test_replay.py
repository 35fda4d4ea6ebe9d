"""Replay: stepping through a game, per-seat views and logs, the current step marked."""

import pytest

from contaria_desktop.engines.core import Action, GameRecord
from contaria_desktop.session import GameSession, Replay, SaveError

from .helpers import finished_game, play


def test_replay_steps_through_a_finished_game():
    s = finished_game("toyplus", 2, 4, options={"rounds": 3})
    r = Replay(s)
    assert r.position == r.length == s.cursor
    assert r.state == s.state
    r.first()
    assert r.position == 0 and r.current_action is None and r.log(0) == []
    assert not r.back()
    assert r.forward() and r.position == 1 and r.current_action == s.record.actions[0]
    r.goto(10)
    assert r.state == s.record.replay(10)
    r.goto(-5)
    assert r.position == 0
    r.last()
    assert not r.forward() and r.position == r.length
    # walking backwards one step at a time matches a fresh replay everywhere
    for i in range(r.length, 0, -1):
        assert r.state == s.record.replay(i)
        assert r.back()


def test_replay_views_show_only_what_the_seat_knew_then():
    s = finished_game("toyplus", 2, 4, options={"rounds": 2})
    r = Replay(s)
    r.goto(3)
    state = s.record.replay(3)
    assert r.view(0) == state.view(0) and r.view(1) == state.view(1) and r.view(None) == state.view(None)
    assert r.omniscient_view() == state.omniscient_view()
    assert r.view(0) != r.omniscient_view()


def test_replay_log_marks_the_current_step():
    s = finished_game("toyplus", 2, 4, options={"rounds": 2})
    r = Replay(s)
    r.goto(5)
    log = r.log(0)
    assert log and all(e.step < 5 for e in log)
    assert {e.step for e in log if e.current} == {4}
    assert all(e.event.visible(0) for e in log)
    assert len(r.log(0, omniscient=True)) >= len(log)


def test_replay_does_not_move_the_session():
    s = GameSession.new("toy", 2, seed=3)
    play(s, steps=4)
    s.undo()
    r = Replay(s)
    r.first()
    assert s.cursor == 3 and s.can_redo() and r.length == 3


def test_replay_from_a_record_and_from_a_file(tmp_path):
    s = finished_game("toy", 3, 8)
    r = Replay(GameRecord.from_json(s.record.to_json()))
    assert r.state == s.state
    s.save(tmp_path / "g.json")
    assert Replay.from_file(tmp_path / "g.json").state == s.state
    bad = GameRecord.from_json(s.record.to_json())
    bad.actions.insert(1, Action("play", card="zz"))
    with pytest.raises(SaveError, match=r"action 2 \(play: card zz\) is not legal now"):
        Replay(bad)
