"""Turn, phase and a stack of nested one-seat decisions (boardgame.io's turn -> phase -> stage).

Card games keep asking small questions in the middle of a turn: an ability asks its owner
for a target, then whether to use a "may" effect, then another seat for a reply - and a
reply may itself trigger another ability. This module models that once for every engine:

- a :class:`Flow` holds the ``phase`` (a named part of the game with its own top-level
  decisions: "passing", "play"...), the seat whose ``turn`` it is (``None`` once nobody
  decides any more, e.g. the game is over), and a :class:`DecisionStack` of pending *frames*;
- a frame is a JSON-safe dict ``{"step": name, "seat": int, ...data}``: one pending
  question for one seat. The top frame is what is being decided now, so the deciding seat is
  ``stack.top["seat"]``, or ``turn`` when the stack is empty;
- a :class:`Machine` maps each phase name to a :class:`Phase` (legal top-level actions and
  how to apply them) and each step name to a :class:`Step` (legal answers to the frame and
  how to resolve one). Resolving pops the frame first; the resolver may push follow-up
  frames (``push_many`` keeps their reading order) or the same question's next stage
  (``push_again``). A step may also settle itself without a question (``Step.auto``: skip
  an ability with no target, narrow a choice to its only option); :meth:`Machine.settle`
  runs those after every action. When an action leaves the stack empty the phase's
  ``after`` hook runs (typically: end the turn).

Everything lives in the state as plain JSON (``Flow.to_json``), so saves, ``clone`` and
replays need nothing new; an engine whose save format predates this module writes the same
fields under its old names instead (Contária: ``turn_seat``/``pending`` with ``op``).

Used by: Contária (:mod:`contaria_desktop.engines.contaria`: one phase ``play`` plus
``over``; the ability stack with steps ``ab``, ``marker``, ``peek``), CharLatão
(:mod:`contaria_desktop.engines.charlatao`: phases ``choose_excellent``, ``discard``,
``pass``, ``play`` and, for two players, ``peek``, ``give``, ``take``; no nested frames) and
the toy game of ``tests/kit/thieves.py``. Dark Tales and Quissama keep their own
bookkeeping for now.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Callable, Iterable, Mapping

from .errors import StateFormatError
from .records import Action, Event
from .state import canonical_json

Frame = dict[str, Any]

#: value types that are JSON-safe as they are (checked without serializing: frames are
#: pushed in the inner loop of playouts)
_SCALARS = (str, int, type(None), bool)


def _frame(step: Any, seat: Any, data: Mapping[str, Any]) -> Frame:
    if not isinstance(step, str) or not step:
        raise ValueError(f"a frame needs a step name, not {step!r:.40}")
    if type(seat) is not int or seat < 0:
        raise ValueError(f"a frame needs a seat number, not {seat!r:.40}")
    frame = {"step": step, "seat": seat, **data}
    for value in data.values():
        if type(value) not in _SCALARS:
            try:
                canonical_json(frame)
            except (TypeError, ValueError) as err:
                raise ValueError(f"frame {step!r} holds data that is not JSON-safe: {err}") from None
            break
    return frame


class DecisionStack:
    """Pending one-seat decisions, last pushed = decided first.

    ``frames`` (bottom first) are dicts ``{"step", "seat", ...}``; read them, do not mutate
    them in place (push a new frame instead)."""

    __slots__ = ("frames",)

    def __init__(self, frames: Iterable[Mapping[str, Any]] = ()) -> None:
        self.frames: list[Frame] = [dict(f) for f in frames]

    def push(self, step: str, seat: int, **data: Any) -> Frame:
        """Add a question for ``seat`` on top; raises ``ValueError`` on a bad step, seat or
        data that is not JSON-safe. Returns the frame."""
        frame = _frame(step, seat, data)
        self.frames.append(frame)
        return frame

    def push_many(self, frames: Iterable[tuple[str, int, Mapping[str, Any]]]) -> None:
        """Push ``(step, seat, data)`` questions so that they are asked in the given order
        (the first one ends on top)."""
        new = [_frame(step, seat, data) for step, seat, data in frames]
        self.frames.extend(reversed(new))

    def push_again(self, frame: Mapping[str, Any], **changes: Any) -> Frame:
        """Push a popped ``frame`` back with some data changed: the same question's next
        stage (e.g. "which card?" then "where to?"). ``step`` and ``seat`` are kept unless
        given in ``changes``. Raises like :meth:`push`."""
        data = {k: v for k, v in frame.items() if k != "step" and k != "seat"}
        data.update(changes)
        step = data.pop("step", frame["step"])
        seat = data.pop("seat", frame["seat"])
        return self.push(step, seat, **data)

    def replace_top(self, **changes: Any) -> Frame:
        """Swap the top frame for a copy with ``changes`` (a step settling part of itself,
        e.g. a choose-one narrowed to its only option). ``IndexError`` when empty."""
        return self.push_again(self.frames.pop(), **changes)

    @property
    def top(self) -> Frame | None:
        """The frame being decided now (``None`` when empty)."""
        return self.frames[-1] if self.frames else None

    def pop(self) -> Frame:
        """Remove and return the top frame; ``IndexError`` when empty."""
        return self.frames.pop()

    def __len__(self) -> int:
        return len(self.frames)

    def __bool__(self) -> bool:
        return bool(self.frames)

    def to_json(self) -> list[Frame]:
        return [dict(f) for f in self.frames]

    @classmethod
    def from_json(cls, data: Any) -> "DecisionStack":
        """Inverse of :meth:`to_json`; raises :class:`StateFormatError` naming the bad frame."""
        if not isinstance(data, list):
            raise StateFormatError("the decision stack must be a list", "state.bad_stack")
        stack = cls()
        for i, f in enumerate(data):
            if not isinstance(f, dict):
                raise StateFormatError(f"decision frame {i + 1} must be an object", "state.bad_stack")
            rest = {k: v for k, v in f.items() if k not in ("step", "seat")}
            try:
                stack.frames.append(_frame(f.get("step"), f.get("seat"), rest))
            except ValueError as err:
                raise StateFormatError(f"decision frame {i + 1}: {err}", "state.bad_stack") from None
        return stack


class Flow:
    """Where the game is: ``phase`` (name), ``turn`` (seat whose turn it is, ``None`` when
    nobody decides: the game is over) and ``stack``.

    JSON: ``{"phase": str, "turn": int | null, "stack": [frames]}``."""

    __slots__ = ("phase", "turn", "stack")

    def __init__(self, phase: str, turn: int | None = 0, stack: DecisionStack | None = None) -> None:
        self.phase = phase
        self.turn = turn
        self.stack = stack if stack is not None else DecisionStack()

    @property
    def seat(self) -> int | None:
        """The seat deciding now: the top frame's, else the seat whose turn it is."""
        top = self.stack.top
        return self.turn if top is None else top["seat"]

    def to_json(self) -> dict[str, Any]:
        return {"phase": self.phase, "turn": self.turn, "stack": self.stack.to_json()}

    @classmethod
    def from_json(cls, data: Any) -> "Flow":
        """Inverse of :meth:`to_json`; raises :class:`StateFormatError`."""
        if not isinstance(data, dict) or not isinstance(data.get("phase"), str):
            raise StateFormatError("the flow needs a phase name", "state.bad_flow")
        turn = data.get("turn")
        if turn is not None and (not isinstance(turn, int) or isinstance(turn, bool) or turn < 0):
            raise StateFormatError("the flow needs a seat whose turn it is (or null)", "state.bad_flow")
        return cls(data["phase"], turn, DecisionStack.from_json(data.get("stack", [])))

    def clone(self) -> "Flow":
        """An independent copy (frames are copied: callers may hold on to them)."""
        stack = DecisionStack.__new__(DecisionStack)
        stack.frames = [dict(f) for f in self.stack.frames]
        return Flow(self.phase, self.turn, stack)

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Flow) and self.to_json() == other.to_json()

    __hash__ = None  # type: ignore[assignment]


