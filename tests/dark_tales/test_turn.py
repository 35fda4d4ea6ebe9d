"""Checklist DT-T (Como se Juega: the turn), one test per rule."""

from __future__ import annotations

import pytest

from contaria_desktop.engines.core import IllegalAction, get_spec

from .helpers import Action, h_of, ids, play, position, types


def new(n=2, seed=0, **options):
    return get_spec("dark_tales").new_game(n, seed, options)


def test_dt_t1_first_player_option_or_random():
    assert new(3, 0, first_player=2).turn_seat == 2
    assert {new(4, s).first_player for s in range(40)} == {0, 1, 2, 3}
    with pytest.raises(Exception):
        new(2, 0, first_player=3)


def test_dt_t2_turns_go_clockwise():
    st = new(4, 1, first_player=1)
    order = []
    for _ in range(6):
        order.append(st.turn_seat)
        seat = st.turn_seat
        st.apply([a for a in st.legal_actions() if a.type == "play"][0])
        while st.turn_seat == seat and not st.is_terminal:  # finish the card's decisions
            st.apply(st.legal_actions()[0])
    assert order == [1, 2, 3, 0, 1, 2]


def test_dt_t3_draw_then_optional_item_then_card():
    st = position(2, settings={"a": "A1"}, hands=[["spell"], ["king"]], tableaus=[[], ["ogre"]],
                  items=[{}, {"sword": 1}], deck=["fairy", "witch"])
    ev = play(st, "spell")
    st.apply(Action("choose_item", item="coin"))
    # seat 1: drew first (Phase 1), now may use an item (Phase 2) or play (Phase 3)
    assert st.turn_seat == 1 and len(st.hands[1]) == 2
    legal = st.legal_actions()
    assert legal[0] == Action("use_item", line="sword") and {a.type for a in legal[1:]} == {"play"}
    st.apply(legal[0])
    assert {a.type for a in st.legal_actions()} == {"play"}  # Phase 2 is over


def test_dt_t4_draw_the_top_card():
    st = position(2, hands=[["king"], ["spell"]], deck=["fairy", "witch"])
    ev = play(st, "king")
    assert ids(st, st.hands[1]) == ["spell", "fairy"]
    priv = [e for e in ev if e.type == "dark_tales.drew_private"]
    assert priv and priv[0].visible_to == (1,) and priv[0].reveals


def test_dt_t5_no_draw_when_deck_exhausted():
    st = position(2, hands=[["king"], ["spell"]], deck=[])
    ev = play(st, "king")
    assert "drew" not in types(ev) and len(st.hands[1]) == 1 and not st.is_terminal


def test_dt_t6_play_one_item_returning_it_to_supply():
    st = position(2, settings={"a": "A1"}, hands=[["king"], []], items=[{"wand": 2}, {}], deck=["fairy", "spell"])
    st.apply(Action("use_item", line="wand"))
    assert st.items[0]["wand"] == 1 and st.supply["wand"] == 3
    assert all(a.type == "play" for a in st.legal_actions())  # only one item play per turn


def test_dt_t7_item_effect_from_setting_a():
    # A1 Wand: draw 1, take 1 coin, +1 VP; A2 Wand: +3 VP at Night
    a1 = position(2, settings={"a": "A1"}, hands=[["king"], []], items=[{"wand": 1}, {}], deck=["fairy"])
    a1.apply(Action("use_item", line="wand"))
    assert (a1.vp[0], a1.items[0]["coin"], len(a1.hands[0])) == (1, 1, 2)
    a2 = position(2, settings={"a": "A2"}, hands=[["king"], []], items=[{"wand": 1}, {}], deck=["fairy"])
    a2.apply(Action("use_item", line="wand"))
    assert (a2.vp[0], a2.items[0]["coin"], len(a2.hands[0])) == (3, 0, 1)


def test_dt_t8_item_gained_this_turn_not_playable_this_turn():
    st = position(2, settings={"a": "A1"}, hands=[["fairy"], ["spell"]], deck=["ogre", "ogre"])
    play(st, "fairy")  # takes a Wand in Phase 3
    assert st.items[0]["wand"] == 1 and st.turn_seat == 1
    assert Action("use_item", line="wand") not in st.legal_actions()


