"""Checklist DT-K (the play cards) and DT-N (notes on cards), one test per rule."""

from __future__ import annotations

from contaria_desktop.engines.dark_tales.rules_data import CARDS, DATA

from .helpers import Action, h_of, ids, play, position, types


def test_dt_k1_card_text_beats_the_rules():
    # the Princess takes a card from play into the hand even under the Witch's draw lock
    st = position(2, hands=[["princess"], ["spell"]], tableaus=[["witch"], ["king"]])
    play(st, "princess")
    assert "king" in ids(st, st.hands[0])


def test_dt_k2_effects_refer_to_card_names():
    # Merchant counts Merchants by name (2 VP each, itself included, OQ-DT7)
    st = position(2, hands=[["merchant"], ["spell"]], common=["night", "merchant", "merchant"])
    play(st, "merchant")
    assert st.vp[0] == 6


def test_dt_k3_illustration_has_no_effect():
    assert all("art" not in c and "illustration" not in c for c in CARDS.values())


def test_dt_k4_text_rules_not_the_summary():
    # data carries the full steps; VP beyond the printed number come from the text
    assert CARDS["dragon"]["vp"] == 0 and len(CARDS["dragon"]["steps"]) == 2


def test_dt_k5_printed_vp_on_play():
    st = position(2, hands=[["witch"], ["spell"]])
    ev = play(st, "witch")
    assert st.vp[0] == 4
    played = [e for e in ev if e.type == "dark_tales.card_played"][0]
    assert played.params["vp"] == 4 and played.visible_to is None


def test_dt_k6_types_from_data_used_by_effects():
    assert {c["type"] for c in CARDS.values()} == {"MALE", "FEMALE", "MONSTER", "PLACE", "EVENT"}
    st = position(2, hands=[["ogre"], ["spell"]], tableaus=[["king"], ["fairy"]])
    play(st, "ogre")  # Ogre discards a FEMALE, not the MALE
    assert ids(st, st.discard) == ["fairy"] and st.vp[0] == 3


def test_dt_k7_text_box_is_the_effect():
    st = position(2, hands=[["hidden_cave"], ["spell"]])
    play(st, "hidden_cave")
    assert st.items[0]["coin"] == 1


def test_dt_k8_discard_destination():
    st = position(2, hands=[["spell"], ["spell"]])
    play(st, "spell")
    st.apply(Action("choose_item", item="sword"))
    assert ids(st, st.discard) == ["spell"]
    # a DISCARD card goes to the pile after resolving: not its own target (DTD-2)
    st = position(2, settings={"a": "A1"}, hands=[["gypsy"], []])
    play(st, "gypsy")
    assert ids(st, st.discard) == ["gypsy"]


def test_dt_k9_own_destination_is_yours_and_in_play():
    st = position(2, hands=[["creature_of_the_night"], ["dragon"]], tableaus=[[], []])
    play(st, "creature_of_the_night")
    assert ids(st, st.tableau[0]) == ["creature_of_the_night"]
    assert st.view(1)["seats"][0]["tableau"][0]["id"] == "creature_of_the_night"


def test_dt_k10_continuous_effect_old_sage_and_none_for_ogre():
    st = position(2, hands=[["king"], ["spell"]], tableaus=[[], ["old_sage", "ogre"]], common=["day"])
    play(st, "king")
    assert st.vp[1] == 1  # Old Sage: +1 VP at the start of its owner's turn by Day
    st2 = position(2, hands=[["king"], ["spell"]], tableaus=[[], ["old_sage"]], common=["night"])
    play(st2, "king")
    assert st2.vp[1] == 0


def test_dt_k11_common_area_in_play_owned_by_nobody():
    st = position(2, hands=[["wizard"], ["spell"]], deck=[])
    play(st, "wizard")
    assert ids(st, st.common) == ["night", "wizard"] and not st.tableau[0]
    # in play: the Dragon can discard it (a Male) even though nobody owns it
    st2 = position(2, hands=[["dragon"], ["spell"]], common=["night", "wizard"])
    play(st2, "dragon")
    assert ids(st2, st2.discard) == ["wizard"]


def test_dt_k12_identical_common_cards_listed_each():
    st = position(2, hands=[["spell"], ["spell"]], common=["night", "merchant", "merchant"])
    assert [c["id"] for c in st.view(0)["common"]] == ["night", "merchant", "merchant"]


def test_dt_k13_copies_per_card_from_data():
    assert CARDS["spell"]["copies"] == 4 and CARDS["dark_lord"]["copies"] == 1
    assert sum(c["copies"] for c in DATA["cards"]) == 48


def test_dt_n1_dragon_ogre_princess_take_from_anywhere_in_play():
    for where in ("own", "other", "common"):
        tabs = [["fairy"], []] if where == "own" else ([[], ["fairy"]] if where == "other" else [[], []])
        common = ["night", "fairy"] if where == "common" else ["night"]
        st = position(2, hands=[["ogre"], ["spell"]], tableaus=tabs, common=common)
        play(st, "ogre")
        assert ids(st, st.discard) == ["fairy"], where


