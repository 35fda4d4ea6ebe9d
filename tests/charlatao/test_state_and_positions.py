"""Serialization, cloning, records and the hand-written position format."""

import json

import pytest

from contaria_desktop.engines.charlatao import CharlataoState
from contaria_desktop.engines.core import (Action, GameRecord, IllegalAction, PositionError,
                                           StateFormatError)

from .helpers import Q5, advance_to_play, first_legal, new, pos


@pytest.mark.parametrize("n", [2, 3, 4, 5])
def test_json_round_trip_at_every_phase(n):
    s = new(n, seed=60 + n)
    phases = set()
    for _ in range(80):
        data = json.loads(json.dumps(s.to_json()))
        t = CharlataoState.from_json(data)
        assert t == s and t.legal_actions() == s.legal_actions()
        assert t.view(0) == s.view(0)
        phases.add(s.phase)
        first_legal(s)
    assert len(phases) >= 2


def test_clone_is_independent():
    s = new(4, seed=61)
    advance_to_play(s)
    c = s.clone()
    first_legal(c)
    assert c != s and c.to_json() != s.to_json()
    assert CharlataoState.from_json(s.to_json()) == s


def test_bad_state_json():
    with pytest.raises(StateFormatError):
        CharlataoState.from_json({"game": "contaria"})
    data = new(4, seed=1).to_json()
    del data["hands"]
    with pytest.raises(StateFormatError, match="hands"):
        CharlataoState.from_json(data)
    data = new(4, seed=1).to_json()
    data["hands"][0].append("gold-99")
    with pytest.raises(StateFormatError):
        CharlataoState.from_json(data)


def test_illegal_actions_leave_the_state_alone():
    s = new(4, seed=62)
    before = s.to_json()
    for a in (Action("play", card="blue-1"), Action("choose_excellent", suit="gold"), Action("pass"),
              Action("discard", card=s.hands[0][0])):
        with pytest.raises(IllegalAction):
            s.apply(a)
        assert s.to_json() == before
    assert s.legal_actions()  # not terminal


def test_game_over_has_no_actions():
    s = new(3, seed=63)
    while not s.is_terminal:
        first_legal(s)
    assert s.legal_actions() == [] and s.current_player is None
    with pytest.raises(IllegalAction):
        s.apply(Action("play", card="blue-1"))
    assert s.view(0)["phase"] == "over" and s.view(0)["winners"] == list(s.result().winners)


def test_record_with_a_position_replays():
    position = dict(num_players=4, qualities=Q5, trump="red", leader=2,
                    hands=[["blue-1", "red-1"], ["blue-2", "yellow-1"], ["blue-3", "green-1"],
                           ["blue-4", "purple-1"]])
    rec = GameRecord.start("charlatao", 4, None, position=position)
    s = rec.initial_state()
    for _ in range(5):
        a = s.legal_actions()[0]
        s.apply(a)
        rec.actions.append(a)
    assert rec.replay() == s
    assert GameRecord.from_json(json.loads(json.dumps(rec.to_json()))).replay() == s


@pytest.mark.parametrize("change,message", [
    ({"hands": [["blue-1"], ["blue-1"], ["blue-3"], ["blue-4"]]}, "twice"),
    ({"hands": [["gold-1"], ["blue-2"], ["blue-3"], ["blue-4"]]}, "not a card in play"),
    ({"hands": [["blue-1", "blue-5"], ["blue-2"], ["blue-3"], ["blue-4"]]}, "hand sizes"),
    ({"hands": [["blue-1"], ["blue-2"], ["blue-3"]]}, "one list per seat"),
    ({"qualities": {"excellent": "blue"}}, "qualities"),
    ({"phase": "pass"}, "phase"),
    ({"num_players": 7}, "2 to 5"),
    ({"options": {"side": "expert"}}, "side"),
    ({"trump": "gold"}, "trump"),
    ({"leader": 9}, "leader"),
    ({"trick": ["blue-9", "blue-10", "blue-11", "blue-12"]}, "unfinished trick"),
    ({"voids": [["blue"], [], [], []]}, "voids"),
    ({"round": 2, "scores": [[0, 0, 0, 0]]}, "scores"),
])
def test_position_errors_name_the_problem(change, message):
    fields = dict(num_players=4, qualities=Q5, hands=[["blue-1"], ["blue-2"], ["blue-3"], ["blue-4"]])
    fields.update(change)
    with pytest.raises(PositionError, match=message):
        pos(**fields)


def test_position_trick_in_progress():
    s = pos(num_players=4, qualities=Q5, leader=1, trick=["blue-5", "blue-6"],
            hands=[["blue-1", "red-1"], ["red-2"], ["red-3"], ["blue-4", "red-4"]])
    assert s.current_player == 3 and s.legal_actions() == [Action("play", card="blue-4")]
    v = s.view(3)
    assert v["trick"] == {"number": 1, "leader": 1, "cards": ["blue-5", "blue-6"]}


def test_position_unplaced_cards_are_set_aside():
    s = pos(num_players=4, qualities=Q5, hands=[["blue-1"], ["blue-2"], ["blue-3"], ["blue-4"]])
    assert len(s.leftover) == 56 and s.view(0)["leftover"]["cards"] == [None] * 56


def test_position_choose_excellent_and_discard_phases():
    hands = [[f"{suit}-{r}" for r in range(1, 4)] for suit in ("blue", "yellow", "red", "green")]
    s = pos(num_players=4, phase="choose_excellent", hands=hands)
    assert s.current_player == 2 and s.legal_actions()[0] == Action("choose_excellent", suit="red")
    s = pos(num_players=4, phase="discard", hands=hands, qualities=Q5)
    assert s.current_player == 0 and s.known[1] == ["good_assyrian", "good_babylonian"]
