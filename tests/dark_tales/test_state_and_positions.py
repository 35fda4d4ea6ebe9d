"""Serialization, positions, knowledge per handle, views, result shape, and the nine A x B
combinations played to the end."""

from __future__ import annotations

import json

import pytest

from contaria_desktop.engines.core import PositionError, StateFormatError, get_spec

from .helpers import Action, DarkTalesState, h_of, ids, play, position, random_game


@pytest.mark.parametrize("a", ["A1", "A2", "A3"])
@pytest.mark.parametrize("b", ["B1", "B2", "B3"])
def test_each_a_b_combination_played_to_the_end(a, b):
    for n in (2, 3, 4):
        st = random_game(n, 11 * n + ord(a[1]) + 3 * ord(b[1]), {"setting_a": a, "setting_b": b})
        r = st.result()
        assert st.setting_a == a and st.setting_b == b
        assert r.details["reason"] in ("empty_hand", "turn_cap")
        for s in range(n):
            assert sum(x["points"] for x in r.breakdown[str(s)]) == r.scores[s]
        assert r.winners and all(r.scores[w] == max(r.scores) for w in r.winners)


def test_json_round_trip_mid_game_and_with_pending():
    st = position(2, hands=[["dragon"], ["spell"]], tableaus=[["king"], ["young_hero"]])
    play(st, "dragon")
    assert st.pending is not None
    data = json.loads(json.dumps(st.to_json()))
    again = DarkTalesState.from_json(data)
    assert again.to_json() == st.to_json() and again.legal_actions() == st.legal_actions()
    c = st.clone()
    c.apply(c.legal_actions()[0])
    assert st.pending is not None and c.to_json() != st.to_json()


def test_from_json_rejects_bad_state():
    st = get_spec("dark_tales").new_game(2, 1)
    data = st.to_json()
    with pytest.raises(StateFormatError):
        DarkTalesState.from_json({**data, "game": "contaria"})
    bad = dict(data)
    bad["deck"] = data["deck"][1:]
    with pytest.raises(StateFormatError):
        DarkTalesState.from_json(bad)


@pytest.mark.parametrize("pos,words", [
    ({"num_players": 5, "hands": []}, "2 to 4"),
    ({"num_players": 2, "hands": [["king"]]}, "one list per seat"),
    ({"num_players": 2, "hands": [["king", "king"], []]}, "appears more often"),
    ({"num_players": 2, "hands": [["queen"], []]}, "not a Dark Tales card"),
    ({"num_players": 2, "hands": [[], []], "common": ["night", "day"]}, "exactly one Day or Night"),
    ({"num_players": 2, "hands": [[], []], "items": [{"sword": 3}, {"sword": 2}]}, "supply"),
    ({"num_players": 2, "hands": [[], []], "items": [{"gem": 1}, {}]}, "item kinds"),
    ({"num_players": 2, "hands": [[], []], "settings": {"a": "A9"}}, "settings.a"),
    ({"num_players": 2, "hands": [[], []], "turn_seat": 2}, "turn_seat"),
    ({"num_players": 2, "hands": [[], []], "vp": [-1, 0]}, "vp[0]"),
    ({"num_players": 2, "hands": [[], []], "colour": 1}, "unknown field"),
    ({"num_players": 2, "hands": [[{"id": "king", "known_to": [7]}], []]}, "known_to"),
    ({"num_players": 2, "hands": [[], []], "options": {"open_scores": 3}}, "open_scores"),
])
def test_bad_positions_rejected_naming_the_problem(pos, words):
    with pytest.raises(PositionError, match=words.replace("[", r"\[").replace("]", r"\]")):
        DarkTalesState.from_position(pos)


def test_position_rest_to_deck_bottom_and_known_cards():
    st = DarkTalesState.from_position({
        "num_players": 3, "hands": [["king"], [{"id": "ogre", "known_to": "all"}], [{"id": "fairy", "known_to": [0]}]],
        "deck": ["spell"], "rest": "deck_bottom"})
    assert len(st.deck) == 48 - 3 - 1 and ids(st, st.deck[-1:]) == ["spell"]
    v0 = st.view(0)
    assert v0["seats"][1]["hand"][0]["id"] == "ogre" and v0["seats"][2]["hand"][0]["id"] == "fairy"
    assert st.view(1)["seats"][2]["hand"][0]["id"] is None