def test_dt_n2_dark_lord_not_counted_but_targetable():
    st = position(2, hands=[["dark_lord"], ["spell"]], tableaus=[["ogre"], ["dragon"]])
    play(st, "dark_lord")
    assert st.vp[0] == 4  # 2 per Monster in play, himself excluded
    st = position(2, settings={"a": "A1"}, hands=[["spell"], ["spell"]], tableaus=[[], ["dark_lord"]],
                  items=[{"sword": 1}, {}])
    st.apply(Action("use_item", line="sword"))  # a legal target of the Sword
    assert ids(st, st.discard) == ["dark_lord"] and st.vp[0] == 3


def test_dt_n3_gypsy_reveals_own_hand_too():
    st = position(2, hands=[["gypsy", "cursed_castle"], ["king"]])
    play(st, "gypsy")
    assert st.vp[0] == 2
    assert st.view(1)["seats"][0]["hand"][0]["id"] == "cursed_castle"


def test_dt_n4_gypsy_hands_return_to_owners():
    st = position(3, hands=[["gypsy", "fairy"], ["king", "ogre"], ["spell"]])
    before = [list(h) for h in st.hands]
    play(st, "gypsy")
    assert st.hands[1] == before[1] and st.hands[2][:1] == before[2]


def test_dt_n5_gypsy_always_1_plus_places():
    st = position(2, hands=[["gypsy"], ["king"]])
    play(st, "gypsy")
    assert st.vp[0] == 1


def test_dt_n6_witch_no_more_draws():
    st = position(2, hands=[["spell"], ["king"]], tableaus=[[], ["witch"]], deck=["ogre", "ogre"])
    ev = play(st, "spell")
    st.apply(Action("choose_item", item="coin"))
    assert len(st.hands[1]) == 1 and len(st.deck) == 2
    st2 = position(2, hands=[["merchant"], ["spell"]], tableaus=[["witch"], []], deck=["ogre", "ogre"])
    play(st2, "merchant")
    assert ids(st2, st2.hands[0]) == [] and st2.vp[0] == 2  # the draw is blocked, the VP are not


def test_dt_n7_witch_take_and_look_still_work():
    st = position(2, hands=[["secret_helper"], ["spell"]], tableaus=[["witch"], []],
                  deck=["ogre", "king", "fairy"])
    play(st, "secret_helper")
    assert st.pending["kind"] == "choose_card"
    st.apply(Action("choose_card", card=h_of(st, "king", "deck")))
    # the other two stay on top in order: seat 1 then draws the Ogre, which seat 0 saw (DTD-8)
    assert ids(st, st.hands[0]) == ["king"] and ids(st, st.deck[::-1]) == ["fairy"]
    assert ids(st, st.hands[1]) == ["spell", "ogre"]
    assert st.view(0)["seats"][1]["hand"][1]["id"] == "ogre"
    assert st.view(0)["deck"]["known"] == [{"position": 0, "handle": h_of(st, "fairy", "deck"),
                                             "id": "fairy", "known_to": [0]}]


def test_dt_n8_dragon_discards_a_place_and_a_male():
    assert [s["filter"]["type"] for s in CARDS["dragon"]["steps"]] == ["PLACE", "MALE"]
    st = position(2, hands=[["dragon"], ["spell"]], tableaus=[["hidden_cave", "king"], []])
    play(st, "dragon")
    assert sorted(ids(st, st.discard)) == ["hidden_cave", "king"] and st.vp[0] == 4


def test_dt_n9_dragon_zero_two_four():
    for tabs, want in (([[], []], 0), ([["king"], []], 2), ([["king"], ["hidden_cave"]], 4)):
        st = position(2, hands=[["dragon"], ["spell"]], tableaus=tabs)
        play(st, "dragon")
        assert st.vp[0] == want


def test_dt_n10_wizard_to_common_reveals_top():
    st = position(2, hands=[["wizard"], ["spell"]], deck=["ogre", "king"])
    ev = play(st, "wizard")
    assert "revealed_top" in types(ev) and ids(st, st.common) == ["night", "wizard"]
    assert st.turn_seat == 1


def test_dt_n10_revealed_non_spell_back_on_top_known_to_all():
    st = position(3, hands=[["wizard"], ["spell"], ["spell"]], deck=["ogre", "king"])
    play(st, "wizard")
    # seat 1 drew the ogre (it was the top); everybody knows it
    assert ids(st, st.hands[1]) == ["spell", "ogre"]
    assert st.view(2)["seats"][1]["hand"][1]["id"] == "ogre"


def test_dt_n11_revealed_spell_may_be_declined():
    st = position(2, hands=[["wizard"], ["spell"]], deck=["spell", "king"])
    play(st, "wizard")
    st.apply(Action("may", accept=False))
    assert st.vp[0] == 2 and ids(st, st.hands[1]) == ["spell", "spell"]
    assert st.view(0)["seats"][1]["hand"][1]["id"] == "spell"


def test_dt_n12_printed_vp_wizard_2_spell_1():
    assert CARDS["wizard"]["vp"] == 2 and CARDS["spell"]["vp"] == 1
