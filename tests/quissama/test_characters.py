"""Checklist Q-K*, Q-IC*, Q-QU*, Q-WO*, Q-JA*, Q-AM*, Q-AR*, Q-IM*, Q-PR*, Q-BE*, Q-AB*, Q-OA*:
the Gallery, costs, abilities, objectives, Bernardina, opponents' areas."""

from __future__ import annotations

import pytest

from contaria_desktop.engines.core import Action

from .helpers import do, finish_turn, hand, legal, pos


def test_Q_K1_ability_once_per_turn() -> None:
    s = pos(hands=[["NAGOA_1", "NAGOA_1"]], gallery={"PRINCESA": {"owner": 0}})
    do(s, "free_princesa", square="SQ_N1", pay="NAGOA_1:1")
    assert not legal(s, "free_princesa")


def test_Q_K2_conquered_goes_to_play_area() -> None:
    s = pos(hands=[["LIBERTY"] * 3], gallery={"PRINCESA": {"meeples": [0]}})
    do(s, "influence", character="PRINCESA", pay="LIBERTY:3")
    assert s.gallery["PRINCESA"]["owner"] == 0 and s.view(1)["seats"][0]["characters"] == ["PRINCESA"]


def test_Q_K3_conquest_in_gallery_or_opponent_area() -> None:
    s = pos(hands=[["LIBERTY"] * 3 + ["BOURGEOIS"]], gallery={"PRINCESA": {"owner": 1, "meeples": [0]}})
    do(s, "influence", character="PRINCESA", pay="BOURGEOIS:1,LIBERTY:3")
    assert s.gallery["PRINCESA"]["owner"] == 0


def test_Q_K4_cost_per_meeple() -> None:
    s = pos(hands=[["BOURGEOIS"] * 4])
    do(s, "influence", character="ARAUJO", pay="BOURGEOIS:2")
    assert s.gallery["ARAUJO"]["meeples"] == [0] and len(s.hands[0]) == 2


def test_Q_K5_others_meeples_coexist() -> None:
    s = pos(hands=[["BOURGEOIS"] * 2], gallery={"ARAUJO": {"meeples": [1, 2]}})
    do(s, "influence", character="ARAUJO", pay="BOURGEOIS:2")
    assert sorted(s.gallery["ARAUJO"]["meeples"]) == [0, 1, 2]


def test_Q_K6_conquest_returns_every_meeple() -> None:
    s = pos(hands=[["BOURGEOIS"] * 2], gallery={"ARAUJO": {"meeples": [1, 0, 2]}})
    do(s, "influence", character="ARAUJO", pay="BOURGEOIS:2")
    assert s.gallery["ARAUJO"]["meeples"] == [] and s.supply == [10, 10, 10]


def test_Q_K7_ability_from_next_turn() -> None:
    s = pos(players=2, hands=[["LIBERTY"] * 3 + ["NAGOA_1"], ["COIN_1"] * 5], gallery={"PRINCESA": {"meeples": [0]}})
    do(s, "influence", character="PRINCESA", pay="LIBERTY:3")
    assert not legal(s, "free_princesa")
    finish_turn(s)
    finish_turn(s)
    assert s.current == 0 and legal(s, "free_princesa")


def test_Q_K8_conquest_with_met_objective_wins() -> None:
    s = pos(hands=[["BOURGEOIS", "NAGOA_1", "GUAIAMUM_1"]], gallery={"IMPERADOR": {"meeples": [0]}},
            ministry=[0, 0, 0, 0, None, None])
    do(s, "influence", character="IMPERADOR", pay="BOURGEOIS:1,GUAIAMUM_1:1,NAGOA_1:1")
    assert s.is_terminal and s.result().winners == (0,)


@pytest.mark.parametrize("cid,char,good,bad", [
    ("IC1", "QUISSAMA", ["NAGOA_2", "NAGOA_2", "NAGOA_1"], ["NAGOA_2", "NAGOA_2"]),
    ("IC2", "WOODRUFF", ["COIN_2", "COIN_2", "COIN_1"], ["COIN_2", "COIN_2"]),
    ("IC4", "ALEMAO", ["GUAIAMUM_2", "GUAIAMUM_2"], ["GUAIAMUM_2", "GUAIAMUM_1"]),
    ("IC5", "ALENCAR", ["CROWN", "CROWN"], ["CROWN", "BOURGEOIS"]),
    ("IC6", "IMPERADOR", ["NAGOA_1", "BOURGEOIS", "GUAIAMUM_1"], ["NAGOA_1", "BOURGEOIS", "NAGOA_1"]),
    ("IC7", "PRINCESA", ["LIBERTY"] * 3, ["LIBERTY"] * 2),
    ("IC8", "ARAUJO", ["BOURGEOIS"] * 2, ["BOURGEOIS", "CROWN"]),
])
def test_Q_IC_influence_costs(cid: str, char: str, good: list, bad: list) -> None:
    assert legal(pos(hands=[good]), "influence", character=char), cid
    assert not legal(pos(hands=[bad]), "influence", character=char), cid


