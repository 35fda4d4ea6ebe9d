"""Serialization, hand-written positions (errors name the problem), views and progress, the
knowledge model (generic identity shuffle, Woodruff's private peek, Alemão's blind steal)."""

from __future__ import annotations

import json

import pytest

from contaria_desktop.engines.core import Action, PositionError, Rng, StateFormatError
from contaria_desktop.engines.quissama import GAME, QuissamaState
from tests.conformance.harness import check_hidden_information, playout

from .helpers import do, pos, random_game


def test_json_round_trip_and_clone_independent() -> None:
    s = random_game(4, 3, steps=120)
    data = json.loads(json.dumps(s.to_json()))
    t = QuissamaState.from_json(data)
    assert t.to_json() == s.to_json() and t.legal_actions() == s.legal_actions()
    c = s.clone()
    if not c.is_terminal:
        c.apply(c.legal_actions()[0])
        assert c.to_json() != s.to_json() and QuissamaState.from_json(data).to_json() == s.to_json()


def test_from_json_rejects_garbage() -> None:
    with pytest.raises(StateFormatError):
        QuissamaState.from_json({"game": "contaria"})
    with pytest.raises(StateFormatError):
        QuissamaState.from_json({"game": "quissama"})


@pytest.mark.parametrize("position,words", [
    ({"players": 3, "hands": [["NAGOA_2"] * 6, [], []]}, "NAGOA_2"),
    ({"players": 3, "hands": [["DRAGON"], [], []]}, "DRAGON"),
    ({"players": 7}, "2 to 5"),
    ({"players": 3, "squares": {"SQ_N1": 6}}, "capacity"),
    ({"players": 3, "squares": {"SQ_X": 1}}, "SQ_X"),
    ({"players": 3, "cdp": 9}, "Cabeça de Porco"),
    ({"players": 3, "businesses": {"BZ_N1": {"workers": 1}}}, "no merchant"),
    ({"players": 3, "businesses": {"BZ_N1": {"merchant": 4}}}, "not a seat"),
    ({"players": 3, "squares": {"SQ_N1": 5, "SQ_N2": 5, "SQ_G1": 5, "SQ_G2": 5}, "cdp": 5,
      "businesses": {b: {"merchant": 0, "workers": 2} for b in ("BZ_N1", "BZ_N2", "BZ_N3")}}, "only 30"),
    ({"players": 2, "ministry": [0] * 6, "businesses": {b: {"merchant": 0} for b in ("BZ_N1", "BZ_N2", "BZ_N3",
                                                                                        "BZ_N4", "BZ_N5")}}, "only 10"),
    ({"players": 3, "gallery": {"ARAUJO": {"meeples": [1, 1]}}}, "two meeples"),
    ({"players": 3, "gallery": {"BERNARDINA": {"meeples": [1, 2]}}}, "one player"),
    ({"players": 3, "ministry": [0]}, "6 slots"),
    ({"players": 3, "colour": "x"}, "colour"),
    ({"players": 3, "market": ["COIN_1"] * 4}, "at most 3"),
])
def test_position_errors_name_the_problem(position: dict, words: str) -> None:
    with pytest.raises(PositionError) as err:
        QuissamaState.from_position(position)
    assert words in str(err.value)


def test_position_deck_is_rest_of_the_cards() -> None:
    s = pos(players=2, hands=[["CROWN"] * 2, []], market=["COIN_1", "NAGOA_1", "LIBERTY"])
    assert len(s.deck) + 5 == 100 and s.senzala == 22


def test_view_progress_per_seat() -> None:
    s = pos(gallery={"PRINCESA": {"owner": 0}}, squares={"SQ_N1": 5, "SQ_N2": 5})
    prog = s.view(1)["seats"][0]["progress"]
    assert prog["PRINCESA"] == [{"key": "quissama.progress.full_squares", "have": 2, "need": 3}]
    assert s.view(1)["seats"][0]["holds"] == ["PRINCESA"]


def test_view_hides_other_hands_and_deck() -> None:
    s = GAME.new_game(3, 9)
    v = s.view(0)
    assert "hand" not in v["seats"][1] and "deck" not in v and "rng" not in json.dumps(v)
    assert "deck" in s.omniscient_view()


def test_woodruff_peek_private_and_known_only_to_that_seat() -> None:
    s = pos(hands=[["NAGOA_1"], ["CROWN", "LIBERTY"], ["COIN_1"]], gallery={"WOODRUFF": {"owner": 0}})
    do(s, "ability", character="WOODRUFF", seat=1)
    assert s.view(0)["seats"][1]["known_cards"] == ["CROWN", "LIBERTY"]
    assert s.view(2)["seats"][1]["known_cards"] == []
    model = s.knowledge()
    for h in model.handles:
        if h.key.startswith("hand:1:"):
            assert h.known_to == frozenset({0, 1})


def test_alemao_steal_random_from_seed() -> None:
    picks = set()
    for seed in range(8):
        s = pos(players=2, seed=seed, hands=[[], ["CROWN", "LIBERTY", "COIN_1", "NAGOA_1"]],
                gallery={"ALEMAO": {"owner": 0}}, cdp=1)
        do(s, "ability", character="ALEMAO")
        do(s, "steal", seat=1)
        picks.add(s.hands[0][0].rsplit(".", 1)[0])
    assert len(picks) > 1


def test_shuffle_unknown_keeps_view_and_legal_actions() -> None:
    for seed in range(3):
        s = random_game(4, seed, steps=60)
        if s.is_terminal:
            continue
        cur = s.current_player
        t = s.shuffle_unknown(cur, seed)
        assert t.view(cur) == s.view(cur) and t.legal_actions() == s.legal_actions()
        assert check_hidden_information(s, Rng(seed)) > 0


@pytest.mark.parametrize("n", [2, 3, 4, 5])
def test_conformance_playouts(n: int) -> None:
    playout(GAME, n, n, heavy=False)  # the full suite runs in tests/conformance


def test_round_cap_bounds_decisions() -> None:
    assert GAME.max_decisions >= 500 * 5 * 230


def test_illegal_action_leaves_state() -> None:
    s = pos(hands=[["CROWN"]])
    before = s.to_json()
    with pytest.raises(Exception):
        s.apply(Action("acquire", business="BZ_N1", pay="BOURGEOIS:1,COIN_1:2"))
    assert s.to_json() == before
