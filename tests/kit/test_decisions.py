"""The kit's decision stack (engines/core/decisions.py), unit-tested and played by a toy game
with nested one-seat choices (tests/kit/thieves.py)."""

import json

import pytest

from contaria_desktop.engines.core import Action, DecisionStack, Flow, StateFormatError
from contaria_desktop.engines.core import spec as spec_mod
from tests.conformance.harness import playout

from .thieves import SPEC, ThievesState


def test_stack_order_json_and_validation():
    st = DecisionStack()
    assert st.top is None and not st and len(st) == 0
    st.push("target", 1, card="k3")
    st.push_many([("may", 1, {"target": 2}), ("reply", 2, {"thief": 1})])
    assert [f["step"] for f in st.frames] == ["target", "reply", "may"]  # "may" is asked first
    assert st.top == {"step": "may", "seat": 1, "target": 2}
    again = DecisionStack.from_json(json.loads(json.dumps(st.to_json())))
    assert again.frames == st.frames
    assert st.pop()["step"] == "may" and st.top["step"] == "reply"
    with pytest.raises(ValueError, match="seat"):
        st.push("x", -1)
    with pytest.raises(ValueError, match="step"):
        st.push("", 0)
    with pytest.raises(ValueError, match="JSON-safe"):
        st.push("x", 0, data=object())
    for bad in ({"a": 1}, [{"step": "x"}], [3], [{"step": "x", "seat": True}]):
        with pytest.raises(StateFormatError):
            DecisionStack.from_json(bad)


def test_flow_seat_follows_the_top_frame():
    flow = Flow("play", 2)
    assert flow.seat == 2
    flow.stack.push("reply", 0)
    assert flow.seat == 0
    copy = flow.clone()
    copy.stack.pop()
    assert flow.seat == 0 and copy.seat == 2 and copy != flow
    assert Flow.from_json(flow.to_json()) == flow
    for bad in (None, {"phase": 1}, {"phase": "p", "turn": -1}, {"phase": "p", "turn": 0, "stack": {}}):
        with pytest.raises(StateFormatError):
            Flow.from_json(bad)


def _thief_turn(n=3):
    """A new game advanced to a seat about to play a thief while another seat has coins."""
    for seed in range(50):
        s = SPEC.new_game(n, seed)
        seat = s.flow.turn
        thief = next((h for h in s.hands[seat] if s.kind[h].startswith("thief")), None)
        if thief is not None:
            return s, seat, thief
    raise AssertionError("no deal with a thief")


def test_an_ability_asks_target_then_may_then_the_targets_reply():
    s, seat, thief = _thief_turn()
    s.apply(Action("play", card=thief))
    assert s.current_player == seat and s.flow.stack.top["step"] == "target"
    target = (seat + 1) % 3
    assert Action("target", seat=target) in s.legal_actions()
    s.apply(Action("target", seat=target))
    assert s.current_player == seat and s.legal_actions() == [Action("may", accept=True), Action("may", accept=False)]
    s.apply(Action("may", accept=True))
    assert s.current_player == target and s.flow.stack.top == {"step": "reply", "seat": target, "thief": seat}
    assert s.legal_actions() == [Action("reply", block=False)]  # one coin: cannot pay to block
    ev = s.apply(Action("reply", block=False))
    assert ev[-1].type == "thieves.replied" and s.coins[seat] == 2 and s.coins[target] == 0
    assert not s.flow.stack and s.flow.turn == (seat + 1) % 3  # "after" ended the turn


def test_declining_the_may_skips_the_reply_and_ends_the_turn():
    s, seat, thief = _thief_turn()
    s.apply(Action("play", card=thief))
    s.apply(s.legal_actions()[0])
    s.apply(Action("may", accept=False))
    assert not s.flow.stack and s.current_player == (seat + 1) % 3


def test_loading_refuses_unknown_steps():
    s, seat, thief = _thief_turn()
    s.apply(Action("play", card=thief))
    data = s.to_json()
    data["flow"]["stack"][0]["step"] = "teleport"
    with pytest.raises(StateFormatError, match="teleport"):
        ThievesState.from_json(data)
    assert ThievesState.from_json(s.to_json()) == s


@pytest.mark.parametrize("n", [2, 3, 4])
def test_the_toy_passes_the_conformance_suite(n, monkeypatch):
    monkeypatch.setitem(spec_mod._REGISTRY, "thieves", SPEC)
    for seed in range(12):
        playout(SPEC, n, seed, heavy=seed % 3 == 0)
