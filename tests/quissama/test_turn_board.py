"""Checklist Q-T*, Q-M*, Q-BZ*, Q-CO*, Q-MK*, Q-SQ*, Q-AT*, Q-CP*: the turn, Ministry, businesses,
coins, Market, squares, attacks, the Cabeça de Porco."""

from __future__ import annotations

from contaria_desktop.engines.core import Action

from .helpers import EMPTY_SQUARES, do, finish_turn, hand, legal, pos


def test_Q_T1_draw_per_minister_at_turn_start() -> None:
    s = pos(hands=[[], ["COIN_1"] * 5], ministry=[1, 1, None, 0, None, None])
    finish_turn(s)
    assert s.current == 1 and len(s.hands[1]) == 7


def test_Q_T2_abilities_any_time_in_main_phase() -> None:
    s = pos(hands=[["LIBERTY", "NAGOA_1", "NAGOA_1"]], gallery={"PRINCESA": {"owner": 0}})
    do(s, "free", square="SQ_N1", pay="LIBERTY:1,NAGOA_1:1")
    assert legal(s, "free_princesa", square="SQ_N1")


def test_Q_T3_any_number_of_combinations() -> None:
    s = pos(hands=[["BOURGEOIS", "COIN_2", "BOURGEOIS", "COIN_2"]])
    do(s, "acquire", business="BZ_N1", pay="BOURGEOIS:1,COIN_2:1")
    do(s, "acquire", business="BZ_N2", pay="BOURGEOIS:1,COIN_2:1")
    assert s.businesses["BZ_N2"]["merchant"] == 0


def test_Q_T4_discard_then_refill_to_five() -> None:
    s = pos(hands=[["COIN_1", "CROWN"]])
    do(s, "end_turn")
    do(s, "discard", kind="CROWN")
    do(s, "done")
    assert len(s.hands[0]) == 5 and "CROWN" in [c.rsplit(".", 1)[0] for c in s.discard]


def test_Q_T5_no_end_with_more_than_five() -> None:
    s = pos(hands=[["COIN_1"] * 7])
    do(s, "end_turn")
    assert Action("done") not in s.legal_actions()
    do(s, "discard", kind="COIN_1")
    do(s, "discard", kind="COIN_1")
    assert Action("done") in s.legal_actions()


def test_Q_T6_reshuffle_discard_when_deck_runs_out() -> None:
    s = pos(hands=[[]], deck=["CROWN"], discard=["COIN_1", "COIN_2", "LIBERTY", "BOURGEOIS"], market=["NAGOA_1", "NAGOA_2", "GUAIAMUM_1"])
    do(s, "end_turn")
    ev = s.apply(Action("done"))
    assert any(e.type == "quissama.reshuffle" for e in ev)
    assert hand(s, 0) == sorted(["CROWN", "COIN_1", "COIN_2", "LIBERTY", "BOURGEOIS"]) and s.discard == []


def test_Q_M1_six_slots_and_draws() -> None:
    s = pos()
    assert len(s.ministry) == 6


def test_Q_M2_minister_costs_b_k_c_goes_to_slot_1() -> None:
    s = pos(hands=[["BOURGEOIS", "CROWN", "COIN_1"]])
    assert [a["pay"] for a in legal(s, "minister")] == ["BOURGEOIS:1,COIN_1:1,CROWN:1"]
    do(s, "minister", pay="BOURGEOIS:1,COIN_1:1,CROWN:1")
    assert s.ministry[0] == 0 and s.hands[0] == []
    assert not legal(pos(hands=[["BOURGEOIS", "CROWN"]]), "minister")


def test_Q_M3_push_down() -> None:
    s = pos(hands=[["BOURGEOIS", "CROWN", "COIN_1"]], ministry=[1, 2, None, None, None, None])
    do(s, "minister", pay="BOURGEOIS:1,COIN_1:1,CROWN:1")
    assert s.ministry[:4] == [0, 1, 2, None]


def test_Q_M4_pushed_out_of_six_returns() -> None:
    s = pos(hands=[["BOURGEOIS", "CROWN", "COIN_1"]], ministry=[1, 1, 2, 2, 1, 2])
    do(s, "minister", pay="BOURGEOIS:1,COIN_1:1,CROWN:1")
    assert s.ministry == [0, 1, 1, 2, 2, 1] and s.supply[2] == 8


