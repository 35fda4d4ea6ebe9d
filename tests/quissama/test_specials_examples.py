"""Checklist Q-SP*: the nine special cards; worked examples Q-EX1..Q-EX18 with their printed
numbers (rulings/worked-examples.md)."""

from __future__ import annotations

from contaria_desktop.engines.core import Action
from contaria_desktop.engines.quissama import GAME

from .helpers import do, finish_turn, hand, legal, pos


def test_Q_SP1_SP2_scandal_any_slot_then_removed() -> None:
    s = pos(hands=[["ESCANDALO"]], ministry=[0, 1, 2, None, None, None])
    assert {a["slot"] for a in legal(s, "special", card="ESCANDALO")} == {1, 2, 3}
    do(s, "special", card="ESCANDALO", slot=2)
    assert s.ministry == [0, None, 2, None, None, None] and s.supply[1] == 10
    assert [c.rsplit(".", 1)[0] for c in s.removed] == ["ESCANDALO"] and s.discard == []


def test_Q_SP3_scandal_discarded_stays_in_game() -> None:
    s = pos(hands=[["ESCANDALO"]])
    do(s, "end_turn")
    do(s, "discard", kind="ESCANDALO")
    assert [c.rsplit(".", 1)[0] for c in s.discard] == ["ESCANDALO"] and s.removed == []


def test_Q_SP4_blessing_is_one_icon() -> None:
    s = pos(hands=[["BENCAO_IMPERIAL", "NAGOA_1"]])
    assert legal(s, "free", square="SQ_N1", pay="BENCAO_IMPERIAL:1,NAGOA_1:1")
    assert not legal(pos(hands=[["BENCAO_IMPERIAL", "BOURGEOIS"]]), "acquire")  # one icon, value 1


def test_Q_SP5_peito_square_business_cdp() -> None:
    s = pos(hands=[["BENCAO_DE_PEITO"]], cdp=1, businesses={"BZ_N1": {"merchant": 1, "workers": 1}})
    locs = {a["location"] for a in legal(s, "special", card="BENCAO_DE_PEITO")}
    assert locs == {"square:SQ_N1", "square:SQ_N2", "square:SQ_G1", "square:SQ_G2", "business:BZ_N1", "cdp"}
    do(s, "special", card="BENCAO_DE_PEITO", location="cdp")
    assert s.cdp == 0 and s.senzala == 21  # 30 - 8 - 1 - 1, then +1


def test_Q_SP6_peito_empties_full_business_despite_square() -> None:
    s = pos(hands=[["BENCAO_DE_PEITO"]], businesses={"BZ_N1": {"merchant": 1, "workers": 2}})
    assert s.full_businesses(1) == 1
    do(s, "special", card="BENCAO_DE_PEITO", location="business:BZ_N1")
    assert s.full_businesses(1) == 0 and s.businesses["BZ_N1"]["token"] is None and s.squares["SQ_N1"] == 2


def test_Q_SP7_fuga_any_square() -> None:
    s = pos(hands=[["FUGA"]], squares={"SQ_N2": 5})
    assert {a["square"] for a in legal(s, "special", card="FUGA")} == {"SQ_N1", "SQ_G1", "SQ_G2"}


def test_Q_SP8_colar_woodruff_or_bernardina() -> None:
    s = pos(hands=[["COLAR"]], gallery={"WOODRUFF": {"owner": 1}})
    do(s, "special", card="COLAR")
    assert s.gallery["WOODRUFF"]["meeples"] == [0]  # no +B
    s2 = pos(hands=[["COLAR"]], gallery={"WOODRUFF": {"owner": 0}})
    do(s2, "special", card="COLAR")
    assert s2.gallery["BERNARDINA"]["meeples"] == [0]


def test_Q_SP9_malta_remove_from_alemao_or_place_on_quissama() -> None:
    s = pos(hands=[["MALTA"]], gallery={"ALEMAO": {"owner": 0, "meeples": [1]}, "QUISSAMA": {"owner": 2}})
    assert {a.get("option") for a in legal(s, "special", card="MALTA")} == {"remove", "place"}
    do(s, "special", card="MALTA", option="remove", seat=1)
    assert s.gallery["ALEMAO"]["meeples"] == [] and not s.blocked("ALEMAO")
    s2 = pos(hands=[["MALTA"]], gallery={"QUISSAMA": {"owner": 2}})
    do(s2, "special", card="MALTA", option="place")
    assert s2.gallery["QUISSAMA"]["meeples"] == [0]