def test_Q_IC3_bernardina_three_identical() -> None:
    base = {"gallery": {"PRINCESA": {"owner": 0}}}
    assert legal(pos(hands=[["NAGOA_2"] * 3], **base), "influence", character="BERNARDINA")
    assert not legal(pos(hands=[["NAGOA_2", "NAGOA_2", "NAGOA_1"]], **base), "influence", character="BERNARDINA")
    assert legal(pos(hands=[["ESCANDALO"] * 3], **base), "influence", character="BERNARDINA", pay="ESCANDALO:3")


def test_Q_QU1_stash_or_rescue() -> None:
    s = pos(hands=[[]], gallery={"QUISSAMA": {"owner": 0}}, deck=["CROWN"], market=["COIN_1", "NAGOA_1", "LIBERTY"])
    do(s, "ability", character="QUISSAMA", mode="stash")
    assert s.view(1)["stash"] == ["CROWN"] and not legal(s, "ability")
    s2 = pos(hands=[[]], gallery={"QUISSAMA": {"owner": 0}}, stash=["CROWN", "LIBERTY"])
    do(s2, "ability", character="QUISSAMA", mode="rescue")
    assert hand(s2) == ["CROWN", "LIBERTY"] and s2.stash == []
    assert sorted(s2.view(1)["seats"][0]["known_cards"]) == ["CROWN", "LIBERTY"]  # rescued cards are public


@pytest.mark.parametrize("cid,char", [("QU2", "QUISSAMA"), ("WO2", "WOODRUFF")])
def test_Q_QU2_WO2_objective_bernardina(cid: str, char: str) -> None:
    s = pos(hands=[["CROWN"] * 3], gallery={char: {"owner": 0}, "BERNARDINA": {"meeples": [0]}}, turn_number=3)
    do(s, "influence", character="BERNARDINA", pay="CROWN:3")
    assert s.result().winners == (0,), cid


def test_Q_QU3_stash_discarded_when_conquered() -> None:
    s = pos(hands=[["NAGOA_2", "NAGOA_2", "NAGOA_1", "BOURGEOIS"]], stash=["CROWN", "COIN_1"],
            gallery={"QUISSAMA": {"owner": 1, "meeples": [0]}})
    do(s, "influence", character="QUISSAMA", pay="BOURGEOIS:1,NAGOA_1:1,NAGOA_2:2")
    assert s.stash == [] and {"CROWN", "COIN_1"} <= {c.rsplit(".", 1)[0] for c in s.discard}


def test_Q_WO1_peek_then_swap_chosen_by_active() -> None:
    s = pos(hands=[["NAGOA_1"], ["CROWN", "LIBERTY"]], gallery={"WOODRUFF": {"owner": 0}})
    ev = s.apply(Action("ability", character="WOODRUFF", seat=1))
    peek = [e for e in ev if e.type == "quissama.peek_cards"][0]
    assert peek.visible_to == (0,) and peek.params["cards"] == ["CROWN", "LIBERTY"] and peek.reveals
    assert {(a["give"], a["take"]) for a in legal(s, "swap")} == {("NAGOA_1", "CROWN"), ("NAGOA_1", "LIBERTY")}
    do(s, "swap", give="NAGOA_1", take="CROWN")
    assert hand(s, 0) == ["CROWN"] and hand(s, 1) == ["LIBERTY", "NAGOA_1"]
    assert s.view(1)["seats"][0]["known_cards"] == ["CROWN"]  # swapped cards known to both
    assert s.view(2)["seats"][0]["known_cards"] == []


def test_Q_WO3_declining_spends_the_ability() -> None:
    s = pos(hands=[["NAGOA_1"], ["CROWN"], ["LIBERTY"]], gallery={"WOODRUFF": {"owner": 0}})
    do(s, "ability", character="WOODRUFF", seat=1)
    do(s, "no_swap")
    assert not legal(s, "ability")


