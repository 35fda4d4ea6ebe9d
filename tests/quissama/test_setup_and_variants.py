"""Checklist Q-C*, Q-O*, Q-S*, Q-B*, Q-V*, Q-X*: components, setup, the opening round, variants."""

from __future__ import annotations

import pytest

from contaria_desktop.engines.core import Action, OptionError
from contaria_desktop.engines.quissama import GAME
from contaria_desktop.engines.quissama.rules_data import (BUSINESSES, CDP_CAPACITY, CHAR_ORDER, COLOURS,
                                                          KINDS, SQUARES, deck_counts)

from .helpers import do, pos


def _all_cards(s) -> list[str]:
    return [c.rsplit(".", 1)[0] for c in s.deck + s.discard + s.market + sum(s.hands, [])]


def test_Q_C1_eight_characters() -> None:
    assert len(CHAR_ORDER) == 8 and set(GAME.new_game(3, 1).gallery) == set(CHAR_ORDER)


def test_Q_C2_board_from_data() -> None:
    assert len(SQUARES) == 4 and len(BUSINESSES) == 10


def test_Q_C3_meeples_and_colours() -> None:
    s = GAME.new_game(5, 1)
    assert COLOURS == ("yellow", "white", "green", "red", "purple")
    assert s.supply == [10] * 5
    assert s.senzala + sum(s.squares.values()) == 30


@pytest.mark.parametrize("kind,count", [("NAGOA_1", 10), ("NAGOA_2", 5), ("GUAIAMUM_1", 10), ("GUAIAMUM_2", 5),
                                        ("COIN_1", 15), ("COIN_2", 5), ("LIBERTY", 12), ("BOURGEOIS", 12),
                                        ("CROWN", 6)])
def test_Q_C4_basic_cards(kind: str, count: int) -> None:
    assert _all_cards(GAME.new_game(2, 3)).count(kind) == count


def test_Q_C5_special_cards() -> None:
    cards = _all_cards(GAME.new_game(4, 3))
    assert len(cards) == 100
    assert sorted(cards.count(k) for k, v in KINDS.items() if "icons" not in v) == [1, 1, 1, 1, 1, 2, 2, 5, 6]


def test_Q_C6_ten_coin_tokens_on_the_businesses() -> None:
    s = GAME.new_game(3, 1)
    assert all(b["token"] is None for b in s.businesses.values()) and len(s.businesses) == 10


def test_Q_C7_market_senzala_deck_in_view() -> None:
    v = GAME.new_game(3, 1).view(0)
    assert len(v["market"]) == 3 and v["senzala"] == 22 and v["deck_count"] == 82


def test_Q_O1_win_by_objective_of_a_held_character() -> None:
    s = pos(hands=[["NAGOA_1"]], gallery={"IMPERADOR": {"owner": 0}}, ministry=[0, 0, 0, None, None, None],
            squares={"SQ_N1": 4})
    assert not s.is_terminal
    s2 = pos(hands=[["BOURGEOIS", "CROWN", "COIN_1"]], gallery={"IMPERADOR": {"owner": 0}},
             ministry=[0, 0, 0, None, None, None])
    do(s2, "minister", pay="BOURGEOIS:1,COIN_1:1,CROWN:1")
    assert s2.is_terminal and s2.result().winners == (0,)


def test_Q_O2_O3_meeple_roles_in_view() -> None:
    s = pos(businesses={"BZ_N1": {"merchant": 1}}, ministry=[1, None, None, None, None, None],
            gallery={"ALEMAO": {"meeples": [1]}})
    v = s.view(0)
    assert v["businesses"]["BZ_N1"]["merchant"] == 1 and v["ministry"][0] == 1
    assert v["gallery"]["ALEMAO"]["meeples"] == [1] and s.supply[1] == 7


def test_Q_O4_several_characters_any_objective_wins() -> None:
    s = pos(hands=[["BOURGEOIS", "CROWN", "COIN_1"]], gallery={"PRINCESA": {"owner": 0}, "IMPERADOR": {"owner": 0}},
            ministry=[0, 0, 0, None, None, None])
    do(s, "minister", pay="BOURGEOIS:1,COIN_1:1,CROWN:1")
    assert s.result().winners == (0,) and s.result().details["characters"] == ["IMPERADOR"]


def test_Q_S1_board_and_mat_are_public_view_parts() -> None:
    v = GAME.new_game(2, 0).view(None)
    assert {"squares", "businesses", "ministry", "cdp", "market", "senzala"} <= set(v)


def test_Q_S2_market_three_face_up() -> None:
    s = GAME.new_game(2, 5)
    assert len(s.market) == 3 and all(isinstance(k, str) for k in s.view(1)["market"])


def test_Q_S3_two_capoeiras_per_square() -> None:
    assert set(GAME.new_game(2, 0).squares.values()) == {2}


def test_Q_S4_rest_in_senzala() -> None:
    assert GAME.new_game(2, 0).senzala == 22


def test_Q_S5_gallery_all_eight_face_up() -> None:
    v = GAME.new_game(2, 0).view(None)
    assert list(v["gallery"]) == list(CHAR_ORDER) and all(g["owner"] is None for g in v["gallery"].values())


def test_Q_S6_ten_meeples_each() -> None:
    assert GAME.new_game(4, 0).supply == [10, 10, 10, 10]


def test_Q_S7_five_cards_hidden() -> None:
    s = GAME.new_game(3, 0)
    v = s.view(1)
    assert all(len(h) == 5 for h in s.hands)
    assert "hand" in v["seats"][1] and "hand" not in v["seats"][0] and v["seats"][0]["hand_count"] == 5


@pytest.mark.parametrize("n,deck", [(2, 87), (3, 82), (4, 77), (5, 72)])
def test_Q_S8_rest_is_the_deck(n: int, deck: int) -> None:
    assert len(GAME.new_game(n, 2).deck) == deck  # QD-13


