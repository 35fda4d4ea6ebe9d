"""Quissama's click targeting (games/quissama/targeting.py), without Qt widgets: every legal
action has a click path, places with several moves ask for the move, several payments ask for
the cards, and bar actions stay off the table."""

from __future__ import annotations

import random

from contaria_desktop.engines.quissama import GAME, QuissamaState
from contaria_desktop.games.quissama.targeting import QuissamaTargeting, hand_key, path_of

FULL = {"SQ_N1": 5, "SQ_G1": 5, "SQ_N2": 4, "SQ_G2": 0}


def _pos(hand, **kw):
    return QuissamaState.from_position({"players": 3, "hands": [hand, [], []], **kw})


def _reach(t: QuissamaTargeting, action, depth: int = 6):
    """Click keys (breadth-first over the targets) until ``action`` is chosen; the clicks."""
    frontier = [((), None)]
    for _ in range(depth):
        nxt = []
        for clicks, sel in frontier:
            t.selection = sel
            for key, result in t.choices(sel).items():
                t.selection = sel
                got = t.activate(key)
                if got is action:
                    return clicks + (key,)
                if got is None and t.selection is not None:
                    nxt.append((clicks + (key,), t.selection))
        frontier = nxt
    return None


def test_every_legal_action_of_random_positions_is_reachable_by_clicks_or_is_a_bar_button():
    rng = random.Random(3)
    checked = 0
    for seed in range(6):
        st = GAME.new_game(2 + seed % 4, seed=seed)
        for _ in range(rng.randrange(5, 120)):
            if st.is_terminal:
                break
            st.apply(rng.choice(st.legal_actions()))
        if st.is_terminal:
            continue
        seat = st.current_player
        legal = st.legal_actions()
        for action in legal:
            t = QuissamaTargeting(legal, seat, st.view(seat))
            if path_of(action) is None:
                assert action.type in ("end_turn", "done", "no_swap")
                continue
            assert _reach(t, action) is not None, action
            checked += 1
    assert checked > 20


def test_several_moves_on_one_place_light_the_move_buttons():
    """Princesa's owner on a Nagoa square: free (Liberty + Nagoa) or free with the Princesa
    (Nagoa only) - the square selects, then the move button chooses."""
    st = _pos(["LIBERTY", "NAGOA_1"], squares=FULL, gallery={"PRINCESA": {"owner": 0, "meeples": []}})
    legal = st.legal_actions()
    t = QuissamaTargeting(legal, 0, st.view(0))
    assert t.activate("sq:SQ_N2") is None and t.selection == "sq:SQ_N2"
    assert {"verb:free", "verb:free_princesa"} <= set(t.targets())
    action = t.activate("verb:free_princesa")
    assert action.type == "free_princesa" and action["square"] == "SQ_N2"


def test_several_card_sets_that_pay_are_chosen_card_by_card():
    """Employing (2 Coins + a Nagoa) with two Coin cards and a double Coin: the business and the
    move, then a click on the double Coin is the payment "COIN_2 + NAGOA_1"."""
    st = _pos(["COIN_1", "COIN_1", "COIN_2", "NAGOA_1"],
              businesses={"BZ_N1": {"merchant": 0, "workers": 0}})
    legal = [a for a in st.legal_actions() if a.type in ("employ", "end_turn")]
    pays = {a["pay"] for a in legal if a.type == "employ"}
    assert pays == {"COIN_1:2,NAGOA_1:1", "COIN_2:1,NAGOA_1:1"}
    t = QuissamaTargeting(legal, 0, st.view(0))
    assert t.activate("biz:BZ_N1") is None          # the only move there: straight to the payment
    assert set(t.targets()) == {hand_key("COIN_1"), hand_key("COIN_2"), hand_key("NAGOA_1")}
    action = t.activate(hand_key("COIN_2"))
    assert action.type == "employ" and action["pay"] == "COIN_2:1,NAGOA_1:1"
    # a Coin card: only the other set holds it - that one is chosen
    t = QuissamaTargeting(legal, 0, st.view(0))
    t.activate("biz:BZ_N1")
    assert t.activate(hand_key("COIN_1"))["pay"] == "COIN_1:2,NAGOA_1:1"
    # the Nagoa is in both sets: it is put aside (dimmed, "chosen"), the choice goes on
    t = QuissamaTargeting(legal, 0, st.view(0), describe=lambda key: "chosen to pay")
    t.activate("biz:BZ_N1")
    assert t.activate(hand_key("NAGOA_1")) is None
    assert t.disabled() == {hand_key("NAGOA_1"): "chosen to pay"}
    assert set(t.targets()) == {hand_key("COIN_1"), hand_key("COIN_2")}
    assert t.activate(hand_key("COIN_2"))["pay"] == "COIN_2:1,NAGOA_1:1"