def test_Q_JA1_alencar_two_of_three() -> None:
    for h in (["BOURGEOIS", "COIN_1"], ["CROWN", "COIN_1"], ["BOURGEOIS", "CROWN"]):
        assert legal(pos(hands=[h], gallery={"ALENCAR": {"owner": 0}}), "minister_alencar"), h
    assert not legal(pos(hands=[["BOURGEOIS"]], gallery={"ALENCAR": {"owner": 0}}), "minister_alencar")
    s = pos(hands=[["CROWN", "COIN_1"]], gallery={"ALENCAR": {"owner": 0}})
    do(s, "minister_alencar", pay="COIN_1:1,CROWN:1")
    assert s.ministry[0] == 0 and not legal(s, "minister_alencar")


def test_Q_JA2_alencar_objective() -> None:
    s = pos(hands=[["BOURGEOIS", "CROWN", "COIN_1"]], gallery={"ALENCAR": {"owner": 0}},
            ministry=[0, None, None, None, None, None],
            businesses={"BZ_N1": {"merchant": 0, "workers": 2}, "BZ_G1": {"merchant": 0, "workers": 2}})
    do(s, "minister", pay="BOURGEOIS:1,CROWN:1")  # a usable token pays the coin
    assert s.result().winners == (0,)


def test_Q_AM1_AM3_blind_steal_count() -> None:
    s = pos(players=2, hands=[[], ["CROWN", "LIBERTY"]], gallery={"ALEMAO": {"owner": 0}}, cdp=1)
    do(s, "ability", character="ALEMAO")
    assert [a.args for a in s.legal_actions()] == [(("seat", 1),)]  # no card choice: blind
    ev = s.apply(Action("steal", seat=1))
    private = [e for e in ev if e.type == "quissama.stolen_card"][0]
    assert private.visible_to == (0, 1) and len(s.hands[0]) == 1


def test_Q_AM2_victim_has_fewer_cards_next_turn() -> None:
    s = pos(players=2, hands=[[], ["CROWN", "LIBERTY", "COIN_1", "COIN_1", "COIN_1"]],
            gallery={"ALEMAO": {"owner": 0}}, cdp=2)
    do(s, "ability", character="ALEMAO")
    do(s, "steal", seat=1)
    do(s, "steal", seat=1)
    finish_turn(s)
    assert s.current == 1 and len(s.hands[1]) == 3


def test_Q_AM4_alternate() -> None:
    s = pos(hands=[[], ["COIN_1"] * 3, ["CROWN"] * 3], gallery={"ALEMAO": {"owner": 0}}, cdp=3)
    do(s, "ability", character="ALEMAO")
    assert {a["seat"] for a in legal(s, "steal")} == {1, 2}
    do(s, "steal", seat=2)
    assert {a["seat"] for a in legal(s, "steal")} == {1}
    do(s, "steal", seat=1)
    assert {a["seat"] for a in legal(s, "steal")} == {1, 2}
    do(s, "steal", seat=1)
    assert (len(s.hands[1]), len(s.hands[2]), len(s.hands[0])) == (1, 2, 3)


def test_Q_AM5_alemao_objective() -> None:
    s = pos(hands=[["COIN_2", "GUAIAMUM_1"]], gallery={"ALEMAO": {"owner": 0}}, cdp=4)
    do(s, "recruit", square="SQ_G1", pay="COIN_2:1,GUAIAMUM_1:1")
    assert s.result().winners == (0,)


def test_Q_AR1_tokens_worth_two() -> None:
    s = pos(hands=[["BOURGEOIS"]], gallery={"ARAUJO": {"owner": 0}},
            businesses={"BZ_N1": {"merchant": 0, "workers": 2}})
    assert legal(s, "acquire", business="BZ_N2", pay="BOURGEOIS:1")


def test_Q_AR2_araujo_objective() -> None:
    bz = {b: {"merchant": 0, "workers": 2} for b in ("BZ_N1", "BZ_N2", "BZ_N4")}
    bz["BZ_N3"] = {"merchant": 0, "workers": 1}
    s = pos(hands=[["COIN_2", "NAGOA_1"]], gallery={"ARAUJO": {"owner": 0}}, businesses=bz)
    do(s, "employ", business="BZ_N3", pay="NAGOA_1:1")  # a +2 token pays the two coins
    assert s.result().winners == (0,)


def test_Q_AR3_araujo_changes_hands() -> None:
    s = pos(hands=[["BOURGEOIS"] * 3], gallery={"ARAUJO": {"owner": 1, "meeples": [0]}},
            businesses={"BZ_N1": {"merchant": 0, "workers": 2}, "BZ_G1": {"merchant": 1, "workers": 2}})
    assert s.token_value(1) == 1  # seat 0's meeple blocks it (Q-AR4)
    do(s, "influence", character="ARAUJO", pay="BOURGEOIS:3")
    assert s.token_value(1) == 1 and s.token_value(0) == 1  # conqueror: +2 from his next turn (OQ-Q9)
    s.turn["conquered"] = []
    assert s.token_value(0) == 2


