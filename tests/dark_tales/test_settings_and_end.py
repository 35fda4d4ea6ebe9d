"""Checklist DT-G (setting cards), DT-E (end of the game) and DT-X (data-only gaps)."""

from __future__ import annotations

import pytest

from contaria_desktop.engines.core import get_spec
from contaria_desktop.engines.dark_tales.rules_data import CARDS, DATA, LINES, SETTINGS
from contaria_desktop.engines.dark_tales.scoring import ranking_awards

from .helpers import Action, h_of, ids, play, position


def ended(n=2, **kw):
    """A position that ends at once: the seat to play has no cards and the deck is empty."""
    kw.setdefault("turn_seat", 0)
    hands = kw.pop("hands", [[] for _ in range(n)])
    return position(n, hands=hands, begin_turn=True, **kw)


def test_dt_g1_a_cards_act_during_play():
    assert set(LINES) == {"A1", "A2", "A3"}
    st = position(2, settings={"a": "A3"}, hands=[["king"], []], items=[{"armour": 1, "sword": 1}, {}],
                  deck=["ogre", "fairy", "spell"])
    st.apply(Action("use_item", line="armour_sword"))  # two items, one line = the turn's item play
    assert st.vp[0] == 3 and len(st.hands[0]) == 3 and st.items[0] == {"coin": 0, "sword": 0, "armour": 0, "wand": 0}
    assert all(a.type == "play" for a in st.legal_actions())


def test_dt_g2_b_cards_act_at_the_end():
    st = position(2, settings={"b": "B3"}, hands=[["king"], ["spell"]], items=[{"sword": 2, "armour": 1}, {}])
    assert st.view(0)["final"] is None
    st = ended(2, settings={"b": "B3"}, items=[{"sword": 2, "armour": 1}, {}])
    assert st.result().scores[0] == 4 + 1  # one pair + one unpaired Sword


def test_dt_g3_title_joins_a_and_b():
    st = position(2, settings={"a": "A3", "b": "B2"}, hands=[["spell"], []])
    assert st.view(1)["title"] == ["A3", "B2"]
    assert SETTINGS["A3"]["names"]["es"] == "La prueba de los caballeros"
    assert SETTINGS["B2"]["names"]["es"] == "El tesoro del dragón"


def test_dt_g4_count_only_what_you_own():
    # B1 pairs count only Monsters in front of you, not in the common area or elsewhere
    st = ended(2, settings={"b": "B1"}, items=[{"sword": 1}, {}], common=["night", "ogre"],
               tableaus=[[], ["dragon"]])
    pair = [x for x in st.result().breakdown["0"] if x["key"] == "dark_tales.score.pair"][0]
    assert pair["params"]["pairs"] == 0 and pair["points"] == 0


def test_dt_g5_any_villain_in_play_excludes_hand_and_discard():
    st = position(2, settings={"a": "A1"}, hands=[["ogre"], ["dragon"]], discard=["creature_of_the_night"],
                  items=[{"sword": 1}, {}])
    assert Action("use_item", line="sword") not in st.legal_actions()
    st = position(2, settings={"a": "A1"}, hands=[["spell"], []], tableaus=[[], ["ogre"]], items=[{"sword": 1}, {}])
    assert Action("use_item", line="sword") in st.legal_actions()


def test_dt_g6_a1_sword_plus_3():
    st = position(2, settings={"a": "A1"}, hands=[["spell"], []], tableaus=[[], ["ogre", "dragon"]],
                  items=[{"sword": 1}, {}])
    st.apply(Action("use_item", line="sword"))
    assert st.pending["kind"] == "choose_card" and len(st.legal_actions()) == 2
    st.apply(Action("choose_card", card=h_of(st, "dragon", "tableau", 1)))
    assert st.vp[0] == 3 and ids(st, st.tableau[1]) == ["ogre"]


def test_dt_g7_b1_sword_creature_pair_3_spares_0():
    st = ended(2, settings={"b": "B1"}, items=[{"sword": 2, "wand": 1}, {}],
               tableaus=[["creature_of_the_night"], []])
    pair = [x for x in st.result().breakdown["0"] if x["key"] == "dark_tales.score.pair"][0]
    assert pair["points"] == 3 and pair["params"]["count_a"] == 2