def test_Q_SP10_cdp_card_both_ways() -> None:
    s = pos(hands=[["CABECA_DE_PORCO"]], cdp=1)
    got = {(a["direction"], a["square"]) for a in legal(s, "special", card="CABECA_DE_PORCO")}
    assert got == {("in", "SQ_G1"), ("in", "SQ_G2"), ("out", "SQ_G1"), ("out", "SQ_G2")}
    do(s, "special", card="CABECA_DE_PORCO", direction="out", square="SQ_G2")
    assert s.cdp == 0 and s.squares["SQ_G2"] == 3


def test_Q_SP11_burguesia() -> None:
    s = pos(hands=[["BURGUESIA"]], gallery={"ARAUJO": {"owner": 1, "meeples": [0]}})
    assert {a["character"] for a in legal(s, "special", card="BURGUESIA")} == {"ALENCAR", "ARAUJO"}
    do(s, "special", card="BURGUESIA", character="ARAUJO")
    assert s.gallery["ARAUJO"]["owner"] == 0  # a card-placed meeple conquers like a paid one


def test_Q_SP12_familia_imperial() -> None:
    s = pos(hands=[["FAMILIA_IMPERIAL"]], gallery={"PRINCESA": {"owner": 0}})
    assert {a["character"] for a in legal(s, "special", card="FAMILIA_IMPERIAL")} == {"IMPERADOR"}


def test_special_without_target_not_legal_small_gallery() -> None:
    s = pos(hands=[["COLAR"]], gallery={"_present": ["QUISSAMA", "BERNARDINA", "ALEMAO"]})
    assert not legal(s, "special")  # QD-4 / OQ-Q19


# ----- worked examples --------------------------------------------------------------------
def test_Q_EX1_princesa_cost() -> None:
    s = pos(hands=[["LIBERTY"] * 3])
    do(s, "influence", character="PRINCESA", pay="LIBERTY:3")
    assert s.hands[0] == [] and len(s.discard) == 3
    assert not legal(pos(hands=[["LIBERTY"] * 2]), "influence", character="PRINCESA")


def test_Q_EX2_two_stashes_in_two_turns() -> None:
    s = pos(players=2, hands=[[], []], gallery={"QUISSAMA": {"owner": 0}})
    do(s, "ability", character="QUISSAMA", mode="stash")
    finish_turn(s)
    finish_turn(s)
    do(s, "ability", character="QUISSAMA", mode="stash")
    assert len(s.view(1)["stash"]) == 2
    finish_turn(s)
    finish_turn(s)
    before = len(s.hands[0])
    do(s, "ability", character="QUISSAMA", mode="rescue")
    assert len(s.hands[0]) == before + 2 and s.stash == []


def test_Q_EX3_woodruff_no_swap() -> None:
    s = pos(hands=[["NAGOA_1"], ["CROWN"], ["LIBERTY"]], gallery={"WOODRUFF": {"owner": 0}})
    do(s, "ability", character="WOODRUFF", seat=1)
    do(s, "no_swap")
    assert not legal(s, "ability", character="WOODRUFF")


def test_Q_EX4_woodruff_cost_with_tokens() -> None:
    s = pos(hands=[["COIN_2", "COIN_1"]], businesses={"BZ_N1": {"merchant": 0, "workers": 2},
                                                      "BZ_N2": {"merchant": 0, "workers": 2}})
    assert legal(s, "influence", character="WOODRUFF", pay="COIN_1:1,COIN_2:1")


def test_Q_EX5_alencar_three_combinations() -> None:
    from contaria_desktop.engines.quissama.rules_data import COSTS
    assert len(COSTS["alencar_pairs"]) == 3