def test_Q_AR4_blocked_araujo_gives_plus_one() -> None:
    s = pos(gallery={"ARAUJO": {"owner": 0, "meeples": [1]}}, businesses={"BZ_N1": {"merchant": 0, "workers": 2}})
    assert s.token_value(0) == 1


def test_Q_IM1_IM3_replace_merchant_and_minister() -> None:
    s = pos(hands=[["BOURGEOIS", "COIN_2"]], gallery={"IMPERADOR": {"owner": 0}},
            businesses={"BZ_N1": {"merchant": 1}}, ministry=[1, None, None, None, None, None])
    assert legal(s, "imperador", target="business:BZ_N1", pay="BOURGEOIS:1,COIN_2:1")
    assert not legal(s, "imperador", target="minister:1")
    do(s, "imperador", target="business:BZ_N1", pay="BOURGEOIS:1,COIN_2:1")
    assert s.businesses["BZ_N1"]["merchant"] == 0 and s.supply[1] == 9 and s.supply[0] == 9
    s2 = pos(hands=[["BOURGEOIS", "CROWN", "COIN_1"]], gallery={"IMPERADOR": {"owner": 0}},
             ministry=[None, 1, None, None, None, None])
    do(s2, "imperador", target="minister:2", pay="BOURGEOIS:1,COIN_1:1,CROWN:1")
    assert s2.ministry[1] == 0 and s2.supply[1] == 10


def test_Q_IM2_imperador_objective() -> None:
    s = pos(hands=[["BOURGEOIS", "CROWN", "COIN_1"]], gallery={"IMPERADOR": {"owner": 0}},
            ministry=[1, 0, 0, 0, None, None])
    do(s, "imperador", target="minister:1", pay="BOURGEOIS:1,COIN_1:1,CROWN:1")
    assert s.result().winners == (0,)


def test_Q_IM4_token_moves_to_imperador_at_plus_one() -> None:
    s = pos(hands=[["BOURGEOIS", "COIN_2"]], gallery={"IMPERADOR": {"owner": 0}, "ARAUJO": {"owner": 1}},
            businesses={"BZ_G1": {"merchant": 1, "workers": 2}})
    assert s.token_value(1) == 2
    do(s, "imperador", target="business:BZ_G1", pay="BOURGEOIS:1,COIN_2:1")
    b = s.businesses["BZ_G1"]
    assert b["token"] == 0 and b["fresh"] and s.token_value(0) == 1
    assert s.view(1)["seats"][1]["tokens"] == []


def test_Q_PR1_free_with_capoeira_card_only() -> None:
    s = pos(hands=[["GUAIAMUM_1"]], gallery={"PRINCESA": {"owner": 0}})
    do(s, "free_princesa", square="SQ_G1", pay="GUAIAMUM_1:1")
    assert s.squares["SQ_G1"] == 3


def test_Q_PR2_princesa_objective_on_anyones_action() -> None:
    s = pos(hands=[["FUGA"]], gallery={"PRINCESA": {"owner": 1}}, squares={"SQ_N1": 5, "SQ_N2": 5, "SQ_G1": 4})
    do(s, "special", card="FUGA", square="SQ_G1")
    assert s.result().winners == (1,)  # OQ-Q11


def test_Q_PR3_PR4_double_card_and_liberty() -> None:
    s = pos(hands=[["NAGOA_2", "LIBERTY"]], gallery={"PRINCESA": {"owner": 0}})
    do(s, "free_princesa", square="SQ_N1", pay="NAGOA_2:1")
    do(s, "free", square="SQ_N1", pay="LIBERTY:1")
    assert s.squares["SQ_N1"] == 4 and s.hands[0] == []


def test_Q_BE1_needs_a_freed_character() -> None:
    assert not legal(pos(hands=[["CROWN"] * 3]), "influence", character="BERNARDINA")
    blocked = pos(hands=[["CROWN"] * 3], gallery={"PRINCESA": {"owner": 0, "meeples": [1]}})
    assert not legal(blocked, "influence", character="BERNARDINA")
    assert legal(pos(hands=[["CROWN"] * 3], gallery={"PRINCESA": {"owner": 0}}), "influence", character="BERNARDINA")


def test_Q_BE2_any_character_suffices() -> None:
    assert legal(pos(hands=[["CROWN"] * 3], gallery={"ARAUJO": {"owner": 0}}), "influence", character="BERNARDINA")


