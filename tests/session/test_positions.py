"""Positions: save the current position and continue from it; open hand-written positions
with validation messages that name the problem."""

import json

import pytest

from contaria_desktop.session import GameSession, SaveError

from .helpers import play


def test_save_position_and_continue_from_it(tmp_path):
    s = play(GameSession.new("toyplus", 2, seed=3, options={"rounds": 2}, seat_names=["Ana", "Bia"]), steps=5)
    s.save_position(tmp_path / "p.json")
    t = GameSession.open_position(tmp_path / "p.json")
    assert t.state == s.state and t.cursor == 0 and t.seat_names == ["Ana", "Bia"] and t.load_warnings == []
    assert t.record.seed is None
    play(t)
    play(s, seed=0)
    # a game continued from a saved position saves and loads like any other
    t.save(tmp_path / "g.json")
    u = GameSession.load(tmp_path / "g.json")
    assert u.state == t.state and u.record.replay() == t.state


def test_open_hand_written_position(tmp_path):
    p = tmp_path / "hand.json"
    p.write_text(json.dumps({"game": "toyplus", "position": {"hands": [[9, 1], [5, 6]], "turn": 1}}))
    s = GameSession.open_position(p)
    assert s.current_player == 1 and s.seat_names == ["Player 1", "Player 2"]
    assert s.record.position == {"hands": [[9, 1], [5, 6]], "turn": 1}
    play(s)
    s.save(tmp_path / "g.json")
    assert GameSession.load(tmp_path / "g.json").state == s.state


@pytest.mark.parametrize("content,words", [
    ({"game": "toyplus", "position": {"hands": [[9, 9], [5, 6]]}}, "card 9 appears twice"),
    ({"game": "toyplus", "position": {"hands": [[10], [5]]}}, "card 10 in hand 1 is not a value 1-9"),
    ({"game": "toyplus", "position": {"hands": [[1], [5]], "turn": 4}}, "'turn' must be a seat"),
    ({"game": "toyplus"}, "exactly one of 'state'"),
    ({"game": "toyplus", "position": []}, "'position' must be an object"),
    ({"position": {}}, "'game'"),
    ({"game": "chess", "position": {}}, "does not know (chess)"),
    ({"game": "toy", "position": {}}, "cannot start from a position"),
    ({"game": "toyplus", "state": {"n": 2}}, "cannot use"),
    ({"format": "contaria-desktop-save", "game": "toy"}, "saved game, not a position"),
    ({"format": "other"}, "not a Contária Desktop position"),
    ({"game": "toyplus", "position": {"hands": [[1], [2]]}, "format_version": 9}, "newer version"),
    ({"game": "toyplus", "position": {"hands": [[1], [2]]}, "seats": [{"name": "x"}]}, "1 seats for 2 players"),
    ([1, 2], "must be a JSON object"),
])
def test_bad_positions_name_the_problem(tmp_path, content, words):
    p = tmp_path / "bad.json"
    p.write_text(json.dumps(content))
    with pytest.raises(SaveError) as err:
        GameSession.open_position(p)
    assert words in str(err.value) and str(p) in str(err.value)


def test_edited_saved_position_warns(tmp_path):
    s = play(GameSession.new("toyplus", 2, seed=3), steps=1)
    s.save_position(tmp_path / "p.json")
    data = json.loads((tmp_path / "p.json").read_text())
    data["state"]["turn"] = 0
    (tmp_path / "p.json").write_text(json.dumps(data))
    t = GameSession.open_position(tmp_path / "p.json")
    assert [w.key for w in t.load_warnings] == ["position.warning.edited"] and t.current_player == 0


def test_a_save_is_not_a_position_and_back(tmp_path):
    s = GameSession.new("toy", 2, seed=3)
    s.save(tmp_path / "g.json")
    s.save_position(tmp_path / "p.json")
    with pytest.raises(SaveError, match="saved game, not a position"):
        GameSession.open_position(tmp_path / "g.json")
    with pytest.raises(SaveError, match="position file"):
        GameSession.load(tmp_path / "p.json")


def test_contaria_positions_round_trip(tmp_path):
    s = play(GameSession.new("contaria", 4, seed=3), steps=9)
    s.save_position(tmp_path / "p.json")
    t = GameSession.open_position(tmp_path / "p.json")
    assert t.state == s.state
    play(t)
    assert t.is_over


def test_contaria_hand_written_position(tmp_path):
    from contaria_desktop.engines.contaria.position import to_position
    s = play(GameSession.new("contaria", 3, seed=4), steps=6)
    p = tmp_path / "hand.json"
    p.write_text(json.dumps({"game": "contaria", "position": to_position(s.state)}))
    t = GameSession.open_position(p)
    assert t.current_player == s.current_player and t.num_players == 3
    play(t)
    t.save(tmp_path / "g.json")
    assert GameSession.load(tmp_path / "g.json").state == t.state
    bad = to_position(s.state)
    bad["hands"][0].append(bad["hands"][1][0] if bad["hands"][1] else bad["hands"][0][0])
    p.write_text(json.dumps({"game": "contaria", "position": bad}))
    with pytest.raises(SaveError, match="invalid position") as err:
        GameSession.open_position(p)
    assert err.value.key == "save.bad_position"


def test_position_from_a_series_game_continues_as_a_single_game(tmp_path):
    s = play(GameSession.new("toyplus", 2, seed=3, options={"mode": "series"}), steps=2)
    s.save_position(tmp_path / "p.json")
    t = GameSession.open_position(tmp_path / "p.json")
    assert not t.is_series and t.record.options["mode"] == "series"
    play(t)
    t.save(tmp_path / "g.json")
    u = GameSession.load(tmp_path / "g.json")
    assert not u.is_series and u.state == t.state
