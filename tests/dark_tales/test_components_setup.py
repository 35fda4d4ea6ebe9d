"""Checklist DT-C (components) and DT-S (Preparar), one test per rule."""

from __future__ import annotations

import json
from collections import Counter

import pytest

from contaria_desktop.engines.core import OptionError, get_spec
from contaria_desktop.engines.dark_tales import rules_data
from contaria_desktop.engines.dark_tales.rules_data import CARDS, DATA, SETTINGS, SUPPLY, check_data

from .helpers import Action, position


def new(n=2, seed=0, **options):
    return get_spec("dark_tales").new_game(n, seed, options)


def test_dt_c1_deck_has_48_cards_from_data():
    assert sum(c["copies"] for c in CARDS.values()) == 48
    st = new(3, 1)
    assert len(st.ident) == 48 and Counter(st.ident) == Counter(rules_data.deck_ids())


def test_dt_c1_data_checked_against_48():
    bad = json.loads(json.dumps(DATA))
    bad["cards"][0]["copies"] += 1
    with pytest.raises(rules_data.RulesDataError, match="48"):
        check_data(bad)


def test_dt_c2_six_setting_cards_three_a_three_b():
    assert rules_data.SETTINGS_A == ("A1", "A2", "A3")
    assert rules_data.SETTINGS_B == ("B1", "B2", "B3")


def test_dt_c3_items_supply_20():
    assert SUPPLY == {"coin": 8, "sword": 4, "armour": 4, "wand": 4}
    assert new().supply == SUPPLY


def test_dt_c4_vp_tokens_are_a_number_not_limited_tokens():
    # 66 tokens in two denominations are display only; VP are plain integers (DT-S13)
    st = position(2, hands=[["spell"], ["spell"]], vp=[500, 0])
    assert st.vp[0] == 500


def test_dt_s1_setting_cards_are_not_play_cards():
    assert not set(SETTINGS) & set(CARDS)
    assert all(i in CARDS for i in new().ident)


@pytest.mark.parametrize("seed", range(12))
def test_dt_s2_one_a_and_one_b_at_random_from_the_seed(seed):
    st = new(2, seed)
    assert st.setting_a in ("A1", "A2", "A3") and st.setting_b in ("B1", "B2", "B3")
    assert new(2, seed).to_json() == st.to_json()


def test_dt_s2_random_covers_all_and_options_choose():
    seen = {(new(2, s).setting_a, new(2, s).setting_b) for s in range(60)}
    assert len(seen) == 9
    st = new(2, 0, setting_a="A2", setting_b="B3")
    assert (st.setting_a, st.setting_b) == ("A2", "B3")


def test_dt_s3_setting_cards_face_up_for_all():
    st = new(3, 4, setting_a="A1", setting_b="B2")
    for seat in (None, 0, 1, 2):
        assert st.view(seat)["settings"]["a"] == "A1" and st.view(seat)["settings"]["b"] == "B2"


def test_dt_s4_card_a_gives_the_item_lines():
    a1 = position(2, settings={"a": "A1"}, hands=[["spell"], []], items=[{"wand": 1}, {}])
    a2 = position(2, settings={"a": "A2"}, hands=[["spell"], []], items=[{"wand": 1}, {}])
    assert [x["id"] for x in a1.view(0)["item_lines"]] == ["armour", "sword", "wand"]
    assert [x["id"] for x in a2.view(0)["item_lines"]] == ["wand", "coin", "armour"]


def test_dt_s5_card_b_gives_end_scoring():
    kw = dict(hands=[[], []], items=[{"coin": 3}, {}], deck=[], begin_turn=True)
    b1 = position(2, settings={"b": "B1"}, **kw)
    b2 = position(2, settings={"b": "B2"}, **kw)
    assert b1.result().scores[0] == 10  # 1st on coins + hand
    assert b2.result().scores[0] == 3 + 8  # 1 per coin + 1st on coins


def test_dt_s6_one_night_face_up_in_the_middle():
    st = new(4, 9)
    assert [st.ident[h] for h in st.common] == ["night"] and st.daynight == "night"
    assert st.view(None)["common"][0]["id"] == "night"


@pytest.mark.parametrize("n,deck", [(2, 41), (3, 38), (4, 35)])
def test_dt_s7_deal_three_each(n, deck):
    st = new(n, 3)
    # the first player has already drawn (Phase 1)
    assert sorted(len(h) for h in st.hands) == [3] * (n - 1) + [4]
    assert len(st.deck) == deck - 1


@pytest.mark.parametrize("n,deck", [(2, 41), (3, 38), (4, 35)])
def test_dt_s8_rest_is_the_draw_deck(n, deck):
    assert DATA["deck_after_deal"][str(n)] == deck
    st = new(n, 5, first_player=0)
    assert len(st.deck) + 1 == deck  # plus the first player's draw


def test_dt_s9_hands_are_hidden():
    st = new(3, 2, first_player=0)
    v = st.view(1)
    assert all(c["id"] is None for c in v["seats"][0]["hand"])
    assert all(c["id"] is not None for c in v["seats"][1]["hand"])
    assert all(c["id"] is None for s in st.view(None)["seats"] for c in s["hand"])


def test_dt_s10_items_in_a_public_supply_by_kind():
    st = new(2, 0)
    assert st.view(None)["supply"] == SUPPLY
    assert st.view(None)["seats"][0]["items"] == {"coin": 0, "sword": 0, "armour": 0, "wand": 0}


def test_dt_s11_vp_pile_starts_at_zero():
    st = new(3, 1)
    assert st.vp == [0, 0, 0]


def test_dt_s12_no_item_when_supply_empty():
    st = position(2, hands=[["king"], ["spell"]], items=[{"coin": 8}, {}])
    ev = st.apply(Action("play", card=_h(st, "king")))
    assert st.items[0]["coin"] == 8 and st.supply["coin"] == 0
    assert any(e.type == "dark_tales.item_unavailable" for e in ev)


def _h(st, cid):
    from .helpers import h_of
    return h_of(st, cid)


def test_dt_s13_vp_unlimited():
    st = position(2, hands=[["witch"], ["spell"]], vp=[10 ** 6, 0])
    st.apply(Action("play", card=_h(st, "witch")))
    assert st.vp[0] == 10 ** 6 + 4


def test_players_2_to_4_only():
    with pytest.raises(OptionError):
        new(5, 0)
    with pytest.raises(OptionError):
        new(1, 0)


@pytest.mark.parametrize("key,value", [("wizard_declined", "discard"), ("b_consumes_items", True),
                                       ("tie_break", ["hand"]), ("max_turns_default", 5)])
def test_rulings_data_only_accepts_implemented_values(key, value):
    bad = json.loads(json.dumps(DATA))
    bad["rulings"][key] = value
    with pytest.raises(rules_data.RulesDataError, match=key):
        check_data(bad)