def test_Q_M5_move_only_when_necessary() -> None:
    s = pos(hands=[["BOURGEOIS", "CROWN", "COIN_1"]], ministry=[1, None, 2, None, None, None])
    do(s, "minister", pay="BOURGEOIS:1,COIN_1:1,CROWN:1")
    assert s.ministry == [0, 1, 2, None, None, None]


def test_Q_BZ1_ten_businesses_three_spaces() -> None:
    from contaria_desktop.engines.quissama.rules_data import WORKERS
    assert len(pos().businesses) == 10 and WORKERS == 2


def test_Q_BZ2_workers_from_linked_square() -> None:
    s = pos(hands=[["COIN_2", "NAGOA_1"]], businesses={"BZ_N4": {"merchant": 0}})
    do(s, "employ", business="BZ_N4", pay="COIN_2:1,NAGOA_1:1")
    assert s.squares["SQ_N2"] == 1 and s.squares["SQ_N1"] == 2


def test_Q_BZ3_acquire_b_plus_two_coins() -> None:
    s = pos(hands=[["BOURGEOIS", "COIN_1", "COIN_1"]])
    do(s, "acquire", business="BZ_G1", pay="BOURGEOIS:1,COIN_1:2")
    assert s.businesses["BZ_G1"]["merchant"] == 0 and s.supply[0] == 9


def test_Q_BZ4_employ_two_coins_and_a_gang_card() -> None:
    s = pos(hands=[["COIN_2", "NAGOA_1", "GUAIAMUM_1"]], businesses={"BZ_G1": {"merchant": 0}})
    assert {a["pay"] for a in legal(s, "employ", business="BZ_G1")} == {"COIN_2:1,GUAIAMUM_1:1"}


def test_Q_BZ5_employ_needs_a_merchant_owner_only() -> None:
    s = pos(hands=[["COIN_2", "NAGOA_1"]], businesses={"BZ_N2": {"merchant": 1}})
    assert not legal(s, "employ")  # R16 / OQ-Q6
    s2 = pos(hands=[["COIN_2", "NAGOA_1"]], businesses={"BZ_N2": {"merchant": 1}}, options={"employ_any_business": True})
    assert legal(s2, "employ", business="BZ_N2") and not legal(s2, "employ", business="BZ_N1")


def test_Q_BZ6_new_business_before_others_full() -> None:
    s = pos(hands=[["BOURGEOIS", "COIN_2"]], businesses={"BZ_N1": {"merchant": 0}})
    assert legal(s, "acquire", business="BZ_N2")


def test_Q_BZ7_full_business_gives_token() -> None:
    s = pos(hands=[["COIN_2", "NAGOA_1"]], businesses={"BZ_N1": {"merchant": 0, "workers": 1}})
    do(s, "employ", business="BZ_N1", pay="COIN_2:1,NAGOA_1:1")
    assert s.businesses["BZ_N1"]["token"] == 0 and s.view(1)["seats"][0]["tokens"][0]["value"] == 1


def test_Q_CO1_full_is_merchant_plus_two() -> None:
    s = pos(businesses={"BZ_N1": {"merchant": 0, "workers": 2}, "BZ_N2": {"merchant": 0, "workers": 1}})
    assert s.full_businesses(0) == 1


def test_Q_CO2_token_usable_from_next_turn() -> None:
    s = pos(hands=[["COIN_2", "NAGOA_1", "BOURGEOIS", "COIN_1"]], businesses={"BZ_N1": {"merchant": 0, "workers": 1}})
    do(s, "employ", business="BZ_N1", pay="COIN_2:1,NAGOA_1:1")
    assert not legal(s, "acquire", pay="BOURGEOIS:1")  # the fresh token waits
    s.businesses["BZ_N1"]["fresh"] = False
    s._legal = None
    assert legal(s, "acquire", pay="BOURGEOIS:1,COIN_1:1")


def test_Q_CO3_token_stays_for_later_turns() -> None:
    s = pos(hands=[["BOURGEOIS", "COIN_1"]], businesses={"BZ_N1": {"merchant": 0, "workers": 2}})
    do(s, "acquire", business="BZ_N2", pay="BOURGEOIS:1,COIN_1:1")
    assert s.businesses["BZ_N1"]["token"] == 0 and s.businesses["BZ_N1"]["used"]
    finish_turn(s)
    for _ in range(2):
        finish_turn(s)
    assert s.current == 0 and not s.businesses["BZ_N1"]["used"]