def test_dt_g7_b1_dark_lord_never_pairs():
    st = ended(2, settings={"b": "B1"}, items=[{"sword": 1}, {}], tableaus=[["dark_lord"], []])
    pair = [x for x in st.result().breakdown["0"] if x["key"] == "dark_tales.score.pair"][0]
    assert pair["points"] == 0


def test_dt_g8_b1_ranking_second_place_5():
    st = ended(3, settings={"b": "B1"}, hands=[[], ["spell", "spell"], ["spell"]],
               items=[{"coin": 3}, {"coin": 4}, {}])
    r = st.result()
    rank = {s: [x for x in r.breakdown[str(s)] if x["key"] == "dark_tales.score.ranking"][0] for s in range(3)}
    assert rank[1]["points"] == 10 and rank[0]["points"] == 5 and rank[2]["points"] == 0


def test_dt_e1_no_draws_once_the_deck_is_exhausted():
    st = position(2, hands=[["king", "fairy"], ["spell"]], deck=[])
    play(st, "king")
    assert len(st.hands[1]) == 1


def test_dt_e2_play_continues_until_a_player_starts_with_empty_hand():
    st = position(2, hands=[["king"], ["spell", "fairy"]], deck=[])
    play(st, "king")
    assert not st.is_terminal and st.turn_seat == 1
    play(st, "fairy")
    assert st.is_terminal and st.reason == "empty_hand"


def test_dt_e3_that_player_does_not_take_a_turn():
    st = position(2, hands=[["king"], ["spell"]], tableaus=[["old_sage"], []], common=["day"], deck=[], turn_seat=1)
    play(st, "spell")
    st.apply(Action("choose_item", item="coin"))
    # seat 0 has a card: plays; then seat 1 has none: game over without its turn
    assert st.turn_seat == 0 and st.vp[0] == 1  # Old Sage fired for a turn that happens
    play(st, "king")
    assert st.is_terminal and st.vp[1] == 1  # seat 1 got nothing more


def test_dt_e3_no_start_of_turn_effect_when_the_game_ends():
    st = ended(2, tableaus=[["old_sage"], []], common=["day"])
    assert st.is_terminal and st.vp[0] == 0


def test_dt_e4_b_applied_at_the_end():
    st = ended(2, settings={"b": "B2"}, items=[{"coin": 2}, {"coin": 1}], vp=[5, 5])
    r = st.result()
    assert r.scores == (5 + 2 + 8, 5 + 1 + 4)
    assert r.details["b_vp"] == [10, 5]


def test_dt_e5_totals_revealed_and_highest_wins():
    st = ended(3, vp=[3, 9, 4], settings={"b": "B3"})
    assert st.view(0)["seats"][1]["vp"] == 9
    assert st.result().winners == (1,)


def test_dt_e6_tie_broken_by_items_plus_hand():
    st = ended(3, settings={"b": "B3"}, vp=[7, 7, 0], hands=[[], ["spell"], []], items=[{"wand": 1, "coin": 1}, {}, {}])
    r = st.result()
    assert r.winners == (0,) and r.details["tie_break"]["decided"]


def test_dt_e7_still_tied_victory_shared():
    st = ended(2, settings={"b": "B3"}, vp=[7, 7], hands=[[], ["spell"]], items=[{"wand": 1}, {}])
    r = st.result()
    assert r.winners == (0, 1) and r.details["tie_break"]["shared"]


def test_dt_e8_b1_worked_example_39():
    st = ended(3, settings={"b": "B1"}, turn_seat=2, hands=[["king", "fairy"], ["spell"], []],
               tableaus=[["creature_of_the_night"], [], []],
               items=[{"sword": 2, "wand": 1, "coin": 3}, {"coin": 5}, {}], vp=[31, 0, 0])
    assert st.result().scores[0] == 31 + 3 + 5


def test_turn_cap_ends_normally_with_reason():
    # two Witch holders with empty hands and a full deck pass forever (OQ-DT2): the cap ends it
    # (one decision per pass: the stall fast-forward is off here, see test_witch_stall.py)
    st = position(2, options={"max_turns": 10, "stall_fast_forward": False}, hands=[[], []], tableaus=[["witch"], ["witch"]],
                  deck=["ogre", "king"], vp=[4, 4], turns=0, begin_turn=True)
    n = 0
    while not st.is_terminal:
        assert st.legal_actions() == [Action("pass")]
        st.apply(Action("pass"))
        n += 1
    assert n == 10 and st.reason == "turn_cap"
    assert st.result().details["reason"] == "turn_cap" and st.result().winners == (0, 1)