def test_knowledge_princess_take_is_known_to_all():
    st = position(3, hands=[["princess"], ["spell"], ["spell"]], tableaus=[[], ["king"], []])
    play(st, "princess")
    h = [c for c in st.view(2)["seats"][0]["hand"]]
    assert h[0]["id"] == "king" and h[0]["known_to"] == [0, 1, 2]


def test_knowledge_gypsy_reveal_stays_while_in_hand_only_for_revealed_cards():
    st = position(2, hands=[["gypsy", "fairy"], ["king"]], deck=["ogre", "spell"])
    play(st, "gypsy")
    # seat 1 drew the spell after the reveal: seat 0 does not know it
    hand1 = st.view(0)["seats"][1]["hand"]
    assert [c["id"] for c in hand1] == ["king", None]


def test_knowledge_secret_helper_peek_private():
    st = position(3, hands=[["secret_helper"], ["spell"], ["spell"]], deck=["ogre", "king", "fairy", "witch"])
    ev = play(st, "secret_helper")
    private = [e for e in ev if e.type == "dark_tales.looked_private"][0]
    assert private.visible_to == (0,) and private.reveals
    assert st.view(1)["deck"]["known"] == [] and len(st.view(0)["deck"]["known"]) == 3


def test_shuffle_unknown_keeps_known_cards():
    st = position(3, hands=[["gypsy", "fairy"], ["king", "ogre"], ["spell"]], deck=["witch", "dragon"])
    play(st, "gypsy")
    for seat in (None, 0, 1, 2):
        sh = st.shuffle_unknown(seat, 99)
        assert sh.view(seat) == st.view(seat)
        assert sh.legal_actions() == st.legal_actions()


def test_view_pending_and_item_lines():
    st = position(2, settings={"a": "A1"}, hands=[["spell"], []], tableaus=[[], ["ogre", "dragon"]],
                  items=[{"sword": 1}, {}])
    v = st.view(0)
    assert [x["legal"] for x in v["item_lines"]] == [False, True, False]
    st.apply(Action("use_item", line="sword"))
    p = st.view(1)["pending"]
    assert p["seat"] == 0 and p["kind"] == "choose_card" and p["prompt"] == "dark_tales.prompt.choose_target"
    assert sorted(p["choices"]) == sorted(a.get("card") for a in st.legal_actions())


def test_result_breakdown_lines_and_details():
    st = random_game(3, 5, {"setting_a": "A1", "setting_b": "B1"})
    r = st.result()
    keys = {x["key"] for x in r.breakdown["0"]}
    assert {"dark_tales.score.pair", "dark_tales.score.ranking"} <= keys
    assert r.details["settings"] == ["A1", "B1"] and "unverified_cards" in r.details
    json.dumps(r.to_json())
    assert st.view(1)["final"]["scores"] == list(r.scores)


def test_messages_are_keys_with_params():
    st = position(2, hands=[["wizard"], ["spell"]], deck=["spell"])
    for e in play(st, "wizard"):
        assert e.type.startswith("dark_tales.") and " " not in e.type
        json.dumps(e.to_json())


def test_random_games_deterministic_from_seed():
    a = random_game(4, 77)
    b = random_game(4, 77)
    assert a.to_json() == b.to_json()


def test_fast_events_equal_kit_events():
    from contaria_desktop.engines.core import Event, Rng
    for n in (2, 3, 4):
        st = get_spec("dark_tales").new_game(n, n)
        rng = Rng(n)
        seen = set()
        while not st.is_terminal:
            legal = st.legal_actions()
            for e in st.apply(legal[rng.below(len(legal))]):
                again = Event.from_json(json.loads(json.dumps(e.to_json())))
                assert again == e and hash(again) == hash(e), e
                seen.add(e.type)
        assert {"dark_tales.turn_started", "dark_tales.card_played", "dark_tales.drew_private"} <= seen