def test_Q_BE3_BE4_remove_then_place_in_two_turns() -> None:
    s = pos(players=2, hands=[["CROWN"] * 3 + ["LIBERTY"] * 3, ["COIN_1"] * 5],
            gallery={"ARAUJO": {"owner": 0}, "BERNARDINA": {"meeples": [1]}})
    assert not legal(s, "influence", character="BERNARDINA")
    do(s, "bernardina_remove", seat=1, pay="CROWN:3")
    assert s.gallery["BERNARDINA"]["meeples"] == [] and not legal(s, "influence", character="BERNARDINA")
    finish_turn(s)
    finish_turn(s)
    assert legal(s, "influence", character="BERNARDINA", pay="LIBERTY:3")


def test_Q_BE5_opponent_area_adds_bourgeois() -> None:
    base = {"gallery": {"ARAUJO": {"owner": 0}, "BERNARDINA": {"owner": 1}}}
    assert not legal(pos(hands=[["CROWN"] * 3], **base), "influence", character="BERNARDINA")
    assert legal(pos(hands=[["CROWN"] * 3 + ["BOURGEOIS"]], **base), "influence", character="BERNARDINA",
                 pay="BOURGEOIS:1,CROWN:3")


def test_Q_BE6_colar_removes_instead_of_placing() -> None:
    s = pos(hands=[["COLAR"]], gallery={"WOODRUFF": {"owner": 0}, "BERNARDINA": {"owner": 2, "meeples": [1]}})
    do(s, "special", card="COLAR")
    assert s.gallery["BERNARDINA"]["meeples"] == [] and s.supply[1] == 10 and s.supply[0] == 10


def test_Q_BE7_one_players_meeples_on_bernardina() -> None:
    s = pos(hands=[["CROWN"] * 3, ["LIBERTY"] * 3], gallery={"ARAUJO": {"owner": 0}, "BERNARDINA": {"meeples": [1]}})
    assert not legal(s, "influence", character="BERNARDINA")


def test_Q_AB1_several_abilities_same_turn() -> None:
    s = pos(hands=[["NAGOA_1", "CROWN", "COIN_1"]], gallery={"PRINCESA": {"owner": 0}, "ALENCAR": {"owner": 0}})
    do(s, "free_princesa", square="SQ_N1", pay="NAGOA_1:1")
    assert legal(s, "minister_alencar")


def test_Q_AB2_win_through_any_held_objective() -> None:
    s = pos(hands=[["GUAIAMUM_1"]], gallery={"IMPERADOR": {"owner": 0}, "PRINCESA": {"owner": 0}},
            squares={"SQ_N1": 5, "SQ_N2": 5, "SQ_G1": 4})
    do(s, "free_princesa", square="SQ_G1", pay="GUAIAMUM_1:1")
    assert s.result().winners == (0,)


def test_Q_OA1_OA4_opponent_area_costs_a_bourgeois() -> None:
    base = {"gallery": {"QUISSAMA": {"owner": 1}}}
    assert not legal(pos(hands=[["NAGOA_2", "NAGOA_2", "NAGOA_1"]], **base), "influence", character="QUISSAMA")
    assert legal(pos(hands=[["NAGOA_2", "NAGOA_2", "NAGOA_1", "BOURGEOIS"]], **base), "influence", character="QUISSAMA")


def test_Q_OA2_blocked_gives_no_ability_no_victory() -> None:
    s = pos(hands=[["NAGOA_1"]], gallery={"PRINCESA": {"owner": 0, "meeples": [1]}},
            squares={"SQ_N1": 5, "SQ_N2": 5, "SQ_G1": 5})
    assert not s.is_terminal and not legal(s, "free_princesa")


def test_Q_OA3_owner_removes_blocker_at_base_cost() -> None:
    s = pos(hands=[["NAGOA_2", "NAGOA_2", "NAGOA_1"]], gallery={"QUISSAMA": {"owner": 0, "meeples": [1]}})
    do(s, "remove_blocker", character="QUISSAMA", seat=1, pay="NAGOA_1:1,NAGOA_2:2")
    assert s.gallery["QUISSAMA"]["meeples"] == [] and s.supply[1] == 10


def test_Q_OA3_removing_the_blocker_wins_at_once() -> None:
    s = pos(hands=[["LIBERTY"] * 3], gallery={"PRINCESA": {"owner": 0, "meeples": [2]}},
            squares={"SQ_N1": 5, "SQ_N2": 5, "SQ_G1": 5})
    do(s, "remove_blocker", character="PRINCESA", seat=2, pay="LIBERTY:3")
    assert s.result().winners == (0,)