def test_witch_empty_hand_skip_turn_or_end_game():
    kw = dict(hands=[[], ["spell"]], tableaus=[["witch"], []], deck=["ogre"], turns=0, begin_turn=True)
    skip = position(2, **kw)
    assert not skip.is_terminal and skip.legal_actions() == [Action("pass")]
    end = position(2, options={"witch_empty_hand": "end_game"}, **kw)
    assert end.is_terminal and end.reason == "empty_hand"


def test_witch_empty_hand_may_still_use_an_item():
    st = position(2, settings={"a": "A1"}, hands=[[], ["spell"]], tableaus=[["witch"], []],
                  items=[{"wand": 1}, {}], deck=["ogre"], turns=0, begin_turn=True)
    assert st.legal_actions() == [Action("use_item", line="wand"), Action("pass")]
    st.apply(Action("use_item", line="wand"))
    assert st.legal_actions() == [Action("pass")] and st.vp[0] == 1


def test_witch_blocks_discard_draw_option():
    kw = dict(settings={"a": "A1"}, hands=[["spell"], []], tableaus=[["witch"], []], discard=["king"],
              items=[{"armour": 1}, {}])
    assert Action("use_item", line="armour") not in position(2, **kw).legal_actions()
    st = position(2, options={"witch_blocks_discard_draw": False}, **kw)
    st.apply(Action("use_item", line="armour"))
    assert ids(st, st.hands[0]) == ["spell", "king"]
    assert st.view(1)["seats"][0]["hand"][1]["id"] == "king"  # taken from a public zone


@pytest.mark.parametrize("mode,expect", [("share_full_skip", [(1, 10), (1, 10), (3, 0)]),
                                         ("dense", [(1, 10), (1, 10), (2, 5)]),
                                         ("split_floor", [(1, 7), (1, 7), (3, 0)])])
def test_ranking_tie_modes(mode, expect):
    assert ranking_awards([4, 4, 2], [10, 5], mode, True) == expect


def test_ranking_zero_gets_nothing_and_two_players_second_gets_5():
    assert ranking_awards([3, 0], [10, 5], "share_full_skip", True) == [(1, 10), (2, 0)]
    assert ranking_awards([3, 1], [10, 5], "share_full_skip", True) == [(1, 10), (2, 5)]


def test_dt_x1_player_count_from_data():
    spec = get_spec("dark_tales")
    assert (spec.min_players, spec.max_players) == (DATA["players"]["min"], DATA["players"]["max"]) == (2, 4)
    assert DATA["players"]["status"] == "INFERRED"


def test_dt_x2_deck_list_with_provenance():
    for c in CARDS.values():
        assert set(c["provenance"]) >= {"type", "copies", "vp", "destination", "effect"}
        assert set(c["provenance"].values()) <= {"FOUND", "INFERRED"}
        assert c["names"]["es"] and c["names"]["en"]


def test_dt_x3_type_list():
    assert DATA["types"]["ids"] == ["MALE", "FEMALE", "MONSTER", "PLACE", "EVENT"]


def test_dt_x4_setting_lines_are_data_with_status():
    for sid, s in SETTINGS.items():
        entries = s["lines"] if s["kind"] == "A" else s["scoring"]
        assert entries and all(e.get("status") in ("FOUND", "INFERRED") for e in entries), sid


def test_dt_x5_day_card_replaces_night():
    st = position(2, hands=[["day"], ["spell"]])
    play(st, "day")
    assert st.daynight == "day" and ids(st, st.common) == ["day"] and ids(st, st.discard) == ["night"]
    assert st.vp[0] == 1


def test_dt_x6_nine_setting_combinations_selectable():
    spec = get_spec("dark_tales")
    assert spec.option("setting_a").choices == ("random", "A1", "A2", "A3")
    assert spec.option("setting_b").choices == ("random", "B1", "B2", "B3")