def test_Q_EX6_alemao_one_plus_one_and_two_plus_one() -> None:
    s = pos(hands=[[], ["COIN_1"] * 3, ["CROWN"] * 3], gallery={"ALEMAO": {"owner": 0}}, cdp=2)
    do(s, "ability", character="ALEMAO")
    do(s, "steal", seat=1)
    assert [a["seat"] for a in legal(s, "steal")] == [2]
    do(s, "steal", seat=2)
    assert (len(s.hands[1]), len(s.hands[2])) == (2, 2) and s.pending is None  # 1 + 1
    s3 = pos(hands=[[], ["COIN_1"] * 3, ["CROWN"] * 3], gallery={"ALEMAO": {"owner": 0}}, cdp=3)
    do(s3, "ability", character="ALEMAO")
    for v in (1, 2, 1):
        do(s3, "steal", seat=v)
    assert (len(s3.hands[1]), len(s3.hands[2]), len(s3.hands[0])) == (1, 2, 3)  # 2 + 1, 3 cards


def test_Q_EX7_imperador_b_2c_and_b_k_c() -> None:
    s = pos(hands=[["BOURGEOIS", "COIN_1", "COIN_1", "BOURGEOIS", "CROWN", "COIN_1"]],
            gallery={"IMPERADOR": {"owner": 0}}, businesses={"BZ_N1": {"merchant": 1}},
            ministry=[1, None, None, None, None, None])
    assert legal(s, "imperador", target="business:BZ_N1", pay="BOURGEOIS:1,COIN_1:2")
    assert legal(s, "imperador", target="minister:1", pay="BOURGEOIS:1,COIN_1:1,CROWN:1")


def test_Q_EX8_imperador_takes_araujo_coin() -> None:
    s = pos(hands=[["BOURGEOIS", "COIN_2"]], gallery={"IMPERADOR": {"owner": 0}, "ARAUJO": {"owner": 1}},
            businesses={"BZ_G1": {"merchant": 1, "workers": 2}})
    white_before = sum(t["value"] for t in s.view(None)["seats"][1]["tokens"])
    do(s, "imperador", target="business:BZ_G1", pay="BOURGEOIS:1,COIN_2:1")
    assert white_before == 2 and s.view(None)["seats"][1]["tokens"] == []
    assert [t["value"] for t in s.view(None)["seats"][0]["tokens"]] == [1]


def test_Q_EX9_princesa_plus_liberty() -> None:
    s = pos(hands=[["NAGOA_2", "LIBERTY"]], gallery={"PRINCESA": {"owner": 0}})
    do(s, "free_princesa", square="SQ_N2", pay="NAGOA_2:1")
    do(s, "free", square="SQ_N2", pay="LIBERTY:1")
    assert s.squares["SQ_N2"] == 4 and s.hands[0] == []


def test_Q_EX10_bernardina_two_payments_two_turns() -> None:
    s = pos(players=2, hands=[["CROWN"] * 3 + ["LIBERTY"] * 3, []],
            gallery={"ARAUJO": {"owner": 0}, "BERNARDINA": {"meeples": [1]}})
    do(s, "bernardina_remove", seat=1, pay="CROWN:3")
    assert not legal(s, "influence", character="BERNARDINA")
    finish_turn(s)
    finish_turn(s)
    do(s, "influence", character="BERNARDINA", pay="LIBERTY:3")
    assert s.gallery["BERNARDINA"]["meeples"] == [0]


def test_Q_EX11_quissama_in_opponent_area() -> None:
    base = {"gallery": {"QUISSAMA": {"owner": 1}}}
    assert legal(pos(hands=[["NAGOA_2", "NAGOA_2", "NAGOA_1", "BOURGEOIS"]], **base), "influence",
                 pay="BOURGEOIS:1,NAGOA_1:1,NAGOA_2:2")
    owner = pos(hands=[["NAGOA_2", "NAGOA_2", "NAGOA_1"]], gallery={"QUISSAMA": {"owner": 0, "meeples": [1]}})
    assert legal(owner, "remove_blocker", pay="NAGOA_1:1,NAGOA_2:2")


def test_Q_EX12_ministry_push_down() -> None:
    A, C, X = 1, 2, 0
    s = pos(hands=[["BOURGEOIS", "CROWN", "COIN_1"]], ministry=[A, None, C, None, None, None])
    do(s, "minister", pay="BOURGEOIS:1,COIN_1:1,CROWN:1")
    assert s.ministry == [X, A, C, None, None, None]


