"""The Witch stall (issue 11; OQ-DT2 ``skip_turn`` + OQ-DT15 turn cap): with
``stall_fast_forward`` on (default) the forced passes are played inside one ``apply()`` and the
game ends exactly as if every pass had been a decision."""

from __future__ import annotations

import pytest

from contaria_desktop.engines.core import Action, Rng, get_spec

from .helpers import position, types

# seeds whose 2-player random playout (tests/dark_tales/helpers.random_game's driver) ends in
# the Witch stall at the turn cap
STALL_SEEDS = (2, 6, 13)


def _playout(seed: int, fast: bool):
    st = get_spec("dark_tales").new_game(2, seed, {"stall_fast_forward": fast})
    rng = Rng(seed)
    decisions = 0
    events = []
    while not st.is_terminal:
        legal = st.legal_actions()
        events = st.apply(legal[rng.below(len(legal))])
        decisions += 1
    return st, decisions, events


@pytest.mark.parametrize("seed", STALL_SEEDS)
def test_fast_forward_reaches_the_same_end(seed):
    """Option off vs on, same rng choices before the stall: the same final state (but the
    option), scores and result details; the on-run takes far fewer decisions and its last
    decision's events end with the summary and ``game_over`` (``turn_cap``)."""
    slow, n_slow, _ = _playout(seed, False)
    fast, n_fast, last = _playout(seed, True)
    assert slow.reason == fast.reason == "turn_cap"
    assert slow.result().to_json() == fast.result().to_json()
    a, b = slow.to_json(), fast.to_json()
    assert (a.pop("options")["stall_fast_forward"], b.pop("options")["stall_fast_forward"]) == (False, True)
    assert (a.pop("decisions"), b.pop("decisions")) == (n_slow, n_fast)
    assert a == b
    assert n_fast < n_slow - 100
    assert types(last)[-2:] == ["stall_fast_forward", "game_over"]
    assert last[-2].params["turns"] == 300 and last[-1].params["reason"] == "turn_cap"


def _stall(**kw):
    return position(2, settings={"a": "A1", "b": "B1"}, hands=[[], []], tableaus=[["witch", "old_sage"], ["witch"]],
                    common=["day"], deck=["king", "fairy"], turns=290, **kw)


def test_start_of_turn_vp_keeps_counting_to_the_cap():
    """Old Sage's +1 VP by day (OQ-DT11) is scored for every skipped turn of its owner; the
    same total as passing by hand."""
    fast, slow = _stall(), _stall(options={"stall_fast_forward": False})
    assert fast.legal_actions() == [Action("pass")]
    events = fast.apply(Action("pass"))
    assert fast.is_terminal and fast.reason == "turn_cap"
    assert types(events)[-2:] == ["stall_fast_forward", "game_over"]
    n = 0
    while not slow.is_terminal:
        assert slow.legal_actions() == [Action("pass")]
        slow.apply(Action("pass"))
        n += 1
    assert n == 11 and slow.vp == fast.vp and slow.vp[0] > 0
    assert slow.result().to_json() == fast.result().to_json()


def test_no_fast_forward_while_a_seat_can_still_draw():
    """One seat without the Witch still draws: no stall, one pass is one turn."""
    st = position(2, hands=[[], []], tableaus=[["witch"], []], deck=["king", "fairy", "day"], turns=5)
    events = st.apply(Action("pass"))
    assert not st.is_terminal and "stall_fast_forward" not in types(events)
    assert len(st.hands[1]) == 1


def test_the_summary_carries_the_skipped_turns_and_the_vp_gained_in_them():
    """QA of issue 11: the summary said only "turn limit (300 turns)". It carries ``skipped``
    (one pass per turn) and ``gains`` - the public ``vp_gained`` events of those turns summed
    per seat and source (OQ-DT10: amounts public, totals hidden) - and stays public."""
    fast, slow = _stall(), _stall(options={"stall_fast_forward": False})
    before = fast.vp[:]
    summary = [e for e in fast.apply(Action("pass")) if e.type.endswith("stall_fast_forward")][0]
    gained = {}
    while not slow.is_terminal:
        for e in slow.apply(Action("pass")):
            if e.type.endswith("vp_gained"):
                key = (e.params["seat"], e.params["source"])
                gained[key] = gained.get(key, 0) + e.params["amount"]
    assert summary.visible_to is None
    assert summary.params["skipped"] == 10 and summary.params["turns"] == 300
    assert summary.params["gains"] == [[0, "card:old_sage", fast.vp[0] - before[0]]]
    assert {(s, src): n for s, src, n in summary.params["gains"]} == gained