def test_the_bar_says_the_next_step_of_a_half_made_choice():
    """A place with several moves: "click a move button"; then several payments: "click the
    cards that pay"; nothing chosen: the decision's own prompt (None)."""
    st = _pos(["COIN_1", "COIN_1", "COIN_2", "NAGOA_1"], businesses={"BZ_N1": {"merchant": 0, "workers": 0}})
    t = QuissamaTargeting([a for a in st.legal_actions() if a.type in ("employ", "end_turn")], 0, st.view(0))
    assert t.prompt() is None
    t.activate("biz:BZ_N1")
    assert t.prompt() == ("quissama.prompt.choose_payment", {"seat": 0})
    st = _pos(["LIBERTY", "NAGOA_1"], squares=FULL, gallery={"PRINCESA": {"owner": 0, "meeples": []}})
    t = QuissamaTargeting(st.legal_actions(), None, st.view(0))
    t.activate("sq:SQ_N2")
    assert t.prompt() == ("quissama.prompt.choose_move", {"seat": 0})


def test_esc_drops_a_half_made_choice():
    st = _pos(["LIBERTY", "NAGOA_1"], squares=FULL, gallery={"PRINCESA": {"owner": 0, "meeples": []}})
    t = QuissamaTargeting(st.legal_actions(), 0, st.view(0))
    t.activate("sq:SQ_N2")
    assert t.cancel() and t.selection is None


def test_woodruff_look_then_swap_and_the_alemao_s_steals_by_clicks():
    """Woodruff: his card, then the player's area; the swap: a card of yours, then one of theirs
    (shown in their area as name chips, since you saw them); "swap nothing" is a bar button. The Alemão: his
    card, then the area of the player robbed."""
    from contaria_desktop.games.quissama import layout
    st = QuissamaState.from_position({
        "players": 3, "hands": [["COIN_1", "LIBERTY"], ["CROWN", "NAGOA_2"], ["BOURGEOIS"]], "cdp": 2,
        "gallery": {"WOODRUFF": {"owner": 0, "meeples": []}, "ALEMAO": {"owner": 0, "meeples": []}}})
    legal = st.legal_actions()
    look = next(a for a in legal if a.type == "ability" and a["character"] == "WOODRUFF" and a["seat"] == 1)
    assert _reach(QuissamaTargeting(legal, 0, st.view(0)), look) == ("card:char:WOODRUFF", "seat:1")
    st.apply(look)
    view = st.view(0)
    legal = st.legal_actions()
    assert view["pending"]["kind"] == "swap"
    plan = layout.plan(view, 0)
    keys = set(plan.cards) | set(plan.spaces)      # the known cards are name chips (spaces)
    for action in legal:
        if action.type == "no_swap":
            continue
        clicks = _reach(QuissamaTargeting(legal, 0, view), action)
        assert clicks is not None and set(clicks) <= keys, (action, clicks)
    st.apply(next(a for a in legal if a.type == "no_swap"))
    steal = next(a for a in st.legal_actions() if a.type == "ability" and a["character"] == "ALEMAO")
    assert _reach(QuissamaTargeting(st.legal_actions(), 0, st.view(0)), steal) == ("card:char:ALEMAO",)
    st.apply(steal)
    for action in st.legal_actions():
        assert _reach(QuissamaTargeting(st.legal_actions(), 0, st.view(0)), action) == (f"seat:{action['seat']}",)