def test_Q_S9_token_plus_one_on_each_business() -> None:
    v = GAME.new_game(2, 0).view(None)
    assert all(b["token"] == "board" for b in v["businesses"].values())


def test_Q_B1_random_first_player_then_clockwise() -> None:
    firsts = {GAME.new_game(4, seed).first_player for seed in range(20)}
    assert len(firsts) > 1
    s = GAME.new_game(3, 4)
    order = []
    while s.phase == "opening":
        order.append(s.current)
        s.apply(s.legal_actions()[0])
    f = s.first_player
    assert order == [f, (f + 1) % 3, (f + 2) % 3] and s.current == f and s.phase == "main"


def test_Q_B2_opening_free_merchant_in_different_businesses() -> None:
    s = GAME.new_game(2, 0)
    hand_before = [list(h) for h in s.hands]
    first = s.current
    do(s, "open_business", business="BZ_G3")
    assert Action("open_business", business="BZ_G3") not in s.legal_actions()
    assert s.businesses["BZ_G3"]["merchant"] == first and s.supply[first] == 9
    assert [list(h) for h in s.hands] == hand_before


def test_Q_B3_two_regions() -> None:
    assert {v["region"] for v in BUSINESSES.values()} == {"NAGOA", "GUAIAMUM"}


def test_Q_B4_plays_combine_cards() -> None:
    s = pos(hands=[["BOURGEOIS", "COIN_2"]])
    assert all(a.get("pay") for a in s.legal_actions() if a.type == "acquire")


def test_Q_V1_one_capoeira_per_square() -> None:
    s = GAME.new_game(3, 0, {"one_capoeira_per_square": True})
    assert set(s.squares.values()) == {1} and s.senzala == 26


def test_Q_V2_one_character_blocking_still_works() -> None:
    opts = {"one_character": True}
    s = pos(hands=[["CROWN", "CROWN", "BOURGEOIS", "BOURGEOIS"]], options=opts, gallery={"PRINCESA": {"owner": 0},
            "ALENCAR": {"meeples": [0]}})
    assert not [a for a in s.legal_actions() if a.type == "influence" and a["character"] == "ALENCAR"]
    assert [a for a in s.legal_actions() if a.type == "influence" and a["character"] == "ARAUJO"]  # a blocker


def test_Q_V3_small_gallery() -> None:
    for seed in range(5):
        s = GAME.new_game(3, seed, {"small_gallery": True})
        assert len(s.gallery) == 5 and {"QUISSAMA", "BERNARDINA"} <= set(s.gallery)


@pytest.mark.parametrize("n", [2, 3, 4, 5])
def test_Q_V4_V5_controlled_scandals_and_blessings(n: int) -> None:
    s = GAME.new_game(n, 1, {"fewer_scandals": True, "fewer_blessings": True})
    cards = _all_cards(s)
    assert cards.count("ESCANDALO") == n + 1 and cards.count("BENCAO_IMPERIAL") == n
    assert len(cards) == {2: 94, 3: 96, 4: 98, 5: 100}[n]  # QD-1
    assert sum(deck_counts(n, {"fewer_scandals": True}).values()) == {2: 97, 3: 98, 4: 99, 5: 100}[n]


def test_Q_V6_fast_market_no_take_back_no_renewal() -> None:
    s = pos(hands=[["NAGOA_1", "NAGOA_1", "NAGOA_1"]], market=["COIN_1", "CROWN", "LIBERTY"],
            options={"fast_market": True})
    do(s, "market", give="NAGOA_1", take=0)
    do(s, "market", give="NAGOA_1", take=1)
    assert not [a for a in s.legal_actions() if a.type == "market" and a["take"] in (0, 1)]
    do(s, "market", give="NAGOA_1", take=2)
    assert [c.rsplit(".", 1)[0] for c in s.market] == ["NAGOA_1"] * 3  # not renewed
    assert not [a for a in s.legal_actions() if a.type == "market"]


def test_Q_V7_variants_combine() -> None:
    opts = {k: True for k in ("one_capoeira_per_square", "one_character", "small_gallery", "fewer_scandals",
                              "fewer_blessings", "fast_market")}
    s = GAME.new_game(4, 2, opts)
    assert s.senzala == 26 and len(s.gallery) == 6


def test_Q_X1_two_to_five_players() -> None:
    assert (GAME.min_players, GAME.max_players) == (2, 5)
    with pytest.raises(OptionError):
        GAME.new_game(6, 0)


def test_Q_X2_map_is_data() -> None:
    assert {v["square"] for v in BUSINESSES.values()} == set(SQUARES)
    assert all(SQUARES[v["square"]]["region"] == v["region"] for v in BUSINESSES.values())


def test_Q_X3_capacities_from_data() -> None:
    assert CDP_CAPACITY == 5 and all(q["capacity"] == 5 for q in SQUARES.values())


def test_Q_X4_special_counts_pairing() -> None:
    assert KINDS["ESCANDALO"]["count"] == 6 and KINDS["BENCAO_IMPERIAL"]["count"] == 5


def test_Q_X5_blessing_icons() -> None:
    assert KINDS["BENCAO_IMPERIAL"]["wild"] == ["N", "G", "C", "L", "B", "K"]


def test_Q_X6_round_cap_draw() -> None:
    s = GAME.new_game(2, 0, {"round_cap": 10})
    while not s.is_terminal:
        acts = s.legal_actions()
        end = [a for a in acts if a.type in ("end_turn", "done", "open_business")]
        s.apply(end[0] if end else acts[0])
    r = s.result()
    assert r.draw and r.winners == () and r.details["reason"] == "round_cap" and s.turns == 20
