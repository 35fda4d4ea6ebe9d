"""The kit additions made while porting Contária and CharLatão (issue 10 item 5):
``Step.auto`` + ``Machine.settle``, ``push_again``/``replace_top``, a flow with no turn, the
cheap JSON-safety check on push, and the two engines really running on ``Machine``."""

from __future__ import annotations

import pytest

from contaria_desktop.engines.core import (Action, DecisionStack, Event, Flow, Machine, Phase, Step,
                                           StateFormatError, get_spec)
from contaria_desktop.engines.contaria import flow as contaria_flow


class _St:
    def __init__(self) -> None:
        self.flow = Flow("play", 0)
        self.log: list[str] = []


def _machine() -> Machine:
    """Phase ``play``: ``go`` pushes a skippable step, then a 2-stage question."""

    def play_apply(st, action, ev):
        st.flow.stack.push_many([("ask", 0, {"stage": "first"}), ("skip", 1, {})])

    def end_turn(st, ev):
        st.log.append("after")
        st.flow.turn = 1 - st.flow.turn

    def skip_auto(st, frame, ev):
        st.flow.stack.pop()
        ev.append(Event("toy.skipped", {"seat": frame["seat"]}))
        return True

    def ask_resolve(st, frame, action, ev):
        if frame["stage"] == "first":
            st.flow.stack.push_again(frame, stage="second")

    return Machine({"play": Phase(lambda st: [Action("go")], play_apply, end_turn)},
                   {"skip": Step(lambda st, f: [], lambda *a: None, skip_auto),
                    "ask": Step(lambda st, f: [Action("answer")], ask_resolve)})


def test_auto_steps_settle_before_a_question_and_after_runs_once_the_stack_is_empty():
    m, st = _machine(), _St()
    ev: list[Event] = []
    m.apply(st, Action("go"), ev)
    # push_many asks in the given order: "ask" is on top and waits, "skip" waits below it
    assert [f["step"] for f in st.flow.stack.frames] == ["skip", "ask"] and not ev
    m.apply(st, Action("answer"), ev)
    assert st.flow.stack.top == {"step": "ask", "seat": 0, "stage": "second"}
    assert m.legal(st) == [Action("answer")] and st.log == []
    m.apply(st, Action("answer"), ev)
    assert [e.type for e in ev] == ["toy.skipped"] and not st.flow.stack
    assert st.log == ["after"] and st.flow.turn == 1


def test_push_again_and_replace_top_keep_step_and_seat_and_validate():
    stack = DecisionStack()
    stack.push("ab", 2, src=3, stage="start", target=-1)
    top = stack.replace_top(stage="dest", target=7)
    assert top == {"step": "ab", "seat": 2, "src": 3, "stage": "dest", "target": 7} and len(stack) == 1
    popped = stack.pop()
    stack.push_again(popped, seat=1)
    assert stack.top["seat"] == 1 and stack.top["step"] == "ab"
    with pytest.raises(ValueError, match="JSON-safe"):
        stack.replace_top(target={1, 2})
    with pytest.raises(IndexError):
        DecisionStack().replace_top(x=1)


def test_push_checks_containers_but_not_scalars_by_serializing():
    stack = DecisionStack()
    stack.push("x", 0, a=1, b="s", c=None, d=True, e=[1, {"k": "v"}])
    with pytest.raises(ValueError, match="JSON-safe"):
        stack.push("x", 0, a=[object()])
    with pytest.raises(ValueError, match="seat"):
        stack.push("x", True)


def test_a_flow_may_have_no_turn_once_over():
    flow = Flow("over", None)
    assert flow.seat is None and Flow.from_json(flow.to_json()) == flow
    with pytest.raises(StateFormatError):
        Flow.from_json({"phase": "over", "turn": "0"})


@pytest.mark.parametrize("game, players", [("contaria", 3), ("charlatao", 4), ("charlatao", 2)])
def test_contaria_and_charlatao_run_on_the_kit(game, players):
    spec = get_spec(game)
    st = spec.state_class.new_game(players, 11, spec.resolve_options({}))
    assert isinstance(st.flow, Flow)
    machine = st.machine if game == "charlatao" else contaria_flow.MACHINE
    assert isinstance(machine, Machine)
    machine.check(st.flow)
    seen_stack = False
    while not st.is_terminal:
        assert st.current_player == st.flow.seat
        assert st.legal_actions() == machine.legal(st)
        seen_stack = seen_stack or bool(st.flow.stack)
        st.apply(st.legal_actions()[-1])
    assert st.flow.phase == "over" and st.current_player is None
    assert seen_stack == (game == "contaria")   # only Contária nests decisions
    clone = st.clone()
    assert clone.flow == st.flow and clone.flow is not st.flow