def test_Q_EX13_token_as_a_coin_card() -> None:
    s = pos(hands=[["BOURGEOIS", "CROWN"]], businesses={"BZ_N1": {"merchant": 0, "workers": 2}})
    do(s, "minister", pay="BOURGEOIS:1,CROWN:1")
    assert s.hands[0] == [] and s.businesses["BZ_N1"]["used"]


def test_Q_EX14_coin_values_same_board() -> None:
    boards = []
    for h, bz, p in ((["BOURGEOIS", "COIN_1", "COIN_1"], {}, "BOURGEOIS:1,COIN_1:2"),
                     (["BOURGEOIS", "COIN_2"], {}, "BOURGEOIS:1,COIN_2:1"),
                     (["BOURGEOIS"], {"BZ_G1": {"merchant": 0, "workers": 2}, "BZ_G2": {"merchant": 0, "workers": 2}},
                      "BOURGEOIS:1")):
        s = pos(hands=[h], businesses=bz)
        do(s, "acquire", business="BZ_N1", pay=p)
        boards.append(s.businesses["BZ_N1"]["merchant"])
    assert boards == [0, 0, 0]


def test_Q_EX15_capoeira_sums_and_doubles() -> None:
    s = pos(hands=[["NAGOA_2", "NAGOA_1", "NAGOA_1", "NAGOA_1", "NAGOA_2"]])
    pays = {a["pay"] for a in legal(s, "influence", character="QUISSAMA")}
    assert {"NAGOA_1:3,NAGOA_2:1", "NAGOA_1:1,NAGOA_2:2"} <= pays
    one = pos(hands=[["NAGOA_2", "LIBERTY"]])
    do(one, "free", square="SQ_N1", pay="LIBERTY:1,NAGOA_2:1")
    assert one.squares["SQ_N1"] == 3 and not legal(one, "free")
    two = pos(hands=[["NAGOA_2", "LIBERTY", "LIBERTY"]])
    do(two, "free", square="SQ_N1", pay="LIBERTY:1,NAGOA_2:1")
    do(two, "free", square="SQ_N1", pay="LIBERTY:1")
    assert two.squares["SQ_N1"] == 4


def test_Q_EX16_attacks_two_plus_one_and_two_plus_two() -> None:
    s = pos(hands=[["GUAIAMUM_2", "GUAIAMUM_1"]])
    do(s, "attack", target="square:SQ_N1", pay="GUAIAMUM_1:1,GUAIAMUM_2:1")
    assert (s.squares["SQ_N1"], s.senzala, s.turn["credit"]["G"]) == (1, 23, 0)
    s2 = pos(players=2, hands=[["GUAIAMUM_2", "GUAIAMUM_2", "COIN_2"], []], businesses={"BZ_G1": {"merchant": 0}})
    do(s2, "attack", target="square:SQ_N1", pay="GUAIAMUM_2:2")
    assert s2.turn["credit"]["G"] == 1
    assert legal(s2, "employ", business="BZ_G1", pay="COIN_2:1")
    finish_turn(s2)
    finish_turn(s2)
    assert not legal(s2, "employ", pay="COIN_2:1")


def test_Q_EX17_blessing_as_liberty_and_peito_on_full_business() -> None:
    s = pos(hands=[["BENCAO_IMPERIAL", "NAGOA_1"]])
    do(s, "free", square="SQ_N1", pay="BENCAO_IMPERIAL:1,NAGOA_1:1")
    assert s.squares["SQ_N1"] == 3
    s2 = pos(hands=[["BENCAO_DE_PEITO"]], businesses={"BZ_N1": {"merchant": 1, "workers": 2}})
    tokens = len(s2.view(None)["seats"][1]["tokens"])
    do(s2, "special", card="BENCAO_DE_PEITO", location="business:BZ_N1")
    assert len(s2.view(None)["seats"][1]["tokens"]) == tokens - 1


def test_Q_EX18_advanced_numbers() -> None:
    s = GAME.new_game(3, 0, {"small_gallery": True})
    assert len(s.gallery) == 5
    s2 = GAME.new_game(2, 0, {"fewer_scandals": True, "fewer_blessings": True})
    cards = [c.rsplit(".", 1)[0] for c in s2.deck + s2.market + sum(s2.hands, [])]
    assert (len(cards), cards.count("ESCANDALO"), cards.count("BENCAO_IMPERIAL")) == (94, 3, 2)
