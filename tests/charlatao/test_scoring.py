"""Scoring (manual "Pontuação e Personagens", "Fim de Jogo"; data and provenance in
engines/charlatao/data/charlatao.json, scoring.md sections 2-4)."""

import json

import pytest

from contaria_desktop.engines.charlatao.rules_data import (DATA, DATA_PATH, RulesDataError,
                                                           check_data, ea_nasir_duel_entry,
                                                           scoring_entry)
from contaria_desktop.engines.charlatao.scoring import (game_winners, score_entry, trick_points)

from .helpers import Q5, first_legal, new, pos


def _score(char, counts, tricks=None, side="basic"):
    return score_entry(scoring_entry(char, side), {"before": counts}, tricks or {})[0]


# The manual's five worked examples (pages 13-16), with their printed totals.
def test_example_assirio_is_0():
    # 0 pts; -2x3; 2x2; 1x2
    assert _score("assyrian_buyer", {"acceptable": 2, "terrible": 3, "excellent": 1,
                                     "good_assyrian": 1, "good_babylonian": 2}) == 0


def test_example_babilonico_is_8():
    # 0 pts; 2x-2; 1x2; 4x2; 2x1
    assert _score("babylonian_buyer", {"acceptable": 3, "terrible": 2, "excellent": 1,
                                       "good_babylonian": 4, "good_assyrian": 2}) == 8


def test_example_fornecedor_is_11():
    # 0 pts; 1x-2; 3x3; 2x1; 2x1
    assert _score("supplier", {"acceptable": 1, "terrible": 1, "excellent": 3,
                               "good_assyrian": 2, "good_babylonian": 2}) == 11


def test_example_ea_nasir_is_1():
    # 0 pts; -4x2; 2x3; 1x3
    assert _score("ea_nasir", {"acceptable": 4, "terrible": 2, "excellent": 3,
                               "good_assyrian": 1, "good_babylonian": 2}) == 1


def test_example_mensageiro_is_10():
    # -2 pts (one trick before the Revelation); 12 pts (exactly two after)
    points, lines = score_entry(scoring_entry("messenger", "basic"), {}, {"before": 1, "after": 2})
    assert points == 10
    assert [line["points"] for line in lines] == [-2, 12]


@pytest.mark.parametrize("after,points", [(0, 0), (1, 5), (2, 12), (3, 2), (7, 2)])
def test_messenger_after_table(after, points):
    assert trick_points(scoring_entry("messenger", "basic")["tricks"]["after"], after) == points


def test_messenger_before_penalty_has_no_limit():
    assert trick_points(scoring_entry("messenger", "basic")["tricks"]["before"], 6) == -12


def test_all_five_examples_in_one_round():
    """5 players after 10 tricks (Revelation done); the Messenger leads the trump and takes
    the last trick. The won piles are the manual's examples; the round scores are the
    printed totals."""
    won = [
        # Ea-Nasir: 1 acceptable, 2 terrible, 3 excellent, 3 good -> 1
        ["purple-1", "red-1", "red-2", "blue-1", "blue-2", "blue-3", "yellow-1", "yellow-2", "green-1"],
        # Assírio: 2 acceptable, 3 terrible, 1 excellent + 1 Assyrian, 2 Babylonian -> 0
        ["purple-2", "purple-3", "red-3", "red-4", "red-5", "blue-4", "yellow-3", "green-2", "green-3"],
        # Fornecedor: 1 acceptable, 1 terrible, 3 excellent, 2 Assyrian, 2 Babylonian -> 11
        ["purple-4", "red-6", "blue-5", "blue-6", "blue-7", "yellow-4", "yellow-5", "green-4", "green-5"],
        # Babilônico: 1 acceptable, 2 terrible, 1 excellent, 4 Babylonian, 2 Assyrian -> 8
        ["purple-5", "red-7", "red-8", "blue-8", "green-6", "green-7", "green-8", "green-9",
         "yellow-6", "yellow-7"],
        # Messenger: one trick before, one after; the suits do not matter
        [["purple-6", "purple-7", "purple-8", "purple-9", "purple-10"],
         ["blue-9", "blue-10", "yellow-8", "yellow-9", "green-10"]],
    ]
    s = pos(num_players=5, qualities=Q5, trump="purple", leader=4, tricks_played=10, won=won,
            won_tricks=[[1, 0], [1, 0], [1, 0], [2, 0], [1, 1]],
            hands=[["blue-12"], ["yellow-12"], ["green-12"], ["red-12"], ["purple-12"]])
    assert s.revealed
    assert s.characters == ["ea_nasir", "assyrian_buyer", "supplier", "babylonian_buyer", "messenger"]
    for _ in range(5):
        first_legal(s)
    assert s.round_points[0] == [1, 0, 11, 8, 10]
    ea_lines = s.round_lines[0]["0"]
    assert {line["params"]["quality"]: (line["params"]["cards"], line["points"]) for line in ea_lines} == {
        "acceptable": (1, 0), "terrible": (2, -8), "excellent": (3, 6),
        "good_assyrian": (2, 2), "good_babylonian": (1, 1)}
    assert all(line["params"]["round"] == 0 for ls in s.round_lines[0].values() for line in ls)