@dataclass(frozen=True)
class Step:
    """How one kind of frame is answered.

    - ``choices(state, frame) -> list[Action]``: the legal answers (never empty: offer an
      explicit pass when there is nothing to choose);
    - ``resolve(state, frame, action, events)``: apply the answer (the frame is already
      popped); may push follow-up frames and append :class:`Event` s;
    - ``auto(state, frame, events) -> bool`` (optional): called by :meth:`Machine.settle`
      while ``frame`` is on top. Return ``True`` after settling it without a question
      (popping or replacing it, pushing follow-ups, appending events: e.g. an ability whose
      MUST step has no valid target is skipped), ``False`` when the frame waits for an
      answer from ``choices``."""

    choices: Callable[[Any, Frame], list[Action]]
    resolve: Callable[[Any, Frame, Action, list[Event]], None]
    auto: Callable[[Any, Frame, list[Event]], bool] | None = None


@dataclass(frozen=True)
class Phase:
    """A part of the game with its own top-level decisions (used while the stack is empty).

    - ``legal(state) -> list[Action]`` for ``flow.turn``;
    - ``apply(state, action, events)``: may push frames, change ``flow.phase``/``turn``;
    - ``after(state, events)`` (optional): runs whenever an action leaves the stack empty
      (e.g. end the turn once an ability and all its questions are done)."""

    legal: Callable[[Any], list[Action]]
    apply: Callable[[Any, Action, list[Event]], None]
    after: Callable[[Any, list[Event]], None] | None = None


