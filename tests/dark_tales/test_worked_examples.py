"""Every Dark Tales worked example with its printed numbers (rulings/worked-examples.md DT-EX1..7)."""

from __future__ import annotations

import pytest

from .helpers import Action, h_of, ids, play, position, types


def _sword_position(where: str):
    tabs = [["king"], ["princess"]]
    common = ["night"]
    if where == "other":
        tabs[1].append("ogre")
    elif where == "common":
        common.append("ogre")
    elif where == "own":
        tabs[0].append("ogre")
    return position(2, settings={"a": "A1", "b": "B1"}, hands=[["spell"], ["spell"]], tableaus=tabs,
                    common=common, items=[{"sword": 1}, {}])


@pytest.mark.parametrize("where", ["other", "common", "own"])
def test_dt_ex1_a1_sword_discards_any_villain_for_3_vp(where):
    st = _sword_position(where)
    assert Action("use_item", line="sword") in st.legal_actions()
    ev = st.apply(Action("use_item", line="sword"))
    assert st.vp[0] == 3
    assert ids(st, st.discard) == ["ogre"]
    assert st.items[0]["sword"] == 0 and st.supply["sword"] == 4
    assert "discarded_from_play" in types(ev)
    # Phase 3 still follows: only card plays now (DT-T3)
    assert [a.type for a in st.legal_actions()] == ["play"]


def test_dt_ex1_a1_sword_illegal_without_villain_in_play():
    # a Monster in a hand and one in the discard pile are not "in play" (DT-G5)
    st = position(2, settings={"a": "A1", "b": "B1"}, hands=[["ogre"], ["spell"]], discard=["dragon"],
                  items=[{"sword": 1}, {}])
    assert all(a.type != "use_item" for a in st.legal_actions())


def test_dt_ex2_dragon_no_targets_scores_0():
    st = position(2, hands=[["dragon"], ["spell"]], tableaus=[["ogre"], ["witch"]])
    play(st, "dragon")
    assert st.vp[0] == 0 and st.turn_seat == 1


def test_dt_ex2_dragon_only_males_one_choice_scores_2():
    st = position(2, hands=[["dragon"], ["spell"]], tableaus=[["king"], ["young_hero"]])
    play(st, "dragon")
    assert st.pending["kind"] == "choose_card"
    choices = st.legal_actions()
    assert {a.type for a in choices} == {"choose_card"} and len(choices) == 2
    st.apply(Action("choose_card", card=h_of(st, "young_hero", "tableau", 1)))
    assert st.vp[0] == 2 and ids(st, st.discard) == ["young_hero"]


def test_dt_ex2_dragon_place_and_male_must_discard_both_for_4():
    st = position(2, hands=[["dragon"], ["spell"]], tableaus=[["hidden_cave"], ["king"]])
    play(st, "dragon")  # one target each: both taken without a decision, no way to stop
    assert st.vp[0] == 4
    assert sorted(ids(st, st.discard)) == ["hidden_cave", "king"]
    assert st.turn_seat == 1


def test_dt_ex3_wizard_reveals_spell_total_3_vp_and_a_wand():
    st = position(2, settings={"a": "A1", "b": "B1"}, hands=[["wizard"], ["king"]], deck=["spell", "ogre", "ogre"])
    ev = play(st, "wizard")
    assert "revealed_top" in types(ev)
    assert st.pending["kind"] == "may"
    st.apply(Action("may", accept=True))
    assert [a.get("item") for a in st.legal_actions()] == ["coin", "sword", "armour", "wand"]
    st.apply(Action("choose_item", item="wand"))
    assert st.vp[0] == 3
    assert st.supply["wand"] == 3 and st.items[0]["wand"] == 1
    assert ids(st, st.common) == ["night", "wizard"]
    assert ids(st, st.discard[-1:]) == ["spell"]
    assert st.current_player == 1
    # the Wand is usable from seat 0's next turn (DT-T8)
    st.apply(Action("play", card=h_of(st, "king")))
    assert st.turn_seat == 0
    assert Action("use_item", line="wand") in st.legal_actions()


def test_dt_ex4_gypsy_three_places_revealed_gives_4_vp():
    st = position(3, hands=[["gypsy", "hidden_cave"], ["king"], ["cursed_castle", "enchanted_forest"]])
    before = [sorted(ids(st, h)) for h in st.hands]
    ev = play(st, "gypsy")
    assert st.vp[0] == 4
    assert [sorted(ids(st, h)) for h in st.hands][1:] == before[1:]
    assert sorted(ids(st, st.hands[0])) == ["hidden_cave"]
    assert any(e.type == "dark_tales.hands_revealed" and e.reveals and e.visible_to is None for e in ev)


def test_dt_ex5_story_title_parts():
    st = position(2, settings={"a": "A3", "b": "B2"}, hands=[["spell"], ["spell"]])
    assert st.view(0)["title"] == ["A3", "B2"]


def test_dt_ex6_a_villain_vs_any_villain_in_play():
    from contaria_desktop.engines.dark_tales.steps import in_play, targets
    st = position(3, hands=[["ogre"], [], []], tableaus=[["dragon"], ["ogre"], []], common=["night", "creature_of_the_night"],
                  discard=["creature_of_the_night"], deck=["dark_lord"])
    own = [st.ident[h] for h in in_play(st, 0, "own")]
    assert own == ["dragon"]
    anywhere = sorted(st.ident[h] for h in targets(st, 0, {"type": "MONSTER"}))
    assert anywhere == ["creature_of_the_night", "dragon", "ogre"]  # never hand, deck or discard


def test_dt_ex7_iron_army_31_plus_3_plus_5_is_39():
    st = position(3, settings={"a": "A1", "b": "B1"},
                  hands=[["king", "fairy"], ["spell"], []],
                  tableaus=[["creature_of_the_night"], [], []],
                  items=[{"sword": 2, "wand": 1, "coin": 3}, {"coin": 5}, {}],
                  vp=[31, 0, 0], turn_seat=2, begin_turn=True)
    assert st.is_terminal and st.reason == "empty_hand"
    r = st.result()
    assert r.scores[0] == 39
    lines = {x["key"]: x for x in r.breakdown["0"]}
    assert lines["dark_tales.score.pair"]["points"] == 3 and lines["dark_tales.score.pair"]["params"]["pairs"] == 1
    rank = lines["dark_tales.score.ranking"]
    assert rank["params"]["value"] == 5 and rank["params"]["place"] == 2 and rank["points"] == 5
    assert sum(x["points"] for x in r.breakdown["0"]) == 39
