"""The inferred cards and A-card lines not covered by a checklist rule: each does what its data
says (dark-tales-cards.md 4.3 and 5)."""

from __future__ import annotations

from .helpers import Action, h_of, ids, play, position


def test_young_hero_sword_and_may_discard_a_monster_by_day():
    st = position(2, hands=[["young_hero"], ["spell"]], tableaus=[[], ["ogre"]], common=["day"])
    play(st, "young_hero")
    assert st.items[0]["sword"] == 1
    assert st.pending["kind"] == "may" and st.pending["prompt"] == "dark_tales.prompt.may_step"
    st.apply(Action("may", accept=True))
    assert ids(st, st.discard) == ["ogre"] and st.vp[0] == 1 + 2


def test_young_hero_may_decline_and_no_question_by_night():
    st = position(2, hands=[["young_hero"], ["spell"]], tableaus=[[], ["ogre"]], common=["day"])
    play(st, "young_hero")
    st.apply(Action("may", accept=False))
    assert ids(st, st.tableau[1]) == ["ogre"] and st.vp[0] == 1 and st.turn_seat == 1
    night = position(2, hands=[["young_hero"], ["spell"]], tableaus=[[], ["ogre"]])
    play(night, "young_hero")
    assert night.pending is None and night.turn_seat == 1


def test_enchanted_forest_draws_by_day_only():
    day = position(2, hands=[["enchanted_forest"], ["spell"]], common=["day"], deck=["king", "ogre"])
    play(day, "enchanted_forest")
    assert ids(day, day.hands[0]) == ["king"]
    night = position(2, hands=[["enchanted_forest"], ["spell"]], deck=["king", "ogre"])
    play(night, "enchanted_forest")
    assert night.hands[0] == [] and ids(night, night.common) == ["night", "enchanted_forest"]


def test_fairy_wand_and_vp_by_day():
    st = position(2, hands=[["fairy"], ["spell"]], common=["day"])
    play(st, "fairy")
    assert st.items[0]["wand"] == 1 and st.vp[0] == 2


def test_creature_and_castle_by_night():
    st = position(2, hands=[["creature_of_the_night", "cursed_castle"], ["spell"]])
    play(st, "creature_of_the_night")
    assert st.vp[0] == 3


def test_a2_coin_takes_a_wand_and_a2_armour_draws():
    st = position(2, settings={"a": "A2"}, hands=[["king"], []], items=[{"coin": 1, "armour": 1}, {}], deck=["ogre"])
    legal = st.legal_actions()
    assert Action("use_item", line="coin") in legal and Action("use_item", line="armour") in legal
    st.apply(Action("use_item", line="coin"))
    assert st.items[0] == {"coin": 0, "sword": 0, "armour": 1, "wand": 1}
    assert Action("use_item", line="armour") not in st.legal_actions()  # one line per turn


def test_a3_coin_chooses_sword_or_armour():
    st = position(2, settings={"a": "A3"}, hands=[["king"], []], items=[{"coin": 1}, {}])
    st.apply(Action("use_item", line="coin"))
    assert st.legal_actions() == [Action("choose_item", item="sword"), Action("choose_item", item="armour")]
    st.apply(Action("choose_item", item="armour"))
    assert st.items[0]["armour"] == 1 and [a.type for a in st.legal_actions()] == ["play"]


def test_a3_coin_single_kind_left_is_automatic():
    st = position(2, settings={"a": "A3"}, hands=[["king"], []], items=[{"coin": 1}, {"sword": 4}])
    st.apply(Action("use_item", line="coin"))
    assert st.items[0]["armour"] == 1 and st.pending is None


def test_a1_armour_takes_the_discard_top_known_to_all():
    st = position(3, settings={"a": "A1"}, hands=[["king"], [], []], items=[{"armour": 1}, {}, {}],
                  discard=["ogre", "princess"])
    st.apply(Action("use_item", line="armour"))
    assert ids(st, st.hands[0]) == ["king", "princess"] and ids(st, st.discard) == ["ogre"]
    assert st.view(2)["seats"][0]["hand"][1]["id"] == "princess"


def test_princess_chooses_among_males_anywhere():
    st = position(2, hands=[["princess"], ["spell"]], tableaus=[["king"], []], common=["night", "wizard"])
    play(st, "princess")
    assert len(st.legal_actions()) == 2
    st.apply(Action("choose_card", card=h_of(st, "wizard", "common")))
    assert ids(st, st.hands[0]) == ["wizard"] and ids(st, st.common) == ["night"]


def test_ogre_removing_the_witch_lifts_the_lock():
    st = position(2, hands=[["ogre"], ["spell"]], tableaus=[[], ["witch"]], deck=["king"])
    play(st, "ogre")
    assert ids(st, st.hands[1]) == ["spell", "king"]  # seat 1 draws again