def test_card_ranks_never_score():
    low = score_entry(scoring_entry("supplier", "basic"), {"before": {"excellent": 3}}, {})
    assert low[0] == 9
    a = pos(num_players=4, qualities=Q5, trump=None, tricks_played=13, leader=1,
            hands=[["blue-1"], ["blue-2"], ["blue-3"], ["blue-4"]])
    b = pos(num_players=4, qualities=Q5, trump=None, tricks_played=13, leader=1,
            hands=[["blue-1"], ["blue-12"], ["blue-3"], ["blue-4"]])
    for s in (a, b):
        for _ in range(4):
            first_legal(s)
    # the Babilônico wins with a 4, the Assírio with a 12: both take 4 excellent x 2
    assert a.round_points[0][3] == b.round_points[0][1] == 8


def test_negative_scores_are_allowed():
    assert _score("ea_nasir", {"terrible": 5}) == -20


def test_totals_add_up_and_breakdown_matches():
    s = new(4, seed=77)
    while not s.is_terminal:
        first_legal(s)
    r = s.result()
    assert list(r.scores) == [sum(p[i] for p in s.round_points) for i in range(4)]
    for seat in range(4):
        assert sum(line["points"] for line in r.breakdown[str(seat)]) == r.scores[seat]
    assert set(r.winners) == set(game_winners(list(r.scores), s.round_points[-1]))
    json.dumps(r.to_json())


def test_tie_break_on_last_round_then_shared():
    assert game_winners([10, 12, 12], [5, 3, 4]) == (2,)
    assert game_winners([10, 12, 12], [5, 4, 4]) == (1, 2)
    assert game_winners([12, 10, 9], [0, 9, 9]) == (0,)


def test_tie_break_in_a_finished_game():
    # last round of 3 players, scores so far tied; the last trick decides the last round
    s = pos(num_players=3, removed_suit="purple", round=2, scores=[[5, 5, 0], [0, 0, 0]],
            qualities={"excellent": "blue", "good_assyrian": "yellow", "terrible": "red",
                       "acceptable": "green"},
            trump=None, tricks_played=14, leader=0,
            hands=[["green-1"], ["green-2"], ["green-3"]],
            won=[["blue-1"], ["blue-2"], []])
    # round 2 characters (first Ea-Nasir seat 0): seat 2 is Ea-Nasir
    assert s.characters == ["assyrian_buyer", "supplier", "ea_nasir"]
    for _ in range(3):
        first_legal(s)
    assert s.is_terminal
    r = s.result()
    # seat 0 (Assírio): blue 2 -> 2; seat 1 (Fornecedor): blue 3 -> 3; seat 2 takes acceptable -> 0
    assert r.scores == (7, 8, 0)
    assert r.winners == (1,)


def test_unverified_values_are_marked_in_the_view():
    s = new(4, seed=1)
    v = s.view(0)
    assert v["unverified"] == ["ea_nasir"]  # Basic Ea-Nasir is INFERRED except terrible
    assert v["scoring"]["assyrian_buyer"]["verified"] is True
    assert v["scoring"]["ea_nasir"]["per_suit"]["terrible"] == -4
    assert DATA["characters"]["ea_nasir"]["basic"]["status"]["terrible"] == "FOUND"
    s5 = new(5, seed=1, side="advanced")
    assert "messenger" in s5.view(None)["unverified"]


def test_two_player_ea_nasir_row_is_derived_from_the_buyer_card():
    e = ea_nasir_duel_entry("advanced")
    assert e["per_suit"] == {"excellent": 2, "good_assyrian": 1, "terrible": -3, "good_babylonian": 1,
                             "acceptable": 0}
    assert e["verified"] is False and e["status"] == "INFERRED"
    assert ea_nasir_duel_entry("basic")["per_suit"]["terrible"] == -2


def test_data_file_is_checked():
    data = json.loads(DATA_PATH.read_text(encoding="utf-8"))
    check_data(data)
    del data["characters"]["messenger"]["basic"]["tricks"]
    with pytest.raises(RulesDataError, match="messenger.basic"):
        check_data(data)
    data = json.loads(DATA_PATH.read_text(encoding="utf-8"))
    data["characters"]["supplier"]["basic"]["per_suit"]["shiny"] = 3
    with pytest.raises(RulesDataError, match="shiny"):
        check_data(data)


def test_every_value_has_provenance():
    for char, sides in DATA["characters"].items():
        for side, entry in sides.items():
            assert entry["source"] and isinstance(entry["verified"], bool), (char, side)
            if side == "advanced":
                assert entry["status"] == "PLACEHOLDER" and not entry["verified"]


def test_discards_never_score():
    s = new(4, seed=78)
    while not s.is_terminal and s.round == 0:
        if s.phase == "play" and s.tricks_done == 13 and len(s.trick) == 3:
            pile, won = list(s.pile), [c for w in s.won for part in w for c in part] + s.trick
            assert not set(pile) & set(won)
            assert len(won) + 1 + len(pile) == 60  # every card but the discards ends in a won pile
        first_legal(s)
