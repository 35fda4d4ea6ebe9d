"""Unit tests of the engine kit (contaria_desktop.engines.core)."""

import json

import pytest

from contaria_desktop.engines.core import (Action, Event, GameRecord, IllegalAction, OptionError,
                                           Rng, StateFormatError, UnknownGame, get_spec)


def test_rng_is_deterministic_and_serializable():
    a, b = Rng(123), Rng(123)
    assert [a.next_u64() for _ in range(5)] == [b.next_u64() for _ in range(5)]
    c = Rng.from_json(json.loads(json.dumps(a.to_json())))
    assert c.next_u64() == a.next_u64()


def test_rng_golden_values_never_change():
    # A changed generator would silently change every saved deal.
    rng = Rng(2026)
    items = list(range(10))
    rng.shuffle(items)
    assert items == GOLDEN_SHUFFLE
    assert Rng(0).below(1000) == GOLDEN_BELOW


GOLDEN_SHUFFLE = [6, 3, 4, 8, 9, 2, 7, 0, 1, 5]
GOLDEN_BELOW = 322


def test_rng_below_is_in_range_and_rejects_bad_input():
    rng = Rng(1)
    assert all(0 <= rng.below(7) < 7 for _ in range(1000))
    with pytest.raises(ValueError):
        rng.below(0)
    with pytest.raises(ValueError):
        Rng(-1)


def test_action_is_immutable_hashable_and_round_trips():
    a = Action("place", card="c1", tale=0)
    assert a == Action("place", tale=0, card="c1")
    assert hash(a) == hash(Action("place", tale=0, card="c1"))
    assert Action.from_json(json.loads(json.dumps(a.to_json()))) == a
    with pytest.raises(AttributeError):
        a.type = "x"  # type: ignore[misc]
    with pytest.raises(TypeError):
        Action("x", bad=[1, 2])  # type: ignore[arg-type]
    with pytest.raises(ValueError):
        Action.from_json({"type": 3})


def test_event_visibility_and_json():
    e = Event("k", {"a": [1, 2], "b": {"c": 1}}, visible_to=[2], reveals=True)
    assert e.visible(2) and not e.visible(0) and not e.visible(None)
    assert Event.from_json(json.loads(json.dumps(e.to_json()))) == e
    assert e.params == {"a": [1, 2], "b": {"c": 1}}
    assert Event("k").visible(None)


def test_options_are_validated():
    spec = get_spec("toy")
    assert spec.resolve_options(None) == {"flag": False}
    with pytest.raises(OptionError, match="flag"):
        spec.resolve_options({"flag": "yes"})
    with pytest.raises(OptionError, match="nope"):
        spec.resolve_options({"nope": 1})
    with pytest.raises(OptionError, match="2 to 3 players"):
        spec.new_game(9, 1)
    with pytest.raises(UnknownGame, match="unknown game"):
        get_spec("chess")


def test_illegal_action_leaves_state_untouched():
    s = get_spec("toy").new_game(2, 5)
    before = s.to_json()
    with pytest.raises(IllegalAction):
        s.apply(Action("play", card="h99"))
    assert s.to_json() == before


def test_record_replays_and_round_trips():
    rec = GameRecord.start("toy", 2, 9)
    s = rec.initial_state()
    while not s.is_terminal:
        a = s.legal_actions()[-1]
        s.apply(a)
        rec.actions.append(a)
    again = GameRecord.from_json(json.loads(json.dumps(rec.to_json())))
    assert again.replay().to_json() == s.to_json()
    rec.actions.insert(0, Action("play", card="nope"))
    with pytest.raises(StateFormatError, match="action 1 is not legal"):
        rec.replay()


def test_option_spec_players_and_depends_on():
    from contaria_desktop.engines.core import GameSpec, OptionSpec
    from tests.kit.toygame import ToyState
    mode = OptionSpec("mode", "choice", "quick", ("quick", "series"))
    until = OptionSpec("until", "bool", False, depends_on=("mode", "series"))
    side = OptionSpec("side", "bool", True, players=(3, 2, 3))
    assert side.players == (2, 3)
    assert side.applies(2) and not side.applies(4) and OptionSpec("x", "bool", False).applies(9)
    assert until.applies(3, {"mode": "series"}) and not until.applies(3, {"mode": "quick"})
    assert not until.applies(3)
    GameSpec("t", "t", 2, 4, (mode, until, side), 10, ToyState)
    with pytest.raises(ValueError, match="player count 5"):
        GameSpec("t", "t", 2, 4, (OptionSpec("s", "bool", True, players=(5,)),), 10, ToyState)
    with pytest.raises(ValueError, match="unknown option 'nope'"):
        GameSpec("t", "t", 2, 4, (OptionSpec("u", "bool", False, depends_on=("nope", 1)),), 10, ToyState)
    with pytest.raises(ValueError, match="cannot take"):
        GameSpec("t", "t", 2, 4, (mode, OptionSpec("u", "bool", False, depends_on=("mode", "odd"))), 10, ToyState)
    with pytest.raises(ValueError, match="depends_on"):
        OptionSpec("u", "bool", False, depends_on=("u", True))
    with pytest.raises(ValueError, match="bad default"):
        OptionSpec("u", "choice", "z", ("a", "b"))
    with pytest.raises(ValueError, match="player counts"):
        OptionSpec("u", "bool", False, players=(0,))


def test_shipped_games_declare_where_their_options_apply():
    contaria, charlatao = get_spec("contaria"), get_spec("charlatao")
    assert contaria.option("book_until_leader").depends_on == ("mode", "book_of_tales")
    assert {o.name: o.players for o in charlatao.options} == {
        "side": (3, 4, 5), "trump": (3, 4, 5), "removed_suit": (2, 3), "two_player_side": (2,)}