def test_Q_CO4_token_pays_like_a_card() -> None:
    s = pos(hands=[["BOURGEOIS", "CROWN"]], businesses={"BZ_N1": {"merchant": 0, "workers": 2}})
    do(s, "minister", pay="BOURGEOIS:1,CROWN:1")
    assert s.ministry[0] == 0 and s.businesses["BZ_N1"]["used"]


def test_Q_CO5_coins_add_up() -> None:
    s = pos(hands=[["COIN_1", "COIN_1", "COIN_2", "BOURGEOIS"]])
    pays = {a["pay"] for a in legal(s, "acquire", business="BZ_N1")}
    assert pays == {"BOURGEOIS:1,COIN_1:2", "BOURGEOIS:1,COIN_2:1"}


def test_Q_CO6_two_coin_card_is_two_tokens() -> None:
    s = pos(hands=[["BOURGEOIS", "CROWN", "COIN_2"]])
    do(s, "minister", pay="BOURGEOIS:1,COIN_2:1,CROWN:1")
    assert s.turn["credit"]["C"] == 1  # the second coin carries (OQ-Q4)


def test_Q_MK1_market_has_three() -> None:
    assert len(pos().market) == 3


def test_Q_MK2_exchange_one_for_one() -> None:
    s = pos(hands=[["NAGOA_1"]], market=["COIN_1", "CROWN", "LIBERTY"])
    do(s, "market", give="NAGOA_1", take=1)
    assert hand(s) == ["CROWN"] and [c.rsplit(".", 1)[0] for c in s.market] == ["COIN_1", "NAGOA_1", "LIBERTY"]


def test_Q_MK3_one_market_action_per_turn() -> None:
    s = pos(hands=[["NAGOA_1", "NAGOA_2"]], market=["COIN_1", "CROWN", "LIBERTY"])
    do(s, "market", give="NAGOA_1", take=1)
    assert not legal(s, "market")


def test_Q_MK4_renew_on_three_identical() -> None:
    s = pos(hands=[["COIN_1"]], market=["COIN_1", "COIN_1", "CROWN"], deck=["NAGOA_1", "LIBERTY", "BOURGEOIS"])
    ev = s.apply(Action("market", give="COIN_1", take=2))
    assert any(e.type == "quissama.market_renewed" for e in ev)
    assert sorted(c.rsplit(".", 1)[0] for c in s.market) == ["BOURGEOIS", "LIBERTY", "NAGOA_1"]
    assert sorted(c.rsplit(".", 1)[0] for c in s.discard) == ["COIN_1"] * 3


def test_Q_MK4_renewal_at_setup() -> None:
    from contaria_desktop.engines.quissama import GAME
    for seed in range(200):
        s = GAME.new_game(2, seed)
        assert len({c.rsplit(".", 1)[0] for c in s.market}) > 1


def test_Q_SQ1_two_squares_per_region() -> None:
    from contaria_desktop.engines.quissama.rules_data import SQUARES
    assert sorted(v["region"] for v in SQUARES.values()) == ["GUAIAMUM"] * 2 + ["NAGOA"] * 2


def test_Q_SQ2_squares_supply_their_businesses() -> None:
    s = pos(hands=[["COIN_2", "GUAIAMUM_1"]], squares={"SQ_G2": 0}, businesses={"BZ_G4": {"merchant": 0}})
    assert not legal(s, "employ", business="BZ_G4")


def test_Q_SQ3_free_liberty_and_gang_card() -> None:
    s = pos(hands=[["LIBERTY", "GUAIAMUM_1", "NAGOA_1"]])
    assert {(a["square"], a["pay"]) for a in legal(s, "free")} == {
        ("SQ_N1", "LIBERTY:1,NAGOA_1:1"), ("SQ_N2", "LIBERTY:1,NAGOA_1:1"),
        ("SQ_G1", "GUAIAMUM_1:1,LIBERTY:1"), ("SQ_G2", "GUAIAMUM_1:1,LIBERTY:1")}
    do(s, "free", square="SQ_G1", pay="GUAIAMUM_1:1,LIBERTY:1")
    assert s.squares["SQ_G1"] == 3 and s.senzala == 21