def test_dt_t9_item_needs_something_to_act_on():
    # A1 Armour with an empty discard pile; A2 Coin with no Wand left; A1 Wand under the Witch is legal
    st = position(2, settings={"a": "A1"}, hands=[["king"], []], items=[{"armour": 1}, {}])
    assert Action("use_item", line="armour") not in st.legal_actions()
    st = position(2, settings={"a": "A2"}, hands=[["king"], []], items=[{"coin": 1}, {"wand": 4}])
    assert Action("use_item", line="coin") not in st.legal_actions()
    st = position(2, settings={"a": "A1"}, hands=[["king"], []], tableaus=[["witch"], []],
                  items=[{"wand": 1}, {}], deck=["ogre"])
    st.apply(Action("use_item", line="wand"))
    assert st.vp[0] == 1 and st.items[0]["coin"] == 1 and len(st.hands[0]) == 1


def test_dt_t10_must_play_a_card_from_hand():
    st = position(2, hands=[["king", "fairy"], ["spell"]])
    legal = st.legal_actions()
    assert {a.type for a in legal} == {"play"} and len(legal) == 2
    with pytest.raises(IllegalAction):
        st.apply(Action("pass"))


def test_dt_t11_card_decides_vp_destination_effect():
    st = position(2, hands=[["king", "merchant", "spell"], ["spell"]], deck=["ogre"] * 2)
    play(st, "king")
    assert ids(st, st.tableau[0]) == ["king"] and st.vp[0] == 2 and st.items[0]["coin"] == 1


def test_dt_t12_any_card_playable_in_any_situation():
    st = position(
        2, hands=[["dragon", "princess", "ogre", "secret_helper", "wizard", "merchant"], []], items=[{"coin": 8, "sword": 4, "armour": 4, "wand": 4}, {}])
    plays = [a for a in st.legal_actions() if a.type == "play"]
    assert len(plays) == 6
    for a in plays:
        c = st.clone()
        c.apply(a)  # no target, no deck, no supply: still playable
        assert c.turn_seat == 1


def test_dt_t13_as_much_text_as_possible():
    # Merchant with 1 card in the deck draws what is there and still scores
    st = position(2, hands=[["merchant"], ["spell"]], common=["night", "merchant"], deck=["ogre"])
    play(st, "merchant")
    assert ids(st, st.hands[0]) == ["ogre"] and st.vp[0] == 4


def test_dt_t14_items_are_public():
    st = position(3, hands=[["king"], ["spell"], ["spell"]])
    play(st, "king")
    assert st.view(2)["seats"][0]["items"]["coin"] == 1
    assert st.view(None)["seats"][0]["items"]["coin"] == 1


def test_dt_t15_vp_face_down_hidden_from_others():
    st = position(3, hands=[["king"], ["spell"], ["spell"]])
    play(st, "king")
    assert st.view(0)["seats"][0]["vp"] == 2
    assert st.view(1)["seats"][0]["vp"] is None and st.view(None)["seats"][0]["vp"] is None
    opened = position(3, options={"open_scores": True}, hands=[["king"], ["spell"], ["spell"]])
    play(opened, "king")
    assert opened.view(1)["seats"][0]["vp"] == 2


def test_dt_t15_vp_amounts_are_public_events():
    st = position(3, hands=[["cursed_castle"], ["spell"], ["spell"]])
    ev = play(st, "cursed_castle")  # printed 1 VP in card_played, +2 by Night from the text
    gains = [e for e in ev if e.type in ("dark_tales.vp_gained", "dark_tales.card_played")]
    assert [e.params.get("vp", e.params.get("amount")) for e in gains] == [1, 2]
    assert all(e.visible_to is None for e in gains)


def test_dt_t16_change_making_is_not_a_decision():
    st = position(2, hands=[["king"], ["spell"]], vp=[4, 0])
    play(st, "king")
    assert st.vp[0] == 6  # one integer; no exchange action exists
    assert all(a.type != "exchange" for a in st.legal_actions())


def test_dt_t17_turn_ends_after_the_card_next_is_left():
    st = position(3, hands=[["king"], ["spell"], ["spell"]], turn_seat=2)
    play(st, "spell")
    st.apply(Action("choose_item", item="coin"))
    assert st.turn_seat == 0