class Machine:
    """Dispatches ``legal_actions``/``apply`` of a state whose ``flow`` attribute is a
    :class:`Flow` to the phase's or the top frame's handlers. Raises ``KeyError`` naming an
    undeclared phase or step (a bug in the engine, never bad input: frames are validated
    when a state is loaded by :meth:`check`)."""

    def __init__(self, phases: Mapping[str, Phase], steps: Mapping[str, Step]) -> None:
        self.phases = dict(phases)
        self.steps = dict(steps)

    def legal(self, state: Any) -> list[Action]:
        """The legal actions of ``state.flow.seat``."""
        flow: Flow = state.flow
        frames = flow.stack.frames  # not .top: this runs once per decision of every playout
        if frames:
            top = frames[-1]
            return self.steps[top["step"]].choices(state, top)
        return self.phases[flow.phase].legal(state)

    def apply(self, state: Any, action: Action, events: list[Event]) -> None:
        """Apply a legal ``action`` (the caller checked it): resolve the top frame, or the
        phase's top-level action; then :meth:`settle`."""
        flow: Flow = state.flow
        frames = flow.stack.frames
        if frames:
            frame = frames.pop()
            self.steps[frame["step"]].resolve(state, frame, action, events)
        else:
            self.phases[flow.phase].apply(state, action, events)
        self.settle(state, events)

    def settle(self, state: Any, events: list[Event]) -> None:
        """Run the top frames' ``auto`` hooks until one waits for an answer; then, if the
        stack is empty, the phase's ``after`` hook. Engines also call it after loading a
        hand-written position whose frames may settle by themselves."""
        frames = state.flow.stack.frames
        steps = self.steps
        while frames:
            top = frames[-1]
            auto = steps[top["step"]].auto
            if auto is None or not auto(state, top, events):
                return
        after = self.phases[state.flow.phase].after
        if after is not None:
            after(state, events)

    def check(self, flow: Flow) -> None:
        """Raise :class:`StateFormatError` when a loaded flow names an unknown phase or step."""
        if flow.phase not in self.phases:
            raise StateFormatError(f"unknown phase {flow.phase!r:.40}", "state.bad_flow")
        for f in flow.stack.frames:
            if f["step"] not in self.steps:
                raise StateFormatError(f"unknown decision step {f['step']!r:.40}", "state.bad_stack")