def test_Q_SQ4_double_card_needs_two_liberties() -> None:
    s = pos(hands=[["LIBERTY", "LIBERTY", "NAGOA_2"]])
    do(s, "free", square="SQ_N1", pay="LIBERTY:1,NAGOA_2:1")
    assert s.turn["credit"]["N"] == 1
    do(s, "free", square="SQ_N1", pay="LIBERTY:1")
    assert s.squares["SQ_N1"] == 4 and s.hands[0] == []


def test_Q_SQ5_icons_add_up() -> None:
    s = pos(hands=[["NAGOA_1", "NAGOA_1", "NAGOA_1", "NAGOA_2", "NAGOA_2"]])
    pays = {a["pay"] for a in legal(s, "influence", character="QUISSAMA")}
    assert pays == {"NAGOA_1:1,NAGOA_2:2", "NAGOA_1:3,NAGOA_2:1"}


def test_Q_AT1_three_of_one_gang_against_other_region() -> None:
    s = pos(hands=[["GUAIAMUM_2", "GUAIAMUM_1", "NAGOA_1"]])
    targets = {a["target"] for a in legal(s, "attack")}
    assert targets == {"square:SQ_N1", "square:SQ_N2"}


def test_Q_AT2_removed_to_senzala() -> None:
    s = pos(hands=[["GUAIAMUM_2", "GUAIAMUM_1"]])
    do(s, "attack", target="square:SQ_N1", pay="GUAIAMUM_1:1,GUAIAMUM_2:1")
    assert s.squares["SQ_N1"] == 1 and s.senzala == 23


def test_Q_AT3_extra_capoeiras_this_turn_only() -> None:
    s = pos(hands=[["GUAIAMUM_2", "GUAIAMUM_2"]])
    do(s, "attack", target="square:SQ_N1", pay="GUAIAMUM_2:2")
    assert s.turn["credit"]["G"] == 1
    finish_turn(s)
    assert s.turn["credit"]["G"] == 0


def test_Q_AT4_business_only_when_its_square_is_empty() -> None:
    s = pos(hands=[["GUAIAMUM_2", "GUAIAMUM_1"]], squares={"SQ_N1": 1},
            businesses={"BZ_N1": {"merchant": 1, "workers": 1}, "BZ_N4": {"merchant": 1, "workers": 1},
                        "BZ_N2": {"merchant": 0, "workers": 1}})
    s.squares["SQ_N1"] = 0
    s._legal = None
    targets = {a["target"] for a in legal(s, "attack")}
    assert "business:BZ_N1" in targets and "business:BZ_N4" not in targets
    assert "business:BZ_N2" not in targets  # own business (OQ-Q14)


def test_Q_AT5_peito_anywhere() -> None:
    s = pos(hands=[["BENCAO_DE_PEITO"]], businesses={"BZ_N4": {"merchant": 1, "workers": 2}})
    assert legal(s, "special", card="BENCAO_DE_PEITO", location="business:BZ_N4")


def test_Q_CP1_steal_count_is_cdp() -> None:
    s = pos(players=2, hands=[[], ["COIN_1"] * 4], gallery={"ALEMAO": {"owner": 0}}, cdp=3)
    do(s, "ability", character="ALEMAO")
    for _ in range(3):
        do(s, "steal", seat=1)
    assert len(s.hands[0]) == 3 and len(s.hands[1]) == 1 and s.pending is None


def test_Q_CP2_recruit_two_coins_and_a_guaiamum() -> None:
    s = pos(hands=[["COIN_2", "GUAIAMUM_1"]])
    assert {a["square"] for a in legal(s, "recruit")} == {"SQ_G1", "SQ_G2"}
    do(s, "recruit", square="SQ_G2", pay="COIN_2:1,GUAIAMUM_1:1")
    assert s.cdp == 1 and s.squares["SQ_G2"] == 1


def test_Q_CP3_cdp_attackable_only_with_an_empty_guaiamum_square() -> None:
    s = pos(hands=[["NAGOA_2", "NAGOA_1"]], cdp=2)
    assert not legal(s, "attack", target="cdp")
    s2 = pos(hands=[["NAGOA_2", "NAGOA_1"]], cdp=2, squares={"SQ_G2": 0})
    assert legal(s2, "attack", target="cdp")


def test_Q_CP4_only_nagoas_attack_cdp() -> None:
    s = pos(hands=[["GUAIAMUM_2", "GUAIAMUM_1"]], cdp=2, squares={"SQ_G2": 0})
    assert not legal(s, "attack", target="cdp")
